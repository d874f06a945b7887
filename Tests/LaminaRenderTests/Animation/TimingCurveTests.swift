import LaminaRender
import Testing

@Suite struct TimingCurveTests {
    /// The named curves with their control points, as Core Animation defines them.
    static let named: [(TimingCurve, [Double])] = [
        (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
    ]

    @Test func namedCurvesHaveCoreAnimationsControlPoints() {
        for (curve, points) in Self.named {
            #expect([curve.c1x, curve.c1y, curve.c2x, curve.c2y] == points)
        }
    }

    @Test func requiredValues() {
        #expect(abs(TimingCurve.easeInEaseOut.progress(at: 0.25) - 0.1291619) < 2e-7)
        #expect(abs(TimingCurve.easeIn.progress(at: 0.5) - 0.3153568) < 2e-7)
    }

    /// Values computed separately at 40 digits by bisection of the Bernstein form.
    @Test func valuesMatchAHighPrecisionSolution() {
        let expected: [(TimingCurve, Double, Double)] = [
            (.easeInEaseOut, 0.1, 0.0197224535483112), (.easeInEaseOut, 0.25, 0.12916193104732),
            (.easeIn, 0.25, 0.0934646507188249), (.easeIn, 0.75, 0.62186186917489),
            (.easeOut, 0.5, 0.684643187427461), (.easeOut, 0.9, 0.982973390348437),
            (.default, 0.1, 0.0947963057160433), (.default, 0.5, 0.802403387584857),
            (.default, 0.75, 0.960458978348974),
        ]
        for (curve, fraction, value) in expected {
            #expect(abs(curve.progress(at: fraction) - value) < 1e-12, "\(curve) at \(fraction)")
        }
    }

    @Test(arguments: [
        TimingCurve.easeIn, .easeOut, .easeInEaseOut, .default, TimingCurve(0.5, -0.5, 0.5, 1.5),
        TimingCurve(1, 0, 0, 1), TimingCurve(0.9, 0.1, 0.1, 0.9), TimingCurve(0, 1, 1, 0),
        TimingCurve(0.01, 0.99, 0.02, 0.98),
    ])
    func agreesWithBruteForceBisection(curve: TimingCurve) {
        // Off-grid fractions: at 0.5 the curve (1, 0, 0, 1) has a vertical tangent, where
        // bisection in doubles only pins the parameter to about 1e-5 (checked separately below).
        for step in 0..<200 {
            let fraction = (Double(step) + 0.37) / 200
            let value = curve.progress(at: fraction)
            #expect(abs(value - Self.bruteForce(curve, fraction)) < 1e-9, "at \(fraction)")
        }
    }

    @Test func verticalTangentIsSolvedExactly() {
        #expect(TimingCurve(1, 0, 0, 1).progress(at: 0.5) == 0.5)
        #expect(abs(TimingCurve(1, 0.2, 0, 1).progress(at: 0.5) - 0.575) < 1e-15)
    }

    @Test func endsAreExactAndInputIsClamped() {
        for (curve, _) in Self.named + [(TimingCurve(0.5, -0.5, 0.5, 1.5), [])] {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -3) == 0)
            #expect(curve.progress(at: 7) == 1)
            #expect(curve.progress(at: .nan) == 0)
            #expect(curve.progress(at: -.infinity) == 0)
            #expect(curve.progress(at: .infinity) == 1)
        }
    }

    @Test func namedCurvesAreMonotonic() {
        for (curve, _) in Self.named {
            var previous = 0.0
            for step in 0...2000 {
                let value = curve.progress(at: Double(step) / 2000)
                #expect(value >= previous)
                previous = value
            }
        }
    }

    @Test func linearIsTheIdentity() {
        for step in 0...1000 {
            let fraction = Double(step) / 1000
            #expect(TimingCurve.linear.progress(at: fraction) == fraction)
        }
        #expect(TimingCurve(0.3, 0.3, 0.8, 0.8).progress(at: 0.37) == 0.37)
    }

    @Test func symmetriesHold() {
        for step in 0...100 {
            let f = Double(step) / 100
            let inOut = TimingCurve.easeInEaseOut
            #expect(abs(inOut.progress(at: f) + inOut.progress(at: 1 - f) - 1) < 1e-12)
            // Ease-out is ease-in rotated half a turn about (0.5, 0.5).
            #expect(abs(TimingCurve.easeIn.progress(at: f) + TimingCurve.easeOut.progress(at: 1 - f) - 1) < 1e-12)
        }
    }

    @Test func controlXValuesAreClamped() {
        #expect(TimingCurve(-0.5, 0.2, 1.5, 0.8) == TimingCurve(0, 0.2, 1, 0.8))
        let clamped = TimingCurve(.nan, .nan, 2, .infinity)
        #expect([clamped.c1x, clamped.c1y, clamped.c2x, clamped.c2y] == [0, 0, 1, 0])
        #expect(TimingCurve(-1, 0, 2, 1).progress(at: 0.3) == TimingCurve.linear.progress(at: 0.3))
    }

    @Test func overshootingCurvesLeaveTheUnitRange() {
        let back = TimingCurve(0.5, -0.5, 0.5, 1.5)
        #expect(back.progress(at: 0.1) < 0)
        #expect(back.progress(at: 0.9) > 1)
    }

    /// y at the parameter where x = `fraction`, by 200 halvings on the Bernstein form.
    static func bruteForce(_ curve: TimingCurve, _ fraction: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bezier(curve.c1x, curve.c2x, middle) < fraction { low = middle } else { high = middle }
        }
        return bezier(curve.c1y, curve.c2y, (low + high) / 2)
    }
}
