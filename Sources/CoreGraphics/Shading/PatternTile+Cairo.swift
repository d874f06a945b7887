internal import CCairo
import Foundation

extension PatternTile {
    /// Makes the tile the source of `cr`, repeated, with `userToTile` mapping the user space in
    /// effect (cairo locks a pattern to it) to the tile's points; the tile's pixels are `scale`
    /// to a point. Returns false when the image has no surface or cairo refuses the matrix.
    ///
    /// The source borrows the image's pixels: callers replace it (`clearSource`) once they have
    /// filled, so no later call can read pixels the image has let go of.
    package func setSource(on cr: OpaquePointer, userToTile: CGAffineTransform) -> Bool {
        guard let surface = image.pixels.makeSurface() else { return false }
        let pattern = cairo_pattern_create_for_surface(surface)!
        let toPixels = userToTile.concatenating(placement).concatenating(CGAffineTransform(scaleX: scale, y: scale))
        var matrix = cairo_matrix_t(
            xx: Double(toPixels.a), yx: Double(toPixels.b), xy: Double(toPixels.c), yy: Double(toPixels.d),
            x0: Double(toPixels.tx), y0: Double(toPixels.ty))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        defer {
            cairo_pattern_destroy(pattern)
            cairo_surface_destroy(surface)
        }
        // A matrix cairo cannot invert (a determinant that overflows) leaves the pattern in an
        // error state, which `cairo_set_source` would pass on to the context for good.
        guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
        cairo_set_source(cr, pattern)
        return true
    }

    /// Fills the current path of `cr` with the tile at `alpha` (clip and paint: cairo patterns
    /// carry no alpha of their own), then drops the source.
    package func fillPath(on cr: OpaquePointer, userToTile: CGAffineTransform, alpha: Double, evenOdd: Bool = false) {
        cairo_save(cr)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        if setSource(on: cr, userToTile: userToTile) { cairo_paint_with_alpha(cr, alpha) }
        cairo_restore(cr)
        PatternTile.clearSource(on: cr)
    }

    /// Strokes the current path of `cr` (with its line settings) with the tile at `alpha`, through
    /// a group when translucent (cairo patterns carry no alpha of their own), then drops the source.
    package func strokePath(on cr: OpaquePointer, userToTile: CGAffineTransform, alpha: Double) {
        cairo_save(cr)
        if alpha < 1 { cairo_push_group(cr) }
        if setSource(on: cr, userToTile: userToTile) { cairo_stroke_preserve(cr) }
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
        cairo_new_path(cr)
        PatternTile.clearSource(on: cr)
    }

    /// Replaces the source of `cr` with opaque black.
    package static func clearSource(on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
    }
}
