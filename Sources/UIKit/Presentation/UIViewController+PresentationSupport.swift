import CoreGraphics
import Foundation

/// What presentations and dismissals (`UIViewController+Presentation.swift`) look up and undo:
/// the presenting context, the presentation controller of a style, where a removed presenting
/// view goes back, appearance endings, the transition under way, the chain of presented
/// controllers.
extension UIViewController {
    /// The presented controller whose presentation includes this one (itself or an ancestor).
    var ownPresentation: UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if current.modal.presenting != nil { return current }
            candidate = current.parent
        }
        return nil
    }

    /// The style a presentation uses: `.automatic` is a page sheet.
    var resolvedPresentationStyle: UIModalPresentationStyle {
        modal.presentationStyle == .automatic || modal.presentationStyle == .none ? .pageSheet : modal.presentationStyle
    }

    /// The controller that presents for a presentation of `style` asked of this one: the nearest
    /// ancestor defining the presentation context for the current-context styles, the root of
    /// this one's containment tree for the others.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var controller = self
        let contextual = style == .currentContext || style == .overCurrentContext
        while !(contextual && controller.modal.definesPresentationContext), let parent = controller.parent {
            controller = parent
        }
        return controller
    }

    /// The presentation controller for a presentation of `style`: the transitioning delegate's for
    /// `.custom`, else the one made before if it is of the same style, else a built-in one.
    func makePresentationController(
        presenting: UIViewController?, source: UIViewController?, style: UIModalPresentationStyle
    ) -> UIPresentationController {
        if style == .custom, let source,
            let custom = modal.transitioningDelegate?.presentationController(
                forPresented: self, presenting: presenting, source: source)
        {
            custom.delegate = custom.delegate ?? modal.presentationController?.delegate
            modal.presentationController = custom
            return custom
        }
        if let made = modal.presentationController, made.style == modal.presentationStyle,
            type(of: made) == Self.builtInType(for: style)
        {
            return made
        }
        let made: UIPresentationController
        switch style {
        case .fullScreen, .currentContext:
            made = CoveringPresentationController(
                presented: self, presenting: presenting, removesPresenter: true, fullscreen: style == .fullScreen)
        case .overFullScreen, .overCurrentContext:
            made = CoveringPresentationController(
                presented: self, presenting: presenting, removesPresenter: false,
                fullscreen: style == .overFullScreen)
        case .popover:
            made = UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .pageSheet, .formSheet, .automatic, .none:
            made = UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .custom:
            made = UIPresentationController(presentedViewController: self, presenting: presenting)
        }
        made.delegate = modal.presentationController?.delegate
        modal.presentationController = made
        return made
    }

    static func builtInType(for style: UIModalPresentationStyle) -> UIPresentationController.Type {
        switch style {
        case .fullScreen, .currentContext, .overFullScreen, .overCurrentContext: CoveringPresentationController.self
        case .custom: UIPresentationController.self
        case .popover: UIPopoverPresentationController.self
        default: UISheetPresentationController.self
        }
    }

    /// Puts a presenting view back where it was, under the presentation's container; a window's
    /// root view fills the window again (the window may have resized meanwhile).
    func restore(
        _ view: UIView, of presenter: UIViewController, into host: UIView, below container: UIView, frame: CGRect
    ) {
        if container.superview === host {
            host.insertSubview(view, belowSubview: container)
            view.frame = container.frame
        } else {
            host.addSubview(view)
            view.frame = frame
        }
        if let window = host as? UIWindow, window.rootViewController === presenter { view.frame = window.bounds }
    }

    /// A presentation its animator cancelled: the container leaves and the controllers unlink.
    static func undoPresentation(
        of controller: UIViewController, by presenter: UIViewController, container: UIView
    ) {
        controller.modal.presentationController?.presentedView?.removeFromSuperview()
        container.removeFromSuperview()
        controller.modal.presentationController?.containerView = nil
        presenter.modal.presented = nil
        controller.modal.presenting = nil
    }

    /// Ends an appearance change begun for a presentation: `appeared` true ends as shown.
    func endAppearance(_ appeared: Bool, animated: Bool) {
        if appeared {
            if appearance == .disappearing { beginAppearanceTransitionFromWindow(appearing: true, animated: animated) }
            endAppearanceTransitionFromWindow(appeared: true, animated: animated)
        } else {
            if appearance == .appearing { beginAppearanceTransitionFromWindow(appearing: false, animated: animated) }
            endAppearanceTransitionFromWindow(appeared: false, animated: animated)
        }
    }

    func refuse(_ what: @autoclosure () -> String) {
        Diagnostics.ignored(what(), category: .presentation)
    }

    /// The coordinator of the presentation or dismissal under way for this controller or the
    /// nearest ancestor taking part in one, else nil.
    var activePresentationTransition: PresentationTransition? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if let transition = current.modal.presentationController?.activeTransition, !transition.ended {
                return transition
            }
            if let transition = current.modal.presented?.modal.presentationController?.activeTransition,
                !transition.ended
            {
                return transition
            }
            candidate = current.parent
        }
        return nil
    }

    /// The controllers presented above this one, nearest first.
    var presentedChain: [UIViewController] {
        var chain: [UIViewController] = []
        var next = modal.presented
        while let controller = next {
            chain.append(controller)
            next = controller.modal.presented
        }
        return chain
    }
}
