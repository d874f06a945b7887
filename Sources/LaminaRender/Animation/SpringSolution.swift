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
    /// How close to the target, as a fraction of the distance, UIKit's fitted spring is at the
    /// end of its duration (Framer's `epsilon`, the value its converter shares with iOS).
    package static let uiKitFitTolerance = 0.001

    /// The spring UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
    /// options:animations:)` and `UISpringTimingParameters(dampingRatio:initialVelocity:)` run:
    /// mass 1, the given damping ratio, and the natural frequency ω₀ at which the envelope of the
    /// motion has fallen to `uiKitFitTolerance` of the distance exactly at `duration`.
    ///
    /// The envelope is that of the damped oscillation's sine–cosine sum, |ζω₀ − v| / ω_d ·
    /// e^(−ζω₀·duration) with ω_d = ω₀√(1 − ζ²), and (1 + (ω₀ − v)·duration) · e^(−ω₀·duration)
    /// for a critically damped spring; v is the initial velocity, so a push toward the target
    /// softens the spring. Sources: Framer's `SpringCurveValueConverter.computeDerivedCurveOptions`
    /// (github.com/koenbok/Framer, framer/Animators/SpringCurveValueConverter.coffee), which its
    /// authors state is the calculation iOS makes "based on dampingRatio and duration"
    /// (github.com/framer/SpringsExample, readme); the same fit reproduces `UIView.animate`'s
    /// springs with `CASpringAnimation` in github.com/guillianbalisi/ios-spring-animations; and
    /// Christian Schnorr's "Demystifying UIKit Spring Animations" (github.com/jenox/UIKit-Playground)
    /// describes the duration as "the duration until a small enough amplitude is reached" and
    /// notes that UIKit does not run over-damped springs. The response form, stiffness
    /// (2π/duration)², belongs to iOS 17's `duration`/`bounce` springs, whose duration is a
    /// perceived one (`CASpringAnimation(perceptualDuration:bounce:)`).
    ///
    /// `initialVelocity` is UIKit's unit: 1 is the whole distance in one second. The damping
    /// ratio is clamped to 0.01…1 (NaN counts as 1): UIKit has no over-damped fitted spring, and
    /// below 0.01 no spring would come within the tolerance. A duration that is not positive and
    /// finite gives a spring already at rest.
    package static func uiKit(
        dampingRatio: Double, duration: Double, initialVelocity: Double
    ) -> SpringSolution {
        guard duration > 0 && duration.isFinite else {
            return SpringSolution(mass: 1, stiffness: 0, damping: 0, initialVelocity: 0)
        }
        let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0.01), 1)
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let natural = uiKitNaturalFrequency(ratio: ratio, duration: duration, velocity: velocity)
        return SpringSolution(
            mass: 1, stiffness: natural * natural, damping: 2 * ratio * natural, initialVelocity: velocity)
    }

    /// The largest ω₀ at which the fit's envelope at `duration` reaches the tolerance: found by
    /// doubling past the point where the velocity cancels the decay, halving back to bracket the
    /// crossing, and bisecting.
    private static func uiKitNaturalFrequency(ratio: Double, duration: Double, velocity: Double) -> Double {
        func envelope(_ natural: Double) -> Double {
            let decay = ratio * natural
            guard ratio < 1 else { return abs(1 + (natural - velocity) * duration) * exp(-natural * duration) }
            let frequency = natural * ((1 - ratio) * (1 + ratio)).squareRoot()
            return abs(decay - velocity) / frequency * exp(-decay * duration)
        }
        let tolerance = uiKitFitTolerance
        let cancels = ratio < 1 ? velocity / ratio : velocity - 1 / duration
        var high = 1 / duration
        var steps = 0
        while envelope(high) >= tolerance || high <= cancels {
            high *= 2
            steps += 1
            if steps > 1100 || !high.isFinite { return 1 / duration }
        }
        var low = high / 2
        while envelope(low) < tolerance {
            high = low
            low /= 2
            steps += 1
            if steps > 2200 || low == 0 { return high }
        }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            guard middle > low && middle < high else { break }
            if envelope(middle) >= tolerance { low = middle } else { high = middle }
        }
        return high
    }
}
