package import Foundation

extension PathStorage {
    /// One subpath with its curves flattened into line segments.
    package struct FlatSubpath: Equatable, Sendable {
        /// The vertices in drawing order; a closed subpath repeats its first vertex at the end.
        package var points: [CGPoint]
        /// Whether the subpath ended with a `close`.
        package var isClosed: Bool

        /// The length of the polyline.
        package var length: CGFloat {
            zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
    }

    /// The subpaths as polylines, curves flattened to within `tolerance`; closing segments are
    /// included, so lengths measure what a stroke draws.
    package func flattenedSubpaths(tolerance: CGFloat = 0.05) -> [FlatSubpath] {
        var result: [FlatSubpath] = []
        var points: [CGPoint] = []
        var current = CGPoint.zero
        func flush(closed: Bool) {
            if points.count > 1 || closed { result.append(FlatSubpath(points: points, isClosed: closed)) }
            points = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush(closed: false)
                points = [p]
                current = p
            case .line(let p):
                points.append(p)
                current = p
            case .quad(let c, let p):
                let (c1, c2) = cubicControls(ofQuad: current, c, p)
                flattenCubic(current, c1, c2, p, tolerance: tolerance, into: &points)
                current = p
            case .cubic(let c1, let c2, let p):
                flattenCubic(current, c1, c2, p, tolerance: tolerance, into: &points)
                current = p
            case .close:
                let start = points.first ?? current
                points.append(start)
                flush(closed: true)
                points = [start]
                current = start
            }
        }
        flush(closed: false)
        return result
    }

    /// The part of the path from fraction `start` to fraction `end` of its stroked length, as
    /// Core Animation's `strokeStart` and `strokeEnd` select it.
    ///
    /// Fractions are clamped to 0…1; an empty path results when `start ≥ end`. A closed subpath
    /// that lies wholly inside the range stays closed, so its corners join as before.
    package func trimmed(from start: CGFloat, to end: CGFloat, tolerance: CGFloat = 0.05) -> PathStorage {
        let lower = start.isNaN ? 0 : min(max(start, 0), 1)
        let upper = end.isNaN ? 1 : min(max(end, 0), 1)
        guard lower < upper else { return PathStorage() }
        if lower == 0 && upper == 1 { return self }
        let subpaths = flattenedSubpaths(tolerance: tolerance)
        let total = subpaths.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return PathStorage() }
        let from = lower * total
        let to = upper * total
        var result = PathStorage()
        var offset: CGFloat = 0
        for subpath in subpaths {
            let length = subpath.length
            defer { offset += length }
            guard offset + length > from, offset < to else { continue }
            if subpath.isClosed && offset >= from && offset + length <= to {
                for (index, point) in subpath.points.dropLast().enumerated() {
                    result.append(index == 0 ? .move(point) : .line(point))
                }
                result.append(.close)
                continue
            }
            appendPiece(of: subpath.points, from: from - offset, to: to - offset, into: &result)
        }
        return result
    }

    private func appendPiece(of points: [CGPoint], from: CGFloat, to: CGFloat, into result: inout PathStorage) {
        var travelled: CGFloat = 0
        var started = false
        for (a, b) in zip(points, points.dropFirst()) {
            let segment = hypot(b.x - a.x, b.y - a.y)
            defer { travelled += segment }
            guard segment > 0 else { continue }
            func point(at distance: CGFloat) -> CGPoint {
                let t = min(max((distance - travelled) / segment, 0), 1)
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            if travelled + segment < from { continue }
            if travelled > to { break }
            if !started {
                result.append(.move(point(at: max(from, travelled))))
                started = true
            }
            result.append(.line(point(at: min(to, travelled + segment))))
        }
    }
}
