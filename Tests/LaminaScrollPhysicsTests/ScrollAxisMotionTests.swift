import Foundation
import LaminaScrollPhysics
import Testing

@Suite struct ScrollAxisMotionTests {
    let range = 0.0...1000

    @Test func stayingInsideIsThePlainDeceleration() {
        let motion = ScrollAxisMotion(
            offset: 200, velocity: 1000, range: range, rate: DecelerationRate.normal, bounces: true)
        let deceleration = Deceleration(offset: 200, velocity: 1000, rate: DecelerationRate.normal)
        #expect(motion.finalOffset == deceleration.destination)
        #expect(motion.duration == deceleration.duration)
        #expect(motion.bounceStart == nil)
        for time in stride(from: 0.0, through: 5, by: 0.25) {
            #expect(motion.offset(at: time) == deceleration.offset(at: time))
        }
    }

    @Test func crossingAnEdgeCarriesTheVelocityIntoTheBounceAndSettlesExactlyOnTheEdge() throws {
        let motion = ScrollAxisMotion(
            offset: 900, velocity: 2000, range: range, rate: DecelerationRate.normal, bounces: true)
        let deceleration = Deceleration(offset: 900, velocity: 2000, rate: DecelerationRate.normal)
        let crossing = try #require(deceleration.time(toReach: 1000))
        #expect(motion.bounceStart == crossing)
        #expect(abs(motion.offset(at: crossing) - 1000) < 1e-9)
        // The spring starts with the deceleration's velocity at the crossing, so the speed is continuous.
        let carried = deceleration.velocity(at: crossing)
        #expect(motion.velocity(at: crossing) == carried)
        #expect(abs(motion.velocity(at: crossing - 1e-9) - carried) < 1e-3)
        // It goes past the edge, then comes back to it exactly.
        let spring = Spring.bounce(from: 1000, to: 1000, velocity: carried)
        let peak = stride(from: crossing, to: motion.duration, by: 0.005).map { motion.offset(at: $0) }.max() ?? 0
        #expect(peak > 1000 + 0.9 * carried / (10 * M_E))
        #expect(motion.duration == crossing + spring.duration)
        #expect(motion.offset(at: motion.duration) == 1000)
        #expect(motion.finalOffset == 1000)
        #expect(motion.velocity(at: motion.duration) == 0)
    }

    @Test func withoutBouncesItStopsDeadAtTheEdge() throws {
        let motion = ScrollAxisMotion(
            offset: 900, velocity: 2000, range: range, rate: DecelerationRate.normal, bounces: false)
        let crossing = try #require(Deceleration(offset: 900, velocity: 2000, rate: 0.998).time(toReach: 1000))
        #expect(motion.duration == crossing)
        #expect(motion.bounceStart == nil)
        #expect(motion.finalOffset == 1000)
        #expect(motion.offset(at: motion.duration) == 1000)
        for time in stride(from: 0.0, through: 2, by: 0.01) {
            #expect(motion.offset(at: time) <= 1000)
        }
        #expect(motion.velocity(at: crossing + 1) == 0)
    }

    @Test func releasedWhileRubberBandedSpringsStraightBack() {
        let motion = ScrollAxisMotion(
            offset: -80, velocity: 0, range: range, rate: DecelerationRate.normal, bounces: true)
        #expect(motion.bounceStart == 0)
        #expect(motion.finalOffset == 0)
        #expect(motion.offset(at: 0) == -80)
        var previous = -80.0
        for time in stride(from: 0.01, through: motion.duration, by: 0.01) {
            #expect(motion.offset(at: time) >= previous)
            #expect(motion.offset(at: time) <= 0)
            previous = motion.offset(at: time)
        }
        #expect(motion.offset(at: motion.duration) == 0)
        let stuck = ScrollAxisMotion(offset: 1100, velocity: 50, range: range, rate: 0.998, bounces: false)
        #expect(stuck.duration == 0 && stuck.finalOffset == 1000 && stuck.offset(at: 0) == 1000)
    }

    @Test func aChangedTargetIsReachedExactly() {
        let motion = ScrollAxisMotion(
            offset: 0, velocity: 1000, target: 300, range: range, rate: DecelerationRate.normal, bounces: true)
        #expect(motion.finalOffset == 300)
        #expect(motion.offset(at: motion.duration) == 300)
        var previous = 0.0
        for time in stride(from: 0.0, through: motion.duration, by: 0.02) {
            #expect(motion.offset(at: time) >= previous && motion.offset(at: time) <= 300)
            previous = motion.offset(at: time)
        }
        // The velocity is the one whose projection is the target: 300 pt at k = 2.004 /s.
        #expect(abs(motion.velocity(at: 0) - 300 * 1000 * 0.002 / 0.998) < 1e-9)
        let beyond = ScrollAxisMotion(offset: 0, velocity: 1000, target: 5000, range: range, rate: 0.998, bounces: true)
        #expect(beyond.finalOffset == 1000 && beyond.offset(at: beyond.duration) == 1000)
    }

    @Test(arguments: [
        // (offset, velocity, expected page offset) with 390-pt pages in 0...1560.
        (200.0, 0.0, 390.0),  // a slow drag past half a page turns it
        (150, 10, 0),  // a slow drag short of half does not
        (40, 300, 390),  // a fast flick turns it however little was dragged
        (350, -300, 0),  // and backwards too
        (1500, 1000, 1560),  // a flick at the last page stays on it
        (1600, 2000, 1560),  // as does one released while rubber-banded past the end
        (40, 49.9, 0),  // just under the flick velocity: nearest page
        (40, 50, 390),  // at it: next page
        (400, 3000, 780),  // never more than one page further
    ])
    func pagingPicksThePage(offset: Double, velocity: Double, expected: Double) {
        let motion = ScrollAxisMotion(
            pagingFrom: offset, velocity: velocity, range: 0...1560, pageLength: 390, bounces: true)
        #expect(motion.finalOffset == expected)
        #expect(motion.offset(at: motion.duration) == expected)
        #expect(motion.offset(at: 0) == offset)
    }

    @Test func pagingWithoutBouncesStaysInsideTheRange() {
        let motion = ScrollAxisMotion(
            pagingFrom: 1500, velocity: 3000, range: 0...1560, pageLength: 390, bounces: false)
        for time in stride(from: 0.0, through: motion.duration, by: 0.01) {
            #expect(motion.offset(at: time) <= 1560)
        }
        let unpaged = ScrollAxisMotion(pagingFrom: 70, velocity: 0, range: 0...1560, pageLength: .nan, bounces: true)
        #expect(unpaged.finalOffset == 70)
    }

    @Test func nonFiniteInputsAreSafe() {
        let motions = [
            ScrollAxisMotion(offset: 10, velocity: .nan, range: range, rate: 0.998, bounces: true),
            ScrollAxisMotion(offset: .nan, velocity: 10, range: range, rate: .nan, bounces: true),
            ScrollAxisMotion(offset: .infinity, velocity: -.infinity, range: range, rate: 2, bounces: true),
            ScrollAxisMotion(offset: 5, velocity: 1e300, range: -.infinity ... .infinity, rate: 0.998, bounces: true),
            ScrollAxisMotion(offset: 5, velocity: -1e300, range: range, rate: 0.998, bounces: true),
            ScrollAxisMotion(offset: 5, velocity: 1e300, target: .nan, range: range, rate: 0.998, bounces: false),
            ScrollAxisMotion(pagingFrom: .nan, velocity: .infinity, range: range, pageLength: 1e-300, bounces: true),
        ]
        for motion in motions {
            #expect(motion.duration.isFinite && motion.finalOffset.isFinite)
            #expect(motion.offset(at: motion.duration) == motion.finalOffset)
            for time in [0, 0.1, 1, 1e6, .infinity, .nan, -1] {
                #expect(motion.offset(at: time).isFinite && motion.velocity(at: time).isFinite)
            }
        }
        // A NaN velocity is no velocity: nothing moves.
        #expect(motions[0].duration == 0 && motions[0].finalOffset == 10)
    }
}
