import CoreGraphics
import Foundation

extension UIFont {
    /// A role of text (body, headline, caption…) whose size follows the user's preferred content
    /// size category (Dynamic Type).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// A style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The largest titles.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings (semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The system font for `style` at the current traits' content size category
    /// (`UITraitCollection.current`; the default, large, when it has none).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at `traitCollection`'s content size category (the current
    /// traits' when nil or unspecified).
    public class func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    )
        -> UIFont
    {
        let origin = DynamicTypeOrigin(
            style: style, baseSize: DynamicTypeSizes.size(of: style, at: .large), maximum: nil)
        let font = systemFont(ofSize: origin.baseSize, weight: style == .headline ? .semibold : .regular)
        return font.scaled(by: origin, to: DynamicTypeSizes.category(traitCollection))
    }

    /// This font at the size its text style gives `category` (itself for a fixed font).
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let origin = dynamicType else { return self }
        return scaled(by: origin, to: category)
    }

    /// This font at `origin`'s size for `category`, carrying `origin`.
    func scaled(by origin: DynamicTypeOrigin, to category: UIContentSizeCategory) -> UIFont {
        var font = textFont
        font.pointSize = TextFont(family: font.family, pointSize: origin.size(at: category)).pointSize
        return UIFont(textFont: font, dynamicType: origin)
    }
}

/// Where a Dynamic Type font's size comes from: its style, its size at the default category
/// (large), and the largest size it may reach.
struct DynamicTypeOrigin: Hashable, Sendable {
    var style: UIFont.TextStyle
    var baseSize: CGFloat
    var maximum: CGFloat?

    /// The size for `category`: the base size scaled as the style scales from large.
    func size(at category: UIContentSizeCategory) -> CGFloat {
        let scaled = baseSize * DynamicTypeSizes.factor(of: style, at: category)
        guard let maximum, maximum > 0 else { return scaled }
        return min(scaled, maximum)
    }
}

/// The point sizes of each text style in each content size category: those of Apple's Human
/// Interface Guidelines (Dynamic Type sizes for iOS).
enum DynamicTypeSizes {
    /// The categories, smallest first, as the columns of `sizes`.
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Each style's size in each category.
    static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// `style`'s size at `category` (body's sizes for a style Lamina does not know; large's for
    /// an unspecified category).
    static func size(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let row = sizes[style] ?? sizes[.body]!
        return row[categories.firstIndex(of: category) ?? 3]
    }

    /// How much `style` grows from the large category to `category`.
    static func factor(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        size(of: style, at: category) / size(of: style, at: .large)
    }

    /// The category of `traits`, else of the current traits, else large.
    static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        for candidate in [traits?.preferredContentSizeCategory, UITraitCollection.current.preferredContentSizeCategory]
        where candidate != nil && candidate != .unspecified {
            return candidate!
        }
        return .large
    }
}

/// Views whose fonts can follow the content size category (Dynamic Type).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the fonts follow the content size category of the view's traits.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
