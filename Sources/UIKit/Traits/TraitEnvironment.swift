import CoreGraphics

/// The traits a window gives its views: its environment, with the settings of the views and
/// controllers on the way down. One collection object per distinct set of traits, shared by
/// the views of one hand-down; a view without settings of its own shares its superview's.
@MainActor
struct TraitEnvironment {
    /// The window's environment (light appearance).
    let base: Traits
    private var collections: [Traits: UITraitCollection] = [:]

    /// The environment of `window` (nil: a view outside any window, on the main screen).
    init(window: UIWindow?) {
        base = Traits.environment(scale: (window?.screen ?? UIScreen.main).scale, size: window?.bounds.size)
    }

    /// The collection of `traits`, made once per environment.
    mutating func collection(for traits: Traits) -> UITraitCollection {
        if let made = collections[traits] { return made }
        let made = UITraitCollection(traits)
        collections[traits] = made
        return made
    }

    /// Gives `root` and its subtree their traits (inheriting `inherited` above `root`), then
    /// tells each view whose traits changed, top down.
    mutating func hand(to root: UIView, inheriting inherited: UITraitCollection) {
        var changed: [(UIView, UITraitCollection)] = []
        var stack: [(UIView, UITraitCollection)] = [(root, inherited)]
        while let (view, above) = stack.popLast() {
            let traits = view.hasOwnTraits ? collection(for: view.ownTraits(over: above.traits)) : above
            let old = view.deliveredTraits
            view.deliveredTraits = traits
            if old !== traits {
                if let old, old != traits {
                    changed.append((view, old))
                } else if old == nil, view.backgroundColor?.isDynamic == true {
                    // First traits: a dynamic background set before is resolved in them.
                    view.backgroundColorDidChange(from: view.backgroundColor)
                }
            }
            for subview in view.subviewList.reversed() { stack.append((subview, traits)) }
        }
        for (view, old) in changed {
            guard let traits = view.deliveredTraits else { continue }
            if traits.hasDifferentColorAppearance(comparedTo: old) {
                if view.backgroundColor?.isDynamic == true { view.backgroundColorDidChange(from: view.backgroundColor) }
                view.invalidateContent(nil)
            }
            traits.performAsCurrent {
                view.traitCollectionDidChange(old)
                for registration in view.traitRegistrations { registration.notify(view, from: old, to: traits) }
                guard let controller = view.owningViewController as? UIViewController else { return }
                controller.traitCollectionDidChange(old)
                for registration in controller.traitRegistrations {
                    registration.notify(controller, from: old, to: traits)
                }
            }
        }
    }
}
