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

/// Paragraph settings for attributed text: alignment, line breaking and spacing.
///
/// Lamina keeps alignment, line break mode, line spacing and paragraph spacing; Apple's indents,
/// tab stops, line height limits and hyphenation are not available yet.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    struct Storage: Hashable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0

        /// The settings as layout uses them, negative and non-finite spacing as 0: what equality
        /// compares, so that a style is equal to itself even with NaN spacing (Foundation's
        /// attributed strings halt on attribute values that are not).
        var effective: Storage {
            var settings = self
            settings.lineSpacing = lineSpacing.isFinite ? max(lineSpacing, 0) : 0
            settings.paragraphSpacing = paragraphSpacing.isFinite ? max(paragraphSpacing, 0) : 0
            return settings
        }
    }

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

    /// The engine's paragraph settings.
    var textParagraphStyle: TextParagraphStyle {
        let alignment: TextAlignment
        switch storage.alignment {
        case .left: alignment = .left
        case .center: alignment = .center
        case .right: alignment = .right
        case .justified: alignment = .justified
        case .natural: alignment = .natural
        }
        let lineBreak: TextLineBreak
        switch storage.lineBreakMode {
        case .byWordWrapping: lineBreak = .wordWrap
        case .byCharWrapping: lineBreak = .charWrap
        case .byClipping: lineBreak = .clipping
        case .byTruncatingHead: lineBreak = .truncatingHead
        case .byTruncatingTail: lineBreak = .truncatingTail
        case .byTruncatingMiddle: lineBreak = .truncatingMiddle
        }
        return TextParagraphStyle(
            alignment: alignment, lineBreak: lineBreak, lineSpacing: storage.lineSpacing,
            paragraphSpacing: storage.paragraphSpacing)
    }
}

/// A paragraph style whose settings can be changed.
///
/// Like Apple's, it is marked `Sendable` but must not be changed while other threads read it.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines are aligned.
    open override var alignment: NSTextAlignment {
        get { storage.alignment }
        set { storage.alignment = newValue }
    }
    /// How lines break and truncate.
    open override var lineBreakMode: NSLineBreakMode {
        get { storage.lineBreakMode }
        set { storage.lineBreakMode = newValue }
    }
    /// Extra points between lines; negative and non-finite values count as 0.
    open override var lineSpacing: CGFloat {
        get { storage.lineSpacing }
        set { storage.lineSpacing = newValue }
    }
    /// Extra points after a paragraph; negative and non-finite values count as 0.
    open override var paragraphSpacing: CGFloat {
        get { storage.paragraphSpacing }
        set { storage.paragraphSpacing = newValue }
    }

    /// Copies every setting of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        storage = other.storage
    }
}
