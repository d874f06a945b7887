/// The name of one of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even pace: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier curve from (0, 0) to (1, 1) that maps an animation's elapsed fraction to its progress.
open class CAMediaTimingFunction {
    /// The four control points; the first is (0, 0) and the last (1, 1).
    private let points: [(x: Float, y: Float)]

    /// Creates one of the predefined functions; an unknown name gives the linear function.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Creates a function from its two inner control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]
    }

    /// The curve as the render side evaluates it.
    var curve: TimingCurve {
        TimingCurve(Double(points[1].x), Double(points[1].y), Double(points[2].x), Double(points[2].y))
    }

    /// The progress at `fraction` of the time (0…1), as animations evaluate the curve.
    package func progress(atFraction fraction: Double) -> Double { curve.progress(at: fraction) }

    /// Writes control point `idx` (0…3) as two floats at `ptr`; other indices write nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        guard points.indices.contains(idx) else { return }
        ptr[0] = points[idx].x
        ptr[1] = points[idx].y
    }
}
