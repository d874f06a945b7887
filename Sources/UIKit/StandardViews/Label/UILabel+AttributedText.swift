import CoreGraphics
import Foundation

/// Styled text in a label: `attributedText`, merged with the label's own style when drawn.
extension UILabel {
    var attributedTextValue: NSAttributedString? {
        if let styledText { return styledText }
        return text.map { NSAttributedString(string: $0, attributes: attributes) }
    }

    func adoptAttributedText(_ newValue: NSAttributedString?) {
        adoptingAttributedText = true
        defer { adoptingAttributedText = false }
        // A copy: a mutable string changed later must not change the label behind its back.
        styledText = newValue.map { NSAttributedString(attributedString: $0) }
        text = newValue?.string
        guard let newValue, newValue.length > 0 else { return }
        let first = newValue.attributes(at: 0, effectiveRange: nil)
        if let font = first[.font] as? UIFont { self.font = font }
        if let color = first[.foregroundColor] as? UIColor { textColor = color }
        if let style = first[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Gives the whole styled text `value` for `key` (a style property assigned after it).
    func restyle(_ key: NSAttributedString.Key, _ value: Any) {
        guard !adoptingAttributedText, let styledText, styledText.length > 0 else { return }
        let changed = NSMutableAttributedString(attributedString: styledText)
        changed.addAttribute(key, value: value, range: NSRange(location: 0, length: changed.length))
        self.styledText = changed
    }

    /// Gives every paragraph of the styled text the label's alignment.
    func restyleAlignment() {
        guard !adoptingAttributedText, let styledText, styledText.length > 0 else { return }
        let changed = NSMutableAttributedString(attributedString: styledText)
        let whole = NSRange(location: 0, length: changed.length)
        var styles: [(NSRange, NSParagraphStyle?)] = []
        changed.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
            styles.append((range, value as? NSParagraphStyle))
        }
        for (range, style) in styles {
            let aligned = (style?.mutableCopy() as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
            aligned.alignment = textAlignment
            changed.addAttribute(.paragraphStyle, value: aligned, range: range)
        }
        self.styledText = changed
    }

    /// The styled text as drawn: the label's attributes under the string's own, or nil when no
    /// styled text is assigned (plain text is drawn with `attributes`).
    var displayedStyledText: NSAttributedString? {
        guard let styledText, styledText.length > 0 else { return nil }
        let merged = NSMutableAttributedString(string: styledText.string, attributes: attributes)
        let whole = NSRange(location: 0, length: styledText.length)
        styledText.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            merged.addAttributes(attributes, range: range)
        }
        return merged
    }
}
