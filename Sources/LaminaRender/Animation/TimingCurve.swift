/// A cubic Bézier timing curve: Core Animation's `CAMediaTimingFunction` as a value.
///
/// The curve runs from (0, 0) to (1, 1) through two control points. Its x axis is the fraction of
/// an iteration that has elapsed and its y axis the progress shown at that moment, so
/// `progress(at:)` finds the curve parameter whose x is the given fraction and returns its y.
///
/// As in Core Animation, the control points' x values are clamped to 0…1, which keeps x(s)
/// monotonic so that every fraction has exactly one answer; their y values are free, so a curve
/// may overshoot (y outside 0…1) between its ends.
package struct TimingCurve: Sendable, Hashable {
    /// The first control point's x, in 0…1.
    package let c1x: Double
    /// The first control point's y.
    package let c1y: Double
    /// The second control point's x, in 0…1.
    package let c2x: Double
    /// The second control point's y.
    package let c2y: Double

    /// Creates a curve from its two inner control points.
    ///
    /// x values are clamped to 0…1 (NaN becomes 0); a y value that is not finite becomes 0.
    package init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = Self.unitClamped(c1x)
        self.c1y = c1y.isFinite ? c1y : 0
        self.c2x = Self.unitClamped(c2x)
        self.c2y = c2y.isFinite ? c2y : 0
    }

    /// Constant pace: progress equals the elapsed fraction.
    package static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly, then speeds up (`kCAMediaTimingFunctionEaseIn`).
    package static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Starts quickly, then slows down (`kCAMediaTimingFunctionEaseOut`).
    package static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Slow at both ends (`kCAMediaTimingFunctionEaseInEaseOut`).
    package static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Core Animation's default curve for implicit animations (`kCAMediaTimingFunctionDefault`).
    package static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    /// The progress shown when `fraction` of the iteration has elapsed.
    ///
    /// The fraction is clamped to 0…1 (NaN counts as 0), so the ends give exactly 0 and 1. The
    /// curve parameter is found by Newton's method on x(s), falling back to bisection when a step
    /// leaves 0…1 or stalls, until x(s) is within 1e-14 of the fraction (or the bisection
    /// interval cannot shrink further).
    package func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }  // also NaN
        guard fraction < 1 else { return 1 }
        // A curve whose control points lie on the diagonal has y(s) == x(s) for every s.
        if c1x == c1y && c2x == c2y { return fraction }
        let x = Polynomial(c1x, c2x)
        let y = Polynomial(c1y, c2y)
        return y.value(at: parameter(forX: fraction, of: x))
    }

    /// The curve parameter s in 0…1 with x(s) = `target` (which is strictly inside 0…1).
    private func parameter(forX target: Double, of x: Polynomial) -> Double {
        let tolerance = 1e-14
        var s = target
        for _ in 0..<8 {
            let error = x.value(at: s) - target
            if abs(error) <= tolerance { return s }
            let slope = x.slope(at: s)
            guard abs(slope) > 1e-9 else { break }
            let next = s - error / slope
            guard next >= 0 && next <= 1 else { break }
            s = next
        }
        // Bisection: x is monotonic on 0…1, x(0) = 0 < target < 1 = x(1).
        var low = 0.0
        var high = 1.0
        s = target
        for _ in 0..<200 {
            let error = x.value(at: s) - target
            if abs(error) <= tolerance { return s }
            if error < 0 { low = s } else { high = s }
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            s = middle
        }
        return s
    }

    /// `value` limited to 0…1, with NaN as 0.
    private static func unitClamped(_ value: Double) -> Double {
        guard value > 0 else { return 0 }
        return min(value, 1)
    }
}

/// One coordinate of the Bézier curve from 0 to 1 with inner control values `p1` and `p2`,
/// in power form: ((a·s + b)·s + c)·s.
private struct Polynomial {
    let a: Double
    let b: Double
    let c: Double

    init(_ p1: Double, _ p2: Double) {
        c = 3 * p1
        b = 3 * (p2 - p1) - c
        a = 1 - c - b
    }

    /// The coordinate at parameter `s`.
    func value(at s: Double) -> Double { ((a * s + b) * s + c) * s }

    /// The derivative with respect to `s`.
    func slope(at s: Double) -> Double { (3 * a * s + 2 * b) * s + c }
}
