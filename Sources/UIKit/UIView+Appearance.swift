import CoreGraphics

/// Tint colour: set on a view, inherited by its subviews that set none.
extension UIView {
    /// The tint of a hierarchy that sets none: system blue, one object (compared by identity
    /// first on every move).
    static let defaultTintColor = UIColor.systemBlue

    /// The tint in effect: this view's, else the nearest ancestor's, else system blue.
    var effectiveTintColor: UIColor { ownTintColor ?? inheritedTintColor }

    /// The nearest ancestor's tint, else system blue: cached (see `inheritedTintCache`). The
    /// walk up stops at the first own or cached tint, then fills the caches it passed.
    var inheritedTintColor: UIColor {
        if let cached = inheritedTintCache { return cached }
        var found = UIView.defaultTintColor
        var view = superviewStorage
        while let current = view {
            if let own = current.ownTintColor ?? current.inheritedTintCache {
                found = own
                break
            }
            view = current.superviewStorage
        }
        inheritedTintCache = found
        view = superviewStorage
        while let current = view, current.ownTintColor == nil, current.inheritedTintCache == nil {
            current.inheritedTintCache = found
            view = current.superviewStorage
        }
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
        ownTintAdjustmentMode != .automatic ? ownTintAdjustmentMode : inheritedTintAdjustmentMode
    }

    /// The nearest ancestor's mode that is not automatic, else `.normal`: cached as the tint is.
    var inheritedTintAdjustmentMode: TintAdjustmentMode {
        if let cached = inheritedModeCache { return cached }
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
            view = current.superviewStorage
        }
        inheritedModeCache = found
        view = superviewStorage
        while let current = view, current.ownTintAdjustmentMode == .automatic, current.inheritedModeCache == nil {
            current.inheritedModeCache = found
            view = current.superviewStorage
        }
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
        if !below { (inheritedTintCache, inheritedModeCache) = (nil, nil) }
        guard !subviewList.isEmpty else { return }
        var stack: [UIView] = subviewList
        while let view = stack.popLast() {
            view.inheritedTintCache = nil
            view.inheritedModeCache = nil
            for subview in view.subviewList
            where subview.ownTintColor == nil || subview.ownTintAdjustmentMode == .automatic {
                stack.append(subview)
            }
        }
    }

    /// The tint and mode this view inherits, to compare across a move.
    var inheritedTintState: (color: UIColor, mode: TintAdjustmentMode) {
        (inheritedTintColor, inheritedTintAdjustmentMode)
    }

    /// After this view moved from where it inherited `before`: when it inherits the same tint
    /// and mode (the usual case) nothing below it changes; otherwise the inherited tints below it
    /// are cleared and, when its tint or mode in effect changed, it and the subviews that inherit
    /// it are told, as UIKit does when a view joins a differently tinted hierarchy.
    func tintDidMove(from before: (color: UIColor, mode: TintAdjustmentMode)) {
        let after = superviewStorage?.tintState ?? (color: UIView.defaultTintColor, mode: TintAdjustmentMode.normal)
        let colorSame = after.color === before.color || after.color == before.color
        if colorSame && after.mode == before.mode {
            (inheritedTintCache, inheritedModeCache) = (after.color, after.mode)
            return
        }
        invalidateInheritedTint()
        let colorChanged = !colorSame && ownTintColor == nil
        let modeChanged = after.mode != before.mode && ownTintAdjustmentMode == .automatic
        guard colorChanged || modeChanged else { return }
        notifyTintColorDidChange {
            (colorChanged && $0.ownTintColor == nil) || (modeChanged && $0.ownTintAdjustmentMode == .automatic)
        }
    }

    /// The tint and mode in effect.
    private var tintState: (color: UIColor, mode: TintAdjustmentMode) {
        (effectiveTintColor, effectiveTintAdjustmentMode)
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
