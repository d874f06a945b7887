/// How a timed object looks outside its active duration.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No effect before or after (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final state holds after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The initial state holds before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's timing model, shared by layers and animations: each object maps its parent's
/// time to its own — `(t − beginTime) × speed + timeOffset` — then repeats and fills.
///
/// A layer's local time follows from all its superlayers' timing: a layer with `speed = 0` is
/// paused at its `timeOffset`, and its sublayers and animations with it.
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time (an animation's 0 means "when committed").
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration, in the object's own time.
    var duration: CFTimeInterval { get set }
    /// How fast the object's time runs against its parent's (0 pauses; negative plays backwards).
    var speed: Float { get set }
    /// An offset added to the object's local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations play (fractions allowed; `.infinity` repeats forever).
    var repeatCount: Float { get set }
    /// How long the repetitions last, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards, then backwards.
    var autoreverses: Bool { get set }
    /// How the object looks outside its active duration.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAMediaTimingFillMode {
    /// The render side's form.
    var renderFillMode: MediaTiming.FillMode {
        switch self {
        case .forwards: .forwards
        case .backwards: .backwards
        case .both: .both
        default: .removed
        }
    }
}

extension CAMediaTiming {
    /// The object's timing as the render side holds it.
    var mediaTiming: MediaTiming {
        MediaTiming(
            beginTime: beginTime, duration: duration, speed: Double(speed), timeOffset: timeOffset,
            repeatCount: Double(repeatCount), repeatDuration: repeatDuration, autoreverses: autoreverses,
            fillMode: fillMode.renderFillMode)
    }
}
