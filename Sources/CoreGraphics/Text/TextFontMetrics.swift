internal import CCairo
internal import CPango
import Foundation

/// A font's vertical metrics in points, with UIKit's signs: the descender is negative.
package struct TextFontMetrics: Hashable, Sendable {
    /// Distance from the baseline to the top of the line box.
    package var ascender: CGFloat
    /// Distance from the baseline to the bottom of the line box, negative below the baseline.
    package var descender: CGFloat
    /// Extra space the font asks for between lines (its line gap).
    package var leading: CGFloat
    /// Height of flat capitals, measured from the ink of "H".
    package var capHeight: CGFloat
    /// Height of flat lower-case letters, measured from the ink of "x".
    package var xHeight: CGFloat

    /// The distance between the baselines of consecutive lines: ascender − descender + leading.
    package var lineHeight: CGFloat { ascender - descender + leading }

    package init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }
}

extension TextFont {
    /// This font's metrics, measured once per thread and then cached.
    package var metrics: TextFontMetrics {
        let state = PangoThreadState.current
        if let known = state.metrics[self] { return known }
        let measured = measureMetrics(state)
        state.metrics[self] = measured
        return measured
    }

    private func measureMetrics(_ state: PangoThreadState) -> TextFontMetrics {
        let description = makeDescription()
        defer { pango_font_description_free(description) }
        guard let font = pango_font_map_load_font(state.fontMap, state.context, description),
            let fontMetrics = pango_font_get_metrics(font, nil)
        else { return TextFontMetrics(ascender: 0, descender: 0, leading: 0, capHeight: 0, xHeight: 0) }
        defer {
            pango_font_metrics_unref(fontMetrics)
            g_object_unref(font)
        }
        let ascent = points(pango_font_metrics_get_ascent(fontMetrics))
        let descent = points(pango_font_metrics_get_descent(fontMetrics))
        let height = points(pango_font_metrics_get_height(fontMetrics))
        return TextFontMetrics(
            ascender: ascent, descender: -descent, leading: max(0, height - ascent - descent),
            capHeight: inkHeight(of: "H", state: state, description: description),
            xHeight: inkHeight(of: "x", state: state, description: description))
    }

    /// How far the ink of `text` rises above the baseline.
    private func inkHeight(of text: String, state: PangoThreadState, description: OpaquePointer) -> CGFloat {
        let layout = pango_layout_new(state.context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let baseline = pango_layout_get_baseline(layout)
        return CGFloat(Int64(baseline) - Int64(ink.y)) / CGFloat(PANGO_SCALE)
    }
}
