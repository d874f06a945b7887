import CoreGraphics
import QuartzCore

/// A view's safe area and layout-margin settings, allocated only for views that have them: a
/// view without one has a zero safe area and the standard margins.
final class ViewInsets {
    /// The safe area insets.
    ///
    /// Dirty-flag rule: current whenever no setter is running — a source or a view's geometry or
    /// place changes only through code that calls `refreshSafeArea`.
    var safeArea = UIEdgeInsets.zero
    /// The margins set on the view, by edge or by reading direction; nil for the default.
    var margins: Margins?
    /// `preservesSuperviewLayoutMargins`.
    var preservesSuperviewMargins = false
    /// `insetsLayoutMarginsFromSafeArea`.
    var insetsFromSafeArea = true
    /// The safe area this view reported (`safeAreaInsets`, which a subclass may override) when
    /// its subviews' safe areas were last computed from it.
    var handedDown = UIEdgeInsets.zero
    /// The margins `layoutMarginsDidChange()` last reported (those at creation to begin with).
    var reportedMargins: UIEdgeInsets

    enum Margins: Equatable {
        case absolute(UIEdgeInsets)
        case directional(NSDirectionalEdgeInsets)
    }

    init(reportedMargins: UIEdgeInsets) { self.reportedMargins = reportedMargins }
}

/// The safe area. A window's comes from its screen: the part of the screen's unsafe edges
/// (`UIScreen.displayCutout`: a sensor housing, a home indicator) that the window's frame
/// overlaps; on a plain desktop screen it is zero. A view controller's root view adds the
/// controller's `additionalSafeAreaInsets`. Any other view in a window gets the part of its
/// superview's safe area that it overlaps, in its own coordinates, clamped at zero — from the
/// superview's `safeAreaInsets` as the superview reports them, so a subclass that overrides the
/// getter (as tests on iOS do to force a safe area) passes its value down as UIKit does.
///
/// Values are pushed, not pulled: a change of a source, of a view's geometry made through the
/// view (`frame`, `bounds`, `center`, `transform`), or of its place in the tree recomputes the
/// view and descends only while values change. A view whose reported safe area differs from
/// what its subviews were computed from (an overridden getter whose value changed) hands the
/// new value down in its next layout pass, where UIKit updates safe areas too. Views whose
/// superview's safe area is zero cost one check.
extension UIView {
    /// The box of safe-area and margin settings, made on first need.
    func ensureInsets() -> ViewInsets {
        if let insets { return insets }
        let made = ViewInsets(reportedMargins: layoutMargins)
        insets = made
        return made
    }

    /// The safe area as stored: zero without a box.
    var storedSafeArea: UIEdgeInsets { insets?.safeArea ?? .zero }

    /// After this view's geometry or place in the tree changed: recomputes its safe area, and
    /// its subviews' when `boundsChanged` or its own changed; re-checks preserved margins.
    func safeAreaMayHaveChanged(boundsChanged: Bool) {
        // No closure here: this runs for every frame change, and a main-actor closure handed to
        // `Optional.flatMap` checks its executor at run time on each call.
        let box: ViewInsets
        if let insets {
            box = insets
        } else if let superview = superviewStorage, superview.safeAreaInsets != .zero {
            box = ensureInsets()
        } else {
            return
        }
        refreshSafeArea(boundsChanged: boundsChanged)
        if box.preservesSuperviewMargins { reportMarginsIfChanged(duringLayout: false) }
    }

    /// Recomputes the safe area of this view and, while values change (or, for this view,
    /// when its bounds changed under a non-zero safe area), of the views below; tells each
    /// view whose safe area changed. An explicit stack: trees may be 100,000 levels deep.
    func refreshSafeArea(boundsChanged: Bool) {
        var stack: [(view: UIView, boundsChanged: Bool)] = [(self, boundsChanged)]
        while let (view, force) = stack.popLast() {
            let new = view.computedSafeArea()
            let changed = new != view.storedSafeArea
            if changed { view.ensureInsets().safeArea = new }
            // What the subviews inherit is what this view reports, which an override may change.
            let reported = view.safeAreaInsets
            let handed = view.insets?.handedDown ?? .zero
            if reported != handed || (force && reported != .zero) {
                if reported != handed { view.ensureInsets().handedDown = reported }
                for subview in view.subviewList.reversed() { stack.append((subview, false)) }
            }
            if changed { view.safeAreaDidChange() }
        }
    }

    /// In this view's layout pass: hands down a reported safe area that differs from what the
    /// subviews were computed from (a subclass's `safeAreaInsets` whose value changed).
    func handDownReportedSafeArea() {
        guard safeAreaInsets != (insets?.handedDown ?? .zero) else { return }
        refreshSafeArea(boundsChanged: false)
    }

    /// What the safe area is now: a window's from its screen; another view's from what its
    /// superview reports, plus its controller's additional insets while in a window.
    func computedSafeArea() -> UIEdgeInsets {
        guard let superview = superviewStorage else {
            return (self as? UIWindow)?.screenSafeArea() ?? .zero
        }
        var result = inheritedSafeArea(from: superview)
        if windowStorage != nil, let controller = owningViewController as? UIViewController {
            result = result.adding(controller.additionalSafeAreaInsetsStorage)
        }
        return result
    }

    /// The part of `superview`'s unsafe edges this view overlaps, in this view's coordinates.
    /// An edge the superview has no inset on stays safe however far this view reaches past it.
    private func inheritedSafeArea(from superview: UIView) -> UIEdgeInsets {
        let parent = superview.safeAreaInsets
        guard parent.isFinite else { return .zero }
        guard parent != .zero else { return .zero }
        let far: CGFloat = 1e12
        let area = superview.bounds
        let minX = parent.left > 0 ? area.minX + parent.left : area.minX - far
        let minY = parent.top > 0 ? area.minY + parent.top : area.minY - far
        let maxX = parent.right > 0 ? area.maxX - parent.right : area.maxX + far
        let maxY = parent.bottom > 0 ? area.maxY - parent.bottom : area.maxY + far
        let safe = rectFromSuperview(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        let own = bounds
        guard safe.isFinite, own.width > 0 || own.height > 0 else { return .zero }
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
        return UIEdgeInsets(
            top: clamp(safe.minY - own.minY, own.height), left: clamp(safe.minX - own.minX, own.width),
            bottom: clamp(own.maxY - safe.maxY, own.height), right: clamp(own.maxX - safe.maxX, own.width))
    }

    /// `rect` from the superview's coordinates to this view's: the bounding box through the
    /// layer's position, anchor point, bounds and affine transform. Direct, where a general
    /// conversion walks to the root: a chain's safe areas cost one step a level.
    private func rectFromSuperview(_ rect: CGRect) -> CGRect {
        let layer = self.layer
        let inverse = layer.affineTransform().inverted()
        let area = layer.bounds
        let anchor = CGPoint(
            x: area.minX + layer.anchorPoint.x * area.width, y: area.minY + layer.anchorPoint.y * area.height)
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map {
            CGPoint(x: $0.x - layer.position.x, y: $0.y - layer.position.y).applying(inverse)
        }
        let xs = corners.map { $0.x + anchor.x }
        let ys = corners.map { $0.y + anchor.y }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Tells this view (and its controller) that its safe area changed; the margins may have too.
    private func safeAreaDidChange() {
        safeAreaInsetsDidChange()
        autoLayoutInsetsDidChange()
        (owningViewController as? UIViewController)?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
        if insets?.insetsFromSafeArea ?? true { reportMarginsIfChanged(duringLayout: false) }
    }
}
