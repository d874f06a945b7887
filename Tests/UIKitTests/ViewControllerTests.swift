import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
final class RecordingController: UIViewController {
    var log: [String] = []
    var name = "root"

    override func loadView() {
        log.append("\(name) loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    override func viewDidLoad() { log.append("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("\(name) willAppear") }
    override func viewIsAppearing(_ animated: Bool) { log.append("\(name) isAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name) didDisappear") }
    override func viewWillLayoutSubviews() { log.append("\(name) willLayout") }
    override func viewDidLayoutSubviews() { log.append("\(name) didLayout") }
}

@MainActor
@Suite struct ViewControllerTests {
    @Test func theViewLoadsLazilyOnce() {
        let controller = RecordingController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        #expect(controller.log.isEmpty)
        let view = controller.view
        #expect(controller.isViewLoaded && controller.view === view)
        #expect(controller.log == ["root loadView", "root viewDidLoad"])
    }

    @Test func theDefaultViewFillsTheMainScreen() {
        HeadlessHost.run(size: CGSize(width: 320, height: 480)) { _ in
            let controller = UIViewController()
            #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        }
    }

    @Test func appearanceFollowsTheWindowAndReachesChildren() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = RecordingController()
            let child = RecordingController()
            child.name = "child"
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            #expect(root.children.count == 1 && child.parent === root)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.rootViewController = root
            root.log.removeAll()
            child.log.removeAll()
            window.makeKeyAndVisible()
            #expect(root.log == ["root willAppear", "root isAppearing", "root didAppear"])
            #expect(child.log == ["child willAppear", "child isAppearing", "child didAppear"])
            #expect(root.isViewAppeared)
            root.log.removeAll()
            host.renderFrame()
            #expect(root.log == ["root willLayout", "root didLayout"])
            root.log.removeAll()
            window.isHidden = true
            #expect(root.log == ["root willDisappear", "root didDisappear"])
            #expect(!root.isViewAppeared)
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            #expect(root.children.isEmpty && child.parent == nil)
        }
    }

    @Test func aContainerThatDoesNotForwardDrivesItsChildrenItself() {
        final class ManualContainer: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        final class AnimatedRecorder: UIViewController {
            var animatedFlags: [Bool] = []
            override func viewWillAppear(_ animated: Bool) { animatedFlags.append(animated) }
            override func viewDidAppear(_ animated: Bool) { animatedFlags.append(animated) }
        }
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = ManualContainer()
            let child = RecordingController()
            child.name = "child"
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.rootViewController = root
            child.log.removeAll()
            window.makeKeyAndVisible()
            #expect(child.log.isEmpty && !child.isViewAppeared)
            child.beginAppearanceTransition(true, animated: false)
            #expect(child.log == ["child willAppear"])
            // Beginning again what is under way changes nothing.
            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()
            #expect(child.log == ["child willAppear", "child isAppearing", "child didAppear"])
            #expect(child.isViewAppeared)
            child.endAppearanceTransition()
            child.beginAppearanceTransition(false, animated: true)
            child.endAppearanceTransition()
            #expect(child.log.suffix(2) == ["child willDisappear", "child didDisappear"])
            // The flag reaches the callbacks.
            let animated = AnimatedRecorder()
            animated.beginAppearanceTransition(true, animated: true)
            animated.endAppearanceTransition()
            #expect(animated.animatedFlags == [true, true])
        }
    }

    @Test func replacingTheRootOfAShownWindowSwapsAppearance() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { _ in
            let first = RecordingController()
            let second = RecordingController()
            second.name = "second"
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.rootViewController = first
            window.makeKeyAndVisible()
            first.log.removeAll()
            window.rootViewController = second
            #expect(first.log == ["root willDisappear", "root didDisappear"])
            #expect(
                second.log == [
                    "second loadView", "second viewDidLoad", "second willAppear", "second isAppearing",
                    "second didAppear",
                ])
            #expect(first.view.superview == nil)
        }
    }

    @Test func aControllerIsFreedWithItsWindow() {
        weak var weakController: UIViewController?
        weak var weakView: UIView?
        HeadlessHost.run { _ in
            var window: UIWindow? = UIWindow()
            let controller = UIViewController()
            window?.rootViewController = controller
            weakController = controller
            weakView = controller.view
            window = nil
            CATransaction.flush()
        }
        #expect(weakController == nil && weakView == nil)
    }
}

@MainActor
@Suite struct HeadlessHostTests {
    @Test func framesReportDrawsAndDamage() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let view = CountingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            host.show(view)
            let first = host.renderFrame()
            #expect(view.draws == 1 && first.backingStoresRedrawn == 1)
            #expect(host.pixel(x: 15, y: 15) == PixelRGBA(255, 0, 0, 255))
            view.setNeedsDisplay()
            view.setNeedsDisplay()
            view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 4, height: 4))
            let second = host.advance(by: 1.0 / 60)
            #expect(view.draws == 2 && second.backingStoresRedrawn == 1)
            #expect(second.damageRects == [CGRect(x: 10, y: 10, width: 20, height: 20)])
            #expect(host.clock.now == 1.0 / 60)
            view.center.x += 40
            let moved = host.renderFrame()
            #expect(view.draws == 2 && moved.backingStoresRedrawn == 0)
            #expect(moved.pixelsComposited == 800)
            let early = host.renderFrame(through: .layout)
            #expect(early.pixelsComposited == 0)
        }
    }
}

/// A view that draws red and counts its draws.
final class CountingView: UIView {
    var draws = 0

    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}
