import CoreGraphics
import Foundation
import UIKit

// Outlined and shadowed text as iOS apps write it, in the Swift 5 language mode: a label that
// strokes its text before filling it, and caption text styled with stroke and shadow attributes.

/// A label whose text has an outline: drawn once stroked, then once filled.
final class OutlinedLabel: UILabel {
    var outlineColor: UIColor = .black
    var outlineWidth: CGFloat = 4

    override func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let fill = textColor
        context.setLineWidth(outlineWidth)
        context.setLineJoin(.round)
        context.setTextDrawingMode(.stroke)
        textColor = outlineColor
        super.drawText(in: rect)
        context.setTextDrawingMode(.fill)
        textColor = fill
        super.drawText(in: rect)
    }
}

/// Caption text: white letters with a black outline and a soft drop shadow.
func captionAttributes(size: CGFloat) -> [NSAttributedString.Key: Any] {
    let shadow = NSShadow()
    shadow.shadowColor = UIColor.black.withAlphaComponent(0.5)
    shadow.shadowOffset = CGSize(width: 0, height: 3)
    shadow.shadowBlurRadius = 0
    return [
        .font: UIFont.boldSystemFont(ofSize: size),
        .foregroundColor: UIColor.white,
        .strokeColor: UIColor.black,
        .strokeWidth: -4.0,
        .shadow: shadow,
    ]
}

/// An image of `text` as a caption on grey.
func captionImage(_ text: String, size: CGFloat) -> UIImage {
    let attributes = captionAttributes(size: size)
    let measured = (text as NSString).size(withAttributes: attributes)
    let canvas = CGSize(width: ceil(measured.width) + 20, height: ceil(measured.height) + 20)
    return UIGraphicsImageRenderer(size: canvas).image { context in
        UIColor.gray.setFill()
        context.fill(CGRect(origin: .zero, size: canvas))
        (text as NSString).draw(at: CGPoint(x: 10, y: 10), withAttributes: attributes)
    }
}

/// A headline label as apps configure one: styled text with a line height, an indent, tracking
/// and a raised run, shrinking to fit its width.
func makeHeadlineLabel(_ title: String, badge: String) -> UILabel {
    let style = NSMutableParagraphStyle()
    style.lineHeightMultiple = 1.2
    style.firstLineHeadIndent = 10
    style.alignment = .left
    style.lineBreakMode = .byTruncatingTail
    let text = NSMutableAttributedString(
        string: title, attributes: [.paragraphStyle: style, .kern: 1.2, .font: UIFont.boldSystemFont(ofSize: 24)])
    text.append(
        NSAttributedString(
            string: " " + badge,
            attributes: [.baselineOffset: 8, .font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red]))
    let label = UILabel()
    label.attributedText = text
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    label.baselineAdjustment = .alignCenters
    label.preferredMaxLayoutWidth = 200
    return label
}

/// A label with an icon before its text, as apps build one with a text attachment.
func makeIconLabel(_ title: String, icon: UIImage, font: UIFont) -> UILabel {
    let attachment = NSTextAttachment()
    attachment.image = icon
    // Centre the icon on the capitals.
    attachment.bounds = CGRect(
        x: 0, y: (font.capHeight - icon.size.height) / 2, width: icon.size.width, height: icon.size.height)
    let text = NSMutableAttributedString(attachment: attachment)
    text.append(NSAttributedString(string: " " + title, attributes: [.font: font]))
    let label = UILabel()
    label.attributedText = text
    label.sizeToFit()
    return label
}
