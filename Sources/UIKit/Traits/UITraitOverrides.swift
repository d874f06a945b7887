public import CoreGraphics

/// Traits that can be set, as iOS 17's `traitOverrides` and
/// `UITraitCollection(mutations:)` hand them to you.
///
/// Divergence from Apple: a trait set to its unspecified value (a display scale of 0) counts as
/// not set; custom traits are not built.
public protocol UIMutableTraits {
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// Pixels per point.
    var displayScale: CGFloat { get set }
    /// Room across.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Room down.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The kind of device.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Which way layouts run.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The preferred size of text.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Base or elevated.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// Normal or high contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// The display's gamut.
    var displayGamut: UIDisplayGamut { get set }
    /// Regular or bold text.
    var legibilityWeight: UILegibilityWeight { get set }
    /// Foreground or background.
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
}

/// The traits a view, view controller or window sets for itself and everything below it
/// (`traitOverrides`, iOS 17): each set trait replaces the inherited one.
public struct UITraitOverrides: UIMutableTraits, Equatable, Sendable {
    /// The overridden traits; unspecified ones are not overridden.
    var values = Traits()

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        var without = values
        without.copy(trait.identifier, from: Traits())
        return without != values
    }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) { values.copy(trait.identifier, from: Traits()) }

    /// Whether no trait is overridden.
    var isEmpty: Bool { values == Traits() }

    /// The overridden appearance (unspecified: not overridden).
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    /// The overridden display scale (0: not overridden).
    public var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }
    /// The overridden horizontal size class (unspecified: not overridden).
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    /// The overridden vertical size class (unspecified: not overridden).
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    /// The overridden idiom (unspecified: not overridden).
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }
    /// The overridden layout direction (unspecified: not overridden).
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
    /// The overridden text size category (unspecified: not overridden).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    /// The overridden level (unspecified: not overridden).
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel }
        set { values.userInterfaceLevel = newValue }
    }
    /// The overridden contrast (unspecified: not overridden).
    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { values.accessibilityContrast = newValue }
    }
    /// The overridden gamut (unspecified: not overridden).
    public var displayGamut: UIDisplayGamut {
        get { values.displayGamut }
        set { values.displayGamut = newValue }
    }
    /// The overridden legibility weight (unspecified: not overridden).
    public var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight }
        set { values.legibilityWeight = newValue }
    }
    /// The overridden active appearance (unspecified: not overridden).
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { values.activeAppearance }
        set { values.activeAppearance = newValue }
    }
}

extension UITraitCollection {
    /// A collection of the traits `mutations` sets (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = UITraitOverrides()
        mutations(&traits)
        self.init((traits as? UITraitOverrides)?.values ?? Traits())
    }

    /// A copy of this collection with the changes `mutations` makes (iOS 17).
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = UITraitOverrides(values: self.traits)
        mutations(&traits)
        return UITraitCollection((traits as? UITraitOverrides)?.values ?? self.traits)
    }
}

extension Traits {
    /// Takes the trait named `identifier` from `other` (nothing for traits Lamina does not define).
    mutating func copy(_ identifier: String, from other: Traits) {
        switch identifier {
        case UITraitUserInterfaceStyle.identifier: userInterfaceStyle = other.userInterfaceStyle
        case UITraitHorizontalSizeClass.identifier: horizontalSizeClass = other.horizontalSizeClass
        case UITraitVerticalSizeClass.identifier: verticalSizeClass = other.verticalSizeClass
        case UITraitDisplayScale.identifier: displayScale = other.displayScale
        case UITraitUserInterfaceIdiom.identifier: userInterfaceIdiom = other.userInterfaceIdiom
        case UITraitLayoutDirection.identifier: layoutDirection = other.layoutDirection
        case UITraitPreferredContentSizeCategory.identifier:
            preferredContentSizeCategory = other.preferredContentSizeCategory
        case UITraitUserInterfaceLevel.identifier: userInterfaceLevel = other.userInterfaceLevel
        case UITraitAccessibilityContrast.identifier: accessibilityContrast = other.accessibilityContrast
        case UITraitDisplayGamut.identifier: displayGamut = other.displayGamut
        case UITraitLegibilityWeight.identifier: legibilityWeight = other.legibilityWeight
        case UITraitActiveAppearance.identifier: activeAppearance = other.activeAppearance
        default: break
        }
    }
}
