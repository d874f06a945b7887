import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// `.popover` presentations: anchored beside their source, dismissed by a tap outside.
@MainActor @Suite struct PopoverTests {
    static let white = PixelRGBA(255, 255, 255, 255)
    static let red = PixelRGBA(255, 0, 0, 255)

    final class Listener: UIPopoverPresentationControllerDelegate {
        var keep = false
        var log: [String] = []
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            log.append("prepare")
        }
        func popoverPresentationControllerShouldDismissPopover(
            _ popoverPresentationController: UIPopoverPresentationController
        ) -> Bool {
            log.append("should")
            return !keep
        }
        func popoverPresentationControllerDidDismissPopover(
            _ popoverPresentationController: UIPopoverPresentationController
        ) { log.append("didDismissPopover") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            log.append("didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.append("attempt")
        }
    }

    static func popover(size: CGSize) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .red
        controller.preferredContentSize = size
        controller.modalPresentationStyle = .popover
        return controller
    }

    @Test func aPopoverSitsBelowItsSourceAndATapOutsideDismissesIt() throws {
        try HeadlessHost.run(size: CGSize(width: 400, height: 600)) { host in
            let root = UIViewController()
            root.view.backgroundColor = .white
            let window = host.show(root)
            let source = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 30))
            root.view.addSubview(source)
            var passthroughTaps = 0
            let passthrough = UIButton(frame: CGRect(x: 300, y: 500, width: 80, height: 80))
            passthrough.addAction(UIAction { _ in passthroughTaps += 1 }, for: .touchUpInside)
            root.view.addSubview(passthrough)
            let content = Self.popover(size: CGSize(width: 200, height: 150))
            let popover = try #require(content.popoverPresentationController)
            let listener = Listener()
            popover.delegate = listener
            popover.sourceView = source
            popover.passthroughViews = [passthrough]
            #expect(popover.arrowDirection == .unknown)
            root.present(content, animated: false)
            // Centred under the source, kept 10 points inside the window.
            #expect(
                content.view.convert(content.view.bounds, to: window) == CGRect(x: 10, y: 50, width: 200, height: 150))
            #expect(popover.arrowDirection == .up && listener.log == ["prepare"])
            host.renderFrame()
            #expect(host.pixel(x: 100, y: 120) == Self.red && host.pixel(x: 300, y: 300) == Self.white)
            // A passthrough view takes its tap; the popover stays.
            host.tap(at: CGPoint(x: 340, y: 540))
            #expect(passthroughTaps == 1 && root.presentedViewController === content)
            // A tap outside that the delegate refuses keeps it.
            listener.keep = true
            host.tap(at: CGPoint(x: 300, y: 300))
            #expect(root.presentedViewController === content && listener.log.suffix(2) == ["should", "attempt"])
            listener.keep = false
            host.tap(at: CGPoint(x: 300, y: 300))
            host.advance(by: 1)
            #expect(root.presentedViewController == nil && content.view.window == nil)
            #expect(listener.log.suffix(3) == ["should", "didDismissPopover", "didDismiss"])
        }
    }

    @Test func aPopoverGoesWhereThereIsRoom() throws {
        try HeadlessHost.run(size: CGSize(width: 400, height: 600)) { host in
            let root = UIViewController()
            let window = host.show(root)
            // Near the bottom: above the source rectangle.
            let above = Self.popover(size: CGSize(width: 100, height: 100))
            let popover = try #require(above.popoverPresentationController)
            popover.sourceView = root.view
            popover.sourceRect = CGRect(x: 190, y: 540, width: 20, height: 20)
            root.present(above, animated: false)
            #expect(
                above.view.convert(above.view.bounds, to: window) == CGRect(x: 150, y: 440, width: 100, height: 100))
            #expect(popover.arrowDirection == .down)
            root.dismiss(animated: false)
            // Only left or right permitted, at the right edge: to the left of the source.
            let side = Self.popover(size: CGSize(width: 100, height: 100))
            let sidePopover = try #require(side.popoverPresentationController)
            sidePopover.sourceView = root.view
            sidePopover.sourceRect = CGRect(x: 350, y: 300, width: 20, height: 20)
            sidePopover.permittedArrowDirections = [.left, .right]
            root.present(side, animated: false)
            #expect(side.view.convert(side.view.bounds, to: window) == CGRect(x: 250, y: 260, width: 100, height: 100))
            #expect(sidePopover.arrowDirection == .right)
        }
    }

    @Test func aBarButtonItemAnchorsAPopover() throws {
        try HeadlessHost.run(size: CGSize(width: 400, height: 600)) { host in
            let root = UIViewController()
            let window = host.show(root)
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 556, width: 400, height: 44))
            let item = UIBarButtonItem(title: "Share")
            toolbar.items = [.flexibleSpace(), item]
            root.view.addSubview(toolbar)
            toolbar.layoutIfNeeded()
            let content = Self.popover(size: CGSize(width: 120, height: 80))
            content.popoverPresentationController?.barButtonItem = item
            root.present(content, animated: false)
            let frame = content.view.convert(content.view.bounds, to: window)
            // Above the item's button (its top at 562), pushed left to keep 10 points from the edge.
            let button = try #require(toolbar.subviews.last)
            #expect(button.convert(button.bounds, to: window).minY == 562)
            #expect(frame == CGRect(x: 270, y: 482, width: 120, height: 80))
            #expect(content.popoverPresentationController?.arrowDirection == .down)
        }
    }

    /// A popover's `sourceView` is a strong reference, as in UIKit: a popover anchored to its own
    /// window makes a cycle while it is presented (window → root controller → presented controller →
    /// presentation controller → window), which dismissing breaks, so the scene is freed.
    @Test func aPopoverAnchoredToItsWindowReleasesItWhenDismissed() {
        weak var window: UIWindow?
        weak var presented: UIViewController?
        weak var presentation: UIPresentationController?
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let root = UIViewController()
            let shown = host.show(root)
            let content = Self.popover(size: CGSize(width: 50, height: 40))
            content.popoverPresentationController?.sourceView = shown
            root.present(content, animated: false)
            host.renderFrame()
            #expect(content.presentingViewController === root)
            window = shown
            presented = content
            presentation = content.presentationController
            root.dismiss(animated: false)
            host.renderFrame()
            #expect(root.presentedViewController == nil)
        }
        #expect(window == nil && presented == nil && presentation == nil)
    }
}
