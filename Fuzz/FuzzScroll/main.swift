import FuzzSupport
import LaminaHeadless
import UIKit

// Scrolling from a byte stream: four scroll views on a headless screen — a vertical page holding
// a horizontal pager (paging on) that holds a vertical list with a button, and a zoomable view
// whose delegate names its image for zooming — driven by touches of up to three fingers in any
// phase at any point (NaN, huge), wheel turns (NaN, infinite, huge, precise or notched, Shift),
// scrolling keys, zoom calls, content changes (sizes and insets including zero, negative and 10¹²,
// offsets set at once or animated, frames and bounds, paging, bouncing and scrolling switched,
// any deceleration rate) and clock steps; each report runs a frame. After every operation the
// invariants of `ScrollStage.checkInvariants` must hold, and after the input every finger is
// cancelled and the clock runs on until everything has settled, when the resting ones must too.
// Work per input is bounded: at most 200 operations and 60 clock steps.

/// libFuzzer's entry point: runs one input; always returns 0 (a broken invariant traps).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScroll(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    MainActor.assumeIsolated {
        var input = FuzzInput(bytes)
        HeadlessHost.run(size: CGSize(width: 240, height: 200), scale: 1) { host in
            let stage = ScrollStage(host: host, input: &input)
            var operations = 0
            var steps = 0
            while !input.isAtEnd, operations < 200 {
                operations += 1
                stage.apply(&input, clockSteps: &steps)
                stage.checkInvariants(settled: false)
            }
            stage.settle()
            stage.checkInvariants(settled: true)
        }
    }
    return 0
}

/// Stops the process with `message` when `condition` is false: libFuzzer keeps the input.
@MainActor
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    fatalError("FuzzScroll invariant: \(message())")
}

/// The delegate of each scroll view: names the zoomable view's image for zooming, and keeps
/// whether the offset may rest outside its range.
@MainActor
final class ScrollWatcher: UIScrollViewDelegate {
    /// The view `viewForZooming` returns (the zoomable scroll view's only).
    var zoomView: UIView?
    /// Whether the offset may legitimately rest outside the resting range: the harness set it,
    /// or changed the geometry or zoom, since the scroll view last settled by itself. UIKit never
    /// clamps an offset that is set, nor one left outside by a change of content size.
    var mayRestOutside = false
    /// The scroll view's index, for the trace.
    let index: Int

    init(index: Int) { self.index = index }

    /// With LAMINA_FUZZ_TRACE set, says what the delegate heard.
    private func trace(_ scrollView: UIScrollView, _ event: String) {
        guard FuzzInput.isTracing else { return }
        let message = "  view \(index) \(event) at \(scrollView.contentOffset) scale \(scrollView.zoomScale)\n"
        FileHandle.standardError.write(Data(message.utf8))
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }

    // A release computes its rest point from the range at that moment, inside it: from here
    // the offset must come to rest inside unless the harness changes something again.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        trace(scrollView, "willBeginDecelerating")
        mayRestOutside = false
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        trace(scrollView, "didEndDragging(\(decelerate))")
        if !decelerate { mayRestOutside = false }
    }
    // An animated scroll ends where it was aimed, which need not be inside (the harness's own
    // `setContentOffset(_:animated:)`, which may run on under a drag and past its release).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        trace(scrollView, "didEndScrollingAnimation")
        mayRestOutside = true
    }
    // A pinch changes the content size under the offset; its end brings both back inside.
    func scrollViewDidZoom(_ scrollView: UIScrollView) { mayRestOutside = true }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        trace(scrollView, "willBeginZooming")
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        trace(scrollView, "didEndZooming(\(scale))")
        mayRestOutside = false
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { trace(scrollView, "didEndDecelerating") }
}

/// The scroll views, and what the input does to them.
@MainActor
final class ScrollStage {
    let host: HeadlessHost
    let page = UIScrollView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
    let pager = UIScrollView(frame: CGRect(x: 0, y: 40, width: 240, height: 100))
    let list = UIScrollView(frame: CGRect(x: 20, y: 10, width: 200, height: 80))
    let zoomable = UIScrollView(frame: CGRect(x: 0, y: 300, width: 240, height: 160))
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
    var scrollViews: [UIScrollView] { [page, pager, list, zoomable] }
    var watchers: [ScrollWatcher] = []
    /// Whether the zoom limits are ordinary numbers with 1 between them, so that the scale's
    /// bounds can be checked (the input may also make them NaN, zero or negative).
    var zoomLimitsAreOrdinary = true

    init(host: HeadlessHost, input: inout FuzzInput) {
        self.host = host
        page.contentSize = CGSize(width: 240, height: 800)
        pager.contentSize = CGSize(width: 720, height: 100)
        pager.isPagingEnabled = true
        list.contentSize = CGSize(width: 200, height: 400)
        let button = UIButton(type: .system, primaryAction: UIAction(title: "B") { _ in })
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
        list.addSubview(button)
        pager.addSubview(list)
        page.addSubview(pager)
        zoomable.addSubview(image)
        zoomable.contentSize = image.frame.size
        page.addSubview(zoomable)
        for (index, scrollView) in scrollViews.enumerated() {
            let watcher = ScrollWatcher(index: index)
            scrollView.delegate = watcher
            watchers.append(watcher)
        }
        watchers[3].zoomView = image
        let minimums: [CGFloat] = [0.25, 0.5, 1]
        let maximums: [CGFloat] = [1, 2, 4, 10]
        if input.byte() < 224 {
            zoomable.minimumZoomScale = minimums[input.int(below: minimums.count)]
            zoomable.maximumZoomScale = maximums[input.int(below: maximums.count)]
        } else {
            zoomable.minimumZoomScale = input.number()
            zoomable.maximumZoomScale = input.number()
            zoomLimitsAreOrdinary = false
        }
        zoomable.bouncesZoom = input.bool()
        input.trace("zoom limits \(zoomable.minimumZoomScale)…\(zoomable.maximumZoomScale)")
        host.show(page)
    }

    /// A small coordinate usually, any number sometimes.
    func coordinate(_ input: inout FuzzInput, below bound: Int) -> CGFloat {
        input.byte() < 230 ? CGFloat(input.int(below: bound)) : input.number()
    }

    /// Lifts every finger (cancelled), then runs the clock long enough for any deceleration,
    /// bounce, paging, animated scroll or zoom to end: the slowest deceleration the physics allows
    /// (rate 0.9999, from 10¹² points a second) takes about 300 s.
    func settle() {
        for finger in 0..<3 { host.touch(.cancelled, at: .zero, finger: finger) }
        for step in [0.1, 1, 1000, 1, 1] { host.advance(by: step) }
    }

    /// What must hold after every operation, and when `settled`, at rest.
    func checkInvariants(settled: Bool) {
        for (index, scrollView) in scrollViews.enumerated() {
            let offset = scrollView.contentOffset
            check(offset.x.isFinite && offset.y.isFinite, "scroll view \(index) offset \(offset)")
            guard settled else { continue }
            check(
                !scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating,
                "scroll view \(index) still tracking \(scrollView.isTracking), dragging \(scrollView.isDragging)"
                    + " or decelerating \(scrollView.isDecelerating) after settling")
            check(
                !scrollView.isZooming && !scrollView.isZoomBouncing,
                "scroll view \(index) still zooming \(scrollView.isZooming) or bouncing \(scrollView.isZoomBouncing)")
            let range = scrollView.restingRange
            // LaminaScrollPhysics clamps every offset and range to ±10¹² points (documented: a
            // range past that, from insets of 10²⁹⁹, rests at the clamp), so ranges reaching
            // beyond it are not checked.
            let withinPhysics = [range.x, range.y].allSatisfy { $0.lowerBound >= -1e12 && $0.upperBound <= 1e12 }
            if !watchers[index].mayRestOutside, withinPhysics {
                check(
                    range.x.contains(offset.x) && range.y.contains(offset.y),
                    "scroll view \(index) rests at \(offset) outside \(range)")
            }
        }
        checkZoom(settled: settled)
    }

    /// The zoom scale is finite and positive; with ordinary limits it stays within the pinch's
    /// rubber band (`ScrollMetrics.zoomScale`: above the maximum by less than the maximum, below
    /// the minimum by less than 0.355 of it — a finger can pinch to any positive scale, at most a
    /// whole limit under it, which the band takes to `0.55·m·m / (m + 0.55·m)`), and at rest
    /// within the limits.
    private func checkZoom(settled: Bool) {
        let scale = zoomable.zoomScale
        check(scale.isFinite && scale > 0, "zoom scale \(scale)")
        guard zoomLimitsAreOrdinary else { return }
        let low = zoomable.minimumZoomScale
        let high = zoomable.maximumZoomScale
        if settled {
            check(scale >= low && scale <= high, "zoom scale \(scale) at rest outside \(low)…\(high)")
        } else {
            check(scale >= low * 0.64 && scale <= high * 2, "zoom scale \(scale) past the band of \(low)…\(high)")
        }
    }
}

extension UIScrollView {
    /// The offsets the scroll view may rest at: from −adjustedContentInset to the content size
    /// plus the inset less the bounds, or the least where that is smaller.
    var restingRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let low = CGPoint(x: -inset.left, y: -inset.top)
        let high = CGPoint(
            x: max(low.x, contentSize.width + inset.right - bounds.width),
            y: max(low.y, contentSize.height + inset.bottom - bounds.height))
        return (low.x...high.x, low.y...high.y)
    }
}
