import CoreGraphics

/// The view controller's part in safe areas and margins: its additional insets add to its root
/// view's safe area, and its system minimum bounds its root view's margins.
extension UIViewController {
    /// `systemMinimumLayoutMargins` for the controller's current width class.
    var minimumMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Sets `additionalSafeAreaInsets` (non-finite insets are ignored) and refreshes the view's
    /// safe area.
    func setAdditionalSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets.isFinite, insets != additionalSafeAreaInsetsStorage else { return }
        additionalSafeAreaInsetsStorage = insets
        viewIfLoaded?.refreshSafeArea(boundsChanged: false)
    }
}

extension UIView {
    /// After this view became or stopped being a view controller's root view: its default
    /// margins, system minimum and additional safe area insets come or go.
    func rootViewDidChange() {
        _ = ensureInsets()
        refreshSafeArea(boundsChanged: false)
        reportMarginsIfChanged(duringLayout: false)
    }
}
