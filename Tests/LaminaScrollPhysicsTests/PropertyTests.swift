import LaminaScrollPhysics
import Testing

/// SplitMix64: a small seeded generator, so the random cases are the same on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct PropertyTests {
    @Test func randomReleasesAreFiniteAndSettle() {
        var random = SeededGenerator(state: 0x1A5C_0DE5)
        for _ in 0..<400 {
            let length = Double.random(in: 0...5000, using: &random)
            let range = 0...length
            let offset = Double.random(in: -600...(length + 600), using: &random)
            let velocity = Double.random(in: -8000...8000, using: &random)
            let rate = Bool.random(using: &random) ? DecelerationRate.normal : DecelerationRate.fast
            let bounces = Bool.random(using: &random)
            let motions = [
                ScrollAxisMotion(offset: offset, velocity: velocity, range: range, rate: rate, bounces: bounces),
                ScrollAxisMotion(
                    offset: offset, velocity: velocity,
                    target: Double.random(in: -100...(length + 100), using: &random),
                    range: range, rate: rate, bounces: bounces),
                ScrollAxisMotion(
                    pagingFrom: offset, velocity: velocity, range: range,
                    pageLength: Double.random(in: 1...800, using: &random), bounces: bounces),
            ]
            for motion in motions {
                #expect(motion.duration.isFinite && motion.duration >= 0 && motion.duration < 30)
                #expect(range.contains(motion.finalOffset))
                #expect(motion.offset(at: motion.duration) == motion.finalOffset)
                #expect(motion.offset(at: motion.duration + 1) == motion.finalOffset)
                // Every sample on the way is finite.
                var time = 0.0
                while time < motion.duration {
                    #expect(motion.offset(at: time).isFinite && motion.velocity(at: time).isFinite)
                    time += max(motion.duration / 50, 0.001)
                }
            }
            let inside = offset >= 0 && offset <= length
            if inside {
                let plain = ScrollAxisMotion(
                    offset: offset, velocity: velocity, range: range, rate: rate, bounces: false)
                var previous = plain.offset(at: 0)
                for step in 1...60 {
                    let next = plain.offset(at: plain.duration * Double(step) / 60)
                    #expect(velocity >= 0 ? next >= previous : next <= previous)
                    previous = next
                }
            }
        }
    }
}
