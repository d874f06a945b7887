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

    package init(
        alignment: TextAlignment = .natural, lineBreak: TextLineBreak = .wordWrap, lineSpacing: CGFloat = 0,
        paragraphSpacing: CGFloat = 0
    ) {
        self.alignment = alignment
        self.lineBreak = lineBreak
        self.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
        self.paragraphSpacing = paragraphSpacing.isFinite ? max(0, paragraphSpacing) : 0
    }
}

/// A line drawn under or through text.
package enum TextDecoration: Hashable, Sendable {
    case none, single, thick, double
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
