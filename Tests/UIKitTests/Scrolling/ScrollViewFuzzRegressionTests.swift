import Foundation
import Testing
import UIKit
import UIKitTesting

/// Defects FuzzScroll found (Fuzz/FuzzScroll; docs/Reliability.md), each failing before its fix.
@MainActor @Suite struct ScrollViewFuzzRegressionTests {
    /// FuzzScroll's seed `pager-flick`: a sideways drag in a pager inside a vertical page. The
    /// page's pan fails on the first movement and hears no more touches; the page was left
    /// tracking for good.
    @Test func anOuterScrollViewWhosePanFailedStopsTrackingWhenTheFingerLifts() {
        HeadlessHost.run(size: CGSize(width: 240, height: 200)) { host in
            let page = UIScrollView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
            page.contentSize = CGSize(width: 240, height: 800)
            let pager = UIScrollView(frame: CGRect(x: 0, y: 40, width: 240, height: 100))
            pager.contentSize = CGSize(width: 720, height: 100)
            pager.isPagingEnabled = true
            page.addSubview(pager)
            host.show(page)
            host.drag(from: CGPoint(x: 200, y: 60), through: (1...5).map { CGPoint(x: 200 - 30 * $0, y: 62) })
            #expect(page.isTracking && pager.isDragging && !page.isDragging)
            host.touchUp(at: CGPoint(x: 40, y: 62))
            host.runFrames(for: 1)
            #expect(!page.isTracking)
            #expect(!pager.isTracking && !pager.isDecelerating)
            #expect(pager.contentOffset == CGPoint(x: 240, y: 0))
        }
    }

    @Test func turningScrollingOffUnderAFingerEndsTracking() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scroll.contentSize = CGSize(width: 200, height: 1000)
            host.show(scroll)
            host.touchDown(at: CGPoint(x: 100, y: 100))
            #expect(scroll.isTracking)
            scroll.isScrollEnabled = false
            host.touchUp(at: CGPoint(x: 100, y: 100))
            host.runFrames(for: 0.5)
            // The disabled pan never hears the finger lift: tracking was left on for good.
            #expect(!scroll.isTracking)
        }
    }

    /// FuzzScroll's finding: a drag past the top (rubber-banded), `bounces` turned off, then the
    /// drag ended without a last move (here scrolling is turned off; in the fuzzer's input one
    /// of three fingers was cancelled): the release had nothing to run, and the content was left
    /// past the edge for good.
    @Test func aReleasePastAnEdgeAfterBouncesWereTurnedOffStopsAtTheEdge() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scroll.contentSize = CGSize(width: 200, height: 1000)
            host.show(scroll)
            host.drag(from: CGPoint(x: 100, y: 20), through: [CGPoint(x: 100, y: 30), CGPoint(x: 100, y: 130)])
            #expect(scroll.contentOffset.y < 0)
            scroll.bounces = false
            scroll.isScrollEnabled = false
            host.touchUp(at: CGPoint(x: 100, y: 130))
            host.runFrames(for: 1)
            #expect(!scroll.isDragging && !scroll.isTracking && !scroll.isDecelerating)
            #expect(scroll.contentOffset == .zero)
        }
    }
}

/// A bounds rectangle set with a negative size: the range reads its magnitude.
@MainActor @Suite struct ScrollViewNegativeBoundsTests {
    @Test func aPagerWithNegativeBoundsWidthSettlesInsideItsRange() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            pager.contentSize = CGSize(width: 600, height: 400)
            pager.isPagingEnabled = true
            host.show(pager)
            pager.bounds = CGRect(x: 0, y: 0, width: -16_711_671, height: 400)
            #expect(pager.bounds.width == 16_711_671)
            host.drag(from: CGPoint(x: 150, y: 200), through: [CGPoint(x: 137, y: 200), CGPoint(x: 124, y: 200)])
            host.touchUp(at: CGPoint(x: 111, y: 200))
            host.runFrames(for: 3)
            // The content (600 wide) is narrower than the view: the range is 0 … 0.
            #expect(pager.contentOffset == .zero)
        }
    }
}

/// A zoom and a drag never move the offset together.
@MainActor @Suite struct ScrollViewZoomUnderDragTests {
    @Test func aFingerOnAnAnimatedZoomEndsItAndTheFlickRestsInsideTheNewRange() {
        HeadlessHost.run(size: CGSize(width: 240, height: 460)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 300, width: 240, height: 160))
            let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
            scroll.addSubview(image)
            scroll.contentSize = image.frame.size
            let log = ScrollLog()
            log.zoomView = image
            scroll.delegate = log
            scroll.maximumZoomScale = 3
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 460))
            root.addSubview(scroll)
            host.show(root)
            scroll.setZoomScale(3, animated: false)
            scroll.contentOffset = CGPoint(x: 240, y: 160)
            // Zooming back out, animated; a finger lands half-way and flicks.
            scroll.setZoomScale(1, animated: true)
            host.advance(by: 0.15)
            let points = (1...6).map { CGPoint(x: 120, y: 440 - CGFloat($0) * 20) }
            host.drag(from: CGPoint(x: 120, y: 440), through: points)
            #expect(scroll.zoomScale == 1)
            #expect(log.events.contains("didEndZooming(1.0)"))
            host.touchUp(at: CGPoint(x: 120, y: 300))
            host.runFrames(for: 6)
            #expect(scroll.zoomScale == 1)
            #expect(scroll.contentOffset == .zero)  // 240 × 160 content in a 240 × 160 view
        }
    }
}

/// FuzzScroll's finding: `setZoomScale(_:animated:)` called under a drag; the release worked out
/// its deceleration for the old scale while the zoom went on, and the content came to rest at
/// the old range's end, outside the new one.
@MainActor @Suite struct ScrollViewZoomUnderReleaseTests {
    @Test func aReleaseDuringAnAnimatedZoomRestsInsideTheZoomedRange() {
        HeadlessHost.run(size: CGSize(width: 240, height: 160)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
            let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
            scroll.addSubview(image)
            scroll.contentSize = image.frame.size
            let log = ScrollLog()
            log.zoomView = image
            scroll.delegate = log
            scroll.minimumZoomScale = 0.5
            host.show(scroll)
            // A flick towards the bottom right; the zoom out starts while the finger is down.
            host.drag(
                from: CGPoint(x: 200, y: 140), through: (1...4).map { CGPoint(x: 200 - 30 * $0, y: 140 - 20 * $0) })
            scroll.setZoomScale(0.5, animated: true)
            host.touchUp(at: CGPoint(x: 80, y: 60))
            #expect(scroll.zoomScale == 0.5)
            #expect(log.events.contains("didEndZooming(0.5)"))
            host.runFrames(for: 3)
            // 240 × 160 content in a 240 × 160 view: the only place to rest is the origin.
            #expect(scroll.contentOffset == .zero)
            #expect(!scroll.isDecelerating)
        }
    }
}
