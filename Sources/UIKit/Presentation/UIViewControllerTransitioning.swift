public import CoreGraphics
public import Foundation

/// Supplies a presentation's custom parts: the animators that present and dismiss a controller
/// and, for `.custom` presentations, the presentation controller that lays it out. Every method
/// is optional (each has a default returning nil): a nil answer means the built-in part.
///
/// Divergence from Apple: interaction controllers are asked for but not driven — the transition
/// runs its animator to the end (interactive transitions come with the gestures follow-ups).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator that presents `presented`, which `source` asked `presenting` to present.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator that dismisses `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller of a presentation by `animator`.
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller of a dismissal by `animator`.
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// No custom animator: the built-in one of the controller's `modalTransitionStyle`.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No custom animator: the built-in one.
    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No interaction controller.
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// No interaction controller.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// No custom presentation controller: a plain `UIPresentationController`.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// Animates a presentation or a dismissal: it puts the "to" view in the context's container,
/// animates, and calls `completeTransition(_:)` on the context when done.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the animation takes, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animation; must end with `transitionContext.completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition ended, with whether it completed; does nothing by default.
    func animationEnded(_ transitionCompleted: Bool)
    /// The animator an interactive transition drives (iOS 10): return the same one for the whole
    /// transition, with a completion that calls `completeTransition(_:)`. Animators that do not
    /// implement it are driven by pausing the container's layer time instead.
    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    )
        -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// None (an optional requirement in Apple's protocol): an inert animator that tells Lamina the
    /// animator does not provide one.
    public func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    )
        -> any UIViewImplicitlyAnimating
    {
        NoInterruptibleAnimator()
    }
}

/// Drives a transition from user input: the transitioning delegate's interaction controller
/// starts the transition instead of its animator (`UIPercentDrivenInteractiveTransition` is
/// UIKit's, driven by a percentage).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving the transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition completes once the user lets go, relative to its duration; 1 by default.
    var completionSpeed: CGFloat { get }
    /// The curve of the completion; ease in and out by default.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts driven by the user (true by default) or animating.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1 (an optional requirement in Apple's protocol).
    public var completionSpeed: CGFloat { 1 }
    /// Ease in and out (an optional requirement in Apple's protocol).
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True (an optional requirement in Apple's protocol).
    public var wantsInteractiveStart: Bool { true }
}

/// The default `interruptibleAnimator(using:)`: stands for "none" and does nothing.
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}

/// A presentation or dismissal under way, as its animator sees it: the container view, the two
/// controllers and their frames before and after.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the "to" view to it.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the user drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The style of the presentation being shown or dismissed.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports an interactive transition's progress, 0…1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Ends an interactive transition by finishing it.
    func finishInteractiveTransition()
    /// Ends an interactive transition by cancelling it.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition.
    func pauseInteractiveTransition()
    /// Tells the system the animation is over: `didComplete` false when it was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The controller of `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view of `key`: nil for a view the animator must leave alone (the presenting view of
    /// a presentation that keeps it in place).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation the transition applies (the identity).
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view is when the transition starts, or `.zero` when unknown.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must end, or `.zero` when it is removed or unknown.
    func finalFrame(for vc: UIViewController) -> CGRect
}
