import Foundation
import LaminaRender
import Testing

@Suite struct SpringSolutionTests {
    /// Positions at 0.05, 0.25, 0.5 and 1.5 s, integrated separately at 30 digits with a Taylor
    /// ODE solver from m·x″ + c·x′ + k·(x − 1) = 0, x(0) = 0, x′(0) = v.
    static let reference: [(mass: Double, stiffness: Double, damping: Double, velocity: Double, [Double])] = [
        (1, 100, 10, 0, [0.1044054734550794, 1.0233595799066924, 1.0745905665950333, 0.99936451756065199]),
        (1, 100, 10, 5, [0.29307807519253281, 1.1604145292595436, 1.0306193562287769, 0.99949589329613916]),
        (2, 50, 3, -2, [-0.065016139076480217, 0.29193262044731152, 1.3013765226527188, 0.69856999055167613]),
        (1, 100, 20, 3, [0.18118360938794488, 0.77426625378427831, 0.9696792385041154, 0.99999648212331423]),
        (1, 100, 50, 0, [0.062213866098368585, 0.3795081593841021, 0.63176087089814261, 0.9543222636659242]),
        (0.5, 20, 30, 4, [0.085054279985078323, 0.20302792525625321, 0.32665437011845936, 0.65690226063500164]),
    ]

    @Test func closedFormsMatchAHighPrecisionIntegration() {
        for spring in Self.reference {
            let solution = SpringSolution(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                initialVelocity: spring.velocity)
            for (t, expected) in zip([0.05, 0.25, 0.5, 1.5], spring.4) {
                #expect(abs(solution.value(at: t) - expected) < 1e-13, "\(spring) at \(t)")
            }
        }
    }

    @Test(arguments: [
        SpringCase(1, 100, 10, 0), SpringCase(1, 100, 20, 0), SpringCase(1, 100, 20, -7),
        SpringCase(1, 100, 20 * (1 + 1e-9), 2), SpringCase(1, 100, 20 * (1 - 1e-9), 2), SpringCase(3, 7, 0.5, 1),
        SpringCase(1, 300, 2, 0), SpringCase(0.2, 10, 40, -3), SpringCase(1, 1, 0, 0),
    ])
    func closedFormsMatchRungeKutta(spring: SpringCase) {
        let (mass, stiffness, damping, velocity) = (spring.mass, spring.stiffness, spring.damping, spring.velocity)
        let solution = spring.solution
        // Classic fourth-order Runge–Kutta on (x, x′), 1e-4 s steps.
        var x = 0.0
        var v = velocity
        let h = 1e-4
        func acceleration(_ x: Double, _ v: Double) -> Double {
            (-stiffness * (x - 1) - damping * v) / mass
        }
        for step in 1...20_000 {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v
            let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v
            let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v
            let k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if step % 1000 == 0 {
                let t = Double(step) * h
                #expect(abs(solution.value(at: t) - x) < 1e-9, "at \(t)")
            }
        }
    }

    @Test func criticallyDampedFollowsItsClosedForm() {
        let spring = SpringSolution(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        #expect(spring.dampingRatio == 1)
        for t in [0.01, 0.1, 0.3, 1, 2] {
            #expect(abs(spring.value(at: t) - (1 - exp(-10 * t) * (1 + 10 * t))) < 1e-15)
        }
        // It never overshoots from rest.
        for step in 1...1000 { #expect(spring.value(at: Double(step) / 200) <= 1) }
    }

    @Test func velocityShapesTheStart() {
        let rest = SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        let pushed = SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: 4)
        let pulled = SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: -4)
        let h = 1e-7
        #expect(abs(pushed.value(at: h) / h - 4) < 1e-4)
        #expect(abs(rest.value(at: h) / h) < 1e-4)
        #expect(pushed.value(at: 0.05) > rest.value(at: 0.05))
        #expect(pulled.value(at: 0.02) < 0)
        #expect(pushed.value(at: 0) == 0 && pulled.value(at: 0) == 0)
    }

    @Test func undampedSpringOscillatesForever() {
        let spring = SpringSolution(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0)
        #expect(abs(spring.value(at: 0.1) - (1 - cos(1.0))) < 1e-15)
        #expect(abs(spring.value(at: 1000.05) - (1 - cos(10_000.5))) < 1e-12)
        #expect(spring.settlingDuration == .infinity)
        let negative = SpringSolution(mass: 1, stiffness: 100, damping: -3, initialVelocity: 0)
        #expect(negative.damping == 0)
        #expect(negative.value(at: 0.37) == spring.value(at: 0.37))
    }

    @Test func settlingMatchesApplesDocumentedExamples() {
        // Apple: damping 5 settles in about 2.85 s; damping 15 in just over 1 s.
        let bouncy = SpringSolution(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
        #expect(abs(bouncy.settlingDuration - 2.85) < 0.01)
        let damped = SpringSolution(mass: 1, stiffness: 100, damping: 15, initialVelocity: 0)
        #expect(damped.settlingDuration > 1 && damped.settlingDuration < 1.05)
        // The default CASpringAnimation (damping 10) lies between.
        let standard = SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(standard.settlingDuration > 1.4 && standard.settlingDuration < 1.5)
    }

    @Test(arguments: [
        SpringCase(1, 100, 5, 0), SpringCase(1, 100, 10, 30), SpringCase(1, 100, 20, 0), SpringCase(1, 100, 20, -40),
        SpringCase(1, 100, 60, 0), SpringCase(2, 30, 3, 1), SpringCase(1, 1, 1e4, 0),
        SpringCase(1, 100, 20 * (1 + 1e-12), 0),
    ])
    func staysSettledAfterTheSettlingDuration(spring: SpringCase) {
        let solution = spring.solution
        let settling = solution.settlingDuration
        #expect(settling > 0 && settling.isFinite)
        let tolerance = SpringSolution.settlingTolerance
        for step in 0...4000 {
            let t = settling * (1 + Double(step) / 1000)
            // The bound is exact for springs that do not oscillate: allow rounding.
            #expect(abs(solution.value(at: t) - 1) <= tolerance + 1e-15, "at \(t)")
        }
        // The estimate is not far off: shortly before it the spring is still visibly moving.
        let earlier = stride(from: 0.75 * settling, through: settling, by: settling / 4000).map {
            abs(solution.value(at: $0) - 1)
        }
        #expect(earlier.contains { $0 >= tolerance / 2 })
    }

    @Test func degenerateParametersGiveASpringAtRest() {
        let cases = [
            SpringSolution(mass: 0, stiffness: 100, damping: 10, initialVelocity: 0),
            SpringSolution(mass: -1, stiffness: 100, damping: 10, initialVelocity: 0),
            SpringSolution(mass: 1, stiffness: 0, damping: 10, initialVelocity: 0),
            SpringSolution(mass: 1, stiffness: -5, damping: 10, initialVelocity: 0),
            SpringSolution(mass: .nan, stiffness: 100, damping: 10, initialVelocity: 0),
            SpringSolution(mass: 1, stiffness: .infinity, damping: 10, initialVelocity: 0),
            SpringSolution(mass: 1, stiffness: 100, damping: .nan, initialVelocity: 0),
            SpringSolution(mass: 1, stiffness: 100, damping: .infinity, initialVelocity: 0),
        ]
        for spring in cases {
            #expect(spring.value(at: 0) == 0)
            #expect(spring.value(at: 0.001) == 1)
            #expect(spring.value(at: 5) == 1)
            #expect(spring.settlingDuration == 0)
            #expect(spring.dampingRatio.isNaN)
        }
    }

    @Test func oddTimesAndVelocitiesAreSafe() {
        let spring = SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: .nan)
        #expect(spring.initialVelocity == 0)
        #expect(spring.value(at: -1) == 0)
        #expect(spring.value(at: .nan) == 0)
        #expect(spring.value(at: .infinity) == 1)
        #expect(spring.value(at: 1e6) == 1)
        let heavy = SpringSolution(mass: 1, stiffness: 1, damping: 1e6, initialVelocity: 0)
        let slow = heavy.value(at: 1e5)
        #expect(slow > 0 && slow < 1)
        #expect(abs(slow - (1 - exp(-0.1))) < 1e-6)
        #expect(heavy.value(at: 1e9) == 1)
    }

    /// UIKit's fit, v = 0: ω₀ = ln(ζ / (ε·√(1 − ζ²))) / (ζ·duration), ε = 0.001; stiffness ω₀²,
    /// damping 2ζω₀. Ratio 0.25 over 3 s gives Framer's published pair for that
    /// `UIView.animate` call (stiffness 54.83363359078326, damping 3.702486785620688).
    @Test func uiKitSpringsAreFittedAsUIKitFitsThem() {
        let framer = SpringSolution.uiKit(dampingRatio: 0.25, duration: 3, initialVelocity: 0)
        #expect(abs(framer.stiffness - 54.83363359078326) < 1e-9)
        #expect(abs(framer.damping - 3.702486785620688) < 1e-10)
        for (ratio, duration) in [(0.1, 1.0), (0.5, 0.5), (0.8, 0.4), (0.25, 3), (0.01, 1)] {
            let natural = log(ratio / (0.001 * (1 - ratio * ratio).squareRoot())) / (ratio * duration)
            let spring = SpringSolution.uiKit(dampingRatio: ratio, duration: duration, initialVelocity: 0)
            #expect(spring.mass == 1)
            #expect(abs(spring.stiffness / (natural * natural) - 1) < 1e-12, "ratio \(ratio), \(duration) s")
            #expect(abs(spring.damping / (2 * ratio * natural) - 1) < 1e-12, "ratio \(ratio), \(duration) s")
        }
        let half = SpringSolution.uiKit(dampingRatio: 0.5, duration: 0.5, initialVelocity: 0)
        #expect(abs(half.stiffness - 646.8780063665112) < 1e-9)
        #expect(abs(half.damping - 25.43379653859233) < 1e-10)
    }

    /// Critically damped: e^(−ω₀d)·(1 + ω₀d) = 0.001, so ω₀·d = 9.233413476…; with a velocity
    /// v the envelope is e^(−ω₀d)·(1 + (ω₀ − v)·d), and for ζ < 1 |ζω₀ − v| / ω_d · e^(−ζω₀d).
    @Test func uiKitSpringsCountTheVelocityInTheirFit() {
        func root(_ f: (Double) -> Double, from guess: Double) -> Double {
            var x = guess
            for _ in 0..<100 { x -= f(x) / ((f(x + 1e-7) - f(x - 1e-7)) / 2e-7) }
            return x
        }
        let critical = root({ exp(-$0) * (1 + $0) - 0.001 }, from: 10)
        #expect(abs(critical - 9.233413476451) < 1e-9)
        for duration in [0.25, 1, 2] {
            let spring = SpringSolution.uiKit(dampingRatio: 1, duration: duration, initialVelocity: 0)
            #expect(abs(spring.stiffness.squareRoot() * duration / critical - 1) < 1e-12)
            #expect(abs(spring.damping - 2 * critical / duration) < 1e-9)
        }
        let pushed = SpringSolution.uiKit(dampingRatio: 1, duration: 0.5, initialVelocity: 4)
        let pushedNatural = root({ exp(-$0 * 0.5) * (1 + ($0 - 4) * 0.5) - 0.001 }, from: 15)
        #expect(abs(pushed.stiffness.squareRoot() / pushedNatural - 1) < 1e-12)
        #expect(pushed.initialVelocity == 4)
        let bouncy = SpringSolution.uiKit(dampingRatio: 0.5, duration: 0.5, initialVelocity: 2)
        let bouncyNatural = root(
            { (0.5 * $0 - 2) / ($0 * 0.75.squareRoot()) * exp(-0.25 * $0) - 0.001 }, from: 30)
        #expect(abs(bouncy.stiffness.squareRoot() / bouncyNatural - 1) < 1e-12)
        #expect(bouncy.stiffness < 646.8780063665112, "a push toward the target softens the spring")
    }

    @Test func uiKitSpringsClampTheirInputs() {
        let critical = SpringSolution.uiKit(dampingRatio: 1, duration: 1, initialVelocity: 0)
        #expect(SpringSolution.uiKit(dampingRatio: .nan, duration: 1, initialVelocity: 0) == critical)
        #expect(SpringSolution.uiKit(dampingRatio: 2, duration: 1, initialVelocity: 0) == critical)
        #expect(SpringSolution.uiKit(dampingRatio: 1, duration: 1, initialVelocity: .infinity) == critical)
        let floor = SpringSolution.uiKit(dampingRatio: 0.01, duration: 1, initialVelocity: 0)
        #expect(SpringSolution.uiKit(dampingRatio: 0, duration: 1, initialVelocity: 0) == floor)
        #expect(SpringSolution.uiKit(dampingRatio: -2, duration: 1, initialVelocity: 0) == floor)
        for duration in [0, -1, .nan, .infinity] {
            let instant = SpringSolution.uiKit(dampingRatio: 0.5, duration: duration, initialVelocity: 2)
            #expect(instant.value(at: 0.01) == 1)
            #expect(instant.settlingDuration == 0)
        }
    }
}

/// A spring's parameters, as a test argument.
struct SpringCase: Sendable, CustomTestStringConvertible {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let velocity: Double

    init(_ mass: Double, _ stiffness: Double, _ damping: Double, _ velocity: Double) {
        (self.mass, self.stiffness, self.damping, self.velocity) = (mass, stiffness, damping, velocity)
    }

    var solution: SpringSolution {
        SpringSolution(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }

    var testDescription: String { "m \(mass) k \(stiffness) c \(damping) v \(velocity)" }
}
