import Foundation

/// Boolean operations on filled areas (iOS 16's `CGPath` API).
///
/// Both paths are filled by `rule` (open subpaths count as closed, as for filling), overlaid,
/// and the boundary of the chosen area comes back as closed straight-edged subpaths: outer
/// boundaries counterclockwise and holes clockwise (in a y-up view), each crossing point shared,
/// no subpath crossing another, so the result fills the same by either rule. Core Graphics keeps
/// curves where it can; Lamina follows them with straight segments within 1/10,000 of the
/// operands' extent (documented in Compatibility.md). Areas that only touch along an edge merge.
extension CGPath {
    /// The area filled by this path or by `other`.
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        area(with: other, rule: rule) { $0 || $1 }
    }

    /// The area filled by both this path and `other`.
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        area(with: other, rule: rule) { $0 && $1 }
    }

    /// The area this path fills that `other` does not.
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        area(with: other, rule: rule) { $0 && !$1 }
    }

    /// The area filled by exactly one of this path and `other`.
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        area(with: other, rule: rule) { $0 != $1 }
    }

    /// The area this path fills, with no subpath crossing or overlapping another (overlaps
    /// merged, self-intersections resolved), as a weakly simple path.
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        area(with: nil, rule: rule) { inside, _ in inside }
    }

    /// Whether the areas the two paths fill overlap (sharing only an edge or a point is not
    /// overlapping).
    public func intersects(_ other: CGPath, using rule: CGPathFillRule = .winding) -> Bool {
        !intersection(other, using: rule).isEmpty
    }

    /// The stretches of this path's lines that lie inside the area `other` fills, as open
    /// subpaths (a closed subpath wholly inside stays closed). Stretches along `other`'s
    /// boundary count as inside.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        lines(against: other, rule: rule, inside: true)
    }

    /// The stretches of this path's lines outside the area `other` fills: the rest of the path
    /// `lineIntersection(_:using:)` leaves.
    public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        lines(against: other, rule: rule, inside: false)
    }

    /// The filled area split into its separate pieces: each an outer boundary with the holes
    /// directly inside it, largest first. Pieces that touch only at a corner are separate.
    public func componentsSeparated(using rule: CGPathFillRule = .winding) -> [CGPath] {
        let loops = overlay(with: nil).boundary(rule: rule) { inside, _ in inside }
        let areas = loops.map(Self.signedArea)
        let outers = loops.indices.filter { areas[$0] > 0 }.sorted { areas[$0] > areas[$1] }
        let outerShapes = Dictionary(uniqueKeysWithValues: outers.map { ($0, Self.storage(of: [loops[$0]])) })
        var holes = Array(repeating: [Int](), count: loops.count)
        for hole in loops.indices where areas[hole] < 0 {
            let probe = (loops[hole][0] + loops[hole][1]) * 0.5
            // The smallest outer boundary around the hole is the one it belongs to.
            if let owner = outers.last(where: { outerShapes[$0]!.contains(probe, evenOdd: true) }) {
                holes[owner].append(hole)
            }
        }
        return outers.map { outer in
            CGPath(storage: Self.storage(of: [loops[outer]] + holes[outer].map { loops[$0] }))
        }
    }

    // MARK: - Plumbing

    /// The two paths flattened and overlaid. For areas every subpath closes; for lines the
    /// subject keeps its open subpaths open.
    private func overlay(with other: CGPath?, forLines: Bool = false) -> PlanarOverlay {
        var extent = storage.tightBounds
        if let other { extent = extent.union(other.storage.tightBounds) }
        let size = extent.isNull ? 0 : max(extent.width, extent.height)
        let tolerance = size > 0 && size.isFinite ? size / 10_000 : 0.05
        func polylines(_ path: CGPath?, closed: Bool) -> [PlanarOverlay.Polyline] {
            (path?.storage.flattenedSubpaths(tolerance: tolerance) ?? []).map {
                PlanarOverlay.Polyline(points: $0.points, closed: closed || $0.isClosed)
            }
        }
        return PlanarOverlay(subject: polylines(self, closed: !forLines), other: polylines(other, closed: true))
    }

    private func area(with other: CGPath?, rule: CGPathFillRule, keep: (Bool, Bool) -> Bool) -> CGPath {
        CGPath(storage: Self.storage(of: overlay(with: other).boundary(rule: rule, keep: keep)))
    }

    private func lines(against other: CGPath, rule: CGPathFillRule, inside: Bool) -> CGPath {
        let cut = overlay(with: other, forLines: true).lines(rule: rule, inside: inside)
        var result = PathStorage()
        for line in cut {
            result.append(.move(line.points[0]))
            for point in line.points.dropFirst() { result.append(.line(point)) }
            if line.closed { result.append(.close) }
        }
        return CGPath(storage: result)
    }

    static func storage(of loops: [[CGPoint]]) -> PathStorage {
        var result = PathStorage()
        for loop in loops {
            result.append(.move(loop[0]))
            for point in loop.dropFirst() { result.append(.line(point)) }
            result.append(.close)
        }
        return result
    }

    /// The shoelace area, positive for a loop turning counterclockwise (y up).
    static func signedArea(_ loop: [CGPoint]) -> CGFloat {
        zip(loop, loop.dropFirst() + loop.prefix(1)).reduce(0) { $0 + $1.0.cross($1.1) } / 2
    }
}
