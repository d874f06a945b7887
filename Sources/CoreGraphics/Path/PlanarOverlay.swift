import Foundation

/// Two sets of polylines laid over each other in the plane: the engine behind `CGPath`'s
/// boolean operations and stroke outlines.
///
/// Every edge is split wherever it meets another edge (crossings, touching vertices, collinear
/// overlaps), so that afterwards edges meet only at their ends. Work happens in *grid units*:
/// every coordinate is divided by a grid step 2⁻³⁶ of the largest coordinate's magnitude (never
/// less than the smallest subnormal) and
/// rounded, so equal points compare equal, vertices hash, and the products the geometry needs
/// stay far from overflow even for coordinates near the largest double. Results are mapped back
/// by the same step, so they carry at most half a step of rounding.
struct PlanarOverlay {
    /// A vertex on the grid (grid units).
    struct Vertex: Hashable, Comparable {
        let x: Int64
        let y: Int64

        static func < (a: Vertex, b: Vertex) -> Bool { a.x != b.x ? a.x < b.x : a.y < b.y }

        var point: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
    }

    /// An input polyline; a closed one returns from its last point to its first.
    struct Polyline {
        var points: [CGPoint]
        var closed: Bool
    }

    /// A stretch of an input edge between two vertices, after splitting.
    struct Piece {
        let from: Vertex
        let to: Vertex
    }

    /// The size of one grid unit in the input's coordinates.
    let step: CGFloat
    /// For each operand (0: the subject, 1: the other path), each polyline's pieces in drawing
    /// order (a closed polyline's closing edge included).
    private(set) var pieces: [[[Piece]]] = [[], []]
    /// Whether each of the subject's polylines is closed.
    let closedSubjectLines: [Bool]

    /// Overlays `subject` and `other`. Points that are not finite are left out; a polyline of
    /// fewer than two distinct points contributes nothing.
    init(subject: [Polyline], other: [Polyline]) {
        self.init(subject: subject, other: other, work: .max)!
    }

    /// Overlays as `init(subject:other:)` does, or returns nil once splitting has tested more than
    /// `work` pairs of edges (inputs whose edges nearly all overlap cost quadratic time).
    init?(subject: [Polyline], other: [Polyline], work: Int) {
        // Flattening curves with huge control points can overflow: such points are left out.
        let subject = subject.map { Polyline(points: $0.points.filter(\.isFinite), closed: $0.closed) }
        let other = other.map { Polyline(points: $0.points.filter(\.isFinite), closed: $0.closed) }
        var largest: CGFloat = 0
        for line in subject + other {
            for p in line.points { largest = max(largest, abs(p.x), abs(p.y)) }
        }
        closedSubjectLines = subject.map(\.closed)
        // Never below the smallest subnormal: coordinates that small share a coarser grid.
        step = largest > 0 ? CGFloat(sign: .plus, exponent: max(largest.exponent - 36, -1074), significand: 1) : 1
        var segments: [Segment] = []
        for (operand, lines) in [subject, other].enumerated() {
            pieces[operand] = Array(repeating: [], count: lines.count)
            for (index, line) in lines.enumerated() {
                let snapped = line.points.map { snap($0) }
                var pairs = Array(zip(snapped, snapped.dropFirst()))
                if line.closed, let first = snapped.first, let last = snapped.last { pairs.append((last, first)) }
                for (a, b) in pairs where a != b {
                    segments.append(Segment(a: a, b: b, operand: operand, line: index))
                }
            }
        }
        // Splitting rounds new vertices to the grid, which can make pieces cross that did not;
        // split again until nothing crosses (a round or two more in practice). The later rounds
        // are bounded in number and growth: what is left crossing then costs loops only a gap
        // (`loops(of:)`).
        var budget = Int.max
        var work = work
        for _ in 0..<8 {
            guard let splits = Self.splitPoints(of: segments, work: &work) else { return nil }
            guard splits.contains(where: { !$0.isEmpty }) else { break }
            var next: [Segment] = []
            next.reserveCapacity(segments.count)
            for (segment, points) in zip(segments, splits) {
                if points.isEmpty { next.append(segment) } else { next += Self.split(segment, at: points) }
            }
            guard next.count <= budget else { break }
            segments = next
            budget = min(budget, 2 * next.count + 4096)
        }
        for segment in segments {
            pieces[segment.operand][segment.line].append(Piece(from: vertex(segment.a), to: vertex(segment.b)))
        }
    }

    /// `segment` cut at `points` (on it, in any order), in its direction.
    private static func split(_ segment: Segment, at points: [CGPoint]) -> [Segment] {
        var vertices = [segment.a]
        let direction = segment.b - segment.a
        let inner = points.sorted { ($0 - segment.a).dot(direction) < ($1 - segment.a).dot(direction) }
        for p in inner where p != vertices.last! && p != segment.b { vertices.append(p) }
        vertices.append(segment.b)
        return zip(vertices, vertices.dropFirst()).map {
            Segment(a: $0, b: $1, operand: segment.operand, line: segment.line)
        }
    }

    /// The grid point nearest `p` (grid units, integral values).
    private func snap(_ p: CGPoint) -> CGPoint {
        CGPoint(x: (p.x / step).rounded(), y: (p.y / step).rounded())
    }

    private func vertex(_ p: CGPoint) -> Vertex { Vertex(x: Int64(p.x), y: Int64(p.y)) }

    /// Maps a vertex back to the input's coordinates.
    func location(_ v: Vertex) -> CGPoint { CGPoint(x: CGFloat(v.x) * step, y: CGFloat(v.y) * step) }

    /// One input edge in grid units.
    struct Segment {
        let a: CGPoint
        let b: CGPoint
        let operand: Int
        let line: Int

        var minX: CGFloat { min(a.x, b.x) }
        var maxX: CGFloat { max(a.x, b.x) }
        var minY: CGFloat { min(a.y, b.y) }
        var maxY: CGFloat { max(a.y, b.y) }
    }

    /// For each segment, the grid points where others cross or touch its interior.
    ///
    /// A sweep along x keeps the segments whose x-ranges overlap; each pair is tested once. An
    /// end of one segment within one grid unit of another's interior splits it there (touching
    /// vertices and collinear overlaps), and a proper crossing splits both at the same rounded
    /// point, so the two halves of a crossing always share their vertex.
    ///
    /// Segments lying on the same two points are tested once: paths collapsed onto a coarse grid
    /// (shapes of subnormal coordinates) repeat a few segments thousands of times.
    static func splitPoints(of segments: [Segment], work: inout Int) -> [[CGPoint]]? {
        var twins: [Int] = []
        twins.reserveCapacity(segments.count)
        var firstOf: [SegmentKey: Int] = [:]
        firstOf.reserveCapacity(segments.count)
        let unique = segments.indices.filter { index in
            let key = SegmentKey(segments[index])
            if let first = firstOf[key] {
                twins.append(first)
                return false
            }
            firstOf[key] = index
            twins.append(index)
            return true
        }
        guard let found = distinctSplitPoints(of: unique.map { segments[$0] }, work: &work) else { return nil }
        var splits = Array(repeating: [CGPoint](), count: segments.count)
        for (number, index) in unique.enumerated() { splits[index] = found[number] }
        for index in segments.indices where twins[index] != index { splits[index] = splits[twins[index]] }
        return splits
    }

    /// The two points of a segment in either order.
    private struct SegmentKey: Hashable {
        let low: SIMD2<Double>
        let high: SIMD2<Double>

        init(_ s: Segment) {
            let (a, b) = (SIMD2(Double(s.a.x), Double(s.a.y)), SIMD2(Double(s.b.x), Double(s.b.y)))
            (low, high) = a.x < b.x || (a.x == b.x && a.y < b.y) ? (a, b) : (b, a)
        }
    }

    /// A segment's extent along the sweep axis and across it.
    private struct Extent {
        let low: CGFloat
        let high: CGFloat
        let crossLow: CGFloat
        let crossHigh: CGFloat
    }

    /// The sweep runs along the axis on which the segments spread further, so segments stacked
    /// across the other axis (a dashed vertical line) are never all active at once.
    ///
    /// The pair loop is the hot path of stroke outlines and path booleans: extents are computed
    /// once and nothing in it allocates unless a split point is found.
    private static func distinctSplitPoints(of segments: [Segment], work: inout Int) -> [[CGPoint]]? {
        var splits = Array(repeating: [CGPoint](), count: segments.count)
        var (minX, maxX, minY, maxY) = (CGFloat.infinity, -CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity)
        for s in segments {
            (minX, maxX) = (min(minX, s.minX), max(maxX, s.maxX))
            (minY, maxY) = (min(minY, s.minY), max(maxY, s.maxY))
        }
        let alongX = segments.isEmpty || maxX - minX >= maxY - minY
        let extents = segments.map { s in
            alongX
                ? Extent(low: s.minX, high: s.maxX, crossLow: s.minY, crossHigh: s.maxY)
                : Extent(low: s.minY, high: s.maxY, crossLow: s.minX, crossHigh: s.maxX)
        }
        let order = extents.indices.sorted { extents[$0].low < extents[$1].low }
        var active: [Int] = []
        for i in order {
            let e = extents[i]
            active.removeAll { extents[$0].high < e.low }
            work -= active.count + 1
            guard work >= 0 else { return nil }
            let s = segments[i]
            for j in active {
                let f = extents[j]
                guard f.crossLow <= e.crossHigh, e.crossLow <= f.crossHigh else { continue }
                let t = segments[j]
                if touches(t.a, s) { splits[i].append(t.a) }
                if touches(t.b, s) { splits[i].append(t.b) }
                if touches(s.a, t) { splits[j].append(s.a) }
                if touches(s.b, t) { splits[j].append(s.b) }
                if let x = crossing(s, t) {
                    if x != s.a, x != s.b { splits[i].append(x) }
                    if x != t.a, x != t.b { splits[j].append(x) }
                }
            }
            active.append(i)
        }
        return splits
    }

    /// Whether `p` lies within one grid unit of the interior of `s`.
    private static func touches(_ p: CGPoint, _ s: Segment) -> Bool {
        guard p != s.a, p != s.b else { return false }
        let r = s.b - s.a
        let along = (p - s.a).dot(r)
        let length2 = r.dot(r)
        guard along > 0, along < length2 else { return false }
        let across = (p - s.a).cross(r)
        return across * across <= length2
    }

    /// The rounded point where `s` and `t` cross inside both, if they do.
    private static func crossing(_ s: Segment, _ t: Segment) -> CGPoint? {
        let r = s.b - s.a
        let q = t.b - t.a
        let denominator = r.cross(q)
        guard denominator != 0 else { return nil }
        let offset = t.a - s.a
        let along = offset.cross(q) / denominator
        let other = offset.cross(r) / denominator
        guard along > 0, along < 1, other > 0, other < 1 else { return nil }
        let x = CGPoint(x: (s.a.x + along * r.x).rounded(), y: (s.a.y + along * r.y).rounded())
        guard x.x.isFinite, x.y.isFinite else { return nil }
        // A crossing next to an existing end is that end: new vertices a unit away from old
        // ones would make the splitting rounds crawl along nearly parallel edges.
        func near(_ p: CGPoint) -> Bool { max(abs(p.x - x.x), abs(p.y - x.y)) <= 1 }
        if near(s.a) { return s.a }
        if near(s.b) { return s.b }
        if near(t.a) { return t.a }
        return near(t.b) ? t.b : x
    }
}
