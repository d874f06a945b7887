import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records every state a recognizer reports to its handler.
@MainActor
private final class StateLog {
    var states: [UIGestureRecognizer.State] = []
    func attach(_ recognizer: UIGestureRecognizer) {
        recognizer.addHandler { [unowned self] in self.states.append($0.state) }
    }
}

/// Gesture recognizers on a 200 × 200 screen: a `TouchRecorder` root holding the recognizers.
@MainActor @Suite struct GestureRecognizerTests {
    private func stage(_ host: HeadlessHost) -> TouchRecorder {
        let root = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.name = "root"
        host.show(root)
        return root
    }

    @Test func aTapIsRecognizedWhenTheFingerLiftsAndCancelsTheViewsTouch() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let view = stage(host)
            let tap = UITapGestureRecognizer()
            let log = StateLog()
            log.attach(tap)
            view.addGestureRecognizer(tap)
            host.tap(at: CGPoint(x: 50, y: 50))
            #expect(log.states == [.ended])
            #expect(view.handlers == ["began", "cancelled"])
            #expect(tap.state == .possible)  // reset after the sequence
            #expect(tap.view === view)
        }
    }

    @Test func withoutCancellingTheViewGetsTheWholeTouch() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let view = stage(host)
            let tap = UITapGestureRecognizer()
            tap.cancelsTouchesInView = false
            view.addGestureRecognizer(tap)
            var taps = 0
            tap.addHandler { _ in taps += 1 }
            host.tap(at: CGPoint(x: 50, y: 50))
            #expect(taps == 1)
            #expect(view.handlers == ["began", "ended"])
        }
    }

    @Test func aTapThatMovesFailsAndTheViewGetsItsEnd() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let view = stage(host)
            let tap = UITapGestureRecognizer()
            let log = StateLog()
            log.attach(tap)
            view.addGestureRecognizer(tap)
            host.touchDown(at: CGPoint(x: 50, y: 50))
            host.touchMove(to: CGPoint(x: 70, y: 50))
            host.touchUp(at: CGPoint(x: 70, y: 50))
            #expect(log.states.isEmpty)
            #expect(view.handlers == ["began", "moved", "ended"])
        }
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let view = stage(host)
            let single = UITapGestureRecognizer()
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            var heard: [String] = []
            single.addHandler { _ in heard.append("single") }
            double.addHandler { _ in heard.append("double") }
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            host.tap(at: CGPoint(x: 50, y: 50))
            host.advance(by: 0.1)
            host.tap(at: CGPoint(x: 52, y: 50))
            #expect(heard == ["double"])
            host.advance(by: 1)
            #expect(heard == ["double"])
            host.tap(at: CGPoint(x: 50, y: 50))
            #expect(heard == ["double"])  // waits for the double tap's interval
            host.advance(by: 0.2)
            #expect(heard == ["double"])
            host.advance(by: 0.2)
            #expect(heard == ["double", "single"])
        }
    }

    @Test func aLongPressBeginsAfterItsDurationChangesAndEnds() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let view = stage(host)
            let press = UILongPressGestureRecognizer()
            let log = StateLog()
            log.attach(press)
            view.addGestureRecognizer(press)
            host.touchDown(at: CGPoint(x: 50, y: 50))
            host.advance(by: 0.4)
            #expect(log.states.isEmpty)
            host.advance(by: 0.1)
            #expect(log.states == [.began])
            #expect(view.handlers == ["began", "cancelled"])
            host.touchMove(to: CGPoint(x: 90, y: 50))
            host.touchUp(at: CGPoint(x: 90, y: 50))
            #expect(log.states == [.began, .changed, .ended])
            // Lifted early: it fails, and the view gets the end.
            host.touchDown(at: CGPoint(x: 50, y: 50))
            host.advance(by: 0.2)
            host.touchUp(at: CGPoint(x: 50, y: 50))
            host.advance(by: 1)
            #expect(log.states == [.began, .changed, .ended])
            #expect(view.handlers == ["began", "cancelled", "began", "ended"])
        }
    }

    @Test func aPanBeginsPastItsHysteresisAndReportsTranslationAndVelocity() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let view = stage(host)
            let pan = UIPanGestureRecognizer()
            var seen: [(UIGestureRecognizer.State, CGPoint)] = []
            // Unowned: the view holds the recognizer, which holds its handlers.
            pan.addHandler { [unowned view] recognizer in
                seen.append((recognizer.state, (recognizer as! UIPanGestureRecognizer).translation(in: view)))
            }
            view.addGestureRecognizer(pan)
            host.touchDown(at: CGPoint(x: 50, y: 50))
            host.clock.advance(by: 0.05)
            host.touchMove(to: CGPoint(x: 55, y: 50))
            #expect(seen.isEmpty)
            host.clock.advance(by: 0.05)
            host.touchMove(to: CGPoint(x: 80, y: 60))
            #expect(seen.map(\.0) == [.began])
            #expect(seen.last?.1 == CGPoint(x: 30, y: 10))
            #expect(pan.velocity(in: view) == CGPoint(x: 300, y: 100))
            pan.setTranslation(.zero, in: view)
            host.clock.advance(by: 0.05)
            host.touchMove(to: CGPoint(x: 90, y: 60))
            #expect(seen.last?.1 == CGPoint(x: 10, y: 0))
            host.touchUp(at: CGPoint(x: 90, y: 60))
            #expect(seen.map(\.0) == [.began, .changed, .ended])
            #expect(view.handlers == ["began", "moved", "cancelled"])
        }
    }

    @Test func theInnerPanWinsUnlessTheDelegatesLetBothRecognize() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let outer = stage(host)
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            outer.addSubview(inner)
            let outerPan = UIPanGestureRecognizer()
            let innerPan = UIPanGestureRecognizer()
            let outerLog = StateLog()
            let innerLog = StateLog()
            outerLog.attach(outerPan)
            innerLog.attach(innerPan)
            outer.addGestureRecognizer(outerPan)
            inner.addGestureRecognizer(innerPan)
            host.touchDown(at: CGPoint(x: 50, y: 50))
            host.touchMove(to: CGPoint(x: 80, y: 50))
            host.touchUp(at: CGPoint(x: 80, y: 50))
            #expect(innerLog.states == [.began, .ended])
            #expect(outerLog.states.isEmpty)
            final class Both: UIGestureRecognizerDelegate {
                func gestureRecognizer(
                    _ gestureRecognizer: UIGestureRecognizer,
                    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
                ) -> Bool { true }
            }
            let both = Both()
            outerPan.delegate = both
            host.touchDown(at: CGPoint(x: 50, y: 50))
            host.touchMove(to: CGPoint(x: 80, y: 50))
            host.touchUp(at: CGPoint(x: 80, y: 50))
            #expect(innerLog.states == [.began, .ended, .began, .ended])
            #expect(outerLog.states == [.began, .ended])
        }
    }

    @Test func swipesRecognizeOnlyInTheirDirections() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let view = stage(host)
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = [.right, .up]
            let log = StateLog()
            log.attach(swipe)
            view.addGestureRecognizer(swipe)
            host.touchDown(at: CGPoint(x: 20, y: 100))
            host.clock.advance(by: 0.1)
            host.touchMove(to: CGPoint(x: 80, y: 105))
            host.touchUp(at: CGPoint(x: 80, y: 105))
            #expect(log.states == [.ended])
            host.touchDown(at: CGPoint(x: 100, y: 100))
            host.touchMove(to: CGPoint(x: 40, y: 100))  // left: not permitted
            host.touchUp(at: CGPoint(x: 40, y: 100))
            host.touchDown(at: CGPoint(x: 100, y: 150))
            host.touchMove(to: CGPoint(x: 100, y: 90))  // up
            host.touchUp(at: CGPoint(x: 100, y: 90))
            #expect(log.states == [.ended, .ended])
            host.touchDown(at: CGPoint(x: 20, y: 100))
            host.clock.advance(by: 0.6)  // too slow
            host.touchMove(to: CGPoint(x: 90, y: 100))
            host.touchUp(at: CGPoint(x: 90, y: 100))
            #expect(log.states == [.ended, .ended])
        }
    }

    @Test func pinchAndRotationFollowTwoFingers() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let view = stage(host)
            view.isMultipleTouchEnabled = true
            let pinch = UIPinchGestureRecognizer()
            let rotation = UIRotationGestureRecognizer()
            final class Both: UIGestureRecognizerDelegate {
                func gestureRecognizer(
                    _ gestureRecognizer: UIGestureRecognizer,
                    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
                ) -> Bool { true }
            }
            let both = Both()
            pinch.delegate = both
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(rotation)
            var scales: [CGFloat] = []
            var rotations: [CGFloat] = []
            pinch.addHandler { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
            rotation.addHandler { rotations.append(($0 as! UIRotationGestureRecognizer).rotation) }
            host.touch(.began, at: CGPoint(x: 80, y: 100), finger: 1)
            host.touch(.began, at: CGPoint(x: 120, y: 100), finger: 2)
            // Apart to 80 points, then turned a quarter (the second finger below the first).
            host.touch(.moved, at: CGPoint(x: 140, y: 100), finger: 2)
            host.touch(.moved, at: CGPoint(x: 60, y: 100), finger: 1)
            host.touch(.moved, at: CGPoint(x: 60, y: 180), finger: 2)
            #expect(scales.first == 1.5)
            #expect(abs(scales.last! - 2) < 1e-9)
            #expect(abs(rotations.last! - .pi / 2) < 1e-9)
            #expect(pinch.state == .changed)
            host.touch(.ended, at: CGPoint(x: 60, y: 180), finger: 2)
            #expect(pinch.state == .ended)  // reset only once every finger has lifted
            host.touch(.ended, at: CGPoint(x: 60, y: 100), finger: 1)
            #expect(pinch.state == .possible)
            #expect(pinch.scale == 1)
        }
    }
}
