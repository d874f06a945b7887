import CoreGraphics
public import Foundation

/// A view that shows one or more lines of read-only text.
///
/// The text is drawn centred vertically in the bounds, on at most `numberOfLines` lines (0: as
/// many as fit), the last one truncated by `lineBreakMode`. A label redraws when its text or
/// style changes (its `contentMode` is `.redraw`), ignores touches by default
/// (`isUserInteractionEnabled` is false) and is transparent unless given a background.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; nil shows nothing. Setting it drops any `attributedText` styling.
    open var text: String? {
        didSet {
            if !adoptingAttributedText { styledText = nil }
            textDidChange(oldValue != text)
        }
    }
    /// The styled text shown, or nil (`UILabel+AttributedText.swift`).
    ///
    /// Dirty-flag rule: `styledText` holds the attributed string last assigned, and is dropped
    /// whenever `text` is assigned; `font`, `textColor` and `textAlignment` assigned afterwards
    /// restyle all of it, as in UIKit.
    var styledText: NSAttributedString?
    /// Set while `attributedText` updates `text` and the style properties from its string, so
    /// those updates keep the styled text.
    var adoptingAttributedText = false
    /// The styled text; nil shows nothing. Reading it without styled text assigned gives `text`
    /// in the label's font, colour and alignment.
    ///
    /// Assigning it sets `text` to its string, and `font`, `textColor` and `textAlignment` to the
    /// values at its first character. Characters without a font, colour or paragraph style take
    /// the label's. Strokes, shadows, baseline offsets and coloured lines are drawn as in
    /// string drawing.
    open var attributedText: NSAttributedString? {
        get { attributedTextValue }
        set { adoptAttributedText(newValue) }
    }
    /// The font; the system font of 17 points by default (nil resets it).
    open var font: UIFont! {
        didSet {
            if font == nil { font = UIFont.systemFont(ofSize: 17) }
            restyle(.font, font as Any)
            textDidChange(true)
        }
    }
    /// The text's colour; black (`.label`) by default (nil resets it).
    open var textColor: UIColor! {
        didSet {
            if textColor == nil { textColor = .label }
            restyle(.foregroundColor, textColor as Any)
            setNeedsDisplay()
        }
    }
    /// The colour of the text while `isHighlighted`; nil keeps `textColor`.
    open var highlightedTextColor: UIColor? {
        didSet { if isHighlighted { setNeedsDisplay() } }
    }
    /// Whether the label shows `highlightedTextColor`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }
    /// Whether the text is drawn normally; a disabled label draws it dimmed.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }
    /// How lines sit horizontally; `.natural` (left, for left-to-right text) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            restyleAlignment()
            textDidChange(true)
        }
    }
    /// How the last line is cut when the text does not fit; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textDidChange(true) }
    }
    /// The most lines shown; 1 by default, 0 for as many as the bounds hold.
    open var numberOfLines = 1 {
        didSet { textDidChange(numberOfLines != oldValue) }
    }
    /// A shadow drawn under the text; none by default.
    open var shadowColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// Where the shadow falls; (0, −1) by default.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { setNeedsDisplay() }
    }
    /// Whether text too wide (or, on several lines, too tall) is drawn with smaller fonts, down
    /// to `minimumScaleFactor` of their size (`UILabel+Fitting.swift`); false by default. The
    /// label's fonts and intrinsic size stay the full-size ones.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }
    /// The smallest fraction of their size fonts shrink to; 0 (the default) shrinks nothing.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    /// Where shrunk text on one line sits; `.alignBaselines` by default.
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines {
        didSet { setNeedsDisplay() }
    }
    /// Whether text may be tightened before it is truncated (kept; Lamina does not tighten).
    open var allowsDefaultTighteningForTruncation = false
    /// The width a label of several lines wraps to when it reports its intrinsic size; 0 (the
    /// default) does not wrap it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Creates a label with no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    /// Creates a label from an archive (Lamina decodes nothing: an empty label).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabel()
    }

    private func configureLabel() {
        font = UIFont.systemFont(ofSize: 17)
        textColor = .label
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    private func textDidChange(_ changed: Bool) {
        guard changed else { return }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The attributes the text is drawn with (characters of styled text without their own).
    var attributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        // A truncating mode keeps every paragraph on one line when drawing strings; a label of
        // several lines wraps by words instead and truncates its last line only (at its end).
        let truncates = [.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle].contains(lineBreakMode)
        style.lineBreakMode = truncates && numberOfLines != 1 ? .byWordWrapping : lineBreakMode
        var color: UIColor = (isHighlighted ? highlightedTextColor : nil) ?? textColor
        if !isEnabled { color = color.withAlphaComponent(color.cgColor.alpha * 0.5) }
        return [.font: font as Any, .foregroundColor: color, .paragraphStyle: style]
    }

    /// The rectangle the text takes inside `bounds`, on at most `numberOfLines` lines: the size of
    /// the text laid out there, at the bounds' top left (the label centres it vertically).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        // Plain text is measured without an NSAttributedString: swift-corelibs-foundation never
        // frees one's run array, and labels measure on every layout pass (through one, a titled
        // button would leak about 2.8 KB a host).
        let layout =
            displayedStyledText.map { layOut($0, in: bounds.size, lines: numberOfLines) }
            ?? layOut(plain: text, attributes: attributes, in: bounds.size, lines: numberOfLines)
        let measured = layout.size
        let size = CGSize(
            width: min(measured.width.rounded(.up), bounds.width > 0 ? bounds.width : .infinity),
            height: measured.height.rounded(.up))
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Draws the text in `rect` (the label's bounds, by default), centred vertically.
    open func drawText(in rect: CGRect) {
        guard let text, !text.isEmpty else { return }
        let (shrunk, box) = fittedText(in: rect)
        let context = shadowColor == nil ? nil : UIGraphicsGetCurrentContext()
        if let shadowColor, let context {
            context.saveGState()
            context.setShadow(offset: shadowOffset, blur: 0, color: shadowColor.cgColor)
        }
        if let shrunk {
            shrunk.draw(with: box, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        } else {
            drawLines(text, in: box)
        }
        context?.restoreGState()
    }

    private func drawLines(_ text: String, in box: CGRect) {
        if let styled = displayedStyledText {
            styled.draw(with: box, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
            return
        }
        text.draw(
            with: box, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes,
            context: nil)
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// The text's size on `numberOfLines` lines of unlimited width.
    open override var intrinsicContentSize: CGSize {
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0 && preferredMaxLayoutWidth.isFinite
        let rect = textRect(
            forBounds: CGRect(x: 0, y: 0, width: wraps ? preferredMaxLayoutWidth : .greatestFiniteMagnitude, height: 0),
            limitedToNumberOfLines: numberOfLines)
        return rect.size
    }

    /// The text's size within `size`'s width (unlimited when zero).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : CGFloat.greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: 0), limitedToNumberOfLines: numberOfLines)
            .size
    }

    /// Where the first or last baseline of the text lies relative to the label's vertical centre
    /// (the text is centred vertically), for Auto Layout's baseline anchors.
    func baselineFromCenter(first: Bool) -> CGFloat {
        let height = intrinsicContentSize.height
        guard height > 0, let font else { return 0 }
        return first ? font.ascender - height / 2 : height / 2 - (font.lineHeight - font.ascender)
    }

    // MARK: Accessibility

    /// Labels are accessibility elements unless told otherwise.
    open override var isAccessibilityElement: Bool {
        get { accessibilityAttributes?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The label's text, unless another label was set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    /// Static text unless other traits were set; `.notEnabled` added while not enabled.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            let traits = accessibilityAttributes?.traits ?? .staticText
            return isEnabled ? traits : traits.union(.notEnabled)
        }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: Dynamic Type

    /// Whether the font follows the content size category of the label's traits: a font from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is replaced by its size for the new
    /// category when the traits change; a fixed-size font stays. False by default.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { adjustFontToContentSizeCategory() } }
    }

    /// Follows a changed content size category when `adjustsFontForContentSizeCategory` is set.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory { adjustFontToContentSizeCategory() }
    }

    private func adjustFontToContentSizeCategory() {
        let adjusted = font.adjusted(to: DynamicTypeSizes.category(traitCollection))
        if adjusted.pointSize != font.pointSize { font = adjusted }
    }
}
