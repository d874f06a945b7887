package import Foundation

/// Measuring paths: bounding boxes, flattening and point containment.
extension PathStorage {
    /// The box around every point, control points included (`CGPath.boundingBox`).
    package var controlPointBounds: CGRect {
        var box = BoxAccumulator()
        for element in elements { element.points.forEach { box.add($0) } }
        return box.rect
    }

    /// The tight box around the path's curves (`CGPath.boundingBoxOfPath`).
    package var tightBounds: CGRect {
        var box = BoxAccumulator()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
                current = p
            case .quad(let c, let p):
                // Elevate to a cubic so one extremum routine serves both.
                let (c1, c2) = cubicControls(ofQuad: current, c, p)
                box.addCubic(current, c1, c2, p)
                current = p
            case .cubic(let c1, let c2, let p):
                box.addCubic(current, c1, c2, p)
                current = p
            case .close:
                break
            }
        }
        return box.rect
    }

    /// The path as closed polygons, curves flattened to within `tolerance` (the flattened
    /// subpaths; a closed one repeats its first vertex, a zero-length edge containment ignores).
    package func polygons(tolerance: CGFloat = 0.05) -> [[CGPoint]] {
        flattenedSubpaths(tolerance: tolerance).map(\.points).filter { $0.count > 1 }
    }

    /// Whether `point` is inside the filled path; open subpaths count as closed.
    ///
    /// Edges follow the half-open rule: a point on a left or top edge is inside, on a right or
    /// bottom edge outside, so adjacent shapes never both claim a point.
    package func contains(_ point: CGPoint, evenOdd: Bool) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        for polygon in polygons() {
            var previous = polygon[polygon.count - 1]
            for vertex in polygon {
                let (a, b) = (previous, vertex)
                previous = vertex
                // An edge to a point at infinity has no place to cross a ray.
                if a.y == b.y || !a.x.isFinite || !a.y.isFinite || !b.x.isFinite || !b.y.isFinite { continue }
                let upward = a.y < b.y
                let (low, high) = upward ? (a, b) : (b, a)
                guard point.y >= low.y, point.y < high.y else { continue }
                var x = low.x + (point.y - low.y) * (high.x - low.x) / (high.y - low.y)
                if !x.isFinite {
                    // Huge coordinates overflow the differences: the same crossing as a convex
                    // combination of the ends, whose halves cannot overflow.
                    let t = (point.y / 2 - low.y / 2) / (high.y / 2 - low.y / 2)
                    x = low.x * (1 - t) + high.x * t
                }
                if x <= point.x { continue }
                winding += upward ? 1 : -1
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    func flattenCubic(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat,
        into polygon: inout [CGPoint]
    ) {
        // The control polygon's deviation bounds the curve's; split until it is within tolerance.
        // Measured on the points divided by 16 (exact in binary), so that huge coordinates make
        // it infinite (the most pieces) rather than NaN (inf − inf, which would make one piece).
        let (a, b, c, d) = (p0.scaled(1 / 16), p1.scaled(1 / 16), p2.scaled(1 / 16), p3.scaled(1 / 16))
        let dx = abs(3 * b.x - 2 * a.x - d.x) + abs(3 * c.x - a.x - 2 * d.x)
        let dy = abs(3 * b.y - 2 * a.y - d.y) + abs(3 * c.y - a.y - 2 * d.y)
        let deviation = 16 * max(dx, dy)
        // Clamped before converting: huge coordinates make the estimate infinite or NaN.
        let estimate = (deviation / (16 * tolerance)).squareRoot().rounded(.up)
        let count = estimate >= 1 ? Int(min(estimate, 256)) : 1
        for index in 1...count {
            let t = CGFloat(index) / CGFloat(count)
            polygon.append(cubicPoint(p0, p1, p2, p3, t))
        }
    }
}

/// The cubic's control points for the quadratic from `p0` through `c` to `p`; for coordinates so
/// large that `p0 + 2/3·(c − p0)` overflows, the same points as convex combinations.
func cubicControls(ofQuad p0: CGPoint, _ c: CGPoint, _ p: CGPoint) -> (CGPoint, CGPoint) {
    let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
    let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
    guard !(c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite) else { return (c1, c2) }
    func third(_ end: CGFloat, _ control: CGFloat) -> CGFloat { end / 3 + control / 3 * 2 }
    return (CGPoint(x: third(p0.x, c.x), y: third(p0.y, c.y)), CGPoint(x: third(p.x, c.x), y: third(p.y, c.y)))
}

extension CGPoint {
    fileprivate func scaled(_ factor: CGFloat) -> CGPoint { CGPoint(x: x * factor, y: y * factor) }
}

func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}

/// Grows a rectangle to contain points; starts as the null rectangle.
struct BoxAccumulator {
    private var minX = CGFloat.infinity
    private var minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity
    private var maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
    }

    mutating func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p0)
        add(p3)
        for t in Self.extrema(p0.x, p1.x, p2.x, p3.x) + Self.extrema(p0.y, p1.y, p2.y, p3.y) {
            add(cubicPoint(p0, p1, p2, p3, t))
        }
    }

    /// Parameters in (0, 1) where one coordinate of a cubic has zero derivative.
    private static func extrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // B'(t)/3 = qa·t² + qb·t + qc
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-qb + root) / (2 * qa))
                roots.append((-qb - root) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    var rect: CGRect {
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
