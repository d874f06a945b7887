import CoreGraphics
import QuartzCore

/// The view a presentation happens in: it fills the window (or covers the context controller's
/// view) and tells its presentation controller when it lays out, which is how presented views
/// follow a window's change of size.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// Whether touches on the container itself (not on the presented view or a dimming view)
    /// reach the views under it: true for a sheet at an undimmed detent.
    var passesTouchesThrough = false

    /// The popover shown in this container, whose passthrough views take touches outside it.
    weak var popover: UIPopoverPresentationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self else { return hit }
        if passesTouchesThrough { return nil }
        if let popover, let passthrough = popover.passthroughViews, let window {
            let inWindow = convert(point, to: window)
            let through = passthrough.contains { view in
                view.window === window && view.point(inside: view.convert(inWindow, from: window), with: event)
            }
            if through { return nil }
        }
        return hit
    }

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
