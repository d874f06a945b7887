import CoreGraphics
import Foundation
import LaminaScrollPhysics

/// A drag in progress: where the content would be without the rubber band when the drag
/// started, and the axis a directional lock keeps it on.
struct ScrollDrag {
    /// The offset, with the rubber band undone, at the start of the drag.
    var origin: CGPoint
    /// The axis the drag is locked to, once decided (`isDirectionalLockEnabled`).
    var lock: ScrollAxisLock = .undecided
}

/// Which axes a directionally locked drag moves along.
enum ScrollAxisLock {
    case undecided, horizontal, vertical, free
}

/// The finger's side of scrolling: the pan's phases move the offset with iOS's rubber band past
/// the edges, and the release hands over to the physics.
extension UIScrollView {
    /// The pan recognizer reported `recognizer.state`.
    func handlePan(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began: beginDrag()
        case .changed: continueDrag()
        case .ended:
            // Where the finger lifted counts, as its last move.
            continueDrag()
            endDrag(velocity: panRecognizer.velocity(in: self))
        case .cancelled: endDrag(velocity: .zero)
        default: break
        }
    }

    private func beginDrag() {
        stopMotion()
        // The content follows from here: the distance the finger moved before the pan began is
        // not applied (no jump).
        panRecognizer.setTranslation(.zero, in: self)
        let offset = contentOffset
        drag = ScrollDrag(
            origin: CGPoint(
                x: unbanded(offset.x, range: offsetRangeX, dimension: bounds.width),
                y: unbanded(offset.y, range: offsetRangeY, dimension: bounds.height)))
        isDragging = true
        indicators.scrollingDidBegin(in: self)
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func continueDrag() {
        guard var current = drag else { return }
        let translation = panRecognizer.translation(in: self)
        if isDirectionalLockEnabled, current.lock == .undecided {
            current.lock = ScrollAxisLock(translation)
            drag = current
        }
        let lock = isDirectionalLockEnabled ? current.lock : .free
        var offset = contentOffset
        if scrollsHorizontally, lock != .vertical {
            offset.x = banded(
                current.origin.x - translation.x, range: offsetRangeX, dimension: bounds.width,
                bounces: bouncesHorizontally)
        }
        if scrollsVertically, lock != .horizontal {
            offset.y = banded(
                current.origin.y - translation.y, range: offsetRangeY, dimension: bounds.height,
                bounces: bouncesVertically)
        }
        if offset != contentOffset { setOffsetNow(offset) }
        checkRefreshPull()
    }

    /// The finger lifted with `fingerVelocity` (points per second, the finger's).
    private func endDrag(velocity fingerVelocity: CGPoint) {
        guard drag != nil else { return }
        let lock = isDirectionalLockEnabled ? (drag?.lock ?? .free) : .free
        drag = nil
        // The content moves against the finger.
        var velocity = CGPoint(
            x: scrollsHorizontally && lock != .vertical ? -fingerVelocity.x : 0,
            y: scrollsVertically && lock != .horizontal ? -fingerVelocity.y : 0)
        if !velocity.x.isFinite { velocity.x = 0 }
        if !velocity.y.isFinite { velocity.y = 0 }
        release(velocity: velocity, start: panRecognizer.lastEventTime)
    }

    /// The drag ended with the content moving at `velocity` (points per second): the delegate
    /// hears the projected target and may change it; the content decelerates, bounces or pages,
    /// its motion starting at `start`. An animated zoom begun under the drag ends first, at its
    /// target, so that the rest point is worked out for the scale the content ends at.
    func release(velocity: CGPoint, start: TimeInterval) {
        finishZoomAnimation()
        let offset = contentOffset
        var x = releaseMotion(offset.x, velocity.x, range: offsetRangeX, page: bounds.width, bounces: bouncesX)
        var y = releaseMotion(offset.y, velocity.y, range: offsetRangeY, page: bounds.height, bounces: bouncesY)
        let natural = CGPoint(x: x.finalOffset, y: y.finalOffset)
        var target = natural
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        if target != natural, target.x.isFinite, target.y.isFinite {
            x = ScrollAxisMotion(
                offset: Double(offset.x), velocity: Double(velocity.x), target: Double(target.x), range: offsetRangeX,
                rate: rate, bounces: bouncesX)
            y = ScrollAxisMotion(
                offset: Double(offset.y), velocity: Double(velocity.y), target: Double(target.y), range: offsetRangeY,
                rate: rate, bounces: bouncesY)
        }
        let moves = x.duration > 0 || y.duration > 0
        isDragging = false
        isTracking = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else {
            // Nothing to run, but the physics may still place the content: without bounces a
            // release past an edge (rubber-banded before `bounces` was turned off) stops at it.
            let rest = CGPoint(x: x.finalOffset, y: y.finalOffset)
            if rest != offset { setOffsetNow(rest) }
            indicators.scrollingDidEnd(in: self)
            return
        }
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(.deceleration, x: .physics(x), y: .physics(y), start: start)
    }

    /// One axis after the release: paging, or deceleration with the bounce.
    private func releaseMotion(
        _ offset: CGFloat, _ velocity: CGFloat, range: ClosedRange<Double>, page: CGFloat, bounces: Bool
    )
        -> ScrollAxisMotion
    {
        if isPagingEnabled, page > 0 {
            return ScrollAxisMotion(
                pagingFrom: Double(offset), velocity: Double(velocity), range: range, pageLength: Double(page),
                bounces: bounces)
        }
        return ScrollAxisMotion(
            offset: Double(offset), velocity: Double(velocity), range: range, rate: rate, bounces: bounces)
    }

    /// Whether the content bounces along each axis.
    var bouncesX: Bool { bounces && bouncesHorizontally }
    var bouncesY: Bool { bounces && bouncesVertically }

    /// The deceleration rate, kept inside (0, 1).
    var rate: Double { min(max(Double(decelerationRate.rawValue), 0.5), 0.999_999) }

    /// Ends a drag without a release (scrolling was turned off): the offset springs back if it
    /// is past an edge.
    func endDragWithoutRelease() {
        endDrag(velocity: .zero)
    }

    /// A finger that caught the content without dragging lifted: a bounce it interrupted goes on
    /// (not while a pinch or an animated zoom runs: their ends bring the offset inside, for the
    /// scale they end at).
    func trackingDidEnd() {
        isTracking = false
        guard drag == nil, motion == nil, !isZooming, zoom.animation == nil, isOutOfRange else {
            if drag == nil, motion == nil { indicators.scrollingDidEnd(in: self) }
            return
        }
        let offset = contentOffset
        let x = ScrollAxisMotion(offset: Double(offset.x), velocity: 0, range: offsetRangeX, rate: rate, bounces: true)
        let y = ScrollAxisMotion(offset: Double(offset.y), velocity: 0, range: offsetRangeY, rate: rate, bounces: true)
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(.deceleration, x: .physics(x), y: .physics(y), start: CACurrentMediaTime())
    }

    // MARK: The rubber band

    /// Where a finger at unbounded offset `value` puts the content: inside the range as it is,
    /// past an edge with iOS's resistance, or at the edge without `bounces`.
    func banded(_ value: CGFloat, range: ClosedRange<Double>, dimension: CGFloat, bounces: Bool) -> CGFloat {
        guard bounces, self.bounces else { return CGFloat(min(max(Double(value), range.lowerBound), range.upperBound)) }
        return CGFloat(RubberBand.clamp(Double(value), to: range, dimension: Double(dimension)))
    }

    /// The inverse of `banded`: the unbounded offset that shows the content at `value`.
    func unbanded(_ value: CGFloat, range: ClosedRange<Double>, dimension: CGFloat) -> CGFloat {
        let v = Double(value)
        if v < range.lowerBound {
            return CGFloat(
                range.lowerBound
                    - RubberBand.overshoot(forDisplacement: range.lowerBound - v, dimension: Double(dimension)))
        }
        if v > range.upperBound {
            return CGFloat(
                range.upperBound
                    + RubberBand.overshoot(forDisplacement: v - range.upperBound, dimension: Double(dimension)))
        }
        return value
    }
}
