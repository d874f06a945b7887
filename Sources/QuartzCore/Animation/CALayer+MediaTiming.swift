import Foundation

/// The layer's own place in time (`CAMediaTiming`): its local time is its superlayer's mapped
/// through these values, and its sublayers and animations run on its local time. Setting
/// `speed = 0` and moving `timeOffset` scrubs every animation below the layer.
extension CALayer: CAMediaTiming {
    /// When the layer's time starts, in its superlayer's time.
    public var beginTime: CFTimeInterval {
        get { ownTiming?.beginTime ?? 0 }
        set { editTiming(newValue.isFinite) { $0.beginTime = newValue } }
    }
    /// The length of one iteration of the layer's time (stored; see `editTiming`).
    public var duration: CFTimeInterval {
        get { ownTiming?.duration ?? 0 }
        set { editTiming(newValue.isFinite && newValue >= 0) { $0.duration = newValue } }
    }
    /// How fast the layer's time runs against its superlayer's; 0 pauses it and everything below.
    public var speed: Float {
        get { Float(ownTiming?.speed ?? 1) }
        set { editTiming(newValue.isFinite) { $0.speed = Double(newValue) } }
    }
    /// An offset added to the layer's local time (with `speed = 0`, the paused time).
    public var timeOffset: CFTimeInterval {
        get { ownTiming?.timeOffset ?? 0 }
        set { editTiming(newValue.isFinite) { $0.timeOffset = newValue } }
    }
    /// Repetitions of the layer's time (stored; see `editTiming`).
    public var repeatCount: Float {
        get { Float(ownTiming?.repeatCount ?? 0) }
        set { editTiming(!newValue.isNaN && newValue >= 0) { $0.repeatCount = Double(newValue) } }
    }
    /// How long the layer's time repeats (stored; see `editTiming`).
    public var repeatDuration: CFTimeInterval {
        get { ownTiming?.repeatDuration ?? 0 }
        set { editTiming(newValue.isFinite && newValue >= 0) { $0.repeatDuration = newValue } }
    }
    /// Whether the layer's time plays back after each iteration (stored; see `editTiming`).
    public var autoreverses: Bool {
        get { ownTiming?.autoreverses ?? false }
        set { editTiming(true) { $0.autoreverses = newValue } }
    }
    /// How the layer's time fills outside its active duration (stored; see `editTiming`).
    public var fillMode: CAMediaTimingFillMode {
        get {
            switch ownTiming?.fillMode ?? .removed {
            case .removed: .removed
            case .forwards: .forwards
            case .backwards: .backwards
            case .both: .both
            }
        }
        set { editTiming(true) { $0.fillMode = newValue.renderFillMode } }
    }

    /// Changes the layer's timing when `isValid` (non-finite values are ignored, as for geometry).
    ///
    /// A layer's own duration and repeats do not limit its sublayers in Lamina: only begin
    /// time, speed and time offset map time (the parts Core Animation's apps use on layers).
    private func editTiming(_ isValid: Bool, _ edit: (inout MediaTiming) -> Void) {
        guard isValid else { return }
        let defaults = MediaTiming(fillMode: .both)
        var timing = ownTiming ?? defaults
        edit(&timing)
        let updated = timing == defaults ? nil : timing
        guard updated != ownTiming else { return }
        ownTiming = updated
        markNeedsCommit()
    }
}
