public import Foundation

extension CGPath {
    /// The path a dashed stroke of this path would follow: the "on" stretches of the dash
    /// pattern `lengths` (on, off, on…; an odd count repeats), starting `phase` into it, as
    /// open subpaths, mapped by `transform`. The pattern starts again at each subpath, as for
    /// strokes; a closed subpath's closing segment is dashed too.
    ///
    /// Curves are followed as straight segments within 0.05 points of them (Core Graphics keeps
    /// them curved). A pattern that is empty, has a negative or non-finite length, or sums to
    /// zero dashes nothing: the path comes back whole. At most a million dashes are made; a
    /// pattern that would make more returns the path whole (as such strokes draw solid).
    public func copy(
        dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
    )
        -> CGPath
    {
        let whole = CGPath(storage: storage.applying(transform))
        guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), phase.isFinite else { return whole }
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let cycle = pattern.reduce(0, +)
        guard cycle > 0, cycle.isFinite else { return whole }
        let subpaths = storage.flattenedSubpaths()
        let total = subpaths.reduce(CGFloat(0)) { $0 + $1.length }
        guard total / cycle * CGFloat(pattern.count) <= 1_000_000 else { return whole }

        let dashed = CGMutablePath()
        for subpath in subpaths {
            var dasher = Dasher(pattern: pattern, cycle: cycle, phase: phase)
            for (start, end) in zip(subpath.points, subpath.points.dropFirst()) {
                dasher.add(from: start, to: end, into: dashed, transform: transform)
            }
        }
        return dashed
    }
}

/// Walks a polyline, emitting the "on" stretches of a dash pattern.
private struct Dasher {
    let pattern: [CGFloat]
    /// Which entry of the pattern the walk is in, and how much of it is left.
    var index = 0
    var remaining: CGFloat
    /// Whether a dash is open (its start already emitted).
    var drawing = false

    init(pattern: [CGFloat], cycle: CGFloat, phase: CGFloat) {
        self.pattern = pattern
        var offset = phase.truncatingRemainder(dividingBy: cycle)
        if offset < 0 { offset += cycle }
        while offset >= pattern[index] && offset > 0 {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        remaining = pattern[index] - offset
    }

    /// Whether the current entry is a dash ("on").
    var isOn: Bool { index % 2 == 0 }

    mutating func add(from start: CGPoint, to end: CGPoint, into path: CGMutablePath, transform: CGAffineTransform) {
        let length = hypot(end.x - start.x, end.y - start.y)
        guard length > 0 else { return }
        func point(at distance: CGFloat) -> CGPoint {
            // Multiplied before dividing: exact along axis-aligned segments of whole lengths.
            CGPoint(
                x: start.x + (end.x - start.x) * distance / length, y: start.y + (end.y - start.y) * distance / length)
        }
        var walked: CGFloat = 0
        while walked < length {
            let step = min(remaining, length - walked)
            if isOn {
                if !drawing {
                    path.move(to: point(at: walked), transform: transform)
                    drawing = true
                }
                path.addLine(to: point(at: walked + step), transform: transform)
            }
            walked += step
            remaining -= step
            if remaining <= 0 {
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                drawing = false
                // Zero-length entries: an "on" of length 0 is a dot, kept as a zero-length dash.
                while remaining == 0 {
                    if isOn {
                        let dot = point(at: walked)
                        path.move(to: dot, transform: transform)
                        path.addLine(to: dot, transform: transform)
                    }
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
            }
        }
    }
}
