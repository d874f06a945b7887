import CoreGraphics
public import Foundation

/// How lines of text are placed between the margins.
public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Stretched to both edges, except a paragraph's last line.
    case justified = 3
    /// The writing direction's start: left for left-to-right text, right for right-to-left.
    case natural = 4
}

/// Where lines break and how text too long for its space is shortened.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries, or within a word too long for a line.
    case byWordWrapping = 0
    /// Wraps at character boundaries.
    case byCharWrapping = 1
    /// Does not wrap; text past the edge is not drawn.
    case byClipping = 2
    /// One line per paragraph; the start is replaced by an ellipsis when it does not fit.
    case byTruncatingHead = 3
    /// One line per paragraph; the end is replaced by an ellipsis when it does not fit.
    case byTruncatingTail = 4
    /// One line per paragraph; the middle is replaced by an ellipsis when it does not fit.
    case byTruncatingMiddle = 5
}

/// Paragraph settings for attributed text: alignment, line breaking, spacing, line heights,
/// indents and tab stops.
///
/// Lamina lays out every setting but `baseWritingDirection` (Pango finds the direction from the
/// text), `lineBreakStrategy` and `allowsDefaultTighteningForTruncation` (kept; lines break and
/// truncate as they always do here). `hyphenationFactor` above 0 lets words break with a hyphen.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Keeps Core Foundation from taking this object for no type (it must stay the first stored
    /// property: `FoundationTypeGuard`).
    private let foundationTypeGuard = FoundationTypeGuard()

    struct Storage: Hashable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        /// The tab stops set, or nil for UIKit's default ones (so plain styles compare none).
        var tabStops: [NSTextTab]?
        var defaultTabInterval: CGFloat = 0
        var hyphenationFactor: Float = 0
        var baseWritingDirection = NSWritingDirection.natural
        var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = []
        var allowsDefaultTighteningForTruncation = false

        /// The settings as layout uses them: spacings, heights and the multiple negative or
        /// non-finite as 0, indents non-finite as 0 and within a million points. What equality
        /// compares, so that a style is equal to itself even with NaN spacing (Foundation's
        /// attributed strings halt on attribute values that are not).
        var effective: Storage {
            func amount(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1_000_000) : 0 }
            func offset(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, -1_000_000), 1_000_000) : 0 }
            var settings = self
            settings.lineSpacing = amount(lineSpacing)
            settings.paragraphSpacing = amount(paragraphSpacing)
            settings.paragraphSpacingBefore = amount(paragraphSpacingBefore)
            settings.lineHeightMultiple = amount(lineHeightMultiple)
            settings.minimumLineHeight = amount(minimumLineHeight)
            settings.maximumLineHeight = amount(maximumLineHeight)
            settings.firstLineHeadIndent = amount(firstLineHeadIndent)
            settings.headIndent = amount(headIndent)
            settings.tailIndent = offset(tailIndent)
            settings.defaultTabInterval = min(amount(defaultTabInterval), 10_000)
            if tabStops == NSParagraphStyle.defaultTabStops { settings.tabStops = nil }
            settings.hyphenationFactor = hyphenationFactor.isFinite ? min(max(hyphenationFactor, 0), 1) : 0
            return settings
        }
    }

    /// UIKit's default tab stops: twelve left stops, 28 points apart.
    static let defaultTabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }

    var storage = Storage()

    /// Creates the default style.
    public override init() {
        super.init()
    }

    init(storage: Storage) {
        self.storage = storage
        super.init()
    }

    /// The default style: natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines are aligned.
    open var alignment: NSTextAlignment { storage.alignment }
    /// How lines break and truncate.
    open var lineBreakMode: NSLineBreakMode { storage.lineBreakMode }
    /// Extra points between lines.
    open var lineSpacing: CGFloat { storage.lineSpacing }
    /// Extra points after a paragraph (not after the last one).
    open var paragraphSpacing: CGFloat { storage.paragraphSpacing }
    /// Extra points before a paragraph (not before the first one).
    open var paragraphSpacingBefore: CGFloat { storage.paragraphSpacingBefore }
    /// What each line's natural height is multiplied by (0: not multiplied).
    open var lineHeightMultiple: CGFloat { storage.lineHeightMultiple }
    /// The least height of a line, in points (0: no limit). Room a line gains goes above its text.
    open var minimumLineHeight: CGFloat { storage.minimumLineHeight }
    /// The most height of a line, in points (0: no limit). Room a line loses comes from above it.
    open var maximumLineHeight: CGFloat { storage.maximumLineHeight }
    /// Points from the leading edge to a paragraph's first line.
    open var firstLineHeadIndent: CGFloat { storage.firstLineHeadIndent }
    /// Points from the leading edge to a paragraph's other lines.
    open var headIndent: CGFloat { storage.headIndent }
    /// Where lines end: a positive value is points from the leading edge; zero or negative,
    /// points from the trailing edge.
    open var tailIndent: CGFloat { storage.tailIndent }
    /// The tab stops, in order of location (twelve left stops 28 points apart by default).
    open var tabStops: [NSTextTab] { storage.tabStops ?? NSParagraphStyle.defaultTabStops }
    /// Points between the stops that follow the last tab stop (0: none).
    open var defaultTabInterval: CGFloat { storage.defaultTabInterval }
    /// How willing lines are to break words with a hyphen, from 0 (never) to 1.
    open var hyphenationFactor: Float { storage.hyphenationFactor }
    /// The paragraph's writing direction (kept; Pango finds the direction from the text).
    open var baseWritingDirection: NSWritingDirection { storage.baseWritingDirection }
    /// How lines choose where to break (kept; Lamina breaks as Pango does).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy { storage.lineBreakStrategy }
    /// Whether text may be tightened before it is truncated (kept; Lamina does not tighten).
    open var allowsDefaultTighteningForTruncation: Bool { storage.allowsDefaultTighteningForTruncation }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(storage: storage) }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(storage: storage) }

    /// Whether `object` is equal: styles with the same settings are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.storage.effective == storage.effective
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { storage.effective.hashValue }

    /// The writing direction of `languageName`'s script: right to left for Arabic, Hebrew,
    /// Persian and Urdu, natural otherwise.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        let language = languageName?.split(separator: "-").first.map(String.init) ?? ""
        return ["ar", "he", "fa", "ur", "yi", "ps"].contains(language) ? .rightToLeft : .leftToRight
    }

    /// The engine's paragraph settings.
    var textParagraphStyle: TextParagraphStyle {
        let settings = storage.effective
        var style = TextParagraphStyle(
            alignment: settings.alignment.textAlignment, lineBreak: settings.lineBreakMode.textLineBreak,
            lineSpacing: settings.lineSpacing, paragraphSpacing: settings.paragraphSpacing)
        style.paragraphSpacingBefore = settings.paragraphSpacingBefore
        style.lineHeightMultiple = settings.lineHeightMultiple
        style.minimumLineHeight = settings.minimumLineHeight
        style.maximumLineHeight = settings.maximumLineHeight
        style.firstLineHeadIndent = settings.firstLineHeadIndent
        style.headIndent = settings.headIndent
        style.tailIndent = settings.tailIndent
        if let stops = settings.tabStops {
            style.tabStops = stops.compactMap(\.textTabStop).sorted { $0.location < $1.location }
        }
        style.defaultTabInterval = settings.defaultTabInterval
        style.hyphenates = settings.hyphenationFactor > 0
        return style
    }
}

extension NSTextAlignment {
    var textAlignment: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

extension NSLineBreakMode {
    var textLineBreak: TextLineBreak {
        switch self {
        case .byWordWrapping: .wordWrap
        case .byCharWrapping: .charWrap
        case .byClipping: .clipping
        case .byTruncatingHead: .truncatingHead
        case .byTruncatingTail: .truncatingTail
        case .byTruncatingMiddle: .truncatingMiddle
        }
    }
}
