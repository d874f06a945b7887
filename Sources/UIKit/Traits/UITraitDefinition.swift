/// A trait a trait collection holds, named by its type: the elements of the arrays passed to
/// `registerForTraitChanges(_:handler:)` (iOS 17's trait system).
///
/// Divergence from Apple: Lamina defines the system traits below; a type of your own conforming
/// to this protocol is accepted but never reported changed (custom traits are not built).
public protocol UITraitDefinition {
    /// A name identifying the trait.
    static var identifier: String { get }
}

/// A trait, as `registerForTraitChanges(_:handler:)` takes it: the trait's type.
public typealias UITrait = any UITraitDefinition.Type

/// Light or dark (`userInterfaceStyle`).
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// The trait's name.
    public static var identifier: String { "UITraitUserInterfaceStyle" }
}
/// Room across (`horizontalSizeClass`).
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// The trait's name.
    public static var identifier: String { "UITraitHorizontalSizeClass" }
}
/// Room down (`verticalSizeClass`).
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// The trait's name.
    public static var identifier: String { "UITraitVerticalSizeClass" }
}
/// Pixels per point (`displayScale`).
public enum UITraitDisplayScale: UITraitDefinition {
    /// The trait's name.
    public static var identifier: String { "UITraitDisplayScale" }
}
/// The kind of device (`userInterfaceIdiom`).
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    /// The trait's name.
    public static var identifier: String { "UITraitUserInterfaceIdiom" }
}
/// Which way layouts run (`layoutDirection`).
public enum UITraitLayoutDirection: UITraitDefinition {
    /// The trait's name.
    public static var identifier: String { "UITraitLayoutDirection" }
}
/// The preferred size of text (`preferredContentSizeCategory`).
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// The trait's name.
    public static var identifier: String { "UITraitPreferredContentSizeCategory" }
}
/// Base or elevated (`userInterfaceLevel`).
public enum UITraitUserInterfaceLevel: UITraitDefinition {
    /// The trait's name.
    public static var identifier: String { "UITraitUserInterfaceLevel" }
}
/// Normal or high contrast (`accessibilityContrast`).
public enum UITraitAccessibilityContrast: UITraitDefinition {
    /// The trait's name.
    public static var identifier: String { "UITraitAccessibilityContrast" }
}
/// The display's gamut (`displayGamut`).
public enum UITraitDisplayGamut: UITraitDefinition {
    /// The trait's name.
    public static var identifier: String { "UITraitDisplayGamut" }
}
/// Regular or bold text (`legibilityWeight`).
public enum UITraitLegibilityWeight: UITraitDefinition {
    /// The trait's name.
    public static var identifier: String { "UITraitLegibilityWeight" }
}
/// Foreground or background (`activeAppearance`).
public enum UITraitActiveAppearance: UITraitDefinition {
    /// The trait's name.
    public static var identifier: String { "UITraitActiveAppearance" }
}

extension UITraitCollection {
    /// Whether the trait named `identifier` differs between this collection and `other` (false
    /// for traits Lamina does not define).
    func differs(in identifier: String, from other: UITraitCollection) -> Bool {
        var taken = traits
        taken.copy(identifier, from: other.traits)
        return taken != traits
    }
}

/// A registration `registerForTraitChanges(_:handler:)` returns, to pass to
/// `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits it watches and what to call.
@MainActor
final class TraitRegistration: UITraitChangeRegistration {
    let identifiers: [String]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(_ traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        identifiers = traits.map { $0.identifier }
        self.handler = handler
    }

    /// A registration of `traits` calling `handler` with its owner as `Environment` (the view or
    /// controller that registered).
    static func watching<Environment: UITraitEnvironment>(
        _ traits: [UITrait], _ handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> TraitRegistration {
        TraitRegistration(traits) { owner, old in
            if let owner = owner as? Environment { handler(owner, old) }
        }
    }

    /// Calls the handler on `owner` when a watched trait differs between `old` and `new`.
    func notify(_ owner: AnyObject, from old: UITraitCollection, to new: UITraitCollection) {
        guard identifiers.contains(where: { new.differs(in: $0, from: old) }) else { return }
        handler(owner, old)
    }
}
