import Foundation
import Testing
import UIKit
import UIKitTesting

/// Whole traces: the offset at every frame of a deceleration for several release velocities and
/// both rates, the rubber band past each edge, and the spring back's curve and end.
@MainActor @Suite struct ScrollViewPhysicsTraceTests {
    /// A 200 × 400 scroll view of 4,000 × 40,000 content, resting at (1,000, 1,000).
    private func stage(_ host: HeadlessHost) -> (UIScrollView, ScrollLog) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        scroll.contentSize = CGSize(width: 4000, height: 40_000)
        let log = ScrollLog()
        scroll.delegate = log
        host.show(scroll)
        scroll.contentOffset = CGPoint(x: 1000, y: 1000)
        return (scroll, log)
    }

    @Test(arguments: [(10.0, 0.998), (20.0, 0.998), (40.0, 0.998), (10.0, 0.99), (40.0, 0.99)])
    func theWholeDecelerationFollowsTheCurve(step: Double, rate: Double) {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let (scroll, log) = stage(host)
            scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: rate)
            // A vertical flick of `step` points a frame: 60 · step points a second.
            let points = (1...10).map { CGPoint(x: 100, y: 390 - CGFloat($0) * step) }
            host.drag(from: CGPoint(x: 100, y: 390), through: points)
            host.clock.advance(by: 1.0 / 60)
            let lift = CGPoint(x: 100, y: 390 - 11 * step)
            host.touchUp(at: lift)
            let released = host.clock.now
            let start = Double(scroll.contentOffset.y)
            let velocity = 60 * step
            #expect(start == 1000 + 10 * step)  // the pan began at the first move, which is not applied
            let projected = DecelerationFormula.projection(velocity: velocity, rate: rate)
            #expect(abs(Double(log.release!.target.y) - (start + projected)) < 1e-9)
            // It stops once less than a sixth of a point is left: ln(D / (1/6)) / k seconds in.
            let k = 1000 * (1 - rate) / rate
            let duration = Foundation.log(projected * 6) / k
            var frames = 0
            while scroll.isDecelerating {
                host.advance(by: 1.0 / 60)
                frames += 1
                let t = host.clock.now - released
                let expected = t >= duration ? start + projected : start + projected * (1 - exp(-k * t))
                #expect(abs(Double(scroll.contentOffset.y) - expected) < 1e-6)
                #expect(scroll.contentOffset.x == 1000)
                if frames > 60 * 20 { break }
            }
            #expect(frames == Int((duration * 60).rounded(.up)))
            #expect(scroll.contentOffset.y == CGFloat(start + projected))
            #expect(log.events.last == "didEndDecelerating")
        }
    }

    @Test func theRubberBandPastEachEdge() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            scroll.contentSize = CGSize(width: 600, height: 1200)
            host.show(scroll)
            @MainActor func pull(_ offset: CGPoint, _ from: CGPoint, _ to: CGPoint) -> CGPoint {
                scroll.contentOffset = offset
                let direction = CGPoint(
                    x: to.x == from.x ? 0 : (to.x > from.x ? 10 : -10),
                    y: to.y == from.y ? 0 : (to.y > from.y ? 10 : -10))
                host.drag(from: from, through: [CGPoint(x: from.x + direction.x, y: from.y + direction.y), to])
                let result = scroll.contentOffset
                host.clock.advance(by: 1)
                host.touchUp(at: to)
                host.runFrames(for: 3)
                return result
            }
            // 150 points past each edge, after the 10-point start.
            let top = pull(.zero, CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 210))
            #expect(abs(Double(top.y) + DecelerationFormula.rubberBand(150, dimension: 400)) < 1e-9)
            let bottom = pull(CGPoint(x: 0, y: 800), CGPoint(x: 100, y: 350), CGPoint(x: 100, y: 190))
            #expect(abs(Double(bottom.y) - (800 + DecelerationFormula.rubberBand(150, dimension: 400))) < 1e-9)
            let left = pull(.zero, CGPoint(x: 20, y: 200), CGPoint(x: 180, y: 200))
            #expect(abs(Double(left.x) + DecelerationFormula.rubberBand(150, dimension: 200)) < 1e-9)
            let right = pull(CGPoint(x: 400, y: 0), CGPoint(x: 180, y: 200), CGPoint(x: 20, y: 200))
            #expect(abs(Double(right.x) - (400 + DecelerationFormula.rubberBand(150, dimension: 200))) < 1e-9)
            #expect(scroll.contentOffset == CGPoint(x: 400, y: 0))
        }
    }

    @Test func theSpringBackIsCriticallyDampedAndEndsWhenSettled() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            scroll.contentSize = CGSize(width: 200, height: 1200)
            let log = ScrollLog()
            scroll.delegate = log
            host.show(scroll)
            host.drag(from: CGPoint(x: 100, y: 50), through: [CGPoint(x: 100, y: 60), CGPoint(x: 100, y: 210)])
            host.clock.advance(by: 1)
            host.touchUp(at: CGPoint(x: 100, y: 210))
            let released = host.clock.now
            let x0 = Double(scroll.contentOffset.y)
            // Stiffness 100, mass 1, critically damped: x(t) = x0 (1 + ω t) e^(−ω t), ω = 10.
            func spring(_ t: Double) -> Double { x0 * (1 + 10 * t) * exp(-10 * t) }
            func speed(_ t: Double) -> Double { abs(x0 * -100 * t * exp(-10 * t)) }
            var settle = 0.0
            while abs(spring(settle)) >= 1.0 / 6 || speed(settle) >= 10 { settle += 1e-5 }
            while scroll.isDecelerating {
                host.advance(by: 1.0 / 60)
                let t = host.clock.now - released
                if t < settle - 1e-4 { #expect(abs(Double(scroll.contentOffset.y) - spring(t)) < 1e-6) }
                if t > 5 { break }
            }
            let ended = host.clock.now - released
            #expect(ended >= settle - 1e-4 && ended < settle + 1.0 / 60 + 1e-4)
            #expect(scroll.contentOffset == .zero)
            #expect(log.events.last == "didEndDecelerating")
        }
    }
}

/// The status bar's tap on a device-shaped screen.
@MainActor @Suite struct ScrollToTopTests {
    @Test func aTapOnTheStatusBarScrollsTheClosestScrollViewToItsTop() {
        HeadlessHost.run(size: CGSize(width: 393, height: 852)) { host in
            host.screen.displayCutout = .dynamicIslandPortrait
            let page = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            page.contentSize = CGSize(width: 393, height: 5000)
            page.contentInsetAdjustmentBehavior = .never
            let lower = UIScrollView(frame: CGRect(x: 0, y: 400, width: 393, height: 200))
            lower.contentSize = CGSize(width: 393, height: 900)
            page.addSubview(lower)
            let recorder = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
            page.addSubview(recorder)
            let log = ScrollLog()
            page.delegate = log
            host.show(page)
            page.contentOffset = CGPoint(x: 0, y: 700)
            lower.contentOffset = CGPoint(x: 0, y: 300)
            log.events.removeAll()
            host.tap(at: CGPoint(x: 200, y: 20))
            #expect(recorder.handlers.isEmpty)  // the status bar takes the touch
            host.runFrames(for: 0.5)
            #expect(page.contentOffset == .zero)
            #expect(lower.contentOffset == CGPoint(x: 0, y: 300))
            #expect(log.events == ["didScroll", "didScrollToTop"])
            // Below the strip, touches reach the app.
            host.tap(at: CGPoint(x: 200, y: 70))
            #expect(recorder.handlers.first == "began")
            // The closest one says no: nothing scrolls.
            page.contentOffset = CGPoint(x: 0, y: 700)
            page.scrollsToTop = false
            host.tap(at: CGPoint(x: 200, y: 20))
            host.runFrames(for: 0.5)
            #expect(page.contentOffset == CGPoint(x: 0, y: 700))
            #expect(lower.contentOffset == CGPoint(x: 0, y: 300))
        }
    }
}
