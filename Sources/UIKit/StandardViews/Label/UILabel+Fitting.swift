import CoreGraphics
import Foundation

/// How a label moves text it shrank to fit (`adjustsFontSizeToFitWidth`) up or down.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text's baseline stays where the full-size text's would be.
    case alignBaselines = 0
    /// The shrunk text is centred where the full-size text's centre would be.
    case alignCenters = 1
    /// The shrunk text's top stays where the full-size text's top would be.
    case none = 2
}

/// Shrinking text to fit: `adjustsFontSizeToFitWidth`, `minimumScaleFactor`, `baselineAdjustment`.
extension UILabel {
    /// The text to draw in `rect` and the box to draw it in: nil text when it is drawn at full
    /// size (through the plain path), else the text with every font scaled down to fit.
    func fittedText(in rect: CGRect) -> (NSAttributedString?, CGRect) {
        let used = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        let top = rect.minY + (rect.height - used.height) / 2
        let fullBox = CGRect(x: rect.minX, y: top, width: rect.width, height: used.height)
        guard adjustsFontSizeToFitWidth, let text = displayedStyledText ?? attributedTextValue, text.length > 0
        else { return (nil, fullBox) }
        let scale = fittingScale(of: text, in: rect.size)
        guard scale < 1 else { return (nil, fullBox) }
        let shrunk = UILabel.scaled(text, by: scale)
        let height = layOut(shrunk, in: rect.size, lines: numberOfLines).size.height.rounded(.up)
        var shrunkTop = rect.minY + (rect.height - height) / 2
        if numberOfLines == 1 {
            switch baselineAdjustment {
            case .alignBaselines: shrunkTop = top + font.ascender - font.ascender * scale
            case .none: shrunkTop = top
            case .alignCenters: break
            }
        }
        return (shrunk, CGRect(x: rect.minX, y: shrunkTop, width: rect.width, height: height))
    }

    /// The largest scale, between `minimumScaleFactor` and 1, at which `text` fits `size`: on
    /// one line, within its width; on several, within its height when wrapped to its width.
    /// A minimum scale factor of 0 (the default), negative or not finite shrinks nothing.
    private func fittingScale(of text: NSAttributedString, in size: CGSize) -> CGFloat {
        let minimum = minimumScaleFactor
        guard minimum.isFinite, minimum > 0, minimum < 1, size.width > 0 else { return 1 }
        func fits(_ scale: CGFloat) -> Bool {
            let scaled = UILabel.scaled(text, by: scale)
            if numberOfLines == 1 { return scaled.size().width <= size.width + 0.001 }
            let layout = layOut(scaled, in: CGSize(width: size.width, height: 0), lines: 0)
            return layout.size.height <= size.height + 0.001
                && (numberOfLines == 0 || layout.lineCount <= numberOfLines)
        }
        if fits(1) { return 1 }
        if !fits(minimum) { return minimum }
        // Text size grows with the font size, so the fitting scales are one interval.
        var low = minimum
        var high: CGFloat = 1
        for _ in 0..<12 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// `text` laid out as a label lays it out: wrapped to `size`'s width, on at most `lines`
    /// lines (0: any number) that fit its height, the last one truncated. A side that is zero or
    /// not finite is unlimited.
    func layOut(_ text: NSAttributedString, in size: CGSize, lines: Int) -> TextLayout {
        let (string, runs) = TextAttributes.runs(of: text)
        return layOut(string, runs: runs, in: size, lines: lines)
    }

    /// `text` in one style, laid out as `layOut(_:in:lines:)` lays out the same attributed string.
    func layOut(
        plain text: String, attributes: [NSAttributedString.Key: Any], in size: CGSize, lines: Int
    ) -> TextLayout {
        let run = TextRun(
            range: NSRange(location: 0, length: text.utf16.count), style: TextAttributes.style(attributes))
        return layOut(text, runs: [run], in: size, lines: lines)
    }

    private func layOut(_ string: String, runs: [TextRun], in size: CGSize, lines: Int) -> TextLayout {
        let width = size.width > 0 && size.width.isFinite ? size.width : nil
        let height = size.height > 0 && size.height.isFinite ? size.height : nil
        let constraints = TextConstraints(
            width: width, maximumHeight: height, maximumLines: lines, truncatesLastVisibleLine: true)
        return TextLayout(
            string: string, runs: runs, defaultStyle: TextAttributes.defaultStyle, constraints: constraints)
    }

    /// `text` with every font `scale` times its size (and the label's font where none is set).
    static func scaled(_ text: NSAttributedString, by scale: CGFloat) -> NSAttributedString {
        let scaled = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: scaled.length)
        var fonts: [(NSRange, UIFont)] = []
        text.enumerateAttribute(.font, in: whole, options: []) { value, range, _ in
            if let font = value as? UIFont { fonts.append((range, font)) }
        }
        for (range, font) in fonts {
            scaled.addAttribute(.font, value: font.withSize(font.pointSize * scale), range: range)
        }
        return scaled
    }
}
