import CoreGraphics

/// A window's change of size as a view-controller transition: before the size changes, its root
/// view controller hears `willTransition(to:with:)` when the size classes change, then
/// `viewWillTransition(to:with:)` (each forwarded to children by the base implementations);
/// presented controllers hear `viewWillTransition(to:with:)` with the size their presentation
/// gives them (a sheet's card, or the window's size when they cover it; those covering a
/// context controller's view hear nothing). After it, the coordinator runs what they added.
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
        // Presented controllers hear it too, with the size their presentation gives them.
        for presented in shownControllers where presented !== controller {
            guard let pc = presented.modal.presentationController else { continue }
            let bounds = CGRect(origin: .zero, size: size)
            if let sheet = pc as? UISheetPresentationController {
                let frame = sheet.frame(
                    in: bounds, safeTop: safeAreaInsets.top, regular: traits.horizontalSizeClass == .regular)
                presented.viewWillTransition(to: frame.size, with: coordinator)
            } else if pc.shouldPresentInFullscreen, presented.modal.presentationStyle != .currentContext,
                presented.modal.presentationStyle != .overCurrentContext
            {
                presented.viewWillTransition(to: size, with: coordinator)
            }
        }
    }

    /// After the window took its new size: the work added to the transition under way, if any.
    func sizeTransitionDidEnd() {
        sizeChangeDepth -= 1
        guard sizeChangeDepth == 0, let coordinator = activeSizeTransition else { return }
        coordinator.finish()
        activeSizeTransition = nil
    }
}
