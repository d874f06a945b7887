import CoreGraphics

/// Tint colour: set on a view, inherited by its subviews that set none.
extension UIView {
    /// The tint in effect: this view's, else the nearest ancestor's, else system blue.
    var effectiveTintColor: UIColor {
        var view: UIView? = self
        while let current = view {
            if let color = current.ownTintColor { return color }
            view = current.superviewStorage
        }
        return .systemBlue
    }

    /// Sets this view's own tint and tells it and the subviews that inherit it.
    func setTintColor(_ color: UIColor?) {
        guard color != ownTintColor else { return }
        ownTintColor = color
        notifyTintColorDidChange()
    }

    private func notifyTintColorDidChange() {
        tintColorDidChange()
        for subview in subviewList where subview.ownTintColor == nil {
            subview.notifyTintColorDidChange()
        }
    }
}
