import CoreGraphics

/// Views' traits: the window's environment (its screen's scale, size classes from its size),
/// with the nearest appearance override among the view, its view controller and their
/// ancestors. Views in a window keep what they were last given (`deliveredTraits`), so reading
/// traits costs nothing however deep the view; a change is handed down the affected subtree on
/// an explicit stack, each changed view told after all are updated.
extension UIView: UITraitEnvironment {
    /// The view's traits: its window's (scale, size classes, idiom), with the appearance of the
    /// nearest override at or above it (light when there is none).
    public var traitCollection: UITraitCollection {
        if findWindow() != nil, let deliveredTraits { return deliveredTraits }
        // Outside a window: the main screen's environment with the settings of every view from
        // the top of this view's tree down to it.
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view {
            chain.append(current)
            view = current.superviewStorage
        }
        var environment = TraitEnvironment(window: findWindow())
        var traits = environment.base
        for view in chain.reversed() where view.hasOwnTraits { traits = view.ownTraits(over: traits) }
        return environment.collection(for: traits)
    }

    /// Applies pending trait changes: nothing to do in Lamina, which hands traits down as soon
    /// as they change.
    public func updateTraitsIfNeeded() {}

    /// The direction a view with `attribute` lays out in: right to left only when forced (the
    /// environment is left to right).
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction a view with `semanticContentAttribute` lays out in within an environment
    /// running `layoutDirection`: forced attributes win, playback and spatial content runs left
    /// to right, the rest follow the environment.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        default: layoutDirection
        }
    }

    /// The direction this view lays out in (see `semanticContentAttribute`).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(
            for: semanticContentAttribute,
            relativeTo: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Sets this view's override and hands the result down its subtree.
    func setOverrideInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != ownInterfaceStyle else { return }
        ownInterfaceStyle = style
        refreshTraits()
    }

    /// After this view joined a superview: hands it and its subtree their traits when it is in
    /// a window and inherits other traits than it last had (or never had any).
    func traitsDidMove() {
        guard findWindow() != nil else { return }
        refreshTraits()
    }

    /// Recomputes the traits of this view's subtree (in a window) from the traits above it, and
    /// tells the views whose traits changed.
    func refreshTraits() {
        guard let window = findWindow() else { return }
        var environment = TraitEnvironment(window: window)
        // The window's own, so that a change of its size or screen has something to compare.
        if self !== window, window.deliveredTraits == nil {
            window.deliveredTraits = environment.collection(for: window.ownTraits(over: environment.base))
        }
        let inherited: UITraitCollection
        if self !== window, let parent = superviewStorage {
            inherited = parent.deliveredTraits ?? parent.traitCollection
        } else {
            inherited = environment.collection(for: environment.base)
        }
        environment.hand(to: self, inheriting: inherited)
    }
}

extension UIWindow {
    /// The window's size or screen changed: its subtree's size classes or scale may have.
    func windowTraitsMayHaveChanged() {
        guard let delivered = deliveredTraits else { return }
        var environment = TraitEnvironment(window: self)
        let fresh = environment.collection(for: ownTraits(over: environment.base))
        guard
            fresh.displayScale != delivered.displayScale || fresh.horizontalSizeClass != delivered.horizontalSizeClass
                || fresh.verticalSizeClass != delivered.verticalSizeClass
        else { return }
        refreshTraits()
    }
}

extension UIViewController: UITraitEnvironment {
    /// Applies pending trait changes: nothing to do in Lamina, which hands traits down as soon
    /// as they change.
    public func updateTraitsIfNeeded() {}

    /// The controller's traits: its view's (loading nothing: before the view loads, the traits
    /// of the main screen with the controller's own appearance).
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        var environment = TraitEnvironment(window: nil)
        var traits = environment.base
        applyOwnTraits(to: &traits)
        return environment.collection(for: traits)
    }

    /// Sets the controller's override and hands the result down its view's subtree.
    func setOverrideInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != ownInterfaceStyle else { return }
        ownInterfaceStyle = style
        viewIfLoaded?.refreshTraits()
    }
}

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: its scale, size classes from its size, light appearance.
    public var traitCollection: UITraitCollection {
        UITraitCollection(Traits.environment(scale: scale, size: bounds.size))
    }

    /// Called after the screen's traits changed; does nothing (Lamina's screens keep theirs).
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIView {
    /// Calls `handler` with this view and its previous traits whenever one of `traits` changes
    /// (after `traitCollectionDidChange(_:)`, with `UITraitCollection.current` set to the new
    /// traits). Keep the result to unregister.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitRegistration.watching(traits, handler)
        traitRegistrations.append(registration)
        return registration
    }

    /// Removes a registration made by `registerForTraitChanges(_:handler:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}

extension UIViewController {
    /// Calls `handler` with this controller and its previous traits whenever one of `traits`
    /// changes for its view. Keep the result to unregister.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitRegistration.watching(traits, handler)
        traitRegistrations.append(registration)
        return registration
    }

    /// Removes a registration made by `registerForTraitChanges(_:handler:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}
