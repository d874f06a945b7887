internal import CCairo
import Foundation

/// The largest pen a stroke is drawn with, in device pixels.
///
/// Cairo builds a stroke's pen as a polygon whose vertex count grows with the square root of
/// the pen's device radius over the tolerance, and walks it at every round join and cap: a line
/// a billion points wide under a 101× transform keeps one `cairo_stroke` busy for over ten
/// minutes. Nor can cairo represent such a stroke: its device space is 24.8 fixed
/// point, so an outline past ±8,388,608 pixels wraps around and paints garbage. Paths reach
/// cairo clamped to ±4,000,000 device pixels, so a pen of radius 2²² (4,194,304 pixels) is the
/// widest whose outline always fits, and a wider stroke is drawn with its pen scaled down to
/// that radius along its major axis: it still covers everything within 4 million pixels of
/// the path, so only a path that passes that far from the drawable area (its coordinates
/// already clamped) draws differently. Logged under `LAMINA_DIAGNOSTICS=geometry`.
enum StrokePen {
    /// The largest device radius of a pen: 2²² pixels.
    static let maximumRadius: Double = 4_194_304

    /// The line width to stroke with when a pen of `width` under `matrix` (user to device) would
    /// be wider than `maximumRadius` along its major axis; nil when it is not, or when the
    /// matrix is not finite.
    static func limitedWidth(_ width: Double, under matrix: cairo_matrix_t) -> Double? {
        let major = majorScale(xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)
        guard major.isFinite, major > 0, width.isFinite, width / 2 * major > maximumRadius else { return nil }
        return 2 * maximumRadius / major
    }

    /// The largest singular value of the linear part `[xx xy; yx yy]`: how far a unit circle
    /// reaches once transformed.
    static func majorScale(xx: Double, yx: Double, xy: Double, yy: Double) -> Double {
        let squares = xx * xx + yx * yx + xy * xy + yy * yy
        let determinant = xx * yy - xy * yx
        let spread = max(squares * squares - 4 * determinant * determinant, 0).squareRoot()
        return ((squares + spread) / 2).squareRoot()
    }
}

extension CGContext {
    /// Runs `body` (a stroke or a stroke query on `target`) with the pen bounded by
    /// `StrokePen.maximumRadius`; the target's line width is restored after.
    func withBoundedPen<Result>(on target: OpaquePointer, _ body: () -> Result) -> Result {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(target, &matrix)
        let width = cairo_get_line_width(target)
        guard let limited = StrokePen.limitedWidth(width, under: matrix) else { return body() }
        Diagnostics.ignored(
            "line width \(width) (a pen over \(StrokePen.maximumRadius) device pixels); stroked \(limited) wide")
        cairo_save(target)
        cairo_set_line_width(target, limited)
        defer { cairo_restore(target) }
        return body()
    }
}
