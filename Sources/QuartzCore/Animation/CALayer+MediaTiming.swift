import Foundation

/// The layer's own place in time (`CAMediaTiming`): its local time is its superlayer's mapped
/// through these values, and its sublayers and animations run on its local time. Setting
/// `speed = 0` and moving `timeOffset` scrubs every animation below the layer; a `duration`
/// with repeats or `autoreverses` loops them; outside its active duration the layer holds its
/// time under its `fillMode`, or is removed from the presentation (`MediaTiming+Layer.swift`).
extension CALayer: CAMediaTiming {
    /// When the layer's time starts, in its superlayer's time.
    public var beginTime: CFTimeInterval {
        get { ownTiming?.beginTime ?? 0 }
        set { editTiming(newValue.isFinite) { $0.beginTime = newValue } }
    }
    /// The length of one iteration of the layer's time; 0 (the default) leaves it unbounded.
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
    /// How many times the layer's `duration` repeats (fractions allowed; 0 means once).
    public var repeatCount: Float {
        get { Float(ownTiming?.repeatCount ?? 0) }
        set { editTiming(!newValue.isNaN && newValue >= 0) { $0.repeatCount = Double(newValue) } }
    }
    /// How long, in local seconds, the layer's time runs, repeating its `duration`; 0 is ignored.
    public var repeatDuration: CFTimeInterval {
        get { ownTiming?.repeatDuration ?? 0 }
        set { editTiming(newValue.isFinite && newValue >= 0) { $0.repeatDuration = newValue } }
    }
    /// Whether each iteration of the layer's time plays forwards, then backwards.
    public var autoreverses: Bool {
        get { ownTiming?.autoreverses ?? false }
        set { editTiming(true) { $0.autoreverses = newValue } }
    }
    /// Whether the layer shows, its time held, before it begins or after its active duration
    /// (`removed`, the default, takes it and its sublayers off the screen then).
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
    private func editTiming(_ isValid: Bool, _ edit: (inout MediaTiming) -> Void) {
        guard isValid else { return }
        let defaults = MediaTiming()
        var timing = ownTiming ?? defaults
        edit(&timing)
        let updated = timing == defaults ? nil : timing
        guard updated != ownTiming else { return }
        ownTiming = updated
        markNeedsCommit()
    }
}
