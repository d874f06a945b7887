import CoreGraphics
import QuartzCore

/// Layout margins, without Auto Layout: the spacing a view's `layoutSubviews()` (or a later
/// constraint system) keeps between its edges and its content.
///
/// A view's margins are, edge by edge: the margins set on it (8 points by default; for a view
/// controller's root view, zero by default and never less than the controller's
/// `systemMinimumLayoutMargins` while it respects them); raised, when it preserves its
/// superview's, to what of the superview's margin reaches past its own edge; plus its safe
/// area insets when it insets its margins from the safe area (the default).
/// `layoutMarginsDidChange()` follows any change of that result: through the setters, the safe
/// area, the superview's margins for a view that preserves them, and the view's layout pass
/// (which catches changes of size class and geometry).
extension UIView {
    /// The margins every view starts with.
    static let standardMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// Whether this view preserves its superview's layout margins where they reach into it.
    public var preservesSuperviewLayoutMargins: Bool {
        get { insets?.preservesSuperviewMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            ensureInsets().preservesSuperviewMargins = newValue
            reportMarginsIfChanged(duringLayout: false)
        }
    }

    /// Whether the safe area insets add to the layout margins; true by default.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { insets?.insetsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            ensureInsets().insetsFromSafeArea = newValue
            reportMarginsIfChanged(duringLayout: false)
        }
    }

    /// This view as a coordinate space (it is one).
    public var coordinateSpace: any UICoordinateSpace { self }

    /// The margins set on this view (or its default), by edge, before the system minimum,
    /// preserved margins and the safe area.
    var setMargins: UIEdgeInsets {
        switch insets?.margins {
        case .absolute(let margins): return margins
        case .directional(let margins): return margins.resolved(for: effectiveUserInterfaceLayoutDirection)
        case nil: return owningViewController == nil ? Self.standardMargins : .zero
        }
    }

    /// `layoutMargins` as Lamina computes it (see the extension's comment).
    func computedLayoutMargins() -> UIEdgeInsets {
        var margins = setMargins
        if let controller = owningViewController as? UIViewController,
            controller.viewRespectsSystemMinimumLayoutMargins
        {
            margins = margins.edgewiseMax(
                controller.systemMinimumLayoutMargins.resolved(for: effectiveUserInterfaceLayoutDirection))
        }
        if let box = insets, box.preservesSuperviewMargins, let superview = superviewStorage {
            margins = margins.edgewiseMax(preservedMargins(of: superview))
        }
        // The safe area as the view reports it (a subclass may override the getter).
        if insets?.insetsFromSafeArea ?? true {
            let safeArea = safeAreaInsets
            if safeArea != .zero, safeArea.isFinite { margins = margins.adding(safeArea) }
        }
        return margins
    }

    /// How far `superview`'s margins reach past this view's edges (its frame in the
    /// superview), edge by edge; zero where they stop short.
    private func preservedMargins(of superview: UIView) -> UIEdgeInsets {
        let outer = superview.layoutMargins
        let area = superview.bounds
        let own = frame
        return UIEdgeInsets(
            top: max(outer.top - (own.minY - area.minY), 0), left: max(outer.left - (own.minX - area.minX), 0),
            bottom: max(outer.bottom - (area.maxY - own.maxY), 0), right: max(outer.right - (area.maxX - own.maxX), 0))
    }

    /// Sets the margins (by edge or by reading direction); non-finite insets are ignored.
    func setLayoutMargins(_ margins: ViewInsets.Margins) {
        switch margins {
        case .absolute(let insets): guard insets.isFinite else { return }
        case .directional(let insets): guard insets.resolved(for: .leftToRight).isFinite else { return }
        }
        ensureInsets().margins = margins
        reportMarginsIfChanged(duringLayout: false)
    }

    /// Tells this view (and its controller) when its margins differ from those last reported,
    /// then the views below that preserve them. Outside a layout pass the view lays out again.
    func reportMarginsIfChanged(duringLayout: Bool) {
        // Most views have no settings: nothing to report, and no worklist to allocate.
        guard insets != nil else { return }
        var pending = [self]
        while let view = pending.popLast() {
            guard let box = view.insets else { continue }
            let margins = view.layoutMargins
            guard margins != box.reportedMargins else { continue }
            box.reportedMargins = margins
            view.layoutMarginsDidChange()
            view.autoLayoutInsetsDidChange()
            (view.owningViewController as? UIViewController)?.viewLayoutMarginsDidChange()
            if !(duringLayout && view === self) { view.setNeedsLayout() }
            for subview in view.subviewList where subview.insets?.preservesSuperviewMargins == true {
                pending.append(subview)
            }
        }
    }
}
