import CoreGraphics

/// A window's change of size as a view-controller transition: before the size changes, its root
/// view controller hears `willTransition(to:with:)` when the size classes change, then
/// `viewWillTransition(to:with:)` (each forwarded to children by the base implementations);
/// after it, the coordinator runs what they added.
extension UIWindow {
    /// Called before the window's bounds take `size` (a non-finite size is ignored by the
    /// setter, and starts nothing here).
    func sizeTransitionWillBegin(to size: CGSize) {
        sizeChangeDepth += 1
        guard sizeChangeDepth == 1, size != bounds.size, size.width.isFinite, size.height.isFinite,
            activeSizeTransition == nil,
            let controller = rootViewController, controller.isViewLoaded
        else { return }
        let coordinator = SizeTransitionCoordinator(window: self)
        activeSizeTransition = coordinator
        let current = traitCollection
        var traits = Traits.environment(scale: screen.scale, size: size)
        traits = ownTraits(over: traits)
        if traits.horizontalSizeClass != current.horizontalSizeClass
            || traits.verticalSizeClass != current.verticalSizeClass
        {
            controller.willTransition(to: UITraitCollection(traits), with: coordinator)
        }
        controller.viewWillTransition(to: size, with: coordinator)
    }

    /// After the window took its new size: the work added to the transition under way, if any.
    func sizeTransitionDidEnd() {
        sizeChangeDepth -= 1
        guard sizeChangeDepth == 0, let coordinator = activeSizeTransition else { return }
        coordinator.finish()
        activeSizeTransition = nil
    }
}
