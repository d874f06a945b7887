import CoreGraphics
public import Foundation

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
    /// Extra points before a paragraph; negative and non-finite values count as 0.
    open override var paragraphSpacingBefore: CGFloat {
        get { storage.paragraphSpacingBefore }
        set { storage.paragraphSpacingBefore = newValue }
    }
    /// What each line's natural height is multiplied by; 0, negative and non-finite: not.
    open override var lineHeightMultiple: CGFloat {
        get { storage.lineHeightMultiple }
        set { storage.lineHeightMultiple = newValue }
    }
    /// The least height of a line; 0, negative and non-finite: no limit.
    open override var minimumLineHeight: CGFloat {
        get { storage.minimumLineHeight }
        set { storage.minimumLineHeight = newValue }
    }
    /// The most height of a line; 0, negative and non-finite: no limit.
    open override var maximumLineHeight: CGFloat {
        get { storage.maximumLineHeight }
        set { storage.maximumLineHeight = newValue }
    }
    /// Points from the leading edge to the first line; negative and non-finite values count as 0.
    open override var firstLineHeadIndent: CGFloat {
        get { storage.firstLineHeadIndent }
        set { storage.firstLineHeadIndent = newValue }
    }
    /// Points from the leading edge to the other lines; negative and non-finite values count as 0.
    open override var headIndent: CGFloat {
        get { storage.headIndent }
        set { storage.headIndent = newValue }
    }
    /// Where lines end (positive: from the leading edge; otherwise from the trailing edge).
    open override var tailIndent: CGFloat {
        get { storage.tailIndent }
        set { storage.tailIndent = newValue }
    }
    /// The tab stops; they are laid out in order of location.
    open override var tabStops: [NSTextTab] {
        get { storage.tabStops ?? NSParagraphStyle.defaultTabStops }
        set { storage.tabStops = newValue }
    }
    /// Points between the stops after the last tab stop (at most 10,000 are used).
    open override var defaultTabInterval: CGFloat {
        get { storage.defaultTabInterval }
        set { storage.defaultTabInterval = newValue }
    }
    /// How willing lines are to break words with a hyphen, from 0 (never) to 1.
    open override var hyphenationFactor: Float {
        get { storage.hyphenationFactor }
        set { storage.hyphenationFactor = newValue }
    }
    /// The paragraph's writing direction (kept; Pango finds the direction from the text).
    open override var baseWritingDirection: NSWritingDirection {
        get { storage.baseWritingDirection }
        set { storage.baseWritingDirection = newValue }
    }
    /// How lines choose where to break (kept).
    open override var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
        get { storage.lineBreakStrategy }
        set { storage.lineBreakStrategy = newValue }
    }
    /// Whether text may be tightened before it is truncated (kept).
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { storage.allowsDefaultTighteningForTruncation }
        set { storage.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Copies every setting of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        storage = other.storage
    }

    /// Adds a tab stop.
    open func addTabStop(_ tab: NSTextTab) {
        storage.tabStops = tabStops + [tab]
    }

    /// Removes the tab stops equal to `tab`.
    open func removeTabStop(_ tab: NSTextTab) {
        storage.tabStops = tabStops.filter { $0 != tab }
    }
}
