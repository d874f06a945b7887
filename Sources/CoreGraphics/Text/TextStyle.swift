import Foundation

/// How the lines of a paragraph are placed across the width, as `NSTextAlignment` says.
package enum TextAlignment: Hashable, Sendable {
    case left, center, right, justified, natural
}

/// Where lines break and how text that does not fit is shortened, as `NSLineBreakMode` says.
package enum TextLineBreak: Hashable, Sendable {
    case wordWrap, charWrap, clipping, truncatingHead, truncatingTail, truncatingMiddle

    /// Whether the mode keeps each paragraph on one line, shortened with an ellipsis.
    var truncates: Bool { self == .truncatingHead || self == .truncatingTail || self == .truncatingMiddle }
}

/// Paragraph-level settings; a paragraph takes them from its first character.
package struct TextParagraphStyle: Hashable, Sendable {
    package var alignment: TextAlignment
    package var lineBreak: TextLineBreak
    /// Extra points between the lines of a paragraph, and between paragraphs.
    package var lineSpacing: CGFloat
    /// Extra points after each paragraph but the last.
    package var paragraphSpacing: CGFloat
    /// Extra points before each paragraph but the first.
    package var paragraphSpacingBefore: CGFloat = 0
    /// Each line's natural height is multiplied by this (0: not).
    package var lineHeightMultiple: CGFloat = 0
    /// The least and most height of a line, in points (0: no limit).
    package var minimumLineHeight: CGFloat = 0
    package var maximumLineHeight: CGFloat = 0
    /// Points from the leading edge to the first line, and to the other lines.
    package var firstLineHeadIndent: CGFloat = 0
    package var headIndent: CGFloat = 0
    /// Where lines end: positive, points from the leading edge; zero or negative, points from
    /// the trailing edge (the width's end).
    package var tailIndent: CGFloat = 0
    /// Tab stops (location in points, alignment), in order; empty: UIKit's default stops.
    package var tabStops: [TextTabStop] = []
    /// Points between the default stops after the last tab stop (0: none past it).
    package var defaultTabInterval: CGFloat = 0
    /// Whether words may be broken with a hyphen (`hyphenationFactor` above 0).
    package var hyphenates = false

    package init(
        alignment: TextAlignment = .natural, lineBreak: TextLineBreak = .wordWrap, lineSpacing: CGFloat = 0,
        paragraphSpacing: CGFloat = 0
    ) {
        self.alignment = alignment
        self.lineBreak = lineBreak
        self.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
        self.paragraphSpacing = paragraphSpacing.isFinite ? max(0, paragraphSpacing) : 0
    }

    /// Whether a line's height differs from its font's.
    var setsLineHeight: Bool { lineHeightMultiple > 0 || minimumLineHeight > 0 || maximumLineHeight > 0 }

    /// The height of a line whose natural height is `natural`: multiplied, then kept between
    /// the limits, as UIKit does.
    func lineHeight(natural: CGFloat) -> CGFloat {
        var height = natural * (lineHeightMultiple > 0 ? lineHeightMultiple : 1)
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return max(height, minimumLineHeight)
    }
}

/// A tab stop: where it is and how text after it lines up with it.
package struct TextTabStop: Hashable, Sendable {
    package enum Alignment: Hashable, Sendable { case left, center, right }
    package var location: CGFloat
    package var alignment: Alignment

    package init(location: CGFloat, alignment: Alignment) {
        self.location = location
        self.alignment = alignment
    }
}

/// A line drawn under or through text.
package enum TextDecoration: Hashable, Sendable {
    case none, single, thick, double
}

/// A shadow cast by a run of text (`NSShadow`): an offset in the default user space (down and
/// right in UIKit's contexts), a blur radius and a colour.
package struct TextShadow: Hashable, Sendable {
    package var offset: CGSize
    package var blur: CGFloat
    package var color: CGColor

    /// A shadow; non-finite offsets and blurs become 0, negative blurs 0.
    package init(offset: CGSize, blur: CGFloat, color: CGColor) {
        self.offset = CGSize(
            width: offset.width.isFinite ? offset.width : 0, height: offset.height.isFinite ? offset.height : 0)
        self.blur = blur.isFinite ? max(0, blur) : 0
        self.color = color
    }
}

/// An image set in the text in place of each U+FFFC (object replacement character) of its run:
/// the bitmap drawn upright and its box, whose origin is relative to the start of the baseline
/// (y up) and whose width is the room it takes in the line.
package struct TextAttachment: Hashable, Sendable {
    package let image: CGImage?
    package let bounds: CGRect

    /// An attachment; a box that is not finite is empty, sides are kept within 100,000 points.
    package init(image: CGImage?, bounds: CGRect) {
        self.image = image
        let limit: CGFloat = 100_000
        func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, -limit), limit) : 0 }
        let box = bounds.standardized
        self.bounds = CGRect(
            x: clamp(box.origin.x), y: clamp(box.origin.y), width: clamp(box.width), height: clamp(box.height))
    }

    package static func == (lhs: TextAttachment, rhs: TextAttachment) -> Bool {
        lhs.image === rhs.image && lhs.bounds == rhs.bounds
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(image.map(ObjectIdentifier.init))
        hasher.combine(bounds.origin.x)
        hasher.combine(bounds.origin.y)
        hasher.combine(bounds.width)
        hasher.combine(bounds.height)
    }
}

/// Character-level attributes of a run of text.
package struct TextStyle: Hashable, Sendable {
    package var font: TextFont
    package var foregroundColor: CGColor
    package var backgroundColor: CGColor?
    /// Points added after each character.
    package var kern: CGFloat
    package var underline: TextDecoration
    package var strikethrough: TextDecoration
    package var paragraph: TextParagraphStyle
    /// The outline's width in percent of the point size, as `NSAttributedString.Key.strokeWidth`
    /// says: 0 fills only, a positive width strokes only (hollow text), a negative one fills
    /// and strokes. Non-finite widths are 0.
    package var strokeWidth: CGFloat = 0 {
        didSet { if !strokeWidth.isFinite { strokeWidth = 0 } }
    }
    /// The outline's colour; nil strokes in the foreground colour.
    package var strokeColor: CGColor?
    /// The shadow the run casts, if any.
    package var shadow: TextShadow?
    /// Points the run's baseline is raised (negative: lowered). Non-finite offsets are 0.
    package var baselineOffset: CGFloat = 0 {
        didSet { if !baselineOffset.isFinite { baselineOffset = 0 } }
    }
    /// The underline's colour; nil underlines in the foreground colour.
    package var underlineColor: CGColor?
    /// The strikethrough's colour; nil strikes through in the foreground colour.
    package var strikethroughColor: CGColor?

    /// The image each U+FFFC of the run shows, if any.
    package var attachment: TextAttachment?
    /// Whether the font's standard and contextual ligatures are used (`.ligature` 1, the
    /// default); false sets each character with its own glyph.
    package var ligatures = true

    /// Whether the run is stroked or casts a shadow, which the plain drawing path cannot do.
    var hasEffects: Bool { strokeWidth != 0 || shadow != nil }

    package init(
        font: TextFont, foregroundColor: CGColor = .black, backgroundColor: CGColor? = nil, kern: CGFloat = 0,
        underline: TextDecoration = .none, strikethrough: TextDecoration = .none,
        paragraph: TextParagraphStyle = TextParagraphStyle()
    ) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.kern = kern.isFinite ? kern : 0
        self.underline = underline
        self.strikethrough = strikethrough
        self.paragraph = paragraph
    }
}

/// A range of the string, in UTF-16 code units as `NSRange` counts, with its style.
package struct TextRun: Hashable, Sendable {
    package var range: NSRange
    package var style: TextStyle

    package init(range: NSRange, style: TextStyle) {
        self.range = range
        self.style = style
    }
}

/// Limits on a layout: the width lines wrap to, the height and line count shown.
package struct TextConstraints: Hashable, Sendable {
    /// The width lines wrap (or truncate) to; nil, NaN, infinite or huge means unconstrained.
    package var width: CGFloat?
    /// The height lines must fit within to be shown; nil means unlimited.
    package var maximumHeight: CGFloat?
    /// The most lines shown; 0 means unlimited.
    package var maximumLines: Int
    /// Whether the last shown line ends with an ellipsis when text was cut off after it.
    package var truncatesLastVisibleLine: Bool

    package init(
        width: CGFloat? = nil, maximumHeight: CGFloat? = nil, maximumLines: Int = 0,
        truncatesLastVisibleLine: Bool = false
    ) {
        self.width = width
        self.maximumHeight = maximumHeight
        self.maximumLines = max(0, maximumLines)
        self.truncatesLastVisibleLine = truncatesLastVisibleLine
    }
}
