import Foundation

/// iOS's deceleration rates (`UIScrollView.DecelerationRate`): the fraction of velocity kept per millisecond.
///
/// The values are those UIKit has always had (0.998 and 0.99 since iPhone OS 3.0) and that WWDC 2018
/// session 803 "Designing Fluid Interfaces" gives with its projection function; Apple's documentation
/// names the constants without printing them.
public enum DecelerationRate {
    /// The default rate: 99.8 % of the velocity kept each millisecond.
    public static let normal: Double = 0.998
    /// The fast rate (paging-like lists): 99 % kept each millisecond.
    public static let fast: Double = 0.99
}

/// One axis of exponential deceleration from a release velocity (points per second), as UIScrollView decelerates.
///
/// UIKit keeps `rate` of the velocity each millisecond, so the content comes to rest where WWDC 2018
/// session 803 projects it: `offset + velocity / 1000 · rate / (1 − rate)`. Lamina runs that as one
/// continuous exponential, `offset(t) = offset + D · (1 − e^(−k·t))`, with `D` the projected distance
/// and `k = 1000 · (1 − rate) / rate` per second, so the motion starts at exactly the release
/// velocity and ends at exactly the projection; its per-millisecond decay `e^(−k/1000)` matches
/// `rate` to within 0.000051 for both of iOS's rates (2·10⁻⁹ at `.normal`).
///
/// Inputs are made safe rather than trapped on: a NaN velocity is 0, a NaN offset is 0, magnitudes
/// are clamped to 10¹² points, and a rate outside 0.01…0.9999 (or NaN) is clamped into it (NaN is
/// `.normal`), so every output is finite.
public struct Deceleration: Sendable, Equatable {
    /// Where the motion starts, in points.
    public let offset: Double
    /// The release velocity, in points per second (positive moves the offset up).
    public let velocity: Double
    /// The fraction of velocity kept per millisecond, after clamping.
    public let rate: Double

    /// A deceleration from `offset` at `velocity` points per second, keeping `rate` of it per millisecond.
    public init(offset: Double, velocity: Double, rate: Double) {
        self.offset = offset.sanitized()
        self.velocity = velocity.sanitized()
        self.rate = rate.isNaN ? DecelerationRate.normal : min(max(rate, 0.01), 0.9999)
    }

    /// The exponential's decay constant, per second.
    var decay: Double { 1000 * (1 - rate) / rate }

    /// The signed distance the motion covers: WWDC 2018 session 803's projection.
    var distance: Double { velocity / 1000 * rate / (1 - rate) }

    /// Where it comes to rest: UIKit's projected target (the value handed to scrollViewWillEndDragging's targetContentOffset).
    public var destination: Double { offset + distance }

    /// Seconds until the speed falls below the stopping threshold.
    ///
    /// The motion stops once less than `ScrollMetrics.restDistance` (half a pixel on a 3× screen) of
    /// its travel remains, that is once its speed falls below `k · restDistance` (0.33 pt/s at
    /// `.normal`, 1.7 pt/s at `.fast`); from then on `offset(at:)` is `destination` exactly. Ilya
    /// Lobanov's "Deceleration mechanics of UIScrollView" (2019) stops the same way, on the distance
    /// left rather than on a speed.
    public var duration: Double {
        let remaining = abs(distance)
        guard remaining > ScrollMetrics.restDistance else { return 0 }
        return log(remaining / ScrollMetrics.restDistance) / decay
    }

    /// The offset `time` seconds after release (`destination` from `duration` on).
    public func offset(at time: Double) -> Double {
        let time = time.sanitizedTime
        if time >= duration { return destination }
        return offset + distance * -expm1(-decay * time)
    }

    /// The velocity `time` seconds after release, in points per second (0 from `duration` on).
    public func velocity(at time: Double) -> Double {
        let time = time.sanitizedTime
        if time >= duration { return 0 }
        return velocity * exp(-decay * time)
    }

    /// The first time (≥ 0) the offset reaches `value`, or nil if it never does.
    ///
    /// A value in the last `restDistance` before `destination`, or `destination` itself, is reached
    /// at `duration`, when the motion settles onto it.
    public func time(toReach value: Double) -> Double? {
        guard !value.isNaN else { return nil }
        if value == offset { return 0 }
        guard distance != 0 else { return nil }
        let fraction = (value - offset) / distance
        guard fraction > 0, fraction <= 1 else { return nil }
        if fraction == 1 { return duration }
        let time = -log1p(-fraction) / decay
        return min(time, duration)
    }
}
