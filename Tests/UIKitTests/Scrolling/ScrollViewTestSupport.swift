import Foundation
import UIKit
import UIKitTesting

/// Records what a scroll view tells its delegate, in order.
@MainActor
final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    var offsets: [CGPoint] = []
    /// What `scrollViewWillEndDragging` was given: the velocity (points per millisecond) and target.
    var release: (velocity: CGPoint, target: CGPoint)?
    /// A target to put in place of the projected one, if set.
    var replacementTarget: CGPoint?
    var zoomView: UIView?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if events.last != "didScroll" { events.append("didScroll") }
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging")
        release = (velocity, targetContentOffset.pointee)
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { events.append("didChangeAdjustedInset") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        events.append("willBeginZooming")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        if events.last != "didZoom" { events.append("didZoom") }
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEndZooming(\(scale))")
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }
}

/// iOS's deceleration as Lamina documents it (docs/ScrollPhysics.md), worked out here on its own:
/// the projection `v/1000 · r/(1 − r)` reached along `1 − e^(−k t)`, `k = 1000 (1 − r)/r`.
enum DecelerationFormula {
    static func projection(velocity: Double, rate: Double) -> Double { velocity / 1000 * rate / (1 - rate) }
    static func offset(from start: Double, velocity: Double, rate: Double, at time: Double) -> Double {
        let k = 1000 * (1 - rate) / rate
        return start + projection(velocity: velocity, rate: rate) * (1 - exp(-k * time))
    }
    /// iOS's rubber band: `(1 − 1/(x·c/d + 1))·d`, c = 0.55.
    static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
    }
}

extension HeadlessHost {
    /// A finger drags from `start` through `points`, one move per sixtieth of a second, without
    /// lifting.
    func drag(from start: CGPoint, through points: [CGPoint], step: TimeInterval = 1.0 / 60) {
        touchDown(at: start)
        for point in points {
            clock.advance(by: step)
            touchMove(to: point)
        }
    }

    /// Runs frames a sixtieth of a second apart for `seconds`.
    func runFrames(for seconds: TimeInterval) {
        let frames = Int((seconds * 60).rounded())
        for _ in 0..<frames { advance(by: 1.0 / 60) }
    }
}
