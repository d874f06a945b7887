import Foundation

/// The largest offset, velocity or length the physics works with, in points (or points per second).
///
/// Inputs beyond it are clamped to it, so every product and exponential below stays finite; a
/// trillion points is far past any real content size.
let largestMagnitude = 1e12

extension Double {
    /// The value clamped to ±`largestMagnitude`, with NaN replaced by `fallback`.
    func sanitized(nanAs fallback: Double = 0) -> Double {
        if isNaN { return fallback }
        return Swift.min(Swift.max(self, -largestMagnitude), largestMagnitude)
    }

    /// A time for the `at:` functions: NaN and negative times are the start, and infinity is clamped.
    var sanitizedTime: Double {
        if isNaN || self < 0 { return 0 }
        return Swift.min(self, largestMagnitude)
    }
}

extension ClosedRange where Bound == Double {
    /// The range with both bounds clamped to ±`largestMagnitude`.
    var sanitized: ClosedRange<Double> {
        lowerBound.sanitized()...upperBound.sanitized()
    }

    /// `value` clamped into the range.
    func clamp(_ value: Double) -> Double {
        Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}

/// The first time at or after which `envelope(t) = e^(−decay·t) · (amplitude + slope·t)` stays at or
/// below `threshold`; the envelopes bound a spring's distance from rest and its speed.
func settleTime(amplitude: Double, slope: Double, decay: Double, threshold: Double) -> Double {
    guard amplitude > threshold || slope > 0, decay > 0 else { return 0 }
    if slope <= 0 { return log(amplitude / threshold) / decay }
    let envelope = { (t: Double) in exp(-decay * t) * (amplitude + slope * t) }
    // The envelope rises until 1/decay − amplitude/slope and falls after it.
    let peak = Swift.max(0, 1 / decay - amplitude / slope)
    if envelope(peak) <= threshold { return peak }
    var low = peak
    var high = peak + 1 / decay
    var doublings = 0
    while envelope(high) > threshold, doublings < 200 {
        low = high
        high *= 2
        doublings += 1
    }
    for _ in 0..<80 {
        let middle = (low + high) / 2
        if envelope(middle) > threshold { low = middle } else { high = middle }
    }
    return high
}
