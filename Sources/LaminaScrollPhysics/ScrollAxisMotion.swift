/// One axis after the finger lifts: decelerate inside `range`; with `bounces`, cross an edge and spring back to it
/// (the velocity at the crossing carried into the spring); without, stop dead at the edge; starting outside the
/// range (released while rubber-banded) springs straight back. Paging variant: settle on a page.
///
/// Velocities are of the offset, in points per second (a finger moving content up scrolls the
/// offset down, so UIScrollView passes the negated pan velocity). Every output is finite: NaN
/// velocities are 0, a NaN offset is the range's lower bound, magnitudes are clamped to 10¹².
public struct ScrollAxisMotion: Sendable {
    /// The deceleration phase, if any, and the time it hands over (to the spring or to rest).
    private var deceleration: Deceleration?
    private var decelerationEnd: Double = 0
    /// The spring phase, if any, and the time it starts.
    private var spring: Spring?
    private var springStart: Double = 0
    /// Without bounces, offsets are held inside this range.
    private var limits: ClosedRange<Double>?

    /// Seconds until the motion is over; after this, offset(at:) == finalOffset exactly.
    public private(set) var duration: Double = 0
    /// Where the motion comes to rest.
    public private(set) var finalOffset: Double
    /// The time the motion leaves the range (starts bouncing), if it does — UIKit's bounce begins then.
    ///
    /// 0 for a release outside the range, nil when the motion stays inside or stops at the edge.
    public private(set) var bounceStart: Double?

    /// A release at `offset` with `velocity`, decelerating at `rate` inside `range`.
    public init(offset: Double, velocity: Double, range: ClosedRange<Double>, rate: Double, bounces: Bool) {
        let range = range.sanitized
        let offset = offset.sanitized(nanAs: range.lowerBound)
        finalOffset = range.clamp(offset)
        if springBack(from: offset, velocity: velocity, to: range.clamp(offset), range: range, bounces: bounces) {
            return
        }
        decelerate(Deceleration(offset: offset, velocity: velocity, rate: rate), range: range, bounces: bounces)
    }

    /// Same as `init(offset:…)` but to an explicit target (the delegate changed targetContentOffset).
    ///
    /// Apple does not say how UIKit reaches a changed target. Lamina keeps the deceleration's shape
    /// and rate and gives it the velocity whose projection is the target, so the motion lands on it
    /// exactly; the speed can therefore change at release, as developers report of UIKit
    /// (rdar://18746849 describes UIKit's own adjustment misbehaving for slow releases). The target is
    /// clamped into `range`; a release outside the range springs to the clamped target.
    public init(
        offset: Double, velocity: Double, target: Double, range: ClosedRange<Double>, rate: Double, bounces: Bool
    ) {
        let range = range.sanitized
        let offset = offset.sanitized(nanAs: range.lowerBound)
        let target = range.clamp(target.sanitized(nanAs: offset))
        finalOffset = target
        if springBack(from: offset, velocity: velocity, to: target, range: range, bounces: bounces) { return }
        let shape = Deceleration(offset: offset, velocity: 0, rate: rate)
        let aimed = Deceleration(offset: offset, velocity: (target - offset) * shape.decay, rate: shape.rate)
        deceleration = aimed
        decelerationEnd = aimed.duration
        duration = aimed.duration
    }

    /// Paging: settles on a multiple of `pageLength` (from range.lowerBound) chosen by iOS's paging rules from the offset and release velocity.
    ///
    /// A release slower than `ScrollMetrics.pagingFlickVelocity` settles on the nearest page; a
    /// faster one on the next page boundary in the direction of the velocity, however little of
    /// the page was dragged, and never further. The page is clamped into `range` (the last page
    /// may be partial), and the content gets there on the bounce spring carrying the release
    /// velocity. A `pageLength` that is not a positive number settles on the nearest edge.
    public init(
        pagingFrom offset: Double, velocity: Double, range: ClosedRange<Double>, pageLength: Double, bounces: Bool
    ) {
        let range = range.sanitized
        let offset = offset.sanitized(nanAs: range.lowerBound)
        let velocity = velocity.sanitized()
        let target = Self.page(for: offset, velocity: velocity, range: range, pageLength: pageLength)
        finalOffset = target
        let settle = Spring.bounce(from: offset, to: target, velocity: velocity)
        spring = settle
        duration = settle.duration
        bounceStart = range.contains(offset) ? nil : 0
        limits = bounces ? nil : range
    }

    /// The page offset iOS's paging rules pick for a release at `offset` with `velocity`.
    static func page(for offset: Double, velocity: Double, range: ClosedRange<Double>, pageLength: Double) -> Double {
        guard pageLength > 0, pageLength.isFinite else { return range.clamp(offset) }
        let position = (offset - range.lowerBound) / pageLength
        let page: Double
        if velocity >= ScrollMetrics.pagingFlickVelocity {
            page = position.rounded(.down) + 1
        } else if velocity <= -ScrollMetrics.pagingFlickVelocity {
            page = position.rounded(.up) - 1
        } else {
            page = position.rounded()
        }
        return range.clamp(range.lowerBound + page * pageLength)
    }

    /// The offset `time` seconds after release (finalOffset from duration on).
    public func offset(at time: Double) -> Double {
        let time = time.sanitizedTime
        if time >= duration { return finalOffset }
        let value = offsetBeforeLimits(at: time)
        return limits?.clamp(value) ?? value
    }

    /// The velocity `time` seconds after release, in points per second (0 from duration on, and while held at an edge).
    public func velocity(at time: Double) -> Double {
        let time = time.sanitizedTime
        if time >= duration { return 0 }
        if let limits, !limits.contains(offsetBeforeLimits(at: time)) { return 0 }
        if let deceleration, time < decelerationEnd { return deceleration.velocity(at: time) }
        if let spring { return spring.velocity(at: time - springStart) }
        return 0
    }

    /// The offset the phases give at `time`, before holding it inside `limits`.
    private func offsetBeforeLimits(at time: Double) -> Double {
        if let deceleration, time < decelerationEnd { return deceleration.offset(at: time) }
        if let spring { return spring.offset(at: time - springStart) }
        return finalOffset
    }

    /// For a release outside `range`: springs to `target` (or, without bounces, stops there at
    /// once) and returns true; inside the range it returns false.
    private mutating func springBack(
        from offset: Double, velocity: Double, to target: Double, range: ClosedRange<Double>, bounces: Bool
    ) -> Bool {
        guard !range.contains(offset) else { return false }
        guard bounces else { return true }
        let back = Spring.bounce(from: offset, to: target, velocity: velocity)
        spring = back
        duration = back.duration
        bounceStart = 0
        return true
    }

    /// Decelerates inside `range`, then bounces at (or, without bounces, stops at) the edge it reaches.
    private mutating func decelerate(_ deceleration: Deceleration, range: ClosedRange<Double>, bounces: Bool) {
        self.deceleration = deceleration
        let destination = deceleration.destination
        guard !range.contains(destination) else {
            finalOffset = destination
            decelerationEnd = deceleration.duration
            duration = deceleration.duration
            return
        }
        let edge = destination > range.upperBound ? range.upperBound : range.lowerBound
        let crossing = deceleration.time(toReach: edge) ?? deceleration.duration
        finalOffset = edge
        decelerationEnd = crossing
        guard bounces else {
            duration = crossing
            limits = range
            return
        }
        let back = Spring.bounce(from: edge, to: edge, velocity: deceleration.velocity(at: crossing))
        spring = back
        springStart = crossing
        duration = crossing + back.duration
        bounceStart = crossing
    }
}
