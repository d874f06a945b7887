import Foundation

/// The spring that brings content back to an edge (bounce back) or onto a page, from an offset and velocity.
///
/// A damped harmonic oscillator in SwiftUI's and `UISpringTimingParameters`' terms: `response` is
/// the undamped period in seconds (stiffness `(2π / response)²` for unit mass) and `dampingRatio`
/// is 1 for critical damping, below 1 to overshoot, above 1 to creep. Every case is solved in
/// closed form, so `offset(at:)` is exact at any time.
///
/// Inputs are made safe: a NaN velocity is 0; a NaN target is the start offset (and a NaN start the
/// target, or 0 when both are NaN); magnitudes are clamped to 10¹²; a damping ratio that is NaN or
/// not positive is 1, and others are clamped to 0.01…100; a response that is not positive (or NaN) makes the
/// spring arrive at once.
public struct Spring: Sendable, Equatable {
    /// Where the spring starts, in points.
    public let offset: Double
    /// Where it comes to rest, in points.
    public let target: Double
    /// The velocity at the start, in points per second.
    public let velocity: Double
    /// The damping ratio after clamping (1 is critical).
    public let dampingRatio: Double
    /// The undamped period in seconds after clamping (0 arrives at once).
    public let response: Double

    /// A spring from `offset` to `target` starting at `velocity` points per second.
    public init(from offset: Double, to target: Double, velocity: Double, dampingRatio: Double, response: Double) {
        let cleanTarget = target.sanitized(nanAs: offset.sanitized())
        self.offset = offset.sanitized(nanAs: cleanTarget)
        self.target = cleanTarget
        self.velocity = velocity.sanitized()
        self.dampingRatio = dampingRatio > 0 ? min(max(dampingRatio, 0.01), 100) : 1
        self.response = response > 0 ? min(response, largestMagnitude) : 0
        duration = 0
        duration = settlingDuration()
    }

    /// UIScrollView's bounce back: the spring that returns content to an edge after it went past.
    ///
    /// Critically damped with a stiffness of 100 for unit mass (a response of 2π/10 ≈ 0.628 s), the
    /// values Ilya Lobanov measured for UIScrollView's bounce in ScrollMechanics (github.com/super-ultra/ScrollMechanics,
    /// `SimpleScrollView.bounce`); Apple publishes none.
    public static func bounce(from offset: Double, to target: Double, velocity: Double) -> Spring {
        Spring(
            from: offset, to: target, velocity: velocity, dampingRatio: ScrollMetrics.bounceDampingRatio,
            response: ScrollMetrics.bounceResponse)
    }

    /// Seconds until it is within `ScrollMetrics.restDistance` of the target and slower than `ScrollMetrics.restSpeed`.
    ///
    /// Half a pixel on a 3× screen, and half such a pixel per 60 Hz frame: Lobanov's ScrollMechanics
    /// settles its bounce within `0.5 / UIScreen.main.scale` points; Lamina takes the densest
    /// iPhone's scale so the snap to the target is never visible. The time is found on the decaying
    /// envelope of the motion, so the spring stays inside both bounds afterwards.
    public private(set) var duration: Double

    private func settlingDuration() -> Double {
        let motion = Motion(self)
        let near = settleTime(
            amplitude: motion.distanceBound.0, slope: motion.distanceBound.1, decay: motion.decay,
            threshold: ScrollMetrics.restDistance)
        let slow = settleTime(
            amplitude: motion.speedBound.0, slope: motion.speedBound.1, decay: motion.decay,
            threshold: ScrollMetrics.restSpeed)
        return max(near, slow)
    }

    /// The offset `time` seconds after the start (`target` exactly from `duration` on).
    public func offset(at time: Double) -> Double {
        let time = time.sanitizedTime
        if time >= duration { return target }
        return target + Motion(self).displacement(at: time)
    }

    /// The velocity `time` seconds after the start, in points per second (0 from `duration` on).
    public func velocity(at time: Double) -> Double {
        let time = time.sanitizedTime
        if time >= duration { return 0 }
        return Motion(self).speed(at: time)
    }
}

/// The closed-form solution of a spring's displacement from its target, `u(t)`.
private struct Motion {
    enum Kind {
        /// `u = e^(−βt)(a·cos ωt + b·sin ωt)`.
        case under(beta: Double, omega: Double, a: Double, b: Double)
        /// `u = e^(−ωt)(a + b·t)`.
        case critical(omega: Double, a: Double, b: Double)
        /// `u = a·e^(r₁t) + b·e^(r₂t)`, with r₂ < r₁ < 0.
        case over(r1: Double, r2: Double, a: Double, b: Double)
        /// Arrives at once.
        case instant
    }

    let kind: Kind

    init(_ spring: Spring) {
        let start = spring.offset - spring.target
        let velocity = spring.velocity
        let zeta = spring.dampingRatio
        guard spring.response > 0, start != 0 || velocity != 0 else {
            kind = .instant
            return
        }
        let natural = 2 * Double.pi / spring.response
        if zeta < 1 {
            let beta = zeta * natural
            let omega = natural * (1 - zeta * zeta).squareRoot()
            kind = .under(beta: beta, omega: omega, a: start, b: (velocity + beta * start) / omega)
        } else if zeta == 1 {
            kind = .critical(omega: natural, a: start, b: velocity + natural * start)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -natural * (zeta - root)
            let r2 = -natural * (zeta + root)
            let b = (velocity - r1 * start) / (r2 - r1)
            kind = .over(r1: r1, r2: r2, a: start - b, b: b)
        }
    }

    /// The rate at which the envelopes decay, per second.
    var decay: Double {
        switch kind {
        case .under(let beta, _, _, _): beta
        case .critical(let omega, _, _): omega
        case .over(let r1, _, _, _): -r1
        case .instant: 1
        }
    }

    /// `(amplitude, slope)` of an envelope `e^(−decay·t)(amplitude + slope·t)` above `|u(t)|`.
    var distanceBound: (Double, Double) {
        switch kind {
        case .under(_, _, let a, let b): ((a * a + b * b).squareRoot(), 0)
        case .critical(_, let a, let b): (abs(a), abs(b))
        case .over(_, _, let a, let b): (abs(a) + abs(b), 0)
        case .instant: (0, 0)
        }
    }

    /// `(amplitude, slope)` of an envelope `e^(−decay·t)(amplitude + slope·t)` above `|u′(t)|`.
    var speedBound: (Double, Double) {
        switch kind {
        case .under(let beta, let omega, let a, let b):
            let cosine = omega * b - beta * a
            let sine = -beta * b - omega * a
            return ((cosine * cosine + sine * sine).squareRoot(), 0)
        case .critical(let omega, let a, let b): return (abs(b - omega * a), abs(omega * b))
        case .over(let r1, let r2, let a, let b): return (abs(r1 * a) + abs(r2 * b), 0)
        case .instant: return (0, 0)
        }
    }

    func displacement(at t: Double) -> Double {
        switch kind {
        case .under(let beta, let omega, let a, let b): exp(-beta * t) * (a * cos(omega * t) + b * sin(omega * t))
        case .critical(let omega, let a, let b): exp(-omega * t) * (a + b * t)
        case .over(let r1, let r2, let a, let b): a * exp(r1 * t) + b * exp(r2 * t)
        case .instant: 0
        }
    }

    func speed(at t: Double) -> Double {
        switch kind {
        case .under(let beta, let omega, let a, let b):
            return exp(-beta * t) * ((omega * b - beta * a) * cos(omega * t) - (beta * b + omega * a) * sin(omega * t))
        case .critical(let omega, let a, let b): return exp(-omega * t) * (b - omega * a - omega * b * t)
        case .over(let r1, let r2, let a, let b): return a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
        case .instant: return 0
        }
    }
}
