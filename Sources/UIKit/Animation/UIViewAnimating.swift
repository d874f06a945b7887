import CoreGraphics
import Foundation

/// Where an animator's animations are: not started, running or paused, or stopped and waiting
/// for `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the initial state.
    case inactive
    /// Started or paused (`startAnimation()`, `pauseAnimation()`, or `fractionComplete` set).
    case active
    /// Stopped by `stopAnimation(false)`; `finishAnimation(at:)` ends it.
    case stopped
}

/// Where an animator's properties end: at the values the animations went to, at those they
/// came from, or wherever they were shown when stopped.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The animations' end values.
    case end
    /// The values before the animations.
    case start
    /// The values on screen when the animations stopped.
    case current
}

/// The flow control of an animator: start, pause, stop, scrub and reverse (`UIViewPropertyAnimator`
/// adopts it; apps may write their own).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Whether the animator is inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run back towards their start values.
    var isReversed: Bool { get set }
    /// How far the animations are, 0 at the start values and 1 at the end values; set it while
    /// paused to scrub.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are: with `withoutFinishing` the animator becomes inactive
    /// at once (no completions), otherwise it is stopped until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends stopped animations with the properties at `finalPosition`, running the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation blocks and completions while it runs and can continue with
/// other timing (`UIViewPropertyAnimator` adopts it).
///
/// Apple declares these members optional (an Objective-C protocol); Swift on Linux has no
/// optional requirements, so they have implementations here that do nothing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run alongside the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` (0…1) of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run when the animations finish, told where they ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with other timing and `durationFactor` times the duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing (an optional requirement in Apple's protocol).
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing (an optional requirement in Apple's protocol).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing (an optional requirement in Apple's protocol).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing (an optional requirement in Apple's protocol).
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {}
}
