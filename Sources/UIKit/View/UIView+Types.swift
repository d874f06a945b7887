public import CoreGraphics

extension UIView {
    /// How a view places its cached content when its bounds change size.
    ///
    /// Raw values are Apple's. Lamina maps each case onto the layer's `contentsGravity` (with the
    /// vertical names swapped, since Core Animation names edges by the layer's y axis) and
    /// `.redraw` onto `needsDisplayOnBoundsChange`.
    public enum ContentMode: Int, Sendable {
        /// Stretches the content to fill the bounds (the default).
        case scaleToFill = 0
        /// Scales the content to fit the bounds, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scales the content to fill the bounds, keeping its aspect ratio; the overflow shows
        /// unless the view clips to its bounds.
        case scaleAspectFill = 2
        /// Redraws the content (calls `draw(_:)`) whenever the bounds change size.
        case redraw = 3
        /// Centres the content, unscaled.
        case center = 4
        /// Centres the content on the top edge, unscaled.
        case top = 5
        /// Centres the content on the bottom edge, unscaled.
        case bottom = 6
        /// Centres the content on the left edge, unscaled.
        case left = 7
        /// Centres the content on the right edge, unscaled.
        case right = 8
        /// Puts the content in the top-left corner, unscaled.
        case topLeft = 9
        /// Puts the content in the top-right corner, unscaled.
        case topRight = 10
        /// Puts the content in the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// Puts the content in the bottom-right corner, unscaled.
        case bottomRight = 12
    }

    /// Which parts of a view stretch when its superview's bounds change size.
    ///
    /// Raw values are Apple's. The change of the superview's size along an axis is shared among
    /// the flexible parts of that axis (left margin, width, right margin; top margin, height,
    /// bottom margin) in proportion to their current sizes; with no flexible part the view keeps
    /// its place at the left (top) and its size.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates a mask from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The distance to the superview's left edge may change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width may change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge may change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge may change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height may change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge may change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The value of an `intrinsicContentSize` dimension the view has no preference for (−1).
    public static let noIntrinsicMetric: CGFloat = -1
}
