import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// A window's change of size as iOS's size transition: `viewWillTransition(to:with:)` and
/// `willTransition(to:with:)` down the controllers, work added to the coordinator after.
@MainActor @Suite struct SizeTransitionTests {
    /// Keeps the coordinators it is given: tests let go of them (`forgetCoordinators()`), since
    /// a coordinator holds its container, the window, which holds the controller.
    final class Controller: UIViewController {
        var log: [String] = []
        var coordinators: [(any UIViewControllerTransitionCoordinator)?] = []
        var kept: (any UIViewControllerTransitionCoordinator)?
        func forgetCoordinators() { (coordinators, kept) = ([], nil) }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("size \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))")
            coordinators.append(transitionCoordinator)
            kept = coordinator
            coordinator.animate(
                alongsideTransition: { [self] context in
                    log.append("alongside at \(Int(view.bounds.width)), animated \(context.isAnimated)")
                },
                completion: { [self] _ in log.append("completion") })
        }
        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
        ) {
            super.willTransition(to: newCollection, with: coordinator)
            log.append("traits \(newCollection.horizontalSizeClass == .regular ? "regular" : "compact")")
        }
    }

    /// Gives its children half its width.
    final class Halving: UIViewController {
        override func size(
            forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
        ) -> CGSize { CGSize(width: parentSize.width / 2, height: parentSize.height) }
    }

    @Test func aResizeTellsTheRootControllerBeforeAndRunsItsWorkAfter() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let controller = Controller()
            let window = host.show(controller)
            host.renderFrame()
            window.frame = CGRect(x: 0, y: 0, width: 800, height: 844)
            #expect(
                controller.log == [
                    "traits regular", "size 800x844 from 390", "alongside at 800, animated false", "completion",
                ])
            #expect(controller.coordinators.count == 1 && controller.coordinators[0] != nil)
            #expect(controller.transitionCoordinator == nil)
            // The coordinator kept past its transition takes no more work.
            #expect(controller.kept?.animate(alongsideTransition: { _ in }, completion: nil) == false)
            // A resize within the same size classes: no trait transition; the same size: nothing.
            controller.log = []
            window.frame = CGRect(x: 0, y: 0, width: 900, height: 844)
            window.frame = CGRect(x: 0, y: 0, width: 900, height: 844)
            #expect(controller.log == ["size 900x844 from 800", "alongside at 900, animated false", "completion"])
            controller.forgetCoordinators()
        }
    }

    @Test func childrenHearTheSizesTheirContainerGivesThem() {
        HeadlessHost.run(size: CGSize(width: 400, height: 600)) { host in
            let container = Halving()
            let child = Controller()
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            let window = host.show(container)
            window.bounds = CGRect(x: 0, y: 0, width: 500, height: 600)
            #expect(child.log.first == "size 250x600 from \(Int(child.view.bounds.width))")
            #expect(child.log.contains("completion"))
            child.forgetCoordinators()
        }
    }

    /// A size set from inside `viewWillTransition(to:with:)` joins the transition under way: the
    /// controller hears one transition, and its work runs once the outer change is done.
    @Test func aResizeFromInsideTheTransitionJoinsIt() {
        final class Resizing: UIViewController {
            var transitions = 0
            var widthsAtCompletion: [CGFloat] = []
            override func viewWillTransition(
                to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
            ) {
                super.viewWillTransition(to: size, with: coordinator)
                transitions += 1
                view.window?.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
                coordinator.animate(alongsideTransition: nil) { [self] _ in
                    widthsAtCompletion.append(view.window?.bounds.width ?? 0)
                }
            }
        }
        HeadlessHost.run(size: CGSize(width: 400, height: 600)) { host in
            let controller = Resizing()
            let window = host.show(controller)
            window.frame = CGRect(x: 0, y: 0, width: 500, height: 600)
            #expect(controller.transitions == 1 && controller.widthsAtCompletion == [500])
        }
    }
}
