import CoreGraphics
import Foundation

/// Converts UIKit attribute dictionaries and attributed strings into the text engine's terms.
enum TextAttributes {
    /// The font text has when no `.font` attribute is given: the system font at 12 points.
    static let defaultFont = TextFont(family: TextFont.systemFamily, pointSize: 12)

    /// The style of text with no attributes.
    static var defaultStyle: TextStyle { TextStyle(font: defaultFont) }

    /// The style `attributes` describe; unknown keys and values of the wrong type are ignored.
    ///
    /// The dictionary is walked once (apps pass a few keys; looking up each key Lamina knows
    /// cost more than the walk).
    static func style(_ attributes: [NSAttributedString.Key: Any]?) -> TextStyle {
        var style = defaultStyle
        guard let attributes else { return style }
        var tracking: CGFloat = 0
        for (key, value) in attributes {
            switch key {
            case .font: if let font = value as? UIFont { style.font = font.textFont }
            case .foregroundColor: if let color = color(value) { style.foregroundColor = color }
            case .backgroundColor: style.backgroundColor = color(value)
            case .kern: if let kern = number(value), kern.isFinite { style.kern = kern }
            case .tracking: if let value = number(value), value.isFinite { tracking = value }
            case .ligature: if let ligature = number(value) { style.ligatures = ligature != 0 }
            case .underlineStyle: style.underline = decoration(value)
            case .strikethroughStyle: style.strikethrough = decoration(value)
            case .paragraphStyle:
                if let paragraph = value as? NSParagraphStyle { style.paragraph = paragraph.textParagraphStyle }
            case .strokeWidth: if let width = number(value) { style.strokeWidth = width }
            case .strokeColor: style.strokeColor = color(value)
            case .shadow: style.shadow = (value as? NSShadow)?.textShadow
            case .baselineOffset: if let offset = number(value) { style.baselineOffset = offset }
            case .underlineColor: style.underlineColor = color(value)
            case .strikethroughColor: style.strikethroughColor = color(value)
            case .attachment: style.attachment = (value as? NSTextAttachment)?.textAttachment
            default: break
            }
        }
        if (style.kern + tracking).isFinite { style.kern += tracking }
        return style
    }

    /// The line an `NSUnderlineStyle` (or its raw value as a number) asks for.
    private static func decoration(_ value: Any) -> TextDecoration {
        if let raw = number(value) { return NSUnderlineStyle(rawValue: Int(exactly: raw.rounded()) ?? 0).decoration }
        return (value as? NSUnderlineStyle)?.decoration ?? .none
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
