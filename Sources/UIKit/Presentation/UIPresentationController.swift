import CoreGraphics
public import Foundation

/// Lays out and manages a presented view controller: where its view sits in the container view
/// the presentation makes, what else the container shows (a dimming view), and whether the
/// presenting view leaves the window once covered. `.custom` presentations get theirs from the
/// transitioning delegate; the other styles use Lamina's built-in subclasses.
///
/// A subclass overrides `frameOfPresentedViewInContainerView`, sets the presented view's frame in
/// `containerViewWillLayoutSubviews()` (the container lays out when the window resizes) and adds
/// its decoration in `presentationTransitionWillBegin()`, animated alongside the transition
/// through `presentedViewController.transitionCoordinator`.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller presented. Unowned: the controller holds its presentation controller, so
    /// reading this after the controller is gone traps.
    public unowned let presentedViewController: UIViewController
    /// The controller presenting it (nil until the presentation starts when created without one).
    public internal(set) weak var presentingViewController: UIViewController?
    /// The view the presentation happens in, once it started.
    public internal(set) var containerView: UIView?
    /// Hears about adaptation and the user's attempts to dismiss.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Traits this controller's container gives the presented controller over the inherited ones.
    open var overrideTraitCollection: UITraitCollection?
    /// The style the presentation was asked for.
    let style: UIModalPresentationStyle

    /// Creates the presentation controller of `presentedViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        style = presentedViewController.modalPresentationStyle
    }

    /// The presentation style: `.custom` for a transitioning delegate's controller, else the one
    /// the presented controller asked for.
    open var presentationStyle: UIModalPresentationStyle { style }

    /// The style to adapt to: the delegate's answer when it gives one other than `.none`, else
    /// `presentationStyle`. Lamina shows every style in every size class, so adaptation is
    /// reported, not applied.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: presentedViewController.traitCollection)
    }

    /// The style to adapt to in `traitCollection`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
        return answer == .none ? presentationStyle : answer
    }

    /// The view the transition animates in the container: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view sits in the container: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole window; true by default.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenting view leaves the window once covered; false by default (the
    /// presenting controller stays shown under the presented one).
    open var shouldRemovePresentersView: Bool { false }

    /// Called before the container lays out its subviews; does nothing by default.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews; does nothing by default.
    open func containerViewDidLayoutSubviews() {}
    /// Called before the presentation's animation starts; add views to the container here.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ended; `completed` false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animation starts.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ended; `completed` false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The traits of the presentation: the container's, else the presenting controller's, with
    /// `overrideTraitCollection` over them.
    open var traitCollection: UITraitCollection {
        let base =
            containerView?.traitCollection ?? presentingViewController?.traitCollection ?? UITraitCollection()
        guard let overrideTraitCollection else { return base }
        return UITraitCollection(traitsFrom: [base, overrideTraitCollection])
    }

    /// The transition under way for the presented controller (weak: see `PresentationTransition`).
    weak var activeTransition: PresentationTransition?
}

/// Hears a presentation controller's adaptation and the user's attempts to dismiss the
/// presentation. Every method is optional. Lamina has no interactive dismissal (swiping a sheet
/// down), so the dismissal methods are never called; UIKit calls them only for dismissals the
/// user starts.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in the controller's traits; `.none` keeps the style.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in `traitCollection`; by default the answer of
    /// `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// Whether the user may dismiss the presentation.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called before the user dismisses the presentation.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called after the user dismissed the presentation.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when the user tried to dismiss a presentation that may not be dismissed.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// `.none`: keep the style.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    /// The answer of `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
    /// True.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
