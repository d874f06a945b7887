import Foundation

/// A damped harmonic oscillator moving from 0 to 1, solved in closed form: the motion of
/// `CASpringAnimation`.
///
/// The spring obeys m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = `initialVelocity`,
/// which, as in Core Animation, is measured in total distances per second and is positive toward
/// the target. `value(at:)` is exact for the under-damped, critically damped and over-damped
/// cases, written so that no intermediate overflows or cancels badly, even close to critical.
///
/// Degenerate parameters never trap: a mass or stiffness that is not positive and finite, or a
/// damping that is NaN or infinite, gives a spring already at rest at its target (1 for every
/// t > 0, settling duration 0); a negative damping counts as 0 (an undamped spring oscillates
/// forever and never settles); a velocity that is not finite counts as 0.
package struct SpringSolution: Sendable, Equatable {
    /// The mass of the object on the spring.
    package let mass: Double
    /// The spring constant k.
    package let stiffness: Double
    /// The viscous damping coefficient c; a negative one is stored as 0.
    package let damping: Double
    /// The starting velocity, in total distances per second, positive toward the target.
    package let initialVelocity: Double

    /// How close to the target, as a fraction of the distance, the spring must stay to count as
    /// at rest for `settlingDuration`.
    package static let settlingTolerance = 0.001

    /// The shape of the motion, from the roots of m·r² + c·r + k = 0.
    private enum Motion: Equatable {
        /// Already at the target.
        case atRest
        /// Oscillates: envelope e^(−decay·t), angular frequency `frequency`.
        case underdamped(decay: Double, frequency: Double)
        /// The fastest approach without oscillation: a double root at −decay.
        case critical(decay: Double)
        /// Two real roots, −decay ± spread; `slow` is decay − spread, computed without
        /// cancellation.
        case overdamped(decay: Double, spread: Double, slow: Double)
    }

    private let motion: Motion

    /// Creates the spring; see the type's discussion for degenerate parameters.
    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping > 0 ? damping : (damping.isNaN ? damping : 0)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        let valid = mass > 0 && mass.isFinite && stiffness > 0 && stiffness.isFinite
        guard valid && self.damping.isFinite else {
            motion = .atRest
            return
        }
        let natural = (stiffness / mass).squareRoot()
        let decay = self.damping / (2 * mass)
        if decay < natural {
            let frequency = ((natural - decay) * (natural + decay)).squareRoot()
            motion = frequency > 0 ? .underdamped(decay: decay, frequency: frequency) : .critical(decay: decay)
        } else if decay > natural {
            let spread = ((decay - natural) * (decay + natural)).squareRoot()
            let slow = natural * natural / (decay + spread)
            motion =
                spread > 0
                ? .overdamped(decay: decay, spread: spread, slow: slow) : .critical(decay: decay)
        } else {
            motion = .critical(decay: decay)
        }
    }

    /// The damping ratio ζ = c / (2·√(k·m)): below 1 the spring overshoots, at 1 it is critically
    /// damped. NaN for a spring given degenerate parameters.
    package var dampingRatio: Double {
        guard case .atRest = motion else { return damping / (2 * (stiffness * mass).squareRoot()) }
        return .nan
    }

    /// The position t seconds after the start: 0 at t = 0, tending to 1. Times at or before 0
    /// (and NaN) give 0; an infinite time gives the rest position, 1.
    package func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t.isFinite else { return 1 }
        return 1 + displacement(at: t)
    }

    /// x(t) − 1, for t > 0.
    private func displacement(at t: Double) -> Double {
        let velocity = initialVelocity
        switch motion {
        case .atRest:
            return 0
        case .underdamped(let decay, let frequency):
            let phase = frequency * t
            return exp(-decay * t) * (-cos(phase) + (velocity - decay) * sin(phase) / frequency)
        case .critical(let decay):
            return exp(-decay * t) * (-1 + (velocity - decay) * t)
        case .overdamped(let decay, let spread, let slow):
            let (cosine, sine) = Self.hyperbolic(decay: decay, spread: spread, slow: slow, at: t)
            return -cosine + (velocity - decay) * sine
        }
    }

    /// e^(−decay·t)·cosh(spread·t) and e^(−decay·t)·sinh(spread·t)/spread, from the two decaying
    /// exponentials so that nothing overflows, with `expm1` where they nearly cancel.
    private static func hyperbolic(
        decay: Double, spread: Double, slow: Double, at t: Double
    ) -> (Double, Double) {
        let slowTerm = exp(-slow * t)
        let fastTerm = exp(-(decay + spread) * t)
        let twice = 2 * spread * t
        let sine =
            twice < 1 ? fastTerm * expm1(twice) / (2 * spread) : (slowTerm - fastTerm) / (2 * spread)
        return ((slowTerm + fastTerm) / 2, sine)
    }

    /// The estimated time after which the spring stays within `settlingTolerance` of its target.
    ///
    /// It is the last time an upper bound of |x(t) − 1| reaches the tolerance: for an oscillating
    /// spring e^(−decay·t)·(1 + |v − decay|·min(t, 1/frequency)), which bounds the cosine and
    /// sine terms separately; for the other cases the same sum with the non-oscillating terms.
    /// The bound rises at most once and then falls, so the time is found by doubling and
    /// bisection. With this bound, Apple's documented examples come out as documented: mass 1,
    /// stiffness 100 and damping 5 settle in about 2.85 s, damping 15 in just over 1 s. Infinite
    /// for an undamped spring; 0 for a spring at rest.
    package var settlingDuration: Double {
        let rate: Double
        switch motion {
        case .atRest: return 0
        case .underdamped(let decay, _), .critical(let decay): rate = decay
        case .overdamped(_, _, let slow): rate = slow
        }
        guard rate > 0 else { return .infinity }
        let tolerance = Self.settlingTolerance
        var low = 0.0
        var high = 1 / rate
        var doublings = 0
        while envelope(at: high) >= tolerance {
            low = high
            high *= 2
            doublings += 1
            if doublings > 1100 || !high.isFinite { return .infinity }
        }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            guard middle > low && middle < high else { break }
            if envelope(at: middle) >= tolerance { low = middle } else { high = middle }
        }
        return high
    }

    /// An upper bound of |x(t) − 1| that rises at most once and then falls; 1 at t = 0.
    private func envelope(at t: Double) -> Double {
        let push = abs(initialVelocity - decayRate)
        switch motion {
        case .atRest:
            return 0
        case .underdamped(let decay, let frequency):
            return exp(-decay * t) * (1 + push * min(t, 1 / frequency))
        case .critical(let decay):
            return exp(-decay * t) * (1 + push * t)
        case .overdamped(let decay, let spread, let slow):
            let (cosine, sine) = Self.hyperbolic(decay: decay, spread: spread, slow: slow, at: t)
            return cosine + push * sine
        }
    }

    /// The decay rate of the envelope's exponential, c / (2m), or 0 at rest.
    private var decayRate: Double {
        switch motion {
        case .atRest: return 0
        case .underdamped(let decay, _), .critical(let decay), .overdamped(let decay, _, _):
            return decay
        }
    }
}

extension SpringSolution {
    /// The spring UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
    /// options:animations:)` runs: mass 1, the given damping ratio, and the stiffness that makes
    /// the spring, started at rest, settle (within `settlingTolerance`) exactly at `duration`.
    ///
    /// Source of the decision: that API fixes the animation's length (the completion runs at
    /// `duration`), so the spring must be fitted to the duration, not the other way round. Public
    /// discussions of the legacy API (among them a Stack Overflow answer by the author of
    /// Framer's spring code) describe UIKit computing stiffness and damping from the damping ratio
    /// and the duration so that the motion has come to rest when the animation ends; the common
    /// community fit (ω₀ = ln(1/ε) / (ζ·duration) from the envelope) lands within a few percent
    /// of this one for damping ratios up to about 0.8. We did not use the "response" form of iOS 17's
    /// `UISpringTimingParameters(duration:bounce:)`, stiffness (2π/duration)², because its
    /// duration is a perceived one that the motion outlasts: cut at `duration`, it would jump.
    ///
    /// The result is sampled in seconds: `value(at: t)` for t in 0…`duration`, where the caller
    /// ends the animation at the model value. The fit ignores the velocity, which only sets the
    /// start (a fast start may leave a gap above the tolerance at `duration`, closed by that end).
    /// `initialVelocity` is UIKit's unit: 1 is the whole distance in one second.
    ///
    /// A damping ratio of NaN counts as 1; ratios are clamped to 0.01…100 (0 would never settle).
    /// A duration that is not positive and finite gives a spring already at rest.
    package static func uiKit(
        dampingRatio: Double, duration: Double, initialVelocity: Double
    ) -> SpringSolution {
        guard duration > 0 && duration.isFinite else {
            return SpringSolution(mass: 1, stiffness: 0, damping: 0, initialVelocity: 0)
        }
        let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0.01), 100)
        // Settling time scales as 1/ω₀ for a spring started at rest: fit ω₀ from a unit spring.
        let unit = SpringSolution(mass: 1, stiffness: 1, damping: 2 * ratio, initialVelocity: 0)
        let natural = unit.settlingDuration / duration
        return SpringSolution(
            mass: 1, stiffness: natural * natural, damping: 2 * ratio * natural,
            initialVelocity: initialVelocity)
    }
}
