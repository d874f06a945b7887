import Foundation

/// The area a stroke covers, as overlapping pieces: one quadrilateral a segment, plus the joins
/// between segments and the caps at open ends, each a small counterclockwise polygon (y up).
/// `CGPath.copy(strokingWithWidth:…)` merges them into an outline with `PlanarOverlay`.
///
/// Geometry follows Core Graphics' strokes: the miter limit bounds the miter length over the
/// line width (a longer miter is bevelled); round joins and caps are arcs of half the width,
/// followed within `tolerance`; a subpath of a single point draws a dot with round caps and a
/// square with square caps, nothing with butt caps.
struct PathStroker {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    let tolerance: CGFloat

    /// The pieces whose union is the stroke of one flattened subpath.
    func pieces(of subpath: PathStorage.FlatSubpath) -> [[CGPoint]] {
        var points: [CGPoint] = []
        for point in subpath.points where point.isFinite && point != points.last { points.append(point) }
        let closed = subpath.isClosed
        if closed, points.count > 1, points.first == points.last { points.removeLast() }
        guard let start = points.first else { return [] }
        let h = halfWidth
        var pieces: [[CGPoint]] = []
        guard points.count > 1 else {
            switch cap {
            case .butt: return []
            case .round: return [arc(around: start, from: CGPoint(x: h, y: 0), sweep: 2 * .pi)]
            case .square:
                return [
                    [
                        start + CGPoint(x: -h, y: -h), start + CGPoint(x: h, y: -h),
                        start + CGPoint(x: h, y: h), start + CGPoint(x: -h, y: h),
                    ]
                ]
            }
        }
        let count = closed ? points.count : points.count - 1
        let directions = (0..<count).map { index -> CGPoint in
            let (a, b) = (points[index], points[(index + 1) % points.count])
            // Halved first when the difference of two huge coordinates overflows.
            let d = (b - a).isFinite ? b - a : b * 0.5 - a * 0.5
            return d * (1 / d.length)
        }
        for index in 0..<count {
            let (a, b) = (points[index], points[(index + 1) % points.count])
            let n = directions[index].leftNormal * h
            pieces.append([a - n, b - n, b + n, a + n])
        }
        let joined = closed ? Array(0..<count) : Array(1..<count)
        for index in joined {
            let incoming = directions[(index + count - 1) % count]
            if let piece = joinPiece(at: points[index], incoming: incoming, outgoing: directions[index]) {
                pieces.append(piece)
            }
        }
        if !closed {
            pieces += capPieces(at: start, direction: -directions[0])
            pieces += capPieces(at: points[points.count - 1], direction: directions[count - 1])
        }
        return pieces.compactMap(Self.counterclockwise)
    }

    /// The join's wedge on the outer side of the turn at `vertex`, or nil for a straight run.
    private func joinPiece(at vertex: CGPoint, incoming: CGPoint, outgoing: CGPoint) -> [CGPoint]? {
        let turn = incoming.cross(outgoing)
        let alignment = incoming.dot(outgoing)
        if abs(turn) <= 1e-12, alignment > 0 { return nil }
        let h = halfWidth
        // The outer side: right of a left turn, left of a right turn (or of a reversal).
        let side: CGFloat = turn > 0 ? -1 : 1
        let outIn = incoming.leftNormal * (h * side)
        let outOut = outgoing.leftNormal * (h * side)
        let bevel = [vertex, vertex + outIn, vertex + outOut]
        switch join {
        case .bevel:
            return bevel
        case .miter:
            // Miter length over line width is 1 / sin(φ/2), φ the angle between the segments.
            let ratio = 1 / ((1 + alignment) / 2).squareRoot()
            guard ratio <= miterLimit, ratio.isFinite else { return bevel }
            let bisector = outIn + outOut
            let tip = vertex + bisector * (h * ratio / bisector.length)
            return [vertex, vertex + outIn, tip, vertex + outOut]
        case .round:
            let sweep = turn == 0 ? -CGFloat.pi : atan2(turn, alignment)
            // A bevel is within tolerance of a shallow enough arc.
            if h * (1 - cos(sweep / 2)) <= tolerance { return bevel }
            return [vertex] + arc(around: vertex, from: outIn, sweep: sweep)
        }
    }

    /// The cap at an open end, `direction` pointing out of the line.
    private func capPieces(at end: CGPoint, direction: CGPoint) -> [[CGPoint]] {
        let n = direction.leftNormal * halfWidth
        let ahead = direction * halfWidth
        switch cap {
        case .butt: return []
        case .square: return [[end - n, end - n + ahead, end + n + ahead, end + n]]
        case .round: return [arc(around: end, from: -n, sweep: .pi)]
        }
    }

    /// Points on the circle about `center` through `center + from`, turning by `sweep` radians
    /// (counterclockwise when positive, y up), within `tolerance` of the arc.
    private func arc(around center: CGPoint, from radius: CGPoint, sweep: CGFloat) -> [CGPoint] {
        let r = radius.length
        guard r.isFinite, sweep.isFinite else { return [] }
        let stepAngle = r > tolerance ? 2 * acos(1 - tolerance / r) : .pi / 2
        // A radius so large that 1 − tolerance/r rounds to 1 makes the step 0: at most 256 steps.
        let wanted = (abs(sweep) / stepAngle).rounded(.up)
        let steps = wanted.isFinite ? min(max(Int(min(wanted, 256)), 2), 256) : 256
        return (0...steps).map { index in
            let angle = sweep * CGFloat(index) / CGFloat(steps)
            let (c, s) = (cos(angle), sin(angle))
            return center + CGPoint(x: radius.x * c - radius.y * s, y: radius.x * s + radius.y * c)
        }
    }

    /// The polygon turning counterclockwise (y up), or nil when it encloses nothing.
    static func counterclockwise(_ polygon: [CGPoint]) -> [CGPoint]? {
        let area = CGPath.signedArea(polygon)
        guard area.isFinite, area != 0 else { return nil }
        return area > 0 ? polygon : polygon.reversed()
    }
}
