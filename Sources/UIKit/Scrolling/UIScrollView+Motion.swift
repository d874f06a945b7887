import CoreGraphics
import Foundation
import LaminaScrollPhysics
import QuartzCore

/// What moves the offset while no finger does, one frame at a time from a display link: the
/// deceleration after a flick (with its bounce and paging), the spring back from a rubber band,
/// and the animated scrolls of `setContentOffset(_:animated:)`.
@MainActor
struct ScrollMotionState {
    enum Kind {
        /// After a drag: ends with `scrollViewDidEndDecelerating`.
        case deceleration
        /// `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)`: ends with
        /// `scrollViewDidEndScrollingAnimation`.
        case animation
        /// The status bar's tap: ends with `scrollViewDidScrollToTop`.
        case scrollToTop
    }

    /// How the offset moves along one axis.
    enum Axis {
        /// Physics from the release: deceleration, bounce, paging.
        case physics(ScrollAxisMotion)
        /// iOS's eased scroll from one offset to another.
        case eased(from: Double, to: Double)
        /// Stays put.
        case still(Double)

        func offset(at time: Double) -> Double {
            switch self {
            case .physics(let motion): motion.offset(at: time)
            case .eased(let from, let to):
                from + (to - from) * ScrollAnimation.progress(at: min(time, ScrollAnimation.duration))
            case .still(let value): value
            }
        }

        var duration: Double {
            switch self {
            case .physics(let motion): motion.duration
            case .eased: ScrollAnimation.duration
            case .still: 0
            }
        }

        var finalOffset: Double {
            switch self {
            case .physics(let motion): motion.finalOffset
            case .eased(_, let to): to
            case .still(let value): value
            }
        }
    }

    let kind: Kind
    let x: Axis
    let y: Axis
    /// The media time the motion started at.
    let start: TimeInterval
    /// The link that runs it each frame.
    let link: CADisplayLink

    var duration: Double { max(x.duration, y.duration) }
    var finalOffset: CGPoint { CGPoint(x: x.finalOffset, y: y.finalOffset) }

    func offset(at time: TimeInterval) -> CGPoint {
        let elapsed = max(0, time - start)
        if elapsed >= duration { return finalOffset }
        return CGPoint(x: x.offset(at: elapsed), y: y.offset(at: elapsed))
    }
}

extension UIScrollView {
    /// Starts moving the offset by `x` and `y` from `start` (media time); a running motion stops
    /// first, without its end callbacks.
    func startMotion(
        _ kind: ScrollMotionState.Kind, x: ScrollMotionState.Axis, y: ScrollMotionState.Axis, start: TimeInterval
    ) {
        motion?.link.invalidate()
        let link = CADisplayLink { [weak self] link in self?.motionFrame(at: link.timestamp) }
        let state = ScrollMotionState(kind: kind, x: x, y: y, start: start, link: link)
        motion = state
        if kind == .deceleration { isDecelerating = true }
        link.add(to: .main, forMode: .common)
        // Nothing to run: end now rather than a frame later.
        if state.duration <= 0 { motionFrame(at: start) }
    }

    /// One frame of the motion at media time `time`.
    func motionFrame(at time: TimeInterval) {
        guard let state = motion else { return }
        let offset = state.offset(at: time)
        if offset != contentOffset { setOffsetNow(offset) }
        // The callback may have started another motion or stopped this one.
        guard let current = motion, current.link === state.link, time - state.start >= state.duration else { return }
        finishMotion()
    }

    /// Ends the running motion at its final offset, with its end callback.
    func finishMotion() {
        guard let state = motion else { return }
        state.link.invalidate()
        motion = nil
        let wasDecelerating = isDecelerating
        isDecelerating = false
        indicators.scrollingDidEnd(in: self)
        switch state.kind {
        case .deceleration where wasDecelerating: delegate?.scrollViewDidEndDecelerating(self)
        case .deceleration: break
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop: delegate?.scrollViewDidScrollToTop(self)
        }
    }

    /// Stops any motion where it is, without end callbacks (a finger caught the content, or the
    /// offset was set).
    func stopMotion() {
        guard let state = motion else { return }
        state.link.invalidate()
        motion = nil
        isDecelerating = false
    }

    /// Stops dragging and moving, leaving the offset where it is.
    func stopScrolling() {
        stopMotion()
        if drag != nil { endDragWithoutRelease() }
        if touchpad != nil { endTouchpadScroll() }
    }

    /// Sets the bounds origin without stopping motion (the motion's own frames, and drags).
    func setOffsetNow(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        var rect = bounds
        rect.origin = offset
        super.bounds = rect
        contentOffsetDidChange()
    }

    // MARK: Animated scrolls

    /// `setContentOffset(_:animated:)`: at once (stopping any motion), or with iOS's eased
    /// animation, calling `scrollViewDidScroll` each frame and `scrollViewDidEndScrollingAnimation`
    /// at the end.
    func scroll(to offset: CGPoint, animated: Bool, kind: ScrollMotionState.Kind = .animation) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        guard animated else {
            stopMotion()
            if offset != contentOffset { setOffsetNow(offset) }
            return
        }
        let from = contentOffset
        guard from != offset else {
            stopMotion()
            return
        }
        indicators.scrollingDidBegin(in: self)
        startMotion(
            kind, x: from.x == offset.x ? .still(from.x) : .eased(from: from.x, to: offset.x),
            y: from.y == offset.y ? .still(from.y) : .eased(from: from.y, to: offset.y), start: CACurrentMediaTime())
    }

    /// `scrollRectToVisible(_:animated:)`: the least scroll that shows `rect` within the view
    /// less its adjusted insets (the rect's top-left corner when it does not fit), kept inside the
    /// resting range.
    func scrollToMakeVisible(_ rect: CGRect, animated: Bool) {
        guard rect.isFinite, !rect.isNull else { return }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if low < visibleLow || high - low > visibleHigh - visibleLow { return low - visibleLow }
            if high > visibleHigh { return high - visibleHigh }
            return 0
        }
        let dx = axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        guard dx != 0 || dy != 0 else { return }
        let target = clampedContentOffset(CGPoint(x: contentOffset.x + dx, y: contentOffset.y + dy))
        guard target != contentOffset else { return }
        scroll(to: target, animated: animated)
    }
}
