import LaminaScrollPhysics
import Testing

@Suite struct RubberBandTests {
    @Test func handWorkedDisplacements() {
        // b = c·x·d / (d + c·x): 100 pt past a 390-pt view → 21450 / 445.
        #expect(abs(RubberBand.displacement(forOvershoot: 100, dimension: 390) - 21450.0 / 445) < 1e-12)
        // 844 pt past an 844-pt view → 0.55 · 844 / 1.55.
        #expect(abs(RubberBand.displacement(forOvershoot: 844, dimension: 844) - 0.55 * 844 / 1.55) < 1e-12)
        // 10 pt past a 600-pt view → 3300 / 605.5.
        #expect(abs(RubberBand.displacement(forOvershoot: 10, dimension: 600) - 3300.0 / 605.5) < 1e-12)
        #expect(RubberBand.displacement(forOvershoot: 0, dimension: 600) == 0)
        #expect(RubberBand.coefficient == 0.55)
    }

    @Test(arguments: [0.5, 5, 50, 200, 1000, 1e6])
    func displacementIsOddBoundedAndInvertible(overshoot: Double) {
        for dimension in [320.0, 390, 844, 1024] {
            let moved = RubberBand.displacement(forOvershoot: overshoot, dimension: dimension)
            #expect(RubberBand.displacement(forOvershoot: -overshoot, dimension: dimension) == -moved)
            #expect(moved > 0 && moved < dimension)
            #expect(moved <= overshoot * RubberBand.coefficient)
            let back = RubberBand.overshoot(forDisplacement: moved, dimension: dimension)
            #expect(abs(back - overshoot) <= 1e-9 * max(1, overshoot))
            #expect(RubberBand.overshoot(forDisplacement: -moved, dimension: dimension) == -back)
        }
    }

    @Test func displacementGrowsWithOvershoot() {
        var previous = 0.0
        for overshoot in stride(from: 1.0, through: 2000, by: 7) {
            let moved = RubberBand.displacement(forOvershoot: overshoot, dimension: 500)
            #expect(moved > previous)
            previous = moved
        }
    }

    @Test func clampRubberBandsPastEitherEnd() {
        let range = 0.0...1000
        #expect(RubberBand.clamp(400, to: range, dimension: 390) == 400)
        // 0.55 · 100 is not exact in binary, hence the 1e-9 slack.
        #expect(abs(RubberBand.clamp(1100, to: range, dimension: 390) - (1000 + 21450.0 / 445)) < 1e-9)
        #expect(abs(RubberBand.clamp(-100, to: range, dimension: 390) + 21450.0 / 445) < 1e-9)
        #expect(RubberBand.clamp(.nan, to: range, dimension: 390) == 0)
    }

    @Test func degenerateInputsDoNotStretch() {
        #expect(RubberBand.displacement(forOvershoot: .nan, dimension: 390) == 0)
        #expect(RubberBand.displacement(forOvershoot: 10, dimension: 0) == 0)
        #expect(RubberBand.displacement(forOvershoot: 10, dimension: -5) == 0)
        #expect(RubberBand.displacement(forOvershoot: 10, dimension: .nan) == 0)
        #expect(RubberBand.displacement(forOvershoot: .infinity, dimension: 390).isFinite)
        #expect(RubberBand.overshoot(forDisplacement: 390, dimension: 390) == 1e12)
        #expect(RubberBand.overshoot(forDisplacement: -500, dimension: 390) == -1e12)
        #expect(RubberBand.overshoot(forDisplacement: .nan, dimension: 390) == 0)
    }
}
