/// A uniform grid over the extents of a node's sublayers, so that painting a small damaged
/// region, or searching it for an occluder, looks at the sublayers near it rather than at all.
///
/// Cells hold entry indices in ascending order (a flat array with per-cell offsets). Extents that
/// are not finite, or that span many cells, are kept apart and returned by every query; empty
/// extents intersect nothing and are left out. Answers are candidates: callers test each one.
struct SublayerGrid: Sendable {
    private let bounds: Box
    private let columns: Int
    private let rows: Int
    private let cellWidth: Double
    private let cellHeight: Double
    /// `cellStart[c] ..< cellStart[c + 1]` are cell `c`'s entries in `entries`.
    private let cellStart: [Int32]
    private let entries: [Int32]
    /// Entries returned by every query: not finite, or spanning more than `wideLimit` cells.
    private let everywhere: [Int32]

    /// An entry covering more cells than this is kept in `everywhere`.
    private static let wideLimit = 16

    /// An index of `extents` (entry `i` is `extents[i]`); nil when they cannot be gridded (no
    /// finite extent, or a span too wide for doubles).
    init?(_ extents: [Box]) {
        var bounds = Box.empty
        for box in extents where box.isFinite { bounds = bounds.union(box) }
        let side = max(1, min(256, Int(Double(extents.count).squareRoot().rounded())))
        guard !bounds.isEmpty, bounds.isFinite, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        self.bounds = bounds
        columns = side
        rows = side
        cellWidth = bounds.width / Double(side)
        cellHeight = bounds.height / Double(side)
        guard cellWidth > 0, cellHeight > 0 else { return nil }

        var counts = [Int32](repeating: 0, count: side * side + 1)
        var everywhere: [Int32] = []
        var placed: [(index: Int32, cells: (Int, Int, Int, Int))] = []
        placed.reserveCapacity(extents.count)
        for (index, box) in extents.enumerated() {
            guard box.isFinite else {
                everywhere.append(Int32(index))
                continue
            }
            guard !box.isEmpty else { continue }
            let (c0, r0, c1, r1) = Self.cells(of: box, bounds: bounds, cellWidth, cellHeight, side, side)
            if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.wideLimit {
                everywhere.append(Int32(index))
                continue
            }
            placed.append((Int32(index), (c0, r0, c1, r1)))
            for row in r0...r1 { for column in c0...c1 { counts[row * side + column + 1] += 1 } }
        }
        for cell in 0..<side * side { counts[cell + 1] += counts[cell] }
        var next = counts
        var entries = [Int32](repeating: 0, count: Int(counts[side * side]))
        for (index, (c0, r0, c1, r1)) in placed {
            for row in r0...r1 {
                for column in c0...c1 {
                    let cell = row * side + column
                    entries[Int(next[cell])] = index
                    next[cell] += 1
                }
            }
        }
        self.cellStart = counts
        self.entries = entries
        self.everywhere = everywhere
    }

    /// The cells (first and last column and row) `box` touches, clamped to the grid.
    private static func cells(
        of box: Box, bounds: Box, _ cellWidth: Double, _ cellHeight: Double, _ columns: Int, _ rows: Int
    ) -> (Int, Int, Int, Int) {
        func index(_ value: Double, _ origin: Double, _ size: Double, _ count: Int) -> Int {
            let cell = ((value - origin) / size).rounded(.down)
            guard cell.isFinite else { return 0 }
            return Int(min(max(cell, 0), Double(count - 1)))
        }
        return (
            index(box.x0, bounds.x0, cellWidth, columns), index(box.y0, bounds.y0, cellHeight, rows),
            index(box.x1, bounds.x0, cellWidth, columns), index(box.y1, bounds.y0, cellHeight, rows)
        )
    }

    /// The entries, ascending and without repeats, that may intersect `box`; nil when `box`
    /// spans more than a quarter of the grid (checking every entry is as cheap then).
    func candidates(intersecting box: Box) -> [Int]? {
        var found = everywhere.map(Int.init)
        let clipped = box.intersection(bounds)
        // A box outside the grid, or touching it only along an edge, meets none of its entries.
        if !clipped.isEmpty {
            let (c0, r0, c1, r1) = Self.cells(of: clipped, bounds: bounds, cellWidth, cellHeight, columns, rows)
            let cellCount = (c1 - c0 + 1) * (r1 - r0 + 1)
            guard cellCount * 4 <= columns * rows || cellCount <= Self.wideLimit else { return nil }
            for row in r0...r1 {
                for column in c0...c1 {
                    let cell = row * columns + column
                    for slot in Int(cellStart[cell])..<Int(cellStart[cell + 1]) { found.append(Int(entries[slot])) }
                }
            }
        }
        guard found.count > 1 else { return found }
        found.sort()
        var unique = 0
        for value in found where unique == 0 || found[unique - 1] != value {
            found[unique] = value
            unique += 1
        }
        found.removeLast(found.count - unique)
        return found
    }
}
