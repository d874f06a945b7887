internal import CPango
import Foundation

/// A font as the text engine needs it: a fontconfig family, a size in points, a CSS-style weight
/// (100...1000), a slant and OpenType features.
package struct TextFont: Hashable, Sendable {
    /// The family name fontconfig matches, such as "DejaVu Sans".
    package var family: String
    /// The size in points: negative and non-finite sizes become 0 (nothing shows), and sizes are
    /// capped at 10,000 points, past which FreeType fails.
    package var pointSize: CGFloat
    /// The weight, 100 (thin) to 1000; 400 is regular and 700 bold.
    package var weight: Int
    /// Whether the font slants (italic or oblique).
    package var italic: Bool
    /// OpenType features in CSS syntax, such as "tnum" for tabular digits; empty for none.
    package var features: String

    /// The family of UIKit's system font here.
    package static let systemFamily = "DejaVu Sans"
    /// The family of UIKit's monospaced system font here.
    package static let monospacedFamily = "DejaVu Sans Mono"

    package init(family: String, pointSize: CGFloat, weight: Int = 400, italic: Bool = false, features: String = "") {
        self.family = family
        self.pointSize = pointSize.isFinite && pointSize > 0 ? min(pointSize, 10_000) : 0
        self.weight = min(max(weight, 100), 1000)
        self.italic = italic
        self.features = features
    }

    /// A new Pango description of this font; the caller frees it.
    func makeDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, family)
        pango_font_description_set_absolute_size(description, Double(pointSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// The family fontconfig actually picked for this font on this thread.
    package var resolvedFamily: String {
        resolvedFace?.family ?? family
    }

    /// The installed face fontconfig picks for this font, described by family, weight and slant.
    package var resolvedFace: FontFace? {
        let state = PangoThreadState.current
        let description = makeDescription()
        defer { pango_font_description_free(description) }
        guard let font = pango_font_map_load_font(state.fontMap, state.context, description) else { return nil }
        defer { g_object_unref(font) }
        guard let actual = pango_font_describe(font) else { return nil }
        defer { pango_font_description_free(actual) }
        return FontFace(description: actual)
    }
}

/// An installed face: its family, weight and slant, and the PostScript-style name UIKit shows.
package struct FontFace: Hashable, Sendable {
    /// The family name.
    package var family: String
    /// The face's own name within its family, such as "Bold Oblique".
    package var style: String
    /// The CSS-style weight.
    package var weight: Int
    /// Whether the face slants.
    package var italic: Bool

    package init(family: String, style: String, weight: Int, italic: Bool) {
        self.family = family
        self.style = style
        self.weight = weight
        self.italic = italic
    }

    init(description: OpaquePointer, style: String? = nil) {
        family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        weight = Int(pango_font_description_get_weight(description).rawValue)
        italic = pango_font_description_get_style(description) != PANGO_STYLE_NORMAL
        self.style = style ?? FontFace.styleName(weight: weight, italic: italic)
    }

    /// The name UIKit calls `fontName`: the family without spaces, then "-" and the style, the
    /// way PostScript names read ("DejaVuSans", "DejaVuSans-BoldOblique").
    package var name: String {
        let base = family.replacingOccurrences(of: " ", with: "")
        let suffix = style.replacingOccurrences(of: " ", with: "")
        let plain: Set<String> = ["", "Book", "Regular", "Normal", "Roman"]
        return plain.contains(suffix) ? base : "\(base)-\(suffix)"
    }

    static func styleName(weight: Int, italic: Bool) -> String {
        let weightName: String
        switch weight {
        case ..<150: weightName = "Thin"
        case ..<250: weightName = "ExtraLight"
        case ..<350: weightName = "Light"
        case ..<450: weightName = ""
        case ..<550: weightName = "Medium"
        case ..<650: weightName = "SemiBold"
        case ..<750: weightName = "Bold"
        case ..<850: weightName = "ExtraBold"
        default: weightName = "Black"
        }
        return weightName + (italic ? "Oblique" : "")
    }
}
