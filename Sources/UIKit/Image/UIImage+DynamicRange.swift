import Foundation

/// Dynamic range: every image Lamina decodes or draws has 8-bit components in standard dynamic
/// range (cairo's surfaces), so no image is high-dynamic-range and restricting one changes nothing.
extension UIImage {
    /// The range of brightness an image holds, or that a trait collection asks images for.
    public enum DynamicRange: Int, Sendable {
        /// Not specified.
        case unspecified = -1
        /// Standard dynamic range.
        case standard = 0
        /// High dynamic range, held back to sit well beside standard content.
        case constrainedHigh = 1
        /// High dynamic range.
        case high = 2
    }

    /// Whether the image has content brighter than standard white: false, as Lamina's images
    /// have 8-bit standard-range components.
    public var isHighDynamicRange: Bool { false }

    /// The image limited to standard dynamic range: the image itself, which already is.
    public func imageRestrictedToStandardDynamicRange() -> UIImage { self }
}
