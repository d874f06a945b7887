import CoreGraphics
import Foundation

/// Converts UIKit attribute dictionaries and attributed strings into the text engine's terms.
enum TextAttributes {
    /// The font text has when no `.font` attribute is given: the system font at 12 points.
    static let defaultFont = TextFont(family: TextFont.systemFamily, pointSize: 12)

    /// The style of text with no attributes.
    static var defaultStyle: TextStyle { TextStyle(font: defaultFont) }

    /// The style `attributes` describe; unknown keys and values of the wrong type are ignored.
    static func style(_ attributes: [NSAttributedString.Key: Any]?) -> TextStyle {
        var style = defaultStyle
        guard let attributes else { return style }
        if let font = attributes[.font] as? UIFont { style.font = font.textFont }
        if let color = color(attributes[.foregroundColor]) { style.foregroundColor = color }
        style.backgroundColor = color(attributes[.backgroundColor])
        if let kern = number(attributes[.kern]), kern.isFinite { style.kern = kern }
        if let tracking = number(attributes[.tracking]), tracking.isFinite, (style.kern + tracking).isFinite {
            style.kern += tracking
        }
        if let ligature = number(attributes[.ligature]) { style.ligatures = ligature != 0 }
        if let underline = number(attributes[.underlineStyle]) {
            style.underline = NSUnderlineStyle(rawValue: Int(exactly: underline.rounded()) ?? 0).decoration
        } else if let underline = attributes[.underlineStyle] as? NSUnderlineStyle {
            style.underline = underline.decoration
        }
        if let strike = number(attributes[.strikethroughStyle]) {
            style.strikethrough = NSUnderlineStyle(rawValue: Int(exactly: strike.rounded()) ?? 0).decoration
        } else if let strike = attributes[.strikethroughStyle] as? NSUnderlineStyle {
            style.strikethrough = strike.decoration
        }
        if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
            style.paragraph = paragraph.textParagraphStyle
        }
        if let width = number(attributes[.strokeWidth]) { style.strokeWidth = width }
        style.strokeColor = color(attributes[.strokeColor])
        style.shadow = (attributes[.shadow] as? NSShadow)?.textShadow
        if let offset = number(attributes[.baselineOffset]) { style.baselineOffset = offset }
        style.underlineColor = color(attributes[.underlineColor])
        style.strikethroughColor = color(attributes[.strikethroughColor])
        style.attachment = (attributes[.attachment] as? NSTextAttachment)?.textAttachment
        return style
    }

    /// The string and styled runs of an attributed string.
    static func runs(of attributed: NSAttributedString) -> (String, [TextRun]) {
        var runs: [TextRun] = []
        let whole = NSRange(location: 0, length: attributed.length)
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            runs.append(TextRun(range: range, style: style(attributes)))
        }
        return (attributed.string, runs)
    }

    static func color(_ value: Any?) -> CGColor? {
        if let color = value as? UIColor { return color.cgColor }
        return value as? CGColor
    }

    /// A number of any of the types apps pass in dictionaries (attributes, metrics), as a CGFloat.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
