import Foundation
import Testing
import UIKit
import UIKitTesting

/// A touchpad's precise deltas: a drag without a finger, with the rubber band past the edges,
/// ended by a quiet gap of 0.15 s (`ScrollMetrics.touchpadScrollEndGap`).
@MainActor @Suite struct ScrollViewTouchpadTests {
    /// A 300 × 400 scroll view over 1,600 points of content, logged.
    private func makeList(_ host: HeadlessHost) -> (UIScrollView, ScrollLog) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 1600)
        let log = ScrollLog()
        scroll.delegate = log
        host.show(scroll)
        return (scroll, log)
    }

    /// Touchpad reports a sixtieth of a second apart, each `dy` (towards the user is negative).
    private func swipe(_ host: HeadlessHost, at point: CGPoint, _ deltas: [Double]) {
        for dy in deltas {
            host.wheel(at: point, dy: dy, precise: true)
            host.clock.advance(by: 1.0 / 60)
        }
    }

    @Test func aTouchpadScrollIsADragWithoutAFingerEndedByAQuietGap() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let (scroll, log) = makeList(host)
            swipe(host, at: CGPoint(x: 150, y: 200), [-0.5, -0.5, -0.25])
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))
            #expect(scroll.isDragging && scroll.isTracking)
            #expect(log.events == ["willBeginDragging", "didScroll"])
            // 0.1 s after the last report: still under way.
            host.advance(by: 0.1 - 1.0 / 60)
            #expect(scroll.isDragging)
            host.advance(by: 0.06)
            #expect(!scroll.isDragging && !scroll.isTracking && !scroll.isDecelerating)
            // Released without velocity inside the range: nothing moves on.
            #expect(log.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
            #expect(log.release?.velocity == .zero && log.release?.target == CGPoint(x: 0, y: 50))
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))
        }
    }

    @Test func pastTheTopItRubberBandsAndBouncesBackWhenItEnds() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let (scroll, log) = makeList(host)
            swipe(host, at: CGPoint(x: 150, y: 200), [0.25, 0.25])
            // 20 points past the top, with iOS's resistance over the 400-point height.
            let banded = DecelerationFormula.rubberBand(20, dimension: 400)
            #expect(abs(scroll.contentOffset.y + banded) < 1e-9)
            // Back the other way: the band is undone exactly, then the content moves freely.
            swipe(host, at: CGPoint(x: 150, y: 200), [-0.5, -0.25])
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 10))
            swipe(host, at: CGPoint(x: 150, y: 200), [1, 1])
            #expect(abs(scroll.contentOffset.y + DecelerationFormula.rubberBand(70, dimension: 400)) < 1e-9)
            host.runFrames(for: 2)
            #expect(scroll.contentOffset == .zero)
            #expect(
                log.events.suffix(5) == [
                    "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didScroll",
                    "didEndDecelerating",
                ])
        }
    }

    @Test func withoutBouncesItStopsAtTheEdge() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let (scroll, _) = makeList(host)
            scroll.bounces = false
            swipe(host, at: CGPoint(x: 150, y: 200), [1, 1])
            #expect(scroll.contentOffset == .zero)
            // Nor does a notched wheel band, whatever `bounces` says.
            scroll.bounces = true
            host.runFrames(for: 0.5)
            host.wheel(at: CGPoint(x: 150, y: 200), dy: 2)
            #expect(scroll.contentOffset == .zero)
        }
    }

    /// A scroll that started in an inner list stays with it past its end (rubber-banding there);
    /// the next one, after a gap, goes to the page around it.
    @Test func aScrollStaysWithTheViewItStartedInUntilItEnds() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let page = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            page.contentSize = CGSize(width: 300, height: 3000)
            let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
            inner.contentSize = CGSize(width: 300, height: 180)
            page.addSubview(inner)
            host.show(page)
            let point = CGPoint(x: 150, y: 150)
            swipe(host, at: point, [-1, -1, -1])
            // 80 to its end, then 40 more past it: banded over its 100-point height.
            #expect(abs(inner.contentOffset.y - (80 + DecelerationFormula.rubberBand(40, dimension: 100))) < 1e-9)
            #expect(page.contentOffset == .zero)
            host.runFrames(for: 1)
            #expect(inner.contentOffset == CGPoint(x: 0, y: 80))
            swipe(host, at: point, [-1])
            #expect(inner.contentOffset == CGPoint(x: 0, y: 80))
            #expect(page.contentOffset == CGPoint(x: 0, y: 40))
            #expect(page.isDragging && !inner.isDragging)
        }
    }

    /// A paging scroll view settles on the nearest page when the scroll ends.
    @Test func aPagerSettlesOnTheNearestPage() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            pager.contentSize = CGSize(width: 900, height: 400)
            pager.isPagingEnabled = true
            host.show(pager)
            // Sideways: positive dx moves the content right (the offset grows).
            for _ in 0..<4 {
                host.wheel(at: CGPoint(x: 150, y: 200), dx: 1, precise: true)
                host.clock.advance(by: 1.0 / 60)
            }
            #expect(pager.contentOffset == CGPoint(x: 160, y: 0))
            host.runFrames(for: 2)
            #expect(pager.contentOffset == CGPoint(x: 300, y: 0))
            host.wheel(at: CGPoint(x: 150, y: 200), dx: 2, precise: true)
            host.runFrames(for: 2)
            #expect(pager.contentOffset == CGPoint(x: 300, y: 0))
        }
    }

    /// A finger landing during a touchpad scroll ends it and catches the content.
    @Test func aFingerTakesOver() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let (scroll, log) = makeList(host)
            swipe(host, at: CGPoint(x: 150, y: 200), [-1])
            host.touchDown(at: CGPoint(x: 150, y: 200))
            #expect(scroll.isTracking && !scroll.isDragging)
            #expect(log.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
            host.touchUp(at: CGPoint(x: 150, y: 200))
            host.runFrames(for: 0.5)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
        }
    }
}
