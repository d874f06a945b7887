package import CoreGraphics
public import Foundation

/// A font: a family, a size and a style, with the metrics UIKit's text layout uses.
///
/// Immutable and safe to share across threads, as on iOS. Fonts come from fontconfig through
/// Pango. Lamina's system font is DejaVu Sans (its monospaced system font DejaVu Sans Mono)
/// rather than San Francisco, which Apple does not license for Linux; Han text falls back to
/// WenQuanYi Micro Hei. Metrics are therefore DejaVu's, not San Francisco's.
open class UIFont: NSObject, @unchecked Sendable {
    /// Keeps Core Foundation from taking this object for no type (it must stay the first stored
    /// property: `FoundationTypeGuard`).
    private let foundationTypeGuard = FoundationTypeGuard()

    /// What the text engine draws with.
    package let textFont: TextFont
    private let metrics: TextFontMetrics
    private let face: FontFace?
    /// The text style this font scales with (`preferredFont(forTextStyle:)`, `UIFontMetrics`),
    /// which labels that adjust to the content size category follow; nil for fixed fonts.
    let dynamicType: DynamicTypeOrigin?

    package convenience init(textFont: TextFont) { self.init(textFont: textFont, dynamicType: nil) }

    /// A font that scales with a text style (`dynamicType`), or a fixed one.
    init(textFont: TextFont, dynamicType: DynamicTypeOrigin?) {
        self.textFont = textFont
        metrics = textFont.metrics
        face = textFont.resolvedFace
        self.dynamicType = dynamicType
        super.init()
    }

    /// Creates the font named `fontName` (such as "DejaVuSans-Bold") or the regular face of the
    /// family named `fontName` (such as "DejaVu Sans"); nil when fontconfig has neither.
    ///
    /// A size that is negative, zero or not finite gives a font of size 0, which draws nothing.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let catalogue = FontCatalogue.current
        if let face = catalogue.face(named: fontName) {
            self.init(
                textFont: TextFont(family: face.family, pointSize: fontSize, weight: face.weight, italic: face.italic))
        } else if let family = catalogue.family(named: fontName) {
            self.init(textFont: TextFont(family: family, pointSize: fontSize))
        } else {
            return nil
        }
    }

    /// The system font (DejaVu Sans here) at `fontSize` points, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font (DejaVu Sans here) at `fontSize` points and `weight`.
    ///
    /// DejaVu Sans has extra-light, book and bold faces; fontconfig picks the closest one, so
    /// several of Apple's nine weights look alike here.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(textFont: TextFont(family: TextFont.systemFamily, pointSize: fontSize, weight: weight.pangoWeight))
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points (DejaVu Sans Oblique here).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(textFont: TextFont(family: TextFont.systemFamily, pointSize: fontSize, italic: true))
    }

    /// The monospaced system font (DejaVu Sans Mono here) at `fontSize` points and `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(textFont: TextFont(family: TextFont.monospacedFamily, pointSize: fontSize, weight: weight.pangoWeight))
    }

    /// The system font with digits of equal width (the OpenType "tnum" feature).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(
            textFont: TextFont(
                family: TextFont.systemFamily, pointSize: fontSize, weight: weight.pangoWeight, features: "tnum"))
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = textFont
        font.pointSize = TextFont(family: font.family, pointSize: fontSize).pointSize
        return UIFont(textFont: font)
    }

    /// The font's name, built the way PostScript names read ("DejaVuSans", "DejaVuSans-Bold").
    ///
    /// Differs from Apple: the system font is named after DejaVu, not ".SFUI-Regular".
    open var fontName: String { face?.name ?? textFont.family.replacingOccurrences(of: " ", with: "") }
    /// The family name, such as "DejaVu Sans".
    open var familyName: String { face?.family ?? textFont.family }
    /// The size in points.
    open var pointSize: CGFloat { textFont.pointSize }
    /// Distance from the baseline to the top of the line, in points.
    open var ascender: CGFloat { metrics.ascender }
    /// Distance from the baseline to the bottom of the line, in points; negative.
    open var descender: CGFloat { metrics.descender }
    /// Height of capital letters above the baseline, in points.
    open var capHeight: CGFloat { metrics.capHeight }
    /// Height of lower-case letters such as "x" above the baseline, in points.
    open var xHeight: CGFloat { metrics.xHeight }
    /// The distance between baselines of single-spaced lines: ascender − descender + leading.
    open var lineHeight: CGFloat { metrics.lineHeight }
    /// The font's line gap, in points (0 for DejaVu Sans, as for San Francisco).
    open var leading: CGFloat { metrics.leading }

    /// Whether `object` is equal: fonts with the same settings are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIFont)?.textFont == textFont
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { textFont.hashValue }

    /// A description listing family, weight, style and size.
    open override var description: String {
        "<UIFont: font-family: \"\(familyName)\"; font-weight: \(textFont.weight); font-style: "
            + "\(textFont.italic ? "italic" : "normal"); font-size: \(pointSize)pt>"
    }
}
