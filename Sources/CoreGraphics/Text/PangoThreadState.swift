internal import CCairo
internal import CPango
import Foundation

/// The Pango objects text measuring and drawing use on one thread.
///
/// Pango font maps and contexts are not thread-safe, so each thread gets its own, kept in the
/// thread's dictionary (not a global) and released with the thread. The context measures without
/// a cairo surface: glyph positions are not rounded, hinting is off and metrics are not hinted,
/// so sizes in points are the same at every scale; drawing antialiases in gray.
final class PangoThreadState {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// Metrics already measured on this thread, by font.
    var metrics: [TextFont: TextFontMetrics] = [:]
    /// Installed families and faces, listed on first use.
    lazy var catalogue = FontCatalogue(fontMap: fontMap)

    private init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// This thread's state, made on first use.
    static var current: PangoThreadState { slot.value }

    private static let slot = ThreadLocal { PangoThreadState() }
}

/// Converts points to Pango units, saturating instead of trapping on huge or invalid values.
func pangoUnits(_ value: CGFloat) -> Int32 {
    guard value.isFinite else { return value > 0 ? Int32.max : 0 }
    let scaled = (value * CGFloat(PANGO_SCALE)).rounded()
    return Int32(max(min(scaled, CGFloat(Int32.max / 2)), CGFloat(Int32.min / 2)))
}

/// Converts Pango units to points.
func points(_ units: Int32) -> CGFloat {
    CGFloat(units) / CGFloat(PANGO_SCALE)
}

/// `a + b` Pango units in points, without overflowing 32 bits (huge fonts and spacing reach them).
func points(_ a: Int32, plus b: Int32) -> CGFloat {
    CGFloat(Int64(a) + Int64(b)) / CGFloat(PANGO_SCALE)
}
