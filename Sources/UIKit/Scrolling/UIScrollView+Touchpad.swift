import CoreGraphics
import Foundation
import LaminaScrollPhysics
import QuartzCore

/// A touchpad's scroll in progress: precise wheel deltas, handled as iPadOS handles a trackpad's
/// two-finger scroll — a drag without a finger (`isTracking` and `isDragging`, the delegate's
/// drag calls), moving the content with the rubber band past the edges, ending with the
/// physics' release (a bounce back inside, a settle on a page).
///
/// SDL 2 reports no touchpad phases, so the end is a quiet gap: the scroll ends
/// `ScrollMetrics.touchpadScrollEndGap` after its last delta. The release has no velocity (no
/// glide of Lamina's own), as X11's touchpad scrolling in native Linux apps has none.
struct TouchpadScroll {
    /// The offset with the rubber band undone: the deltas add to it.
    var raw: CGPoint
    /// The end, waiting for the quiet gap.
    var end: MediaClockSchedule.Token
    let schedule: MediaClockSchedule
}

extension UIScrollView {
    /// Delivers a touchpad delta (content points) to the scroll view a touchpad scroll is under
    /// way in, else the innermost one under the pointer, from `hit` out, that can move that way
    /// inside its range, else the innermost one that can rubber-band that way. False when none can.
    static func deliverTouchpadDelta(_ delta: CGPoint, from hit: UIView) -> Bool {
        if let latched = ScrollFocus.touchpadScrolling, latched.touchpad != nil, latched.window != nil,
            latched.scrollByTouchpad(delta)
        {
            return true
        }
        var chain: [UIScrollView] = []
        var view: UIView? = hit
        while let current = view {
            if let scrollView = current as? UIScrollView { chain.append(scrollView) }
            view = current.superview
        }
        let target =
            chain.first { $0.acceptsTouchpadDelta(delta) && $0.canMoveInsideRange(by: delta) }
            ?? chain.first { $0.acceptsTouchpadDelta(delta) }
        guard let target, target.scrollByTouchpad(delta) else { return false }
        ScrollFocus.touchpadScrolling = target
        ScrollFocus.lastScrolled = target
        return true
    }

    /// Whether a touchpad scroll can start here and move along `delta` (inside the range or
    /// with the rubber band).
    private func acceptsTouchpadDelta(_ delta: CGPoint) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled, drag == nil, !isZooming else { return false }
        return (delta.x != 0 && scrollsHorizontally) || (delta.y != 0 && scrollsVertically)
    }

    private func canMoveInsideRange(by delta: CGPoint) -> Bool {
        let current = clampedContentOffset(contentOffset)
        return clampedContentOffset(CGPoint(x: current.x + delta.x, y: current.y + delta.y)) != current
    }

    /// Moves the content by a touchpad's `delta`, starting the scroll if none is under way.
    /// False when this view cannot take it.
    func scrollByTouchpad(_ delta: CGPoint) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled, drag == nil else { return false }
        let schedule = (window?.owningContext ?? ApplicationContext.current).schedule
        let end = CACurrentMediaTime() + ScrollMetrics.touchpadScrollEndGap
        var scroll: TouchpadScroll
        if let current = touchpad {
            scroll = current
            scroll.schedule.cancel(scroll.end)
        } else {
            stopMotion()
            finishZoomAnimation()
            let offset = contentOffset
            scroll = TouchpadScroll(
                raw: CGPoint(
                    x: unbanded(offset.x, range: offsetRangeX, dimension: bounds.width),
                    y: unbanded(offset.y, range: offsetRangeY, dimension: bounds.height)),
                end: MediaClockSchedule.Token.none, schedule: schedule)
            isTracking = true
            isDragging = true
            indicators.scrollingDidBegin(in: self)
            delegate?.scrollViewWillBeginDragging(self)
        }
        if scrollsHorizontally, delta.x.isFinite { scroll.raw.x += delta.x }
        if scrollsVertically, delta.y.isFinite { scroll.raw.y += delta.y }
        scroll.end = scroll.schedule.schedule(at: end) { [weak self] in self?.endTouchpadScroll() }
        touchpad = scroll
        var offset = contentOffset
        if scrollsHorizontally {
            offset.x = banded(scroll.raw.x, range: offsetRangeX, dimension: bounds.width, bounces: bouncesHorizontally)
        }
        if scrollsVertically {
            offset.y = banded(scroll.raw.y, range: offsetRangeY, dimension: bounds.height, bounces: bouncesVertically)
        }
        if offset != contentOffset { setOffsetNow(offset) }
        return true
    }

    /// The quiet gap passed (or a finger, or turning scrolling off, took over): the scroll ends
    /// as a drag released without velocity.
    func endTouchpadScroll() {
        guard let scroll = touchpad else { return }
        scroll.schedule.cancel(scroll.end)
        touchpad = nil
        release(velocity: .zero, start: CACurrentMediaTime())
    }
}
