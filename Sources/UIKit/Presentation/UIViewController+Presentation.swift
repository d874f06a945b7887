import CoreGraphics
import Foundation

/// A controller's part in modal presentation. Dirty-flag rule: `presented` and `presenting` are
/// set together when a presentation starts and cleared together when its dismissal completes;
/// `beingPresented`/`beingDismissed` are true from the start of that transition until after the
/// controller's "did" appearance callback.
struct ModalState {
    var presentationStyle = UIModalPresentationStyle.automatic
    var transitionStyle = UIModalTransitionStyle.coverVertical
    weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    var definesPresentationContext = false
    var providesPresentationContextTransitionStyle = false
    var isModalInPresentation = false
    /// The controller this one presents (held strongly, as UIKit does, while presented).
    var presented: UIViewController?
    /// The controller presenting this one.
    weak var presenting: UIViewController?
    /// This controller's presentation controller: made on first request or presentation, kept
    /// after dismissal so a delegate set on it stays.
    var presentationController: UIPresentationController?
    var beingPresented = false
    var beingDismissed = false
    /// For a presentation that removed the presenting view: where it was.
    weak var removedFrom: UIView?
    var removedFrame = CGRect.zero
}

/// Modal presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
///
/// A presentation covers the window (or, for the current-context styles, the view of the nearest
/// controller that `definesPresentationContext`) with a container view holding the presented
/// view, placed by the presentation controller and moved in by the animator; the appearance
/// callbacks come around it, presenting controller first: `viewWillDisappear` (only when its view
/// is removed), the presented `viewWillAppear`, the animation, then `viewDidDisappear` and
/// `viewDidAppear`, then the coordinator's completions and `completion`. Dismissal reverses it.
/// What UIKit refuses with a console warning (a controller that is already presenting, one whose
/// view is not in a window, a transition already under way) is ignored and logged under
/// `LAMINA_DIAGNOSTICS=presentation`; its completion is not called.
extension UIViewController {
    func presentModally(
        _ controller: UIViewController, source: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        let style = controller.resolvedPresentationStyle
        let presenter = source.presentationContext(for: style)
        guard controller !== presenter, controller.modal.presenting == nil, controller.parent == nil,
            controller.viewIfLoaded?.window == nil
        else {
            return refuse("presenting \(controller): it is already shown or presented, or it is a child")
        }
        guard presenter.modal.presented == nil else {
            return refuse("presenting \(controller) on \(presenter), which is already presenting")
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            return refuse("presenting \(controller) on \(presenter), whose view is not in a window")
        }
        guard !presenter.modal.beingPresented, !presenter.modal.beingDismissed else {
            return refuse("presenting \(controller) while \(presenter) is being presented or dismissed")
        }
        let pc = controller.makePresentationController(presenting: presenter, source: source, style: style)
        presenter.modal.presented = controller
        controller.modal.presenting = presenter
        pc.presentingViewController = presenter
        let container = PresentationContainerView(frame: .zero)
        container.presentationController = pc
        pc.containerView = container
        if pc.shouldPresentInFullscreen && style != .currentContext && style != .overCurrentContext {
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(container)
        } else if let host = presenterView.superview {
            container.frame = presenterView.frame
            container.autoresizingMask = presenterView.autoresizingMask
            host.insertSubview(container, aboveSubview: presenterView)
        }
        _ = controller.view  // loads before it hears it will appear
        let animates = animated && ApplicationContext.current.animationsEnabled
        let transition = PresentationTransition(
            presentation: true, presented: controller, presenting: presenter, controller: pc, container: container,
            animated: animates)
        let animator =
            animates
            ? controller.modal.transitioningDelegate?.animationController(
                forPresented: controller, presenting: presenter, source: source)
                ?? ModalTransitionAnimator(style: controller.modalTransitionStyle, presenting: true) : nil
        let interaction = animator.flatMap {
            controller.modal.transitioningDelegate?.interactionControllerForPresentation(using: $0)
        }
        transition.transitionDuration = animator?.transitionDuration(using: transition) ?? 0
        pc.activeTransition = transition
        controller.modal.beingPresented = true
        let shown = !window.isHidden
        let removes = pc.shouldRemovePresentersView
        if shown {
            if removes { presenter.beginAppearanceTransitionFromWindow(appearing: false, animated: animates) }
            controller.beginAppearanceTransitionFromWindow(appearing: true, animated: animates)
        }
        pc.presentationTransitionWillBegin()
        transition.onComplete = {
            [weak controller, weak presenter, weak pc, weak container, weak presenterView] transition, completed in
            guard let controller, let presenter, let pc, let container, let presenterView else { return }
            if completed, removes {
                controller.modal.removedFrom = presenterView.superview
                controller.modal.removedFrame = presenterView.frame
                presenterView.removeFromSuperview()
            }
            if !completed { Self.undoPresentation(of: controller, by: presenter, container: container) }
            pc.presentationTransitionDidEnd(completed)
            if shown {
                if removes { presenter.endAppearance(completed ? false : true, animated: animates) }
                controller.endAppearance(completed, animated: animates)
            }
            controller.modal.beingPresented = false
            pc.activeTransition = nil
            animator?.animationEnded(completed)
            transition.runCompletions()
            if completed { completion?() }
        }
        run(
            transition, animator: animator, interaction: interaction, view: pc.presentedView,
            frame: pc.frameOfPresentedViewInContainerView)
    }

    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        // The controller that presented, or the presented one asking its presenter.
        guard let controller = modal.presented ?? presentedViewController ?? ownPresentation else {
            return refuse("dismissing from \(self): nothing is presented")
        }
        Self.dismissPresentation(of: controller, animated: animated, completion: completion, revealing: true)
    }

    /// Dismisses `controller`, after whatever it presents (without animation). `revealing` false
    /// for a controller dismissed because one below it is: its presenter, about to be dismissed
    /// too, gets its view back but hears no appearance callbacks.
    private static func dismissPresentation(
        of controller: UIViewController, animated: Bool, completion: (() -> Void)?, revealing: Bool
    ) {
        if let above = controller.modal.presented {
            dismissPresentation(of: above, animated: false, completion: nil, revealing: false)
        }
        guard let presenter = controller.modal.presenting, let pc = controller.modal.presentationController,
            let container = pc.containerView, !controller.modal.beingPresented, !controller.modal.beingDismissed
        else {
            return controller.refuse("dismissing \(controller) while it is being presented or dismissed")
        }
        let window = container.window
        let shown = window.map { !$0.isHidden } ?? false
        let removes = pc.shouldRemovePresentersView
        let reveals = removes && revealing
        if removes, let presenterView = presenter.viewIfLoaded, presenterView.superview == nil,
            let host = controller.modal.removedFrom
        {
            controller.restore(
                presenterView, of: presenter, into: host, below: container, frame: controller.modal.removedFrame)
        }
        let animates = animated && ApplicationContext.current.animationsEnabled && window != nil
        let transition = PresentationTransition(
            presentation: false, presented: controller, presenting: presenter, controller: pc, container: container,
            animated: animates)
        let animator =
            animates
            ? controller.modal.transitioningDelegate?.animationController(forDismissed: controller)
                ?? ModalTransitionAnimator(style: controller.modalTransitionStyle, presenting: false) : nil
        let interaction = animator.flatMap {
            controller.modal.transitioningDelegate?.interactionControllerForDismissal(using: $0)
        }
        transition.transitionDuration = animator?.transitionDuration(using: transition) ?? 0
        pc.activeTransition = transition
        controller.modal.beingDismissed = true
        if shown {
            controller.beginAppearanceTransitionFromWindow(appearing: false, animated: animates)
            if reveals { presenter.beginAppearanceTransitionFromWindow(appearing: true, animated: animates) }
        }
        pc.dismissalTransitionWillBegin()
        transition.onComplete = {
            [weak controller, weak presenter, weak pc, weak container] transition, completed in
            guard let controller, let presenter, let pc, let container else { return }
            if completed {
                pc.presentedView?.removeFromSuperview()
                container.removeFromSuperview()
                pc.containerView = nil
                presenter.modal.presented = nil
                controller.modal.presenting = nil
                controller.modal.removedFrom = nil
            } else if removes, let presenterView = presenter.viewIfLoaded {
                presenterView.removeFromSuperview()
            }
            pc.dismissalTransitionDidEnd(completed)
            if shown {
                controller.endAppearance(completed ? false : true, animated: animates)
                if reveals { presenter.endAppearance(completed, animated: animates) }
            }
            controller.modal.beingDismissed = false
            pc.activeTransition = nil
            animator?.animationEnded(completed)
            transition.runCompletions()
            if completed { completion?() }
        }
        controller.run(transition, animator: animator, interaction: interaction, view: nil, frame: .zero)
    }

    /// Starts the transition: with an interaction controller, that controller (which runs the
    /// animator), then the work added alongside; with only an animator, its animation and that work;
    /// with neither, the presented view put in place (or nothing, for a dismissal) and the end at once.
    private func run(
        _ transition: PresentationTransition, animator: (any UIViewControllerAnimatedTransitioning)?,
        interaction: (any UIViewControllerInteractiveTransitioning)?, view: UIView?, frame: CGRect
    ) {
        if let animator {
            transition.animator = animator
            if let interaction {
                transition.begin(drivenBy: interaction)
                transition.start()
            } else {
                transition.start()
                animator.animateTransition(using: transition)
            }
        } else {
            if let view, transition.isPresentation {
                view.frame = frame
                transition.containerView.addSubview(view)
            }
            transition.start()
            transition.completeTransition(true)
        }
    }
}

/// The presentation a controller takes part in through its ancestors.
extension UIViewController {
    /// The controller this one presents or, when it presents none, its nearest ancestor presents.
    var nearestPresented: UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if let presented = current.modal.presented { return presented }
            candidate = current.parent
        }
        return nil
    }

    /// The controller presenting this one or, when none does, its nearest presented ancestor.
    var nearestPresenting: UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if let presenting = current.modal.presenting { return presenting }
            candidate = current.parent
        }
        return nil
    }
}
