/// Keyframe evaluation: key times (given, even, or paced), per-segment timing functions, and the
/// calculation modes.
extension AnimationTrack {
    /// The value of a keyframe animation at `progress` (0…1 of one iteration, after the
    /// animation's own timing function); nil when there are no values.
    static func keyframeValue(
        _ values: [AnimatableValue], keyTimes: [Double]?, curves: [TimingCurve], mode: CalculationMode,
        at progress: Double
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
            return catmullRom(p0, values[segment], values[segment + 1], p3, local)
                ?? values[segment].interpolated(to: values[segment + 1], local)
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

    /// The Catmull-Rom curve through `p1` and `p2` at `t`, for kinds that scale and add; nil for others.
    private static func catmullRom(
        _ p0: AnimatableValue, _ p1: AnimatableValue, _ p2: AnimatableValue, _ p3: AnimatableValue, _ t: Double
    ) -> AnimatableValue? {
        let (t2, t3) = (t * t, t * t * t)
        let weights = [(-t + 2 * t2 - t3) / 2, (2 - 5 * t2 + 3 * t3) / 2, (t + 4 * t2 - 3 * t3) / 2, (-t2 + t3) / 2]
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
