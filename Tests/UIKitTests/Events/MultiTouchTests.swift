import Foundation
import Testing
import UIKit
import UIKitTesting

/// Several fingers: stationary touches in the event, multiple-touch and exclusive-touch views,
/// windows in front of others, cancellation, and bad reports.
@MainActor @Suite struct MultiTouchTests {
    /// Two recorders side by side on a 200 × 100 screen: `left` at x 0–100, `right` at x 100–200.
    private func stage(_ host: HeadlessHost) -> (left: TouchRecorder, right: TouchRecorder) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let left = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        left.name = "left"
        let right = TouchRecorder(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        right.name = "right"
        root.addSubview(left)
        root.addSubview(right)
        host.show(root)
        return (left, right)
    }

    @Test func aSecondFingerOnAnotherViewLeavesTheFirstStationaryInTheEvent() {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let (left, right) = stage(host)
            var phases: [[UITouch.Phase]] = []
            final class Spy: UIView {
                var onBegan: ((UIEvent?) -> Void)?
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(event) }
            }
            let spy = Spy(frame: right.bounds)
            spy.onBegan = { event in
                phases.append(event!.allTouches!.map(\.phase).sorted { $0.rawValue < $1.rawValue })
            }
            right.addSubview(spy)
            host.touchDown(at: CGPoint(x: 10, y: 10), finger: 1)
            host.touchDown(at: CGPoint(x: 150, y: 10), finger: 2)
            #expect(phases == [[.began, .stationary]])
            host.touchUp(at: CGPoint(x: 10, y: 10), finger: 1)
            host.touchUp(at: CGPoint(x: 150, y: 10), finger: 2)
            #expect(left.handlers == ["began", "ended"])
            // The spy handles began only: its ended goes up the chain to `right`.
            #expect(right.handlers == ["ended"])
            #expect(host.context.activeTouches.isEmpty)
        }
    }

    @Test func aViewWithoutMultipleTouchTakesOneFingerAtATime() {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let (left, _) = stage(host)
            host.touchDown(at: CGPoint(x: 10, y: 10), finger: 1)
            host.touchDown(at: CGPoint(x: 50, y: 50), finger: 2)
            host.touchMove(to: CGPoint(x: 60, y: 60), finger: 2)
            host.touchUp(at: CGPoint(x: 60, y: 60), finger: 2)
            host.touchUp(at: CGPoint(x: 10, y: 10), finger: 1)
            #expect(left.handlers == ["began", "ended"])
            left.isMultipleTouchEnabled = true
            host.touchDown(at: CGPoint(x: 10, y: 10), finger: 1)
            host.touchDown(at: CGPoint(x: 50, y: 50), finger: 2)
            #expect(left.handlers == ["began", "ended", "began", "began"])
            #expect(host.context.activeTouches.count == 2)
        }
    }

    @Test func anExclusiveTouchViewTracksAlone() {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let (left, right) = stage(host)
            left.isExclusiveTouch = true
            host.touchDown(at: CGPoint(x: 10, y: 10), finger: 1)
            host.touchDown(at: CGPoint(x: 150, y: 10), finger: 2)  // refused: left tracks exclusively
            host.touchUp(at: CGPoint(x: 150, y: 10), finger: 2)
            host.touchUp(at: CGPoint(x: 10, y: 10), finger: 1)
            #expect(right.calls.isEmpty)
            host.touchDown(at: CGPoint(x: 150, y: 10), finger: 2)
            host.touchDown(at: CGPoint(x: 10, y: 10), finger: 1)  // refused: right is tracking
            host.touchUp(at: CGPoint(x: 10, y: 10), finger: 1)
            #expect(left.handlers == ["began", "ended"])
            #expect(right.handlers == ["began"])
        }
    }

    @Test func theFrontWindowTakesTheTouchUnlessItsHitTestLetsItThrough() {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let (left, _) = stage(host)
            final class PassThrough: UIWindow {
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                    let hit = super.hitTest(point, with: event)
                    return hit === self ? nil : hit
                }
            }
            let overlay = PassThrough(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            overlay.windowLevel = .alert
            let badge = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            badge.name = "badge"
            overlay.addSubview(badge)
            overlay.isHidden = false
            host.tap(at: CGPoint(x: 10, y: 10))
            host.tap(at: CGPoint(x: 50, y: 50))
            #expect(badge.handlers == ["began", "ended"])
            #expect(left.handlers == ["began", "ended"])
        }
    }

    @Test func cancellingTouchesTellsTheirViews() {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let (left, right) = stage(host)
            host.touchDown(at: CGPoint(x: 10, y: 10), finger: 1)
            host.touchDown(at: CGPoint(x: 150, y: 10), finger: 2)
            host.context.cancelAllTouches()
            host.touchUp(at: CGPoint(x: 10, y: 10), finger: 1)  // unknown now: dropped
            #expect(left.handlers == ["began", "cancelled"])
            #expect(right.handlers == ["began", "cancelled"])
            #expect(host.context.activeTouches.isEmpty)
        }
    }

    @Test func badReportsAreDropped() {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let (left, _) = stage(host)
            host.touchDown(at: CGPoint(x: CGFloat.nan, y: 10))
            host.touchMove(to: CGPoint(x: 10, y: 10), finger: 7)  // never began
            host.touchUp(at: CGPoint(x: 10, y: 10), finger: 8)
            host.touchDown(at: CGPoint(x: 10, y: 10))
            host.touchDown(at: CGPoint(x: 20, y: 20))  // the same finger again: dropped
            host.touchMove(to: CGPoint(x: CGFloat.infinity, y: 0))
            host.touchUp(at: CGPoint(x: 30, y: 30))
            host.touchDown(at: CGPoint(x: 500, y: 500))  // off the screen: nothing there
            #expect(left.handlers == ["began", "ended"])
            #expect(left.calls[1].location == CGPoint(x: 30, y: 30))
            #expect(host.context.activeTouches.isEmpty)
        }
    }

    @Test func fingersThatNeverLiftAreBoundedAndAFloodKeepsItsEnds() {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let (left, _) = stage(host)
            left.isMultipleTouchEnabled = true
            for finger in 0..<100 { host.touchDown(at: CGPoint(x: 10, y: 10), finger: finger) }
            #expect(host.context.activeTouches.count == 20)
            host.context.cancelAllTouches()
            // 10,000 reports queued before one frame: moves past the queue's capacity are dropped,
            // the finger's end is kept.
            let screen = host.screen
            host.context.post(
                TouchReport(finger: 1, phase: .began, location: CGPoint(x: 5, y: 5), screen: screen, timestamp: 1))
            for step in 0..<10_000 {
                host.context.post(
                    TouchReport(
                        finger: 1, phase: .moved, location: CGPoint(x: 6 + Double(step % 90), y: 5), screen: screen,
                        timestamp: 1))
            }
            host.context.post(
                TouchReport(finger: 1, phase: .ended, location: CGPoint(x: 50, y: 50), screen: screen, timestamp: 1))
            #expect(host.context.pendingInput.droppedMoves == 10_000 - (InputQueue.capacity - 1))
            host.renderFrame()
            #expect(left.handlers.filter { $0 == "moved" }.count == InputQueue.capacity - 1)
            #expect(left.handlers.last == "ended")
            #expect(host.context.activeTouches.isEmpty)
        }
    }
}
