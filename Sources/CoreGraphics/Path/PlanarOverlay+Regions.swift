import Foundation

extension PlanarOverlay {
    /// An undirected edge of the overlay: how many times each operand runs along it, counted +1
    /// from `lo` to `hi` and −1 back (coincident edges of both operands are one edge).
    struct Edge {
        let lo: Vertex
        let hi: Vertex
        var weights = [0, 0]

        var midpoint: CGPoint { (lo.point + hi.point) * 0.5 }
        var direction: CGPoint { hi.point - lo.point }
    }

    private struct EdgeKey: Hashable {
        let lo: Vertex
        let hi: Vertex
    }

    /// The operands' pieces merged into undirected edges; edges all of whose runs cancel are
    /// left out (they change no winding number).
    func mergedEdges(of operands: [Int]) -> [Edge] {
        var slots: [EdgeKey: Int] = [:]
        var edges: [Edge] = []
        for operand in operands {
            for piece in pieces[operand].joined() {
                let forward = piece.from < piece.to
                let key = forward ? EdgeKey(lo: piece.from, hi: piece.to) : EdgeKey(lo: piece.to, hi: piece.from)
                let slot =
                    slots[key]
                    ?? {
                        edges.append(Edge(lo: key.lo, hi: key.hi))
                        slots[key] = edges.count - 1
                        return edges.count - 1
                    }()
                edges[slot].weights[operand] += forward ? 1 : -1
            }
        }
        return edges.filter { $0.weights != [0, 0] }
    }

    /// The boundary of the area where `keep(insideSubject, insideOther)` holds, as closed loops
    /// in the input's coordinates, each with the kept area on its left (y up): outer boundaries
    /// turn counterclockwise, holes clockwise, so either fill rule fills the result the same.
    func boundary(rule: CGPathFillRule, keep: (Bool, Bool) -> Bool) -> [[CGPoint]] {
        boundary(rule: rule, work: .max, keep: keep)!
    }

    /// `boundary(rule:keep:)`, or nil when indexing and classifying the edges would look at more
    /// than `work` edges (edges that nearly all share the bands a ray runs in).
    func boundary(rule: CGPathFillRule, work: Int, keep: (Bool, Bool) -> Bool) -> [[CGPoint]]? {
        guard let index = WindingIndex(edges: mergedEdges(of: [0, 1]), work: work),
            work == .max || index.classificationCost <= work
        else { return nil }
        var kept: [Piece] = []
        for (number, edge) in index.edges.enumerated() {
            let sides = index.sides(of: number)
            let inPlus = keep(rule.encloses(sides.plus[0]), rule.encloses(sides.plus[1]))
            let inMinus = keep(rule.encloses(sides.minus[0]), rule.encloses(sides.minus[1]))
            guard inPlus != inMinus else { continue }
            kept.append(
                sides.plusIsLeft == inPlus ? Piece(from: edge.lo, to: edge.hi) : Piece(from: edge.hi, to: edge.lo))
        }
        return Self.loops(of: kept).map { $0.map(location) }
    }

    /// The subject's polylines cut to the stretches inside (or outside) the other operand's
    /// filled area, in drawing order; each result says whether it is a whole closed polyline.
    ///
    /// A stretch running along the other operand's boundary counts as inside when the filled
    /// area lies on either side of it, so the inside and outside stretches always add up to the
    /// whole subject.
    func lines(rule: CGPathFillRule, inside: Bool) -> [Polyline] {
        let index = WindingIndex(edges: mergedEdges(of: [1]))!
        var boundary: [EdgeKey: Int] = [:]
        for (number, edge) in index.edges.enumerated() { boundary[EdgeKey(lo: edge.lo, hi: edge.hi)] = number }
        var result: [Polyline] = []
        for (line, lineIsClosed) in zip(pieces[0], closedSubjectLines) {
            var runs: [[Vertex]] = []
            var lastKept = false
            var firstKept: Bool?
            for piece in line {
                let key =
                    piece.from < piece.to
                    ? EdgeKey(lo: piece.from, hi: piece.to) : EdgeKey(lo: piece.to, hi: piece.from)
                let enclosed: Bool
                if let number = boundary[key] {
                    let sides = index.sides(of: number)
                    enclosed = rule.encloses(sides.plus[1]) || rule.encloses(sides.minus[1])
                } else {
                    let midpoint = (piece.from.point + piece.to.point) * 0.5
                    let direction = piece.to.point - piece.from.point
                    enclosed = rule.encloses(
                        index.windings(at: midpoint, alongX: abs(direction.y) >= abs(direction.x))[1])
                }
                if enclosed == inside {
                    if !lastKept { runs.append([piece.from]) }
                    runs[runs.count - 1].append(piece.to)
                }
                lastKept = enclosed == inside
                if firstKept == nil { firstKept = lastKept }
            }
            if lineIsClosed, runs.count == 1, firstKept == true, lastKept {
                // The whole closed polyline: it stays closed.
                result.append(Polyline(points: runs[0].dropLast().map(location), closed: true))
                continue
            }
            if lineIsClosed, runs.count > 1, firstKept == true, lastKept {
                // A run through the closing vertex: one stretch, not two.
                runs[0] = runs.removeLast() + runs[0].dropFirst()
            }
            result += runs.map { Polyline(points: $0.map(location), closed: false) }
        }
        return result
    }

    /// Links directed edges into closed loops (of vertices, the first not repeated).
    ///
    /// Where several loops meet at one vertex, the walk takes the sharpest left turn, so loops
    /// that only touch at a corner stay separate. Simple loops of fewer than three vertices, and
    /// vertices on a straight run, are dropped.
    static func loops(of edges: [Piece]) -> [[Vertex]] {
        var outgoing: [Vertex: [Int]] = [:]
        for (number, edge) in edges.enumerated() { outgoing[edge.from, default: []].append(number) }
        var used = Array(repeating: false, count: edges.count)
        var loops: [[Vertex]] = []
        for first in edges.indices where !used[first] {
            used[first] = true
            let start = edges[first].from
            var loop = [start]
            var current = first
            while edges[current].to != start {
                let vertex = edges[current].to
                loop.append(vertex)
                let incoming = vertex.point - edges[current].from.point
                var best: Int?
                var bestTurn = -CGFloat.infinity
                for candidate in outgoing[vertex] ?? [] where !used[candidate] {
                    let outward = edges[candidate].to.point - vertex.point
                    let turn = atan2(incoming.cross(outward), incoming.dot(outward))
                    if turn > bestTurn { (best, bestTurn) = (candidate, turn) }
                }
                if best == nil {
                    // Nearly coincident edges can be judged differently by a few grid units,
                    // leaving a loop open there: it closes, or goes on, across the gap.
                    if vertex.distance(to: start) <= Self.gap { break }
                    best = edges.indices.filter { !used[$0] && edges[$0].from.distance(to: vertex) <= Self.gap }
                        .min { edges[$0].from.distance(to: vertex) < edges[$1].from.distance(to: vertex) }
                }
                guard let next = best else { break }
                if edges[next].from != vertex { loop.append(edges[next].from) }
                used[next] = true
                current = next
            }
            let simple = straightened(loop)
            if simple.count > 2 { loops.append(simple) }
        }
        return loops
    }

    /// The widest gap (grid units, about 2⁻²⁴ of the largest coordinate) a loop is closed
    /// across where rounding left it open.
    static let gap: Int64 = 4096

    /// The loop without the vertices that lie within one grid unit of the line through their
    /// neighbours, between them.
    private static func straightened(_ loop: [Vertex]) -> [Vertex] {
        var kept: [Vertex] = []
        func isStraight(_ a: Vertex, _ b: Vertex, _ c: Vertex) -> Bool {
            let (ab, bc, ac) = (b.point - a.point, c.point - b.point, c.point - a.point)
            let across = ab.cross(ac)
            return ab.dot(bc) > 0 && across * across <= ac.dot(ac)
        }
        for vertex in loop {
            while kept.count >= 2, isStraight(kept[kept.count - 2], kept[kept.count - 1], vertex) { kept.removeLast() }
            kept.append(vertex)
        }
        // The seam: the last vertices against the first ones.
        while kept.count >= 3, isStraight(kept[kept.count - 2], kept[kept.count - 1], kept[0]) { kept.removeLast() }
        while kept.count >= 3, isStraight(kept[kept.count - 1], kept[0], kept[1]) { kept.removeFirst() }
        return kept
    }
}

extension PlanarOverlay.Vertex {
    /// The larger of the coordinate differences (grid units).
    func distance(to other: Self) -> Int64 { max(abs(x - other.x), abs(y - other.y)) }
}

extension CGPathFillRule {
    /// Whether a point with this winding number is filled.
    func encloses(_ winding: Int) -> Bool { self == .evenOdd ? winding & 1 != 0 : winding != 0 }
}

/// Winding numbers of an overlay's edges at any point, by casting a ray from it.
///
/// Edges are kept in bands (about √n of them along each axis, cut where equal numbers of edges
/// begin, so clustered edges spread over many bands), and a ray looks only at the edges of the
/// band it runs in. A crossing follows the half-open rule (an edge counts when exactly one of its
/// ends lies at or below the ray's level), so a ray through a shared vertex counts it once.
struct WindingIndex {
    let edges: [PlanarOverlay.Edge]
    private let rows: Bands
    private let columns: Bands

    private struct Bands {
        /// Where each band begins, ascending; band `i` runs from `cuts[i]` to `cuts[i + 1]`.
        var cuts: [CGFloat]
        var members: [[Int]]
        /// Band memberships in all: an edge counts once for each band it spans.
        var memberships = 0

        init?(_ ranges: [(CGFloat, CGFloat)], work: Int) {
            let count = max(1, Int(Double(ranges.count).squareRoot()))
            let lows = ranges.map(\.0).sorted()
            cuts = (0..<count).map { lows.isEmpty ? 0 : lows[$0 * lows.count / count] }
            members = Array(repeating: [], count: count)
            for (number, range) in ranges.enumerated() {
                let (first, last) = (band(range.0), band(range.1))
                memberships += last - first + 1
                guard memberships <= work else { return nil }
                for band in first...last { members[band].append(number) }
            }
        }

        /// The band holding `value`: the last whose cut is at or below it (the first for values
        /// below every cut, NaN included).
        func band(_ value: CGFloat) -> Int {
            var (low, high) = (0, cuts.count - 1)
            guard value >= cuts[0] else { return 0 }
            while low < high {
                let middle = (low + high + 1) / 2
                if cuts[middle] <= value { low = middle } else { high = middle - 1 }
            }
            return low
        }
    }

    /// An index of `edges`; nil when its bands would hold more than `work` memberships (edges
    /// that nearly all span one another's bands).
    init?(edges: [PlanarOverlay.Edge], work: Int = .max) {
        self.edges = edges
        guard
            let rows = Bands(
                edges.map { (min($0.lo.point.y, $0.hi.point.y), max($0.lo.point.y, $0.hi.point.y)) }, work: work),
            let columns = Bands(
                edges.map { (min($0.lo.point.x, $0.hi.point.x), max($0.lo.point.x, $0.hi.point.x)) },
                work: work - rows.memberships)
        else { return nil }
        (self.rows, self.columns) = (rows, columns)
    }

    /// How many edges classifying every edge (`sides(of:)` on each) looks at.
    var classificationCost: Int {
        edges.indices.reduce(0) { sum, number in
            let edge = edges[number]
            let u = edge.direction
            let midpoint = edge.midpoint
            let band =
                abs(u.y) >= abs(u.x) ? rows.members[rows.band(midpoint.y)] : columns.members[columns.band(midpoint.x)]
            return sum &+ band.count
        }
    }

    /// Each operand's winding number at `point`, from a ray towards +x (`alongX`) or +y,
    /// leaving out edge `excluded`.
    func windings(at point: CGPoint, alongX: Bool, excluding excluded: Int? = nil) -> [Int] {
        var winding = [0, 0]
        let candidates = alongX ? rows.members[rows.band(point.y)] : columns.members[columns.band(point.x)]
        for number in candidates where number != excluded {
            let edge = edges[number]
            let (p, q) = (edge.lo.point, edge.hi.point)
            let sign: Int
            if alongX {
                guard (p.y <= point.y) != (q.y <= point.y) else { continue }
                guard p.x + (point.y - p.y) * (q.x - p.x) / (q.y - p.y) > point.x else { continue }
                sign = q.y > p.y ? 1 : -1
            } else {
                guard (p.x <= point.x) != (q.x <= point.x) else { continue }
                guard p.y + (point.x - p.x) * (q.y - p.y) / (q.x - p.x) > point.y else { continue }
                sign = q.x > p.x ? -1 : 1
            }
            winding[0] += sign * edge.weights[0]
            winding[1] += sign * edge.weights[1]
        }
        return winding
    }

    /// The winding numbers on the two sides of edge `number`: `plus` on the side its ray goes
    /// to, `minus` across the edge; `plusIsLeft` when that side is left of lo → hi (y up).
    func sides(of number: Int) -> (plus: [Int], minus: [Int], plusIsLeft: Bool) {
        let edge = edges[number]
        let u = edge.direction
        let alongX = abs(u.y) >= abs(u.x)
        let plus = windings(at: edge.midpoint, alongX: alongX, excluding: number)
        let sign = alongX ? (u.y > 0 ? 1 : -1) : (u.x > 0 ? -1 : 1)
        let minus = [plus[0] + sign * edge.weights[0], plus[1] + sign * edge.weights[1]]
        return (plus, minus, alongX ? u.y < 0 : u.x > 0)
    }
}
