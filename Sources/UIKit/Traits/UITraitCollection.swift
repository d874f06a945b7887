public import CoreGraphics
import Foundation

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not set: inherits, or counts as light where a value is needed.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// How much room there is along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not set.
    case unspecified = 0
    /// Little room (a phone's width in portrait).
    case compact = 1
    /// Room to spare.
    case regular = 2
}

/// The kind of device the interface is laid out for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet (and Lamina's desktop windows).
    case pad = 1
    /// A television.
    case tv = 2
    /// A car's screen.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// A headset.
    case vision = 6
}

/// Which way text and layouts run.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// Left to right (Lamina's only direction).
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// Which way an interface runs.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// How a view's content relates to the layout direction.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Spatial controls (directional pads): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// Whether content sits at the base level or is raised above it (popovers, sheets).
public enum UIUserInterfaceLevel: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// The window's base level.
    case base = 0
    /// Raised content.
    case elevated = 1
}

/// The contrast the person asked for.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}

/// The colour gamut of the display.
public enum UIDisplayGamut: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// sRGB (Lamina's only gamut: cairo draws sRGB).
    case SRGB = 0
    /// Display P3.
    case P3 = 1
}

/// Whether text is drawn bold for legibility.
public enum UILegibilityWeight: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// Regular weight.
    case regular = 0
    /// Bold text.
    case bold = 1
}

/// Whether the interface is in the foreground.
public enum UIUserInterfaceActiveAppearance: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// In the background.
    case inactive = 0
    /// In the foreground.
    case active = 1
}

/// The preferred size of text.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a category from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not set.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest size.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether it is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// Orders the sizes from smallest to largest; `unspecified` and unknown values come first.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: lhs) ?? -1) < (order.firstIndex(of: rhs) ?? -1)
    }
}

/// The environment an interface is shown in — appearance, scale, size classes, idiom, layout
/// direction, text size — as an immutable value any thread may read.
///
/// Each trait may be unspecified; `init(traitsFrom:)` lays collections over one another, later
/// specified traits winning. Views, view controllers, windows and screens report theirs
/// (`UITraitEnvironment`); `current` is the collection dynamic colours resolve against on this
/// thread, set by UIKit around `draw(_:)`, `layoutSubviews()` and `traitCollectionDidChange(_:)`.
///
/// Divergence from Apple: Lamina's environment is left to right, sRGB, text size large, and the
/// size classes follow the window's size in points (regular from 600 wide; regular height from
/// 500 tall); custom traits are not built.
public final class UITraitCollection: Sendable, Equatable, CustomStringConvertible {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point of the display; 0 when unspecified.
    public let displayScale: CGFloat
    /// Room across.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// Room down.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Which way layouts run.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The preferred size of text.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Base or elevated.
    public let userInterfaceLevel: UIUserInterfaceLevel
    /// Normal or high contrast.
    public let accessibilityContrast: UIAccessibilityContrast
    /// The display's gamut.
    public let displayGamut: UIDisplayGamut
    /// Regular or bold text.
    public let legibilityWeight: UILegibilityWeight
    /// Foreground or background.
    public let activeAppearance: UIUserInterfaceActiveAppearance

    /// A collection with every trait unspecified.
    public convenience init() { self.init(Traits()) }

    /// The collections laid over one another in order: each trait is the last specified one.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var traits = Traits()
        for collection in traitCollections { traits.overlay(collection) }
        self.init(traits)
    }

    /// A collection specifying only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(Traits(userInterfaceStyle: userInterfaceStyle))
    }
    /// A collection specifying only the display scale.
    public convenience init(displayScale: CGFloat) { self.init(Traits(displayScale: displayScale)) }
    /// A collection specifying only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(Traits(horizontalSizeClass: horizontalSizeClass))
    }
    /// A collection specifying only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(Traits(verticalSizeClass: verticalSizeClass))
    }
    /// A collection specifying only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(Traits(userInterfaceIdiom: userInterfaceIdiom))
    }
    /// A collection specifying only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(Traits(layoutDirection: layoutDirection))
    }
    /// A collection specifying only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(Traits(preferredContentSizeCategory: preferredContentSizeCategory))
    }
    /// A collection specifying only the level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(Traits(userInterfaceLevel: userInterfaceLevel))
    }
    /// A collection specifying only the contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(Traits(accessibilityContrast: accessibilityContrast))
    }
    /// A collection specifying only the gamut.
    public convenience init(displayGamut: UIDisplayGamut) { self.init(Traits(displayGamut: displayGamut)) }
    /// A collection specifying only the legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(Traits(legibilityWeight: legibilityWeight))
    }
    /// A collection specifying only the active appearance.
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.init(Traits(activeAppearance: activeAppearance))
    }

    init(_ traits: Traits) {
        userInterfaceStyle = traits.userInterfaceStyle
        displayScale = traits.displayScale.isFinite && traits.displayScale > 0 ? traits.displayScale : 0
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        userInterfaceIdiom = traits.userInterfaceIdiom
        layoutDirection = traits.layoutDirection
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        userInterfaceLevel = traits.userInterfaceLevel
        accessibilityContrast = traits.accessibilityContrast
        displayGamut = traits.displayGamut
        legibilityWeight = traits.legibilityWeight
        activeAppearance = traits.activeAppearance
    }

    /// The traits as a value to edit.
    var traits: Traits {
        Traits(
            userInterfaceStyle: userInterfaceStyle, displayScale: displayScale,
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            userInterfaceIdiom: userInterfaceIdiom, layoutDirection: layoutDirection,
            preferredContentSizeCategory: preferredContentSizeCategory, userInterfaceLevel: userInterfaceLevel,
            accessibilityContrast: accessibilityContrast, displayGamut: displayGamut,
            legibilityWeight: legibilityWeight, activeAppearance: activeAppearance)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var merged = traits
        merged.overlay(trait)
        return merged == traits
    }

    /// Whether dynamic colours could resolve differently in the two collections (their
    /// appearance, contrast, level or active appearance differ).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection ?? UITraitCollection()
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
            || userInterfaceLevel != other.userInterfaceLevel || activeAppearance != other.activeAppearance
    }

    /// The collection dynamic colours resolve against on this thread: UIKit makes a view's
    /// collection current around its `draw(_:)`, `layoutSubviews()` and
    /// `traitCollectionDidChange(_:)`; elsewhere, what was last set here (light, by default).
    public static var current: UITraitCollection {
        get { CurrentTraits.slot.value.stack.last ?? CurrentTraits.slot.value.base }
        set { CurrentTraits.slot.value.base = newValue }
    }

    /// Runs `actions` with this collection as `current`, restoring the previous one after.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let holder = CurrentTraits.slot.value
        holder.stack.append(self)
        defer { holder.stack.removeLast() }
        try actions()
    }

    /// Whether the two specify the same traits.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool { lhs.traits == rhs.traits }

    /// The specified traits, for debugging.
    public var description: String {
        "UITraitCollection(style: \(userInterfaceStyle), scale: \(displayScale), "
            + "size classes: \(horizontalSizeClass)/\(verticalSizeClass), idiom: \(userInterfaceIdiom))"
    }
}

/// The traits as a plain value.
struct Traits: Hashable {
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var displayScale: CGFloat = 0
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var displayGamut = UIDisplayGamut.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
    var activeAppearance = UIUserInterfaceActiveAppearance.unspecified

    /// Lamina's environment: light, left to right, idiom `.pad`, text size large, sRGB, at
    /// `scale`, with size classes from `size` (regular from 600 points wide and from 500 tall;
    /// unspecified without a size).
    static func environment(scale: CGFloat, size: CGSize?) -> Traits {
        var traits = Traits(
            userInterfaceStyle: .light, displayScale: scale, userInterfaceIdiom: .pad, layoutDirection: .leftToRight,
            preferredContentSizeCategory: .large, userInterfaceLevel: .base, accessibilityContrast: .normal,
            displayGamut: .SRGB, legibilityWeight: .regular, activeAppearance: .active)
        if let size {
            traits.horizontalSizeClass = size.width >= 600 ? .regular : .compact
            traits.verticalSizeClass = size.height >= 500 ? .regular : .compact
        }
        return traits
    }

    /// Takes every trait `other` specifies.
    mutating func overlay(_ other: UITraitCollection) { overlay(other.traits) }

    /// Takes every trait `other` specifies.
    mutating func overlay(_ other: Traits) {
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.displayScale > 0 { displayScale = other.displayScale }
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.preferredContentSizeCategory != .unspecified {
            preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
        if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
        if other.displayGamut != .unspecified { displayGamut = other.displayGamut }
        if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
        if other.activeAppearance != .unspecified { activeAppearance = other.activeAppearance }
    }
}

/// This thread's current collection: a base (`current`'s setter) and the ones UIKit pushes
/// around callbacks.
final class CurrentTraits {
    var base = UITraitCollection(Traits.environment(scale: 1, size: nil))
    var stack: [UITraitCollection] = []

    static let slot = ThreadLocal { CurrentTraits() }
}

/// An object with a trait collection that tells it when the collection changes: views, view
/// controllers, windows and screens.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The object's traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the object's traits changed; `previousTraitCollection` is what they were.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
