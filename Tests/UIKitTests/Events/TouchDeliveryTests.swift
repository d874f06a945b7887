import Foundation
import Testing
import UIKit
import UIKitTesting

/// Touches from the platform to the views: hit testing when a finger goes down, the view keeping
/// its touch, locations, tap counts, and the rules for hidden, disabled, multi-touch and
/// exclusive-touch views.
@MainActor @Suite struct TouchDeliveryTests {
    /// A 200 × 200 root at the origin of a 200 × 200 screen with a recorder at (50, 60, 40 × 30).
    private func stage(_ host: HeadlessHost) -> (root: TouchRecorder, target: TouchRecorder) {
        let root = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.name = "root"
        let target = TouchRecorder(frame: CGRect(x: 50, y: 60, width: 40, height: 30))
        target.name = "target"
        root.addSubview(target)
        host.show(root)
        return (root, target)
    }

    @Test func aTapGoesToTheViewUnderTheFingerInItsCoordinates() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let (root, target) = stage(host)
            host.touchDown(at: CGPoint(x: 55, y: 70))
            host.clock.advance(by: 0.1)
            host.touchUp(at: CGPoint(x: 55, y: 70))
            #expect(target.handlers == ["began", "ended"])
            #expect(target.calls[0].location == CGPoint(x: 5, y: 10))
            #expect(target.calls[0].tapCount == 1)
            #expect(root.calls.isEmpty)
        }
    }

    @Test func theTouchStaysWithItsViewWhenTheFingerLeavesIt() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let (root, target) = stage(host)
            host.touchDown(at: CGPoint(x: 60, y: 70))
            host.touchMove(to: CGPoint(x: 150, y: 170))
            host.touchUp(at: CGPoint(x: 160, y: 180))
            #expect(target.handlers == ["began", "moved", "ended"])
            #expect(target.calls[1].location == CGPoint(x: 100, y: 110))
            #expect(target.calls[1].previous == CGPoint(x: 10, y: 10))
            #expect(target.calls[2].previous == CGPoint(x: 100, y: 110))
            #expect(target.calls[2].location == CGPoint(x: 110, y: 120))
            #expect(root.calls.isEmpty)
        }
    }

    @Test func aMoveToTheSamePointIsNotDelivered() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let (_, target) = stage(host)
            host.touchDown(at: CGPoint(x: 60, y: 70))
            host.touchMove(to: CGPoint(x: 60, y: 70))
            host.touchUp(at: CGPoint(x: 60, y: 70))
            #expect(target.handlers == ["began", "ended"])
        }
    }

    @Test func touchLocationsConvertThroughTransformsAndIntoOtherViews() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let (root, target) = stage(host)
            target.transform = CGAffineTransform(scaleX: 2, y: 2)  // now 80 × 60 about (70, 75)
            var seen: UITouch?
            final class Grab: UIView {
                var onBegan: ((UITouch) -> Void)?
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(touches.first!) }
            }
            let grab = Grab(frame: target.bounds)
            grab.onBegan = { seen = $0 }
            target.addSubview(grab)
            host.touchDown(at: CGPoint(x: 40, y: 55))  // (5, 5) in target's bounds
            // The closure holds the touch, which holds its view, which holds the closure.
            grab.onBegan = nil
            let touch = try! #require(seen)
            #expect(touch.location(in: grab) == CGPoint(x: 5, y: 5))
            #expect(touch.location(in: nil) == CGPoint(x: 40, y: 55))
            #expect(touch.location(in: root) == CGPoint(x: 40, y: 55))
            #expect(touch.view === grab)
            #expect(touch.window === root.window)
            #expect(touch.phase == .began)
            #expect(touch.timestamp == 0)
        }
    }

    @Test func tapCountsGrowForQuickTapsOnTheSameSpot() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let (_, target) = stage(host)
            let spot = CGPoint(x: 60, y: 70)
            host.tap(at: spot)
            host.clock.advance(by: 0.2)
            host.tap(at: CGPoint(x: 70, y: 80))  // 14 points away, 0.2 s later
            host.clock.advance(by: 0.3)
            host.tap(at: spot)
            host.clock.advance(by: 0.36)  // too late
            host.tap(at: spot)
            host.clock.advance(by: 0.1)
            host.tap(at: CGPoint(x: 100, y: 100))  // too far: the root takes it
            let counts = target.calls.filter { $0.handler == "began" }.map(\.tapCount)
            #expect(counts == [1, 2, 3, 1])
        }
    }

    @Test func hiddenDisabledAndTransparentViewsLetTouchesThroughToTheViewBehind() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let (root, target) = stage(host)
            let spot = CGPoint(x: 60, y: 70)
            target.isHidden = true
            host.tap(at: spot)
            target.isHidden = false
            target.isUserInteractionEnabled = false
            host.tap(at: spot)
            target.isUserInteractionEnabled = true
            target.alpha = 0.005
            host.tap(at: spot)
            target.alpha = 1
            host.tap(at: spot)
            #expect(root.handlers == ["began", "ended", "began", "ended", "began", "ended"])
            #expect(target.handlers == ["began", "ended"])
        }
    }

    @Test func aSubviewBeyondItsSuperviewsBoundsGetsNoTouch() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let (root, target) = stage(host)
            // At (80, 80)–(100, 100) in the window; the target ends at (90, 90).
            let outside = TouchRecorder(frame: CGRect(x: 30, y: 20, width: 20, height: 20))
            outside.name = "outside"
            target.addSubview(outside)
            host.tap(at: CGPoint(x: 95, y: 95))  // inside `outside`'s frame, outside target's bounds
            #expect(outside.calls.isEmpty)
            #expect(root.handlers == ["began", "ended"])
            host.tap(at: CGPoint(x: 85, y: 85))  // inside both
            #expect(outside.handlers == ["began", "ended"])
        }
    }

    @Test func unhandledTouchesWalkTheResponderChainToTheApplicationsDelegate() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            final class Delegate: UIResponder, UIApplicationDelegate {
                var heard: [String] = []
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("began") }
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("ended") }
            }
            final class Controller: UIViewController {
                var heard: [String] = []
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    heard.append("began")
                    super.touchesBegan(touches, with: event)
                }
            }
            let delegate = Delegate()
            UIApplication.shared.delegate = delegate
            let controller = Controller()
            let window = host.show(controller)
            let leaf = TouchRecorder(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            leaf.forwards = true
            controller.view.addSubview(leaf)
            // The chain: leaf → controller's view → controller → window → application → delegate.
            var chain: [String] = []
            var responder: UIResponder? = leaf
            while let current = responder {
                chain.append(
                    current === leaf
                        ? "leaf"
                        : current === controller.view
                            ? "view"
                            : current === controller
                                ? "controller"
                                : current === window
                                    ? "window"
                                    : current === UIApplication.shared
                                        ? "application" : current === delegate ? "delegate" : "?")
                responder = current.next
            }
            #expect(chain == ["leaf", "view", "controller", "window", "application", "delegate"])
            host.tap(at: CGPoint(x: 20, y: 20))
            #expect(leaf.handlers == ["began", "ended"])
            #expect(controller.heard == ["began"])
            #expect(delegate.heard == ["began", "ended"])
        }
    }

    @Test func ignoringInteractionEventsDropsTouches() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let (_, target) = stage(host)
            UIApplication.shared.beginIgnoringInteractionEvents()
            host.tap(at: CGPoint(x: 60, y: 70))
            #expect(UIApplication.shared.isIgnoringInteractionEvents)
            UIApplication.shared.endIgnoringInteractionEvents()
            host.tap(at: CGPoint(x: 60, y: 70))
            #expect(target.handlers == ["began", "ended"])
        }
    }

    @Test func handlersRunInTheFramesInputPhaseAndTheirChangesShowInTheSameFrame() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            final class Painter: UIView {
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { backgroundColor = .red }
            }
            let view = Painter(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            view.backgroundColor = .blue
            host.show(view)
            host.renderFrame()
            #expect(host.pixel(x: 10, y: 10) == PixelRGBA(0, 0, 255, 255))
            host.touchDown(at: CGPoint(x: 10, y: 10))
            #expect(host.pixel(x: 10, y: 10) == PixelRGBA(255, 0, 0, 255))
        }
    }
}
