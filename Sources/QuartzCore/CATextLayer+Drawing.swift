package import CoreGraphics
import Foundation

/// A font a text layer can take: UIKit's `UIFont` conforms, so `textLayer.font = UIFont(...)`
/// works as it does on iOS (where UIFont is a CTFont).
package protocol TextLayerFontConvertible {
    /// The font's face; the text layer applies its own `fontSize`.
    var textLayerFont: TextFont { get }
}

extension CATextLayer {
    /// The font to draw with: `font`'s face at `fontSize`.
    var resolvedTextFont: TextFont {
        if let convertible = font as? any TextLayerFontConvertible {
            var face = convertible.textLayerFont
            face.pointSize = TextFont(family: face.family, pointSize: fontSize).pointSize
            return face
        }
        let name = (font as? String) ?? "Helvetica"
        if let face = FontCatalogue.current.face(named: name) {
            return TextFont(family: face.family, pointSize: fontSize, weight: face.weight, italic: face.italic)
        }
        return TextFont(family: name, pointSize: fontSize)
    }

    /// The text as a plain string.
    var plainString: String? {
        if let text = string as? String { return text }
        if let attributed = string as? NSAttributedString { return attributed.string }
        return nil
    }

    /// What the layer draws, as the render side paints it when `fontSize` or `foregroundColor`
    /// animates; nil when it draws nothing.
    var textContent: TextContent? {
        guard let text = plainString, !text.isEmpty, let color = foregroundColor, bounds.width > 0 else { return nil }
        let alignment: TextAlignment =
            switch alignmentMode {
            case .left: .left
            case .right: .right
            case .center: .center
            case .justified: .justified
            default: .natural
            }
        let lineBreak: TextLineBreak =
            if isWrapped {
                .wordWrap
            } else {
                switch truncationMode {
                case .start: .truncatingHead
                case .middle: .truncatingMiddle
                case .end: .truncatingTail
                default: .clipping
                }
            }
        let style = TextStyle(
            font: resolvedTextFont, foregroundColor: color,
            paragraph: TextParagraphStyle(alignment: alignment, lineBreak: lineBreak))
        let constraints = TextConstraints(
            width: bounds.width, maximumHeight: isWrapped ? bounds.height : nil,
            truncatesLastVisibleLine: isWrapped && truncationMode != .none)
        return TextContent(text: text, style: style, constraints: constraints)
    }

    /// Lays the text out in the bounds and draws it from the top left.
    func drawText(in ctx: CGContext) {
        textContent?.draw(in: ctx, bounds: bounds)
    }
}
