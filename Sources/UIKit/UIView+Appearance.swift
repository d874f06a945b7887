import CoreGraphics

/// Tint colour: set on a view, inherited by its subviews that set none.
extension UIView {
    /// The tint in effect: this view's, else the nearest ancestor's, else system blue.
    var effectiveTintColor: UIColor { ownTintColor ?? inheritedTintColor }

    /// The nearest ancestor's tint, else system blue: cached (see `inheritedTintCache`).
    private var inheritedTintColor: UIColor {
        if let cached = inheritedTintCache { return cached }
        var passed: [UIView] = [self]
        var found = UIColor.systemBlue
        var view = superviewStorage
        while let current = view {
            if let own = current.ownTintColor {
                found = own
                break
            }
            if let cached = current.inheritedTintCache {
                found = cached
                break
            }
            passed.append(current)
            view = current.superviewStorage
        }
        for view in passed { view.inheritedTintCache = found }
        return found
    }

    /// Sets this view's own tint and tells it and the subviews that inherit it.
    func setTintColor(_ color: UIColor?) {
        guard color != ownTintColor else { return }
        ownTintColor = color
        if color == nil { inheritedTintCache = nil }
        notifyTintColorDidChange { $0.ownTintColor == nil }
    }

    /// The adjustment in effect: this view's, else the nearest ancestor's that is not automatic,
    /// else `.normal`.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        if ownTintAdjustmentMode != .automatic { return ownTintAdjustmentMode }
        if let cached = inheritedModeCache { return cached }
        var passed: [UIView] = [self]
        var found = TintAdjustmentMode.normal
        var view = superviewStorage
        while let current = view {
            if current.ownTintAdjustmentMode != .automatic {
                found = current.ownTintAdjustmentMode
                break
            }
            if let cached = current.inheritedModeCache {
                found = cached
                break
            }
            passed.append(current)
            view = current.superviewStorage
        }
        for view in passed { view.inheritedModeCache = found }
        return found
    }

    /// Sets this view's own adjustment mode and tells it and the subviews that inherit it.
    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        guard mode != ownTintAdjustmentMode else { return }
        let before = effectiveTintAdjustmentMode
        ownTintAdjustmentMode = mode
        if mode == .automatic { inheritedModeCache = nil }
        invalidateInheritedTint(below: true)
        guard effectiveTintAdjustmentMode != before else { return }
        notifyTintColorDidChange { $0.ownTintAdjustmentMode == .automatic }
    }

    /// The dimmed form of a tint: a gray of the same luminance (Rec. 709 weights), same alpha.
    static func dimmed(_ color: UIColor) -> UIColor {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
    }

    /// Tells this view, then depth first the subviews for which `inherits` holds (an explicit
    /// stack); the subviews' inherited caches are cleared on the way (this view's own tint or
    /// mode is what changed).
    private func notifyTintColorDidChange(inherits: (UIView) -> Bool) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view !== self {
                view.inheritedTintCache = nil
                view.inheritedModeCache = nil
            }
            view.tintColorDidChange()
            stack.append(contentsOf: view.subviewList.reversed().filter(inherits))
        }
    }

    /// Clears the inherited tint and mode of this view (unless `below` only) and of the subviews
    /// that inherit through it, depth first on an explicit stack.
    private func invalidateInheritedTint(below: Bool = false) {
        var stack: [UIView] = below ? subviewList : [self]
        while let view = stack.popLast() {
            view.inheritedTintCache = nil
            view.inheritedModeCache = nil
            for subview in view.subviewList
            where subview.ownTintColor == nil || subview.ownTintAdjustmentMode == .automatic {
                stack.append(subview)
            }
        }
    }

    /// The tint and mode in effect, to compare across a move.
    var tintState: (color: UIColor, mode: TintAdjustmentMode) { (effectiveTintColor, effectiveTintAdjustmentMode) }

    /// After this view moved from where its tint state was `before`: clears the inherited tints
    /// below it and, when its tint or mode changed, tells it and the subviews that inherit it, as
    /// UIKit does when a view joins a differently tinted hierarchy.
    func tintDidMove(from before: (color: UIColor, mode: TintAdjustmentMode)) {
        invalidateInheritedTint()
        let after = tintState
        let (colorChanged, modeChanged) = (after.color != before.color, after.mode != before.mode)
        guard colorChanged || modeChanged else { return }
        notifyTintColorDidChange {
            (colorChanged && $0.ownTintColor == nil) || (modeChanged && $0.ownTintAdjustmentMode == .automatic)
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
