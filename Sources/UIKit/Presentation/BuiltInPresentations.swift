import CoreGraphics
import QuartzCore

/// The view a presentation happens in: it fills the window (or covers the context controller's
/// view) and tells its presentation controller when it lays out, which is how presented views
/// follow a window's change of size.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

/// `.fullScreen` and `.currentContext` (and `.overFullScreen`, `.overCurrentContext` with
/// `removesPresenter` false): the presented view fills the container.
@MainActor
final class CoveringPresentationController: UIPresentationController {
    let removesPresenter: Bool
    let fullscreen: Bool

    init(presented: UIViewController, presenting: UIViewController?, removesPresenter: Bool, fullscreen: Bool) {
        self.removesPresenter = removesPresenter
        self.fullscreen = fullscreen
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }
    override var shouldPresentInFullscreen: Bool { fullscreen }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// `.pageSheet`, `.formSheet` (and `.automatic`, `.popover`): a card with rounded top corners
/// over a dimmed window, the presenting controller shown under it.
///
/// Geometry (Lamina's, from the container's size class): in a compact width the card is as wide
/// as the container and starts 10 points below the top safe area (at least 20 points); in a
/// regular width a form sheet is 540 × 620 points and a page sheet 704 points wide and as tall
/// as the compact card, both centred horizontally and clamped to the container. The dimming is
/// black at 30 % and fades with the transition. The presented controller's view fills a clipping
/// card view (`presentedView`), so its own layer is left alone.
@MainActor
final class SheetPresentationController: UIPresentationController {
    let card = UIView()
    let dimming = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        card.clipsToBounds = true
        card.layer.cornerRadius = 10
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.3)
    }

    override var presentedView: UIView? { card }
    override var shouldPresentInFullscreen: Bool { true }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return Self.frame(
            in: containerView.bounds, safeTop: containerView.safeAreaInsets.top,
            regular: containerView.traitCollection.horizontalSizeClass == .regular, form: style == .formSheet)
    }

    /// The card's frame in a container of `bounds`.
    static func frame(in bounds: CGRect, safeTop: CGFloat, regular: Bool, form: Bool) -> CGRect {
        let top = max(safeTop, 20) + 10
        guard regular else {
            return CGRect(
                x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: max(bounds.height - top, 0))
        }
        let width = min(form ? 540 : 704, bounds.width)
        let height = min(form ? 620 : bounds.height - top, bounds.height)
        let y = form ? bounds.minY + (bounds.height - height) / 2 : bounds.minY + top
        return CGRect(x: bounds.minX + (bounds.width - width) / 2, y: y, width: width, height: max(height, 0))
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        let content: UIView = presentedViewController.view
        card.frame = frameOfPresentedViewInContainerView
        content.frame = card.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.addSubview(content)
        card.layer.maskedCorners =
            containerView.traitCollection.horizontalSizeClass == .regular
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        dimming.frame = containerView.bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dimming, at: 0)
        dimming.alpha = 0
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 1 }, completion: nil) != true {
            dimming.alpha = 1
        }
    }

    override func dismissalTransitionWillBegin() {
        let coordinator = presentedViewController.transitionCoordinator
        if coordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 0 }, completion: nil) != true {
            dimming.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        dimming.removeFromSuperview()
        // The controller's view leaves the card, as it would leave UIKit's.
        if presentedViewController.viewIfLoaded?.superview === card {
            presentedViewController.viewIfLoaded?.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        card.frame = frameOfPresentedViewInContainerView
    }
}
