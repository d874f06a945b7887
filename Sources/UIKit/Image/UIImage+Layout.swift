import CoreGraphics

/// What an image says about its own layout: the insets of its content within its bounds (for
/// alignment), the height of a baseline above its bottom (for text-like alignment), and whether
/// image views mirror it in right-to-left layouts. Copies made by the `with…` methods keep all
/// three.
struct ImageLayout: Equatable {
    var alignmentRectInsets = UIEdgeInsets.zero
    /// The baseline's height above the bottom, or nil when the image has none.
    var baselineOffset: CGFloat?
    var flipsForRightToLeft = false
    /// The configuration the image was asked for with (`UIImage+Configuration.swift`).
    var configuration: UIImage.Configuration?
    /// The symbol this image draws (`UIImage(systemName:)`, `Symbols/`), nil for other images.
    var symbolName: String?

    static func == (lhs: ImageLayout, rhs: ImageLayout) -> Bool {
        lhs.alignmentRectInsets == rhs.alignmentRectInsets && lhs.baselineOffset == rhs.baselineOffset
            && lhs.flipsForRightToLeft == rhs.flipsForRightToLeft && lhs.configuration === rhs.configuration
            && lhs.symbolName == rhs.symbolName
    }
}

extension UIImage {
    /// The insets of the image's content within its bounds, used to align it (zero by default).
    public var alignmentRectInsets: UIEdgeInsets { layout.alignmentRectInsets }

    /// A copy of the image with `alignmentInsets` (non-finite insets keep the current ones).
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        var changed = layout
        if alignmentInsets.isFinite { changed.alignmentRectInsets = alignmentInsets }
        return UIImage(copying: self, layout: changed)
    }

    /// Whether the image has a baseline (`withBaselineOffset(fromBottom:)`).
    public var hasBaseline: Bool { layout.baselineOffset != nil }

    /// The height of the baseline above the image's bottom edge; 0 without a baseline.
    public var baselineOffsetFromBottom: CGFloat { layout.baselineOffset ?? 0 }

    /// A copy of the image whose baseline lies `baselineOffset` points above its bottom edge
    /// (a non-finite offset keeps the current baseline).
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        var changed = layout
        if baselineOffset.isFinite { changed.baselineOffset = baselineOffset }
        return UIImage(copying: self, layout: changed)
    }

    /// A copy of the image without a baseline.
    public func withoutBaseline() -> UIImage {
        var changed = layout
        changed.baselineOffset = nil
        return UIImage(copying: self, layout: changed)
    }

    /// Whether image views show the image mirrored when they lay out right to left.
    public var flipsForRightToLeftLayoutDirection: Bool { layout.flipsForRightToLeft }

    /// A copy of the image that image views mirror when they lay out right to left (arrows,
    /// chevrons, anything that points along the reading direction).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        var changed = layout
        changed.flipsForRightToLeft = true
        return UIImage(copying: self, layout: changed)
    }
}
