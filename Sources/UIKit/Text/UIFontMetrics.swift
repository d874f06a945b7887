import CoreGraphics
public import Foundation

/// Scales custom fonts and values with Dynamic Type, as a text style's sizes grow from the
/// default content size category (large).
public final class UIFontMetrics: Sendable {
    private let style: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

    /// `font`, scaled for the current traits' content size category; labels that adjust to the
    /// category keep scaling it.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled, at most `maximumPointSize` points (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s content size category.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection`'s category, at most `maximumPointSize` points (0: no limit).
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let limit = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil
        let origin = DynamicTypeOrigin(style: style, baseSize: font.pointSize, maximum: limit)
        return font.scaled(by: origin, to: DynamicTypeSizes.category(traitCollection))
    }

    /// `value` scaled for the current traits' content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for `traitCollection`'s content size category.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicTypeSizes.factor(of: style, at: DynamicTypeSizes.category(traitCollection))
    }
}
