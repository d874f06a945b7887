public import Foundation

/// A two-dimensional vector; Foundation on Linux does not define it.
public struct CGVector: Equatable, Hashable, Sendable, Codable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// Creates a vector.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector from integers.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// Creates a vector from doubles.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The zero vector.
    public static let zero = CGVector()
}

extension CGPoint {
    /// Whether the two points are equal (Apple's older spelling of `==`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal (Apple's older spelling of `==`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles are equal (Apple's older spelling of `==`).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension CGRect {
    /// `intersection(_:)` that tolerates rectangles with infinite or not-a-number parts (Foundation's
    /// traps on them): such a rectangle intersects nothing (`.null`).
    package func finiteIntersection(_ other: CGRect) -> CGRect {
        func finite(_ r: CGRect) -> Bool {
            r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
        }
        guard finite(self), finite(other) else { return .null }
        return intersection(other)
    }
}
