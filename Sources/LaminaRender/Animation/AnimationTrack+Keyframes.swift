/// How the cubic calculation modes bend their curve at one keyframe value: Kochanek–Bartels
/// tension, continuity and bias (`CAKeyframeAnimation.tensionValues`, `continuityValues`,
/// `biasValues`). All zero is the Catmull-Rom curve.
package struct SplineShape: Sendable, Equatable {
    /// Tightness: 1 gives straight lines into and out of the value, negative values looser loops.
    package var tension: Double
    /// Sharpness of the corner at the value: 0 keeps the curve smooth through it.
    package var continuity: Double
    /// Where the curve leans: positive overshoots past the value, negative undershoots before it.
    package var bias: Double

    /// A shape; values that are not finite count as zero.
    package init(tension: Double = 0, continuity: Double = 0, bias: Double = 0) {
        self.tension = tension.isFinite ? tension : 0
        self.continuity = continuity.isFinite ? continuity : 0
        self.bias = bias.isFinite ? bias : 0
    }

    /// The weights of the steps before and after the value in its tangent leaving it (`outgoing`)
    /// or arriving at it.
    func tangentWeights(outgoing: Bool) -> (before: Double, after: Double) {
        let c = outgoing ? continuity : -continuity
        return (
            (1 - tension) * (1 + bias) * (1 + c) / 2,
            (1 - tension) * (1 - bias) * (1 - c) / 2
        )
    }
}

/// Keyframe evaluation: key times (given, even, or paced), per-segment timing functions, and the
/// calculation modes.
extension AnimationTrack {
    /// The value of a keyframe animation at `progress` (0…1 of one iteration, after the
    /// animation's own timing function); nil when there are no values.
    static func keyframeValue(
        _ values: [AnimatableValue], keyTimes: [Double]?, curves: [TimingCurve], mode: CalculationMode,
        shapes: [SplineShape] = [], at progress: Double
    ) -> AnimatableValue? {
        guard let first = values.first else { return nil }
        let n = values.count
        if n == 1 { return first }
        if mode == .discrete {
            // n values hold over n intervals; key times, when given, have one entry more.
            let times = validTimes(keyTimes, count: n + 1) ?? (0...n).map { Double($0) / Double(n) }
            let index = (times.lastIndex { $0 <= progress } ?? 0)
            return values[min(index, n - 1)]
        }
        let times: [Double]
        switch mode {
        case .paced, .cubicPaced: times = pacedTimes(values)
        default: times = validTimes(keyTimes, count: n) ?? (0..<n).map { Double($0) / Double(n - 1) }
        }
        if progress <= times[0] { return first }
        if progress >= times[n - 1] { return values[n - 1] }
        let segment = max(0, min(n - 2, (times.lastIndex { $0 <= progress } ?? 0)))
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (progress - times[segment]) / span : 1
        if segment < curves.count { local = curves[segment].progress(at: local) }
        switch mode {
        case .cubic, .cubicPaced:
            let p0 = values[max(segment - 1, 0)]
            let p3 = values[min(segment + 2, n - 1)]
            let shape = { (index: Int) in index < shapes.count ? shapes[index] : SplineShape() }
            return hermite(
                p0, values[segment], values[segment + 1], p3, leaving: shape(segment), arriving: shape(segment + 1),
                local) ?? values[segment].interpolated(to: values[segment + 1], local)
        default:
            return values[segment].interpolated(to: values[segment + 1], local)
        }
    }

    /// `keyTimes` when they can be used: `count` entries, finite and never decreasing.
    private static func validTimes(_ keyTimes: [Double]?, count: Int) -> [Double]? {
        guard let keyTimes, keyTimes.count == count, keyTimes.allSatisfy(\.isFinite),
            zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        return keyTimes
    }

    /// Key times in proportion to the distance covered (even when the values do not move).
    private static func pacedTimes(_ values: [AnimatableValue]) -> [Double] {
        var lengths = [0.0]
        for (a, b) in zip(values, values.dropFirst()) { lengths.append(lengths[lengths.count - 1] + a.distance(to: b)) }
        guard let total = lengths.last, total > 0, total.isFinite else {
            return (0..<values.count).map { Double($0) / Double(values.count - 1) }
        }
        return lengths.map { $0 / total }
    }

    /// The Kochanek–Bartels curve from `p1` to `p2` at `t` (Catmull-Rom when both shapes are zero):
    /// a cubic Hermite segment whose tangents mix the steps `p0→p1→p2→p3` as the shapes weigh
    /// them, written as one weight per point. For kinds that scale and add; nil for others.
    private static func hermite(
        _ p0: AnimatableValue, _ p1: AnimatableValue, _ p2: AnimatableValue, _ p3: AnimatableValue,
        leaving: SplineShape, arriving: SplineShape, _ t: Double
    ) -> AnimatableValue? {
        let (t2, t3) = (t * t, t * t * t)
        let (h00, h10, h01, h11) = (2 * t3 - 3 * t2 + 1, t3 - 2 * t2 + t, 3 * t2 - 2 * t3, t3 - t2)
        let out = leaving.tangentWeights(outgoing: true)
        let into = arriving.tangentWeights(outgoing: false)
        let weights = [
            -h10 * out.before,
            h00 + h10 * (out.before - out.after) - h11 * into.before,
            h01 + h10 * out.after + h11 * (into.before - into.after),
            h11 * into.after,
        ]
        var sum: AnimatableValue?
        for (value, weight) in zip([p0, p1, p2, p3], weights) {
            guard let term = value.scaled(by: weight) else { return nil }
            guard let partial = sum else {
                sum = term
                continue
            }
            sum = partial.adding(term)
        }
        return sum
    }
}
