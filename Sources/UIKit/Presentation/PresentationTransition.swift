import CoreGraphics
import Foundation

/// A presentation or a dismissal under way: the context its animator gets and the coordinator
/// the controllers see through `transitionCoordinator` while it runs.
///
/// Work added alongside before the animation starts runs when it starts, in one animation block
/// of the transition's duration; work added once it runs starts at once in such a block; work
/// added after the end is refused. The completions run once the animator completed the
/// transition, after the controllers heard their "did" callbacks.
///
/// Ownership: the transition is kept alive by whoever will complete it (the animator's animation
/// closures) and holds the controllers, views and container weakly, so a transition that never
/// completes (a host torn down mid-animation) does not keep a cycle of them alive.
@MainActor
final class PresentationTransition: UIViewControllerContextTransitioning, NonInteractiveCoordinator {
    private weak var container: UIView?
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    /// True for a presentation, false for a dismissal.
    let isPresentation: Bool
    /// The presented controller, whose presentation this is.
    private(set) weak var presented: UIViewController?
    /// The controller presenting it.
    private(set) weak var presenting: UIViewController?
    /// The presented view as the transition moves it (the presentation controller's).
    private(set) weak var presentedView: UIView?
    /// The presenting view when the transition moves it (presentations that remove it), else nil.
    private(set) weak var presentingView: UIView?
    /// Where the presented view ends when presented.
    let presentedFrame: CGRect
    /// How long the animator says it takes.
    var transitionDuration: TimeInterval = 0
    /// What to do once the animator completed the transition (the presentation's bookkeeping);
    /// it must not hold the transition's controllers or views strongly.
    var onComplete: ((PresentationTransition, Bool) -> Void)?
    private(set) var transitionWasCancelled = false
    /// The animator running the transition (held by the presentation's completion, not here).
    weak var animator: (any UIViewControllerAnimatedTransitioning)?
    /// The animator an interaction controller drives, if it drives one (alongside work joins it).
    weak var drivingAnimator: (any UIViewImplicitlyAnimating)?
    /// Whether the user drives the transition now (an interaction controller that has not let go).
    private(set) var isInteractive = false
    /// Whether an interaction controller started it driven by the user.
    private(set) var initiallyInteractive = false
    /// The progress an interaction controller last reported.
    private var interactivePercent: CGFloat = 0
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// Run right after the transition completed (an interaction controller puts the container's
    /// time back).
    var endObservers: [() -> Void] = []
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false
    private(set) var ended = false

    init(
        presentation: Bool, presented: UIViewController, presenting: UIViewController,
        controller: UIPresentationController, container: UIView, animated: Bool
    ) {
        isPresentation = presentation
        self.presented = presented
        self.presenting = presenting
        self.container = container
        isAnimated = animated
        presentationStyle = controller.presentationStyle
        presentedView = controller.presentedView
        presentingView = controller.shouldRemovePresentersView ? presenting.viewIfLoaded : nil
        presentedFrame = controller.frameOfPresentedViewInContainerView
    }

    // MARK: Context

    /// The container, or a detached stand-in once it is gone (after its host was torn down).
    var containerView: UIView { container ?? UIView() }

    var isCancelled: Bool { transitionWasCancelled }
    var percentComplete: CGFloat { ended ? (transitionWasCancelled ? 0 : 1) : interactivePercent }
    var isInterruptible: Bool { drivingAnimator != nil }

    /// Starts the transition driven by `interaction` (interactive unless it wants otherwise).
    func begin(drivenBy interaction: any UIViewControllerInteractiveTransitioning) {
        isInteractive = interaction.wantsInteractiveStart
        initiallyInteractive = isInteractive
        interaction.startInteractiveTransition(self)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !ended, !percentComplete.isNaN else { return }
        interactivePercent = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() { letGo() }

    func cancelInteractiveTransition() {
        guard !ended else { return }
        transitionWasCancelled = true
        letGo()
    }

    func pauseInteractiveTransition() {
        guard !ended, !isInteractive else { return }
        isInteractive = true
        tellInteractionHandlers()
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !ended else { return }
        interactionHandlers.append(handler)
    }

    /// The user let go: the transition completes (or goes back) on its own from here.
    private func letGo() {
        guard !ended, isInteractive else { return }
        isInteractive = false
        tellInteractionHandlers()
    }

    private func tellInteractionHandlers() {
        for handler in interactionHandlers { handler(self) }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: isPresentation ? presenting : presented
        case .to: isPresentation ? presented : presenting
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: isPresentation ? presentingView : presentedView
        case .to: isPresentation ? presentedView : presentingView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return isPresentation ? .zero : presentedFrame }
        if vc === presenting, let view = presenting?.viewIfLoaded, view.superview != nil {
            return view.convert(view.bounds, to: containerView)
        }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return isPresentation ? presentedFrame : .zero }
        if vc === presenting, isPresentation, presentingView != nil { return .zero }
        if vc === presenting, let view = presenting?.viewIfLoaded, view.superview != nil {
            return view.convert(view.bounds, to: containerView)
        }
        return .zero
    }

    func completeTransition(_ didComplete: Bool) {
        guard !ended else { return }
        ended = true
        if !didComplete { transitionWasCancelled = true }
        isInteractive = false
        let observers = endObservers
        endObservers = []
        for observer in observers { observer() }
        onComplete?(self, didComplete)
        interactionHandlers = []
    }

    // MARK: Coordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !ended else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if started { runAlongside([animation]) } else { alongside.append(animation) }
        }
        return true
    }

    /// The animation starts: the work added so far runs alongside it.
    func start() {
        started = true
        let pending = alongside
        alongside = []
        runAlongside(pending)
    }

    /// Runs the completions added (those they add run too), once the transition ended.
    func runCompletions() {
        while !completions.isEmpty {
            let batch = completions
            completions = []
            for block in batch { block(self) }
        }
    }

    private func runAlongside(_ blocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void]) {
        guard !blocks.isEmpty else { return }
        if let drivingAnimator, let implicit = drivingAnimator as? UIViewPropertyAnimator,
            implicit.state != .stopped
        {
            implicit.addAnimations { for block in blocks { block(self) } }
        } else if isAnimated && transitionDuration > 0 {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut]) {
                for block in blocks { block(self) }
            }
        } else {
            for block in blocks { block(self) }
        }
    }
}
