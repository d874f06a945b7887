import Foundation
import Testing
import UIKit
import UIKitTesting

/// How recognizers meet views, controls, delegates and custom subclasses.
@MainActor @Suite struct GestureInteractionTests {
    @Test func delaysTouchesBeganHoldsTheViewsTouchUntilTheRecognizerFails() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let view = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            host.show(view)
            let press = UILongPressGestureRecognizer()
            press.delaysTouchesBegan = true
            view.addGestureRecognizer(press)
            host.touchDown(at: CGPoint(x: 50, y: 50))
            #expect(view.handlers.isEmpty)
            host.touchUp(at: CGPoint(x: 50, y: 50))  // too short: the press fails, the touch goes
            #expect(view.handlers == ["began", "ended"])
            host.touchDown(at: CGPoint(x: 50, y: 50))
            host.advance(by: 0.6)  // recognized: the view never hears of it
            host.touchUp(at: CGPoint(x: 50, y: 50))
            #expect(view.handlers == ["began", "ended"])
        }
    }

    @Test func aButtonKeepsItsTapFromAParentsTapRecognizer() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            var taps = 0
            var buttonTaps = 0
            root.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
            let button = UIButton(type: .system, primaryAction: UIAction(title: "OK") { _ in buttonTaps += 1 })
            button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
            root.addSubview(button)
            host.show(root)
            host.tap(at: CGPoint(x: 40, y: 30))
            #expect(buttonTaps == 1)
            #expect(taps == 0)
            host.tap(at: CGPoint(x: 150, y: 150))
            #expect(taps == 1)
        }
    }

    @Test func delegatesAndTheViewDecideWhetherARecognizerBeginsOrReceives() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            final class Refuser: UIGestureRecognizerDelegate {
                var begin = true
                var receive = true
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
                func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                    receive
                }
            }
            final class Picky: UIView {
                var allow = true
                override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allow }
            }
            let view = Picky(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            host.show(view)
            var taps = 0
            let tap = UITapGestureRecognizer { _ in taps += 1 }
            let delegate = Refuser()
            tap.delegate = delegate
            view.addGestureRecognizer(tap)
            delegate.begin = false
            host.tap(at: CGPoint(x: 50, y: 50))
            delegate.begin = true
            delegate.receive = false
            host.tap(at: CGPoint(x: 50, y: 50))
            delegate.receive = true
            view.allow = false
            host.tap(at: CGPoint(x: 50, y: 50))
            #expect(taps == 0)
            view.allow = true
            tap.isEnabled = false
            host.tap(at: CGPoint(x: 50, y: 50))
            tap.isEnabled = true
            host.tap(at: CGPoint(x: 50, y: 50))
            #expect(taps == 1)
        }
    }

    @Test func aCustomRecognizerSetsItsOwnStates() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            /// Recognizes a touch that moves down by 40 points (a "check mark" in miniature).
            final class DownStroke: UIGestureRecognizer {
                var start: CGPoint?
                var resets = 0
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                    start = touches.first?.location(in: nil)
                }
                override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                    guard let start, let point = touches.first?.location(in: nil) else { return }
                    if point.y - start.y >= 40 { state = .ended }
                    if start.y - point.y > 5 { state = .failed }
                }
                override func reset() {
                    super.reset()
                    start = nil
                    resets += 1
                }
            }
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            host.show(view)
            var heard = 0
            let stroke = DownStroke { _ in heard += 1 }
            view.addGestureRecognizer(stroke)
            host.touchDown(at: CGPoint(x: 50, y: 50))
            host.touchMove(to: CGPoint(x: 50, y: 95))
            #expect(stroke.state == .ended)
            host.touchUp(at: CGPoint(x: 50, y: 95))
            #expect(stroke.state == .possible)
            host.touchDown(at: CGPoint(x: 50, y: 50))
            host.touchMove(to: CGPoint(x: 50, y: 30))
            host.touchUp(at: CGPoint(x: 50, y: 30))
            #expect(heard == 1)
            #expect(stroke.resets == 2)
        }
    }

    @Test func touchesKnowTheirRecognizersAndRemovingARecognizerDetachesIt() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(child)
            host.show(root)
            let outer = UIPanGestureRecognizer()
            let inner = UITapGestureRecognizer()
            root.addGestureRecognizer(outer)
            child.addGestureRecognizer(inner)
            var recognizers: [UIGestureRecognizer]?
            final class Grab: UIGestureRecognizer {
                var onBegan: ((UITouch) -> Void)?
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { onBegan?(touches.first!) }
            }
            let grab = Grab()
            grab.onBegan = { recognizers = $0.gestureRecognizers }
            child.addGestureRecognizer(grab)
            host.tap(at: CGPoint(x: 20, y: 20))
            // The closure holds the recognizers it heard of, among them `grab`, which holds it.
            grab.onBegan = nil
            #expect(recognizers?.map(ObjectIdentifier.init) == [inner, grab, outer].map(ObjectIdentifier.init))
            root.removeGestureRecognizer(outer)
            #expect(outer.view == nil)
            #expect(root.gestureRecognizers == nil)
            child.addGestureRecognizer(outer)  // moved, not copied
            root.addGestureRecognizer(outer)
            #expect(child.gestureRecognizers?.count == 2)
            #expect(outer.view === root)
        }
    }

    @Test func aRecognizerWaitingForAnotherFailsWhenItWinsEvenIfTheyMayRecognizeTogether() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            final class Together: UIGestureRecognizerDelegate {
                func gestureRecognizer(
                    _ gestureRecognizer: UIGestureRecognizer,
                    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
                ) -> Bool { true }
            }
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            host.show(view)
            var heard: [String] = []
            let single = UITapGestureRecognizer { _ in heard.append("single") }
            let double = UITapGestureRecognizer { _ in heard.append("double") }
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            let together = Together()
            single.delegate = together
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            host.tap(at: CGPoint(x: 50, y: 50))
            host.advance(by: 0.1)
            host.tap(at: CGPoint(x: 50, y: 50))
            #expect(heard == ["double"])
            #expect(single.state == .possible)  // failed, then reset: not stuck waiting
            host.advance(by: 1)
            host.tap(at: CGPoint(x: 50, y: 50))
            host.advance(by: 0.5)
            #expect(heard == ["double", "single"])
        }
    }

    @Test func removingARecognizerMidGestureCancelsIt() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            host.show(view)
            var states: [UIGestureRecognizer.State] = []
            let pan = UIPanGestureRecognizer { states.append($0.state) }
            view.addGestureRecognizer(pan)
            host.touchDown(at: CGPoint(x: 50, y: 50))
            host.touchMove(to: CGPoint(x: 80, y: 50))
            view.removeGestureRecognizer(pan)
            host.touchMove(to: CGPoint(x: 100, y: 50))
            host.touchUp(at: CGPoint(x: 100, y: 50))
            #expect(states == [.began, .cancelled])
            #expect(pan.state == .possible)
        }
    }

    @Test func touchesAlreadyDownStillEndWhileInteractionIsIgnored() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            var taps = 0
            let button = UIButton(type: .system, primaryAction: UIAction(title: "OK") { _ in taps += 1 })
            button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
            root.addSubview(button)
            host.show(root)
            host.touchDown(at: CGPoint(x: 40, y: 30))
            UIApplication.shared.beginIgnoringInteractionEvents()
            host.touchUp(at: CGPoint(x: 40, y: 30))
            host.tap(at: CGPoint(x: 40, y: 30))  // a new touch: dropped
            UIApplication.shared.endIgnoringInteractionEvents()
            #expect(!button.isHighlighted && !button.isTracking)
            #expect(taps == 1)
            host.tap(at: CGPoint(x: 40, y: 30))
            #expect(taps == 2)
        }
    }
}
