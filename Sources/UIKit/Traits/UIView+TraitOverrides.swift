/// The trait settings of a view or view controller beyond its appearance override: iOS 17's
/// `traitOverrides` and, for views, iOS 15's content size limits. Allocated on first use.
final class TraitSettings {
    /// `traitOverrides`.
    var overrides = UITraitOverrides()
    /// `minimumContentSizeCategory`.
    var minimumContentSize: UIContentSizeCategory?
    /// `maximumContentSizeCategory`.
    var maximumContentSize: UIContentSizeCategory?

    /// `category` within the limits; with a minimum above the maximum only the maximum applies.
    func limit(_ category: UIContentSizeCategory) -> UIContentSizeCategory {
        guard category != .unspecified else { return category }
        var result = category
        if let minimum = minimumContentSize, maximumContentSize.map({ minimum <= $0 }) ?? true, result < minimum {
            result = minimum
        }
        if let maximum = maximumContentSize, result > maximum { result = maximum }
        return result
    }
}

extension UIView {
    /// The traits this view sets for itself and everything below it (iOS 17): each trait set
    /// here replaces the inherited one; the change is handed down at once.
    public var traitOverrides: UITraitOverrides {
        get { traitSettings?.overrides ?? UITraitOverrides() }
        set {
            guard newValue != traitOverrides else { return }
            ensureTraitSettings().overrides = newValue
            refreshTraits()
        }
    }

    /// The smallest text size category this view and its subviews use; nil for no limit.
    public var minimumContentSizeCategory: UIContentSizeCategory? {
        get { traitSettings?.minimumContentSize }
        set {
            guard newValue != minimumContentSizeCategory else { return }
            ensureTraitSettings().minimumContentSize = newValue
            refreshTraits()
        }
    }

    /// The largest text size category this view and its subviews use; nil for no limit.
    public var maximumContentSizeCategory: UIContentSizeCategory? {
        get { traitSettings?.maximumContentSize }
        set {
            guard newValue != maximumContentSizeCategory else { return }
            ensureTraitSettings().maximumContentSize = newValue
            refreshTraits()
        }
    }

    /// For debugging: this view and each superview, one a line, with its text size category
    /// and the limits it sets.
    public var appliedContentSizeCategoryLimitsDescription: String {
        var lines: [String] = []
        var view: UIView? = self
        while let current = view {
            var line = "\(type(of: current)): \(current.traitCollection.preferredContentSizeCategory.rawValue)"
            if let minimum = current.minimumContentSizeCategory { line += ", minimum \(minimum.rawValue)" }
            if let maximum = current.maximumContentSizeCategory { line += ", maximum \(maximum.rawValue)" }
            lines.append(line)
            view = current.superviewStorage
        }
        return lines.joined(separator: "\n")
    }

    private func ensureTraitSettings() -> TraitSettings {
        if let traitSettings { return traitSettings }
        let made = TraitSettings()
        traitSettings = made
        return made
    }

    /// Whether this view (or the controller whose root view it is) sets any trait.
    var hasOwnTraits: Bool {
        ownInterfaceStyle != .unspecified || traitSettings != nil
            || (owningViewController as? UIViewController)?.hasOwnTraits == true
    }

    /// `inherited` with this view's controller's settings, then its own, applied.
    func ownTraits(over inherited: Traits) -> Traits {
        var traits = inherited
        (owningViewController as? UIViewController)?.applyOwnTraits(to: &traits)
        if ownInterfaceStyle != .unspecified { traits.userInterfaceStyle = ownInterfaceStyle }
        if let traitSettings {
            traits.overlay(traitSettings.overrides.values)
            traits.preferredContentSizeCategory = traitSettings.limit(traits.preferredContentSizeCategory)
        }
        return traits
    }
}

extension UIViewController {
    /// The traits this controller sets for its view and everything below it (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides ?? UITraitOverrides() }
        set {
            guard newValue != traitOverrides else { return }
            ownTraitOverrides = newValue.isEmpty ? nil : newValue
            viewIfLoaded?.refreshTraits()
        }
    }

    /// Whether this controller sets any trait.
    var hasOwnTraits: Bool { ownInterfaceStyle != .unspecified || ownTraitOverrides != nil }

    /// Applies this controller's appearance override, then its trait overrides, to `traits`.
    func applyOwnTraits(to traits: inout Traits) {
        if ownInterfaceStyle != .unspecified { traits.userInterfaceStyle = ownInterfaceStyle }
        if let ownTraitOverrides { traits.overlay(ownTraitOverrides.values) }
    }
}
