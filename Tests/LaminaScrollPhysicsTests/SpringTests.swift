import Foundation
import LaminaScrollPhysics
import Testing

@Suite struct SpringTests {
    @Test func bounceIsLobanovsCriticallyDampedSpring() {
        let spring = Spring.bounce(from: 60, to: 0, velocity: -400)
        #expect(spring.dampingRatio == 1)
        #expect(abs(spring.response - 2 * Double.pi / 10) < 1e-15)
        // Critically damped at ω = 10: u(t) = e^(−10t) · (60 + (−400 + 600) t).
        for time in stride(from: 0.0, through: 0.8, by: 0.05) where time < spring.duration {
            let expected = exp(-10 * time) * (60 + 200 * time)
            #expect(abs(spring.offset(at: time) - expected) < 1e-9)
            let speed = exp(-10 * time) * (200 - 10 * 60 - 10 * 200 * time)
            #expect(abs(spring.velocity(at: time) - speed) < 1e-9)
        }
    }

    @Test func underdampedAndOverdampedFollowTheirClosedForms() {
        let under = Spring(from: 10, to: 0, velocity: 0, dampingRatio: 0.5, response: 1)
        let omega = 2 * Double.pi
        let beta = 0.5 * omega
        let damped = omega * (1 - 0.25).squareRoot()
        let over = Spring(from: 10, to: 0, velocity: 0, dampingRatio: 2, response: 1)
        let r1 = -omega * (2 - 3.0.squareRoot())
        let r2 = -omega * (2 + 3.0.squareRoot())
        let b = (0 - r1 * 10) / (r2 - r1)
        for time in stride(from: 0.0, through: 1.2, by: 0.1) {
            #expect(time < under.duration && time < over.duration)
            let expectedUnder = exp(-beta * time) * (10 * cos(damped * time) + beta * 10 / damped * sin(damped * time))
            #expect(abs(under.offset(at: time) - expectedUnder) < 1e-9)
            let expectedOver = (10 - b) * exp(r1 * time) + b * exp(r2 * time)
            #expect(abs(over.offset(at: time) - expectedOver) < 1e-9)
        }
        #expect(under.offset(at: 0.5) < 0)
    }

    @Test(arguments: [0.3, 1, 3])
    func settlesExactlyOnTheTargetAndStaysNearItAfterItsDuration(dampingRatio: Double) {
        let spring = Spring(from: 300, to: 100, velocity: 2500, dampingRatio: dampingRatio, response: 0.5)
        #expect(spring.duration.isFinite && spring.duration > 0)
        #expect(spring.offset(at: spring.duration) == 100)
        #expect(spring.velocity(at: spring.duration) == 0)
        #expect(spring.target == 100)
        // Just before its end it is at the rest bounds (the envelope can be tight, hence 5 % slack),
        // and halfway it is not.
        let late = spring.duration * 0.999
        #expect(abs(spring.offset(at: late) - 100) <= ScrollMetrics.restDistance * 1.05)
        #expect(abs(spring.velocity(at: late)) <= ScrollMetrics.restSpeed * 1.05)
        let halfway = spring.duration / 2
        #expect(
            abs(spring.offset(at: halfway) - 100) > ScrollMetrics.restDistance
                || abs(spring.velocity(at: halfway)) > ScrollMetrics.restSpeed)
    }

    @Test func restingSpringHasNoDuration() {
        let spring = Spring.bounce(from: 5, to: 5, velocity: 0)
        #expect(spring.duration == 0)
        #expect(spring.offset(at: 0) == 5)
    }

    @Test func degenerateParametersStayFinite() {
        let cases = [
            Spring(from: .nan, to: .nan, velocity: .nan, dampingRatio: .nan, response: .nan),
            Spring(from: .infinity, to: -.infinity, velocity: 1e300, dampingRatio: 0, response: 1),
            Spring(from: 0, to: 1, velocity: 0, dampingRatio: 1e300, response: 1e300),
            Spring(from: 0, to: 1, velocity: 0, dampingRatio: 1e-300, response: 0.1),
        ]
        for spring in cases {
            #expect(spring.duration.isFinite)
            for time in [0, 0.01, 1, 100, .infinity, .nan] {
                #expect(spring.offset(at: time).isFinite)
                #expect(spring.velocity(at: time).isFinite)
            }
        }
        #expect(Spring(from: 3, to: 9, velocity: 0, dampingRatio: 1, response: 0).offset(at: 0) == 9)
    }
}
