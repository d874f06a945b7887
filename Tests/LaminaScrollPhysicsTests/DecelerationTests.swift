import Foundation
import LaminaScrollPhysics
import Testing

/// Floating-point slack for values computed along a different order of operations than the module.
private let rounding = 1e-9

@Suite struct DecelerationTests {
    @Test(arguments: [100.0, 500, 1000, 2500, -3000, 8000])
    func destinationIsTheWWDCProjectionAtBothRates(velocity: Double) {
        for rate in [DecelerationRate.normal, DecelerationRate.fast] {
            let motion = Deceleration(offset: 40, velocity: velocity, rate: rate)
            let projected = 40 + (velocity / 1000) * rate / (1 - rate)
            #expect(abs(motion.destination - projected) < rounding)
        }
    }

    @Test func handWorkedProjections() {
        // 1000 pt/s keeps 0.998 per ms: 1 pt in the first ms, 0.998 · 499 more → 499 pt in all.
        #expect(abs(Deceleration(offset: 0, velocity: 1000, rate: 0.998).destination - 499) < rounding)
        // At 0.99 the same flick travels 99 pt; a 2000 pt/s flick upwards from 500 ends at 302.
        #expect(abs(Deceleration(offset: 0, velocity: 1000, rate: 0.99).destination - 99) < rounding)
        #expect(abs(Deceleration(offset: 500, velocity: -2000, rate: 0.99).destination - 302) < rounding)
    }

    @Test func iOSRatesAreTheDocumentedValues() {
        #expect(DecelerationRate.normal == 0.998)
        #expect(DecelerationRate.fast == 0.99)
    }

    @Test func offsetsFollowOneExponentialFromTheReleaseVelocityToTheProjection() {
        let motion = Deceleration(offset: 100, velocity: 1500, rate: DecelerationRate.normal)
        let decay = 1000 * (1 - 0.998) / 0.998
        let distance = 1.5 * 0.998 / 0.002
        #expect(motion.velocity(at: 0) == 1500)
        #expect(motion.offset(at: 0) == 100)
        var previous = 100.0
        for step in 1...400 {
            let time = Double(step) * 0.01
            let expected = time >= motion.duration ? 100 + distance : 100 + distance * (1 - exp(-decay * time))
            #expect(abs(motion.offset(at: time) - expected) < rounding)
            #expect(motion.offset(at: time) >= previous)
            previous = motion.offset(at: time)
        }
    }

    @Test func perMillisecondDecayMatchesTheRate() {
        for rate in [DecelerationRate.normal, DecelerationRate.fast] {
            let motion = Deceleration(offset: 0, velocity: 1000, rate: rate)
            // e^(−(1 − r)/r) against r: 2.0e-9 off at 0.998, 5.02e-5 at 0.99.
            #expect(abs(motion.velocity(at: 0.001) / motion.velocity(at: 0) - rate) < 5.1e-5)
        }
    }

    @Test func durationEndsWithLessThanHalfA3xPixelToGo() {
        let motion = Deceleration(offset: 0, velocity: 1000, rate: DecelerationRate.normal)
        // 499 pt of travel, decaying at k = 2.004 /s, until 1/6 pt is left: ln(2994) / k ≈ 3.994 s.
        let decay = 1000 * 0.002 / 0.998
        #expect(abs(motion.duration - log(499 / (0.5 / 3)) / decay) < rounding)
        #expect(motion.duration > 3.99 && motion.duration < 4.0)
        #expect(motion.offset(at: motion.duration) == motion.destination)
        #expect(motion.velocity(at: motion.duration) == 0)
        // A microsecond before the end the rest distance is left, plus that microsecond's travel.
        let justBefore = motion.offset(at: motion.duration - 1e-6)
        #expect(motion.destination - justBefore <= ScrollMetrics.restDistance + 1e-6)
        #expect(motion.destination - justBefore > ScrollMetrics.restDistance - 1e-6)
    }

    @Test func noVelocityMeansNoMotion() {
        let motion = Deceleration(offset: 12, velocity: 0, rate: DecelerationRate.normal)
        #expect(motion.duration == 0)
        #expect(motion.destination == 12)
        #expect(motion.offset(at: 5) == 12)
    }

    @Test func timeToReachInvertsTheOffset() throws {
        let motion = Deceleration(offset: 0, velocity: 1000, rate: DecelerationRate.normal)
        let decay = 1000 * 0.002 / 0.998
        let halfway = try #require(motion.time(toReach: motion.destination / 2))
        #expect(abs(halfway - log(2) / decay) < rounding)
        #expect(abs(motion.offset(at: halfway) - motion.destination / 2) < rounding)
        #expect(motion.time(toReach: 0) == 0)
        #expect(motion.time(toReach: motion.destination) == motion.duration)
        #expect(motion.time(toReach: motion.destination + 1) == nil)
        #expect(motion.time(toReach: -1) == nil)
        #expect(motion.time(toReach: .nan) == nil)
    }

    @Test func nonFiniteInputsGiveFiniteOutputs() {
        let cases = [
            Deceleration(offset: .nan, velocity: .nan, rate: .nan),
            Deceleration(offset: .infinity, velocity: -.infinity, rate: 1),
            Deceleration(offset: 1e300, velocity: 1e300, rate: 0),
        ]
        for motion in cases {
            #expect(motion.destination.isFinite && motion.duration.isFinite)
            for time in [0, 0.5, 10, .infinity, -.infinity, .nan] {
                #expect(motion.offset(at: time).isFinite)
                #expect(motion.velocity(at: time).isFinite)
            }
        }
        #expect(Deceleration(offset: 0, velocity: .nan, rate: 0.998).velocity == 0)
        #expect(Deceleration(offset: 0, velocity: 10, rate: .nan).rate == DecelerationRate.normal)
    }
}
