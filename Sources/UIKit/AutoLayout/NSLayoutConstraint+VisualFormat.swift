import CoreGraphics
import Foundation

extension NSLayoutConstraint {
    /// Options of `constraints(withVisualFormat:options:metrics:views:)`: an attribute every view
    /// of the line aligns on, the direction of a horizontal line, and how spacing is measured.
    /// Raw values are Apple's.
    public struct FormatOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align every view's left edge.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align every view's right edge.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align every view's top edge.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align every view's bottom edge.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align every view's leading edge.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align every view's trailing edge.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align every view's horizontal centre.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align every view's vertical centre.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align every view's last baseline.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align every view's first baseline.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal line runs from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal line runs from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal line runs from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Spacing is measured between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing is measured between baselines.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bit.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints an ASCII-art description of a line of views makes: `H:|-[name(>=50)]-8-[other]|`,
    /// `V:[top]-(==20@750)-[bottom]`; inactive, in the order the line reads.
    ///
    /// `-` alone is the standard spacing (8 points between views, 20 to the superview's edge);
    /// widths (heights in `V:`) in brackets relate to numbers, metrics or other views; `@`
    /// gives a priority. A format UIKit rejects with an exception (unknown view or metric, bad
    /// syntax, no superview for `|`) gives no constraints and is logged under
    /// `LAMINA_DIAGNOSTICS=layout`.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(
            text: Array(format.unicodeScalars), metrics: metrics ?? [:], views: views, options: opts)
        do {
            return try parser.parse()
        } catch {
            AutoLayoutDiagnostics.log("the visual format \"\(format)\": \(error.reason)")
            return []
        }
    }
}
