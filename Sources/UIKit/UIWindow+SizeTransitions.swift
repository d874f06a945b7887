import CoreGraphics

/// A window's change of size as a view-controller transition: before the size changes, its root
/// view controller hears `willTransition(to:with:)` when the size classes change, then
/// `viewWillTransition(to:with:)` (each forwarded to children by the base implementations);
/// after it, the coordinator runs what they added.
extension UIWindow {
    /// Called before the window's bounds take `size`; returns the coordinator to finish after.
    func sizeTransitionWillBegin(to size: CGSize) -> SizeTransitionCoordinator? {
        guard size != bounds.size, size.width.isFinite, size.height.isFinite, activeSizeTransition == nil,
            let controller = rootViewController, controller.isViewLoaded
        else { return nil }
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
        return coordinator
    }

    /// After the window took its new size.
    func sizeTransitionDidEnd(_ coordinator: SizeTransitionCoordinator) {
        coordinator.finish()
        activeSizeTransition = nil
    }
}
