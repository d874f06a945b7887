import Foundation
import Testing
import UIKit
import UIKitTesting

/// Drags and flicks with synthetic touches on the manual clock: the offset under the finger, the
/// rubber band, the release velocity and projected target, the deceleration, the bounce and the
/// delegate's order.
@MainActor @Suite struct ScrollViewDragTests {
    /// A 200 × 400 scroll view of 200 × 2000 content filling a 200 × 400 screen.
    private func stage(_ host: HeadlessHost) -> (UIScrollView, ScrollLog) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        scroll.contentSize = CGSize(width: 200, height: 2000)
        let log = ScrollLog()
        scroll.delegate = log
        host.show(scroll)
        return (scroll, log)
    }

    @Test func theContentFollowsTheFingerFromWhereThePanBegan() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let (scroll, log) = stage(host)
            host.drag(from: CGPoint(x: 100, y: 300), through: [CGPoint(x: 100, y: 295)])
            #expect(scroll.isTracking)
            #expect(!scroll.isDragging)
            #expect(scroll.contentOffset == .zero)
            // 10 points: the pan begins here, and the content follows from this point on (no jump).
            host.clock.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 100, y: 290))
            #expect(scroll.isDragging)
            #expect(scroll.contentOffset == .zero)
            host.clock.advance(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 103, y: 250))
            // Only the vertical axis scrolls: the content is no wider than the view.
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
            #expect(log.events == ["willBeginDragging", "didScroll"])
        }
    }

    @Test func pastTheTopTheContentRubberBands() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let (scroll, _) = stage(host)
            host.drag(from: CGPoint(x: 100, y: 100), through: [CGPoint(x: 100, y: 110), CGPoint(x: 100, y: 210)])
            let expected = -DecelerationFormula.rubberBand(100, dimension: 400)
            #expect(abs(scroll.contentOffset.y - expected) < 1e-9)
            #expect(abs(expected - -48.351_648_351_648_35) < 1e-9)
            // Without bounces the content stops at the edge.
            host.touchUp(at: CGPoint(x: 100, y: 210))
            host.runFrames(for: 2)
            #expect(scroll.contentOffset == .zero)
            scroll.bounces = false
            host.drag(from: CGPoint(x: 100, y: 100), through: [CGPoint(x: 100, y: 110), CGPoint(x: 100, y: 210)])
            #expect(scroll.contentOffset == .zero)
        }
    }

    @Test func aFlickDeceleratesAlongIOSCurveToTheProjectedTarget() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let (scroll, log) = stage(host)
            // 20 points a frame upwards: 1,200 points a second.
            let points = (1...8).map { CGPoint(x: 100, y: 390 - CGFloat($0) * 20) }
            host.drag(from: CGPoint(x: 100, y: 390), through: points)
            let releaseOffset = scroll.contentOffset.y
            #expect(releaseOffset == 140)  // began at 370, finger now at 230
            host.clock.advance(by: 1.0 / 60)
            host.touchUp(at: CGPoint(x: 100, y: 210))
            let released = host.clock.now
            let start = scroll.contentOffset.y
            #expect(start == 160)  // the lift's own movement counts
            let release = try! #require(log.release)
            #expect(abs(release.velocity.y - 1.2) < 1e-9)  // points per millisecond
            let projected = DecelerationFormula.projection(velocity: 1200, rate: 0.998)
            #expect(abs(release.target.y - (160 + projected)) < 1e-9)
            #expect(abs(projected - 598.8) < 1e-9)
            #expect(
                log.events == [
                    "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                    "willBeginDecelerating",
                ])
            #expect(scroll.isDecelerating)
            for _ in 0..<30 {
                host.advance(by: 1.0 / 60)
                let expected = DecelerationFormula.offset(
                    from: 160, velocity: 1200, rate: 0.998, at: host.clock.now - released)
                #expect(abs(scroll.contentOffset.y - expected) < 1e-6)
            }
            host.runFrames(for: 5)
            #expect(abs(scroll.contentOffset.y - (160 + projected)) < 1e-9)
            #expect(!scroll.isDecelerating)
            #expect(log.events.suffix(2) == ["didScroll", "didEndDecelerating"])
        }
    }

    @Test func theFastRateProjectsAShorterGlide() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let (scroll, log) = stage(host)
            scroll.decelerationRate = .fast
            #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
            #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
            let points = (1...9).map { CGPoint(x: 100, y: 390 - CGFloat($0) * 20) }
            host.drag(from: CGPoint(x: 100, y: 390), through: points)
            host.touchUp(at: CGPoint(x: 100, y: 210))
            let release = try! #require(log.release)
            #expect(abs(release.target.y - (160 + DecelerationFormula.projection(velocity: 1200, rate: 0.99))) < 1e-9)
            #expect(abs(release.target.y - 278.8) < 1e-9)
        }
    }

    @Test func aFlickPastTheEndBouncesAndSettlesOnTheEdge() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let (scroll, log) = stage(host)
            scroll.contentOffset = CGPoint(x: 0, y: 1500)  // 100 from the end (1,600)
            let points = (1...9).map { CGPoint(x: 100, y: 390 - CGFloat($0) * 20) }
            host.drag(from: CGPoint(x: 100, y: 390), through: points)
            host.touchUp(at: CGPoint(x: 100, y: 210))
            // The projected target is clamped to the edge; the content overshoots it, then returns.
            #expect(log.release?.target == CGPoint(x: 0, y: 1600))
            var furthest: CGFloat = 0
            for _ in 0..<240 {
                host.advance(by: 1.0 / 60)
                furthest = max(furthest, scroll.contentOffset.y)
            }
            #expect(furthest > 1600)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 1600))
            #expect(log.events.last == "didEndDecelerating")
        }
    }

    @Test func releasedPastAnEdgeItSpringsBackAsADeceleration() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let (scroll, log) = stage(host)
            host.drag(from: CGPoint(x: 100, y: 100), through: [CGPoint(x: 100, y: 110), CGPoint(x: 100, y: 210)])
            host.clock.advance(by: 0.5)  // held still: no velocity at the lift
            host.touchUp(at: CGPoint(x: 100, y: 210))
            #expect(scroll.contentOffset.y < 0)
            #expect(log.events.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
            #expect(log.release?.target == .zero)
            host.runFrames(for: 3)
            #expect(scroll.contentOffset == .zero)
            #expect(log.events.last == "didEndDecelerating")
        }
    }

    @Test func aChangedTargetIsWhereTheContentStops() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let (scroll, log) = stage(host)
            log.replacementTarget = CGPoint(x: 0, y: 500)
            let points = (1...9).map { CGPoint(x: 100, y: 390 - CGFloat($0) * 20) }
            host.drag(from: CGPoint(x: 100, y: 390), through: points)
            host.touchUp(at: CGPoint(x: 100, y: 210))
            host.runFrames(for: 5)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 500))
        }
    }

    @Test func aSlowReleaseInsideTheRangeDoesNotDecelerate() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let (scroll, log) = stage(host)
            host.drag(from: CGPoint(x: 100, y: 300), through: [CGPoint(x: 100, y: 290), CGPoint(x: 100, y: 250)])
            host.clock.advance(by: 0.5)
            host.touchUp(at: CGPoint(x: 100, y: 250))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
            #expect(log.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
            #expect(!scroll.isDragging && !scroll.isTracking && !scroll.isDecelerating)
        }
    }

    @Test func aTouchStopsADecelerationWithoutEndingIt() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let (scroll, log) = stage(host)
            let points = (1...9).map { CGPoint(x: 100, y: 390 - CGFloat($0) * 20) }
            host.drag(from: CGPoint(x: 100, y: 390), through: points)
            host.touchUp(at: CGPoint(x: 100, y: 210))
            host.runFrames(for: 0.2)
            let caught = scroll.contentOffset
            host.touchDown(at: CGPoint(x: 100, y: 200))
            #expect(!scroll.isDecelerating)
            host.runFrames(for: 0.5)
            #expect(scroll.contentOffset == caught)
            host.touchUp(at: CGPoint(x: 100, y: 200))
            #expect(!log.events.contains("didEndDecelerating"))
        }
    }
}
