import Foundation
import Testing
import UIKit
import UIKitTesting

/// Zooming: how an animated zoom ends.
@MainActor @Suite struct ScrollViewZoomTests {
    /// A 200 × 200 scroll view zooming a 400 × 400 content view, with its delegate's log.
    private func makeZoomable(_ host: HeadlessHost) -> (UIScrollView, UIView, ScrollLog) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        scrollView.maximumZoomScale = 4
        let log = ScrollLog()
        log.zoomView = content
        scrollView.delegate = log
        host.show(scrollView)
        host.renderFrame()
        log.events.removeAll()
        return (scrollView, content, log)
    }

    @Test func anAnimatedZoomEndsWithDidEndZooming() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let (scrollView, content, log) = makeZoomable(host)
            scrollView.setZoomScale(2, animated: true)
            host.runFrames(for: 0.5)
            #expect(scrollView.zoomScale == 2)
            #expect(content.frame.size == CGSize(width: 800, height: 800))
            // As UIKit tells it (delegates that redraw at the new scale rely on it); not as the end
            // of a scrolling animation.
            #expect(log.events.first == "didZoom" && log.events.last == "didEndZooming(2.0)")
            #expect(!log.events.contains("didEndScrollingAnimation"))
            scrollView.zoom(to: CGRect(x: 0, y: 0, width: 200, height: 200), animated: true)
            host.runFrames(for: 0.5)
            #expect(scrollView.zoomScale == 1)
            #expect(log.events.last == "didEndZooming(1.0)")
        }
    }

    @Test func anUnanimatedZoomTellsNoEnd() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let (scrollView, _, log) = makeZoomable(host)
            scrollView.setZoomScale(3, animated: false)
            host.runFrames(for: 0.5)
            #expect(scrollView.zoomScale == 3)
            #expect(log.events.contains("didZoom"))
            #expect(!log.events.contains { $0.hasPrefix("didEndZooming") })
        }
    }

    /// FuzzScroll's two zoomable findings: the insets (or bounds) changed while an animated
    /// zoom ran, whose target offset had been clamped to the old range; the zoom ended outside
    /// the new one, for good.
    @Test func anAnimatedZoomEndsInsideTheRangeItEndsIn() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let (scrollView, _, log) = makeZoomable(host)
            scrollView.setZoomScale(2, animated: true)
            host.advance(by: 0.1)
            // Content 800 × 800 at the end; the range becomes 30 … 570 on both axes.
            scrollView.contentInset = UIEdgeInsets(top: -30, left: -30, bottom: -30, right: -30)
            host.runFrames(for: 0.5)
            #expect(scrollView.zoomScale == 2)
            #expect(log.events.last == "didEndZooming(2.0)")
            // About the centre: (100, 100) · 2 − (100, 100), inside the new range.
            #expect(scrollView.contentOffset == CGPoint(x: 100, y: 100))
            scrollView.setZoomScale(1, animated: true)
            host.advance(by: 0.1)
            scrollView.contentInset = UIEdgeInsets(top: -60, left: -60, bottom: -60, right: -60)
            host.runFrames(for: 0.5)
            // Aimed at (0, 0), clamped to (30, 30) at the start; the content ends 400 × 400 with
            // the range 60 … 140, and the zoom ends at its start.
            #expect(scrollView.zoomScale == 1)
            #expect(scrollView.contentOffset == CGPoint(x: 60, y: 60))
        }
    }
}
