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
        notifyTintColorDidChange { $0.ownTintColor == nil }
    }

    /// The adjustment in effect: this view's, else the nearest ancestor's that is not automatic,
    /// else `.normal`.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
            view = current.superviewStorage
        }
        return .normal
    }

    /// Sets this view's own adjustment mode and tells it and the subviews that inherit it.
    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        guard mode != ownTintAdjustmentMode else { return }
        let before = effectiveTintAdjustmentMode
        ownTintAdjustmentMode = mode
        guard effectiveTintAdjustmentMode != before else { return }
        notifyTintColorDidChange { $0.ownTintAdjustmentMode == .automatic }
    }

    /// The dimmed form of a tint: a gray of the same luminance (Rec. 709 weights), same alpha.
    static func dimmed(_ color: UIColor) -> UIColor {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
    }

    /// Tells this view, then depth first the subviews for which `inherits` holds (an explicit stack).
    private func notifyTintColorDidChange(inherits: (UIView) -> Bool) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.tintColorDidChange()
            stack.append(contentsOf: view.subviewList.reversed().filter(inherits))
        }
    }
}

extension UIView {
    /// How a view shows its tint colour.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the top of the hierarchy).
        case automatic
        /// The tint as it is.
        case normal
        /// The tint desaturated, as while an alert covers the app.
        case dimmed
    }
}
