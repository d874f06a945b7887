import CoreGraphics

/// Tint colour: set on a view, inherited by its subviews that set none.
extension UIView {
    /// The tint of a hierarchy that sets none: system blue, one object (compared by identity
    /// first on every move).
    static let defaultTintColor = UIColor.systemBlue

    /// The tint in effect: this view's, else the nearest ancestor's, else system blue.
    var effectiveTintColor: UIColor { tint.color ?? inheritedTintColor }

    /// The nearest ancestor's tint, else system blue: cached (see `tint.inheritedColor`). The
    /// walk up stops at the first own or cached tint, then fills the caches it passed.
    var inheritedTintColor: UIColor {
        if let cached = tint.inheritedColor { return cached }
        var found = UIView.defaultTintColor
        var view = superviewStorage
        while let current = view {
            if let own = current.tint.color ?? current.tint.inheritedColor {
                found = own
                break
            }
            view = current.superviewStorage
        }
        tint.inheritedColor = found
        view = superviewStorage
        while let current = view, current.tint.color == nil, current.tint.inheritedColor == nil {
            current.tint.inheritedColor = found
            view = current.superviewStorage
        }
        return found
    }

    /// Sets this view's own tint and tells it and the subviews that inherit it.
    func setTintColor(_ color: UIColor?) {
        guard color != tint.color else { return }
        tint.color = color
        if color == nil { tint.inheritedColor = nil }
        notifyTintColorDidChange { $0.tint.color == nil }
    }

    /// The adjustment in effect: this view's, else the nearest ancestor's that is not automatic,
    /// else `.normal`.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        tint.mode != .automatic ? tint.mode : inheritedTintAdjustmentMode
    }

    /// The nearest ancestor's mode that is not automatic, else `.normal`: cached as the tint is.
    var inheritedTintAdjustmentMode: TintAdjustmentMode {
        if let cached = tint.inheritedMode { return cached }
        var found = TintAdjustmentMode.normal
        var view = superviewStorage
        while let current = view {
            if current.tint.mode != .automatic {
                found = current.tint.mode
                break
            }
            if let cached = current.tint.inheritedMode {
                found = cached
                break
            }
            view = current.superviewStorage
        }
        tint.inheritedMode = found
        view = superviewStorage
        while let current = view, current.tint.mode == .automatic, current.tint.inheritedMode == nil {
            current.tint.inheritedMode = found
            view = current.superviewStorage
        }
        return found
    }

    /// Sets this view's own adjustment mode and tells it and the subviews that inherit it.
    func setTintAdjustmentMode(_ mode: TintAdjustmentMode) {
        guard mode != tint.mode else { return }
        let before = effectiveTintAdjustmentMode
        tint.mode = mode
        if mode == .automatic { tint.inheritedMode = nil }
        invalidateInheritedTint(below: true)
        guard effectiveTintAdjustmentMode != before else { return }
        notifyTintColorDidChange { $0.tint.mode == .automatic }
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
                view.tint.inheritedColor = nil
                view.tint.inheritedMode = nil
            }
            view.tintColorDidChange()
            stack.append(contentsOf: view.subviewList.reversed().filter(inherits))
        }
    }

    /// Clears the inherited tint and mode of this view (unless `below` only) and of the subviews
    /// that inherit through it, depth first on an explicit stack.
    private func invalidateInheritedTint(below: Bool = false) {
        if !below { (tint.inheritedColor, tint.inheritedMode) = (nil, nil) }
        guard !subviewList.isEmpty else { return }
        var stack: [UIView] = subviewList
        while let view = stack.popLast() {
            view.tint.inheritedColor = nil
            view.tint.inheritedMode = nil
            for subview in view.subviewList
            where subview.tint.color == nil || subview.tint.mode == .automatic {
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
            (tint.inheritedColor, tint.inheritedMode) = (after.color, after.mode)
            return
        }
        invalidateInheritedTint()
        let colorChanged = !colorSame && tint.color == nil
        let modeChanged = after.mode != before.mode && tint.mode == .automatic
        guard colorChanged || modeChanged else { return }
        notifyTintColorDidChange {
            (colorChanged && $0.tint.color == nil) || (modeChanged && $0.tint.mode == .automatic)
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

/// The tint state a view keeps.
struct TintSettings {
    /// The tint colour set on the view; nil inherits.
    var color: UIColor?
    /// The adjustment mode set on the view; `.automatic` inherits the superview's.
    var mode = UIView.TintAdjustmentMode.automatic
    /// The tint and adjustment mode the view inherits from its ancestors, when known.
    ///
    /// Dirty-flag rule: nil means "walk up to find it" (the walk fills the caches of the views it
    /// passes). Cleared for the views that inherit through a view whose own tint or mode changes
    /// and through a view that moves (`invalidateInheritedTint()`), and for a view whose own tint
    /// or mode is cleared (its cache may predate changes above it, which stop at views that set
    /// their own). Keeps tint lookups, and so tint notifications on every move, from walking a
    /// deep chain each time.
    var inheritedColor: UIColor?
    var inheritedMode: UIView.TintAdjustmentMode?
}
