internal import CCairo
public import Foundation

extension CGPath {
    /// The outline of the area a stroke of this path would paint, as a path to fill, mapped by
    /// `transform`.
    ///
    /// The stroke is `lineWidth` wide, centred on the path, with `lineCap` at the ends of open
    /// subpaths and `lineJoin` where segments meet (a miter longer than `miterLimit` times the
    /// width is bevelled). The outline is one weakly simple region — overlaps of the stroke with
    /// itself are merged, holes such as a ring's inside stay open — so it fills the same by
    /// either rule. Curves, round joins and round caps are followed with straight segments
    /// (Core Graphics keeps curves). A width that is not a positive finite number strokes
    /// nothing: the result is empty. Past 80,000 edges in all (a long dash pattern, thousands of
    /// round joins) the pieces come back unmerged: they fill the stroke's area by the winding rule
    /// only.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        CGPath(
            storage: storage.strokeOutline(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
                .applying(transform))
    }
}

extension PathStorage {
    /// The most edges the pieces of a stroke (segments, joins, caps) may have to be merged into
    /// one outline: a million-dash stroke, or thousands of round joins of 256 steps, would take
    /// minutes.
    static let mergedOutlineEdges = 80_000
    /// The most pairs of edges merging a stroke's pieces may test, and the most edges indexing
    /// and classifying them may look at (pieces that nearly all overlap, such as a short path
    /// stroked very wide, cost quadratic time). At this bound the slowest inputs known take under
    /// half a second under the address sanitizer and coverage instrumentation.
    static let mergeWork = 1_000_000

    /// The outline of this path's stroke (see `CGPath.copy(strokingWithWidth:…)`).
    func strokeOutline(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) -> PathStorage {
        guard width > 0, width.isFinite, !isEmpty else { return PathStorage() }
        let bounds = tightBounds
        let extent = bounds.isNull ? width : max(bounds.width, bounds.height, width)
        let tolerance = min(0.05, extent / 10_000)
        let stroker = PathStroker(
            halfWidth: width / 2, cap: cap, join: join, miterLimit: miterLimit.isFinite ? miterLimit : 10,
            tolerance: tolerance)
        let pieces = flattenedSubpaths(tolerance: tolerance).flatMap { stroker.pieces(of: $0) }
        let edges = pieces.reduce(0) { $0 + $1.count }
        guard edges <= Self.mergedOutlineEdges else {
            // Merging costs more than linear time; past the bound the pieces come back as they
            // are, all counterclockwise, which fill the stroke's area by the winding rule.
            Diagnostics.ignored(
                "merging \(pieces.count) stroke pieces of \(edges) edges (over \(Self.mergedOutlineEdges)): "
                    + "left unmerged")
            return CGPath.storage(of: pieces)
        }
        guard
            let overlay = PlanarOverlay(
                subject: pieces.map { .init(points: $0, closed: true) }, other: [], work: Self.mergeWork),
            let loops = overlay.boundary(rule: .winding, work: Self.mergeWork, keep: { inside, _ in inside })
        else {
            Diagnostics.ignored("merging \(pieces.count) stroke pieces that nearly all overlap: left unmerged")
            return CGPath.storage(of: pieces)
        }
        return CGPath.storage(of: loops)
    }
}

extension CGContext {
    /// Replaces the current path with the outline of the area stroking it would paint, using
    /// the context's line width, cap, join, miter limit and dash pattern; filling the new path
    /// paints what `strokePath()` would have. The width applies in user space as it is now (as
    /// for a stroke); when the current transformation cannot be inverted the path is emptied.
    public func replacePathWithStrokedPath() {
        let ctm = state.ctm
        let inverse = ctm.inverted()
        guard ctm.a * ctm.d - ctm.b * ctm.c != 0, inverse.a.isFinite, inverse.d.isFinite else {
            currentPath = PathStorage()
            return
        }
        var userPath = CGPath(storage: currentPath.applying(inverse))
        if let dash = state.dash {
            let count = Int(cairo_get_dash_count(cr))
            var lengths = [Double](repeating: 0, count: count)
            var offset: Double = 0
            lengths.withUnsafeMutableBufferPointer { cairo_get_dash(cr, $0.baseAddress, &offset) }
            if dash.solidFallbackDuty(for: userPath.storage) == nil {
                userPath = userPath.copy(dashingWithPhase: CGFloat(offset), lengths: lengths.map { CGFloat($0) })
            }
        }
        let cap: CGLineCap =
            switch cairo_get_line_cap(cr) {
            case CAIRO_LINE_CAP_ROUND: .round
            case CAIRO_LINE_CAP_SQUARE: .square
            default: .butt
            }
        let join: CGLineJoin =
            switch cairo_get_line_join(cr) {
            case CAIRO_LINE_JOIN_ROUND: .round
            case CAIRO_LINE_JOIN_BEVEL: .bevel
            default: .miter
            }
        let outline = userPath.storage.strokeOutline(
            width: state.lineWidth, cap: cap, join: join, miterLimit: CGFloat(cairo_get_miter_limit(cr)))
        currentPath = outline.applying(ctm)
    }
}
