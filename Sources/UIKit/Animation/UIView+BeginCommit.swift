public import Foundation

/// The begin/commit animation API (discouraged since iOS 4, still common in older code): the
/// changes between `beginAnimations` and `commitAnimations` animate with the settings made in
/// between; 0.2 s and ease-in-out unless set. Divergence: Swift on Linux has no selectors, so
/// `setAnimationWillStart` and `setAnimationDidStop` take closures (see docs/Compatibility.md);
/// `setAnimationDelegate` is accepted and kept for source compatibility.
extension UIView {
    /// Starts a begin/commit animation block named `animationID`.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let settings = ViewAnimationSettings.nested(
            duration: 0.2, delay: 0, options: .overrideInheritedDuration, in: ViewAnimationSettings.current)
        settings.animationID = animationID
        CATransaction.openImplicitTransaction()
        CATransaction.begin()
        CATransaction.setValue(settings, forKey: ViewAnimationSettings.key)
    }

    /// Ends the innermost begin/commit block; its changes animate from here.
    public class func commitAnimations() {
        guard let settings = ViewAnimationSettings.current, settings.animationID != nil || settings.animates else {
            CATransaction.commit()
            return
        }
        settings.willStart?(settings.animationID)
        if let didStop = settings.didStop {
            let name = settings.animationID
            CATransaction.setFinishedCompletion { didStop(name, $0) }
        }
        CATransaction.commit()
    }

    /// The block's duration in seconds.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        guard let settings = ViewAnimationSettings.current else { return }
        settings.duration = duration
        settings.animates = duration > 0 && ApplicationContext.current.animationsEnabled
    }

    /// The block's delay in seconds.
    public class func setAnimationDelay(_ delay: TimeInterval) { ViewAnimationSettings.current?.delay = max(delay, 0) }

    /// The block's curve.
    public class func setAnimationCurve(_ curve: AnimationCurve) { ViewAnimationSettings.current?.curve = curve }

    /// How many times the block's animations repeat (fractions allowed).
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        ViewAnimationSettings.current?.repeatCount = repeatCount.isNaN ? 0 : max(repeatCount, 0)
    }

    /// Whether the block's animations play back after each repetition.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        guard let settings = ViewAnimationSettings.current else { return }
        if repeatAutoreverses { settings.options.insert(.autoreverse) } else { settings.options.remove(.autoreverse) }
    }

    /// Whether the block starts from what is on screen when it interrupts a running animation.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        guard let settings = ViewAnimationSettings.current else { return }
        if fromCurrentState {
            settings.options.insert(.beginFromCurrentState)
        } else {
            settings.options.remove(.beginFromCurrentState)
        }
    }

    /// Accepted for source compatibility; the callbacks are closures (`setAnimationDidStop(_:)`).
    public class func setAnimationDelegate(_ delegate: Any?) {}

    /// Runs `handler` with the block's name when its animations start (Lamina's closure form of
    /// `setAnimationWillStart(_:)` with a selector).
    public class func setAnimationWillStart(_ handler: @escaping (String?) -> Void) {
        ViewAnimationSettings.current?.willStart = handler
    }

    /// Runs `handler` with the block's name and whether its animations finished when they stop
    /// (Lamina's closure form of `setAnimationDidStop(_:)` with a selector).
    public class func setAnimationDidStop(_ handler: @escaping (String?, Bool) -> Void) {
        ViewAnimationSettings.current?.didStop = handler
    }
}
