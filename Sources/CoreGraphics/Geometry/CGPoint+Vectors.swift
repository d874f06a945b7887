import Foundation

/// Plane-vector arithmetic on points, for the path geometry in this module (internal: clients
/// keep Foundation's CGPoint as it is).
extension CGPoint {
    static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    static func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
    static prefix func - (a: CGPoint) -> CGPoint { CGPoint(x: -a.x, y: -a.y) }

    func dot(_ o: CGPoint) -> CGFloat { x * o.x + y * o.y }
    /// The z component of the cross product: positive when `o` turns left of `self` (y up).
    func cross(_ o: CGPoint) -> CGFloat { x * o.y - y * o.x }
    var length: CGFloat { hypot(x, y) }
    /// Whether both coordinates are finite numbers.
    var isFinite: Bool { x.isFinite && y.isFinite }
    /// The vector turned a quarter to the left (y up).
    var leftNormal: CGPoint { CGPoint(x: -y, y: x) }
}
