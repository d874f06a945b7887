import CoreGraphics
public import Foundation

extension NSAttributedString.Key {
    /// The `UIFont` of the text (default: the system font at 12 points).
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text (default: black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text (default: none).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The `NSParagraphStyle` of the paragraph (default: `NSParagraphStyle.default`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Points added after each character, as a number (default: 0).
    ///
    /// Line widths match UIKit's; where the kern changes between neighbouring characters, Pango
    /// leaves the mean of their kerns between them rather than the first one's.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSUnderlineStyle` raw value, as a number (default: none).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSUnderlineStyle` raw value for a line through the text, as a number (default: none).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The `UIColor` of the text's outline (default: the foreground colour).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width in percent of the font's point size, as a number (default: 0, no
    /// outline). A positive width strokes the glyphs and does not fill them (hollow text); a
    /// negative one fills them and strokes them (outlined text).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The `NSShadow` the text casts (default: none).
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// Points the baseline is raised, as a number; negative lowers it (default: 0).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The `UIColor` of the underline (default: the foreground colour).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The `UIColor` of the strikethrough (default: the foreground colour).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Whether ligatures are used, as a number: 0 none, 1 the font's standard ones (the default);
    /// 2 (all ligatures) counts as 1, as on iOS.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Points added between characters after kerning, as a number (default: 0). Lamina adds it
    /// to the kern.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The `NSTextAttachment` shown in place of the attachment character (default: none).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// The look of underlines and strikethroughs.
///
/// Lamina draws `single` and `double`; `thick` draws as `single`, and the dot and dash
/// patterns and `byWord` are ignored (Pango has no such lines).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits.
    public let rawValue: Int

    /// Creates a style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A single thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A single thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (no bits).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// A dash-dot line.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A dash-dot-dot line.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not spaces.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    var decoration: TextDecoration {
        let line = rawValue & 0x0F
        if line == 0 { return .none }
        if line & 0x08 != 0 { return .double }
        return line & 0x02 != 0 ? .thick : .single
    }
}

/// Options for measuring and drawing strings.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: Int

    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The rectangle's origin is the top-left of the first line, and text wraps to its width;
    /// without it the text is one line whose baseline starts at the origin.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading (a no-op for fonts without a line gap).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures glyph ink rather than typographic bounds (ignored: Lamina always measures
    /// typographic bounds).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Ends the last line that fits the rectangle with an ellipsis when text is cut off.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of a string drawing or measuring call.
///
/// Lamina never shrinks text: `minimumScaleFactor` is kept but `actualScaleFactor` stays 1.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale text may be shrunk to in order to fit (not applied by Lamina).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn or measured at.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last drawn or measured with this context.
    open internal(set) var totalBounds: CGRect = .zero

    /// Creates a context.
    public override init() {
        super.init()
    }
}
