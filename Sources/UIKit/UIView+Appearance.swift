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

    /// Tells this view, then depth first the subviews that inherit its tint (an explicit stack).
    private func notifyTintColorDidChange() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.tintColorDidChange()
            stack.append(contentsOf: view.subviewList.reversed().filter { $0.ownTintColor == nil })
        }
    }
}
