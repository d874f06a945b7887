import CoreGraphics
import Foundation

/// What a view keeps for Auto Layout, made the first time it takes part (most views never do).
@MainActor
final class AutoLayoutState {
    /// `translatesAutoresizingMaskIntoConstraints`: the frame, as set, is a given of the layout
    /// rather than its result.
    var translates = true
    /// The active constraints this view holds (`UIView.constraints`), in the order they came.
    var held: [NSLayoutConstraint] = []
    /// How many item references of active constraints point into this view's subtree (itself
    /// included): one per constraint and item whose view — a guide's owning view for a guide —
    /// lies here.
    ///
    /// Dirty-flag rule: kept exact on every activation and deactivation (walking up from the
    /// item's view) and on every move of a subtree with references (subtracted above its old
    /// place, added above its new one). Zero means no constraint reaches below: moves, layout
    /// passes and geometry changes then skip Auto Layout altogether, and the engine's walk for
    /// constraints enters only subtrees where it is positive.
    var subtreeReferences = 0
    /// The layout guides added with `addLayoutGuide(_:)`.
    var guides: [UILayoutGuide] = []
    /// The guides the view defines, made when first asked for.
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// Content hugging priorities (horizontal, vertical).
    var hugging = (UILayoutPriority.defaultLow, UILayoutPriority.defaultLow)
    /// Compression resistance priorities (horizontal, vertical).
    var compression = (UILayoutPriority.defaultHigh, UILayoutPriority.defaultHigh)
    /// `needsUpdateConstraints()`; set by `setNeedsUpdateConstraints()`, cleared just before
    /// `updateConstraints()` runs.
    var needsUpdateConstraints = false
    /// Whether the view has had its first chance to update constraints (for
    /// `requiresConstraintBasedLayout`).
    var hadFirstUpdate = false
    /// The engine of the tree this view is the root of, made when a layout first needs it.
    ///
    /// Dirty-flag rule: an engine is solved when it is invalid and a layout or a query needs its
    /// values; it is invalidated by any change of an active constraint, of the translating
    /// views' geometry in the tree, of intrinsic sizes, insets and hierarchy below views with
    /// references. Dropped when this view gets a superview (it is no longer a root).
    var engine: LayoutEngine?

    func priority(hugging: Bool, axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let pair = hugging ? self.hugging : compression
        return axis == .horizontal ? pair.0 : pair.1
    }
}

/// Unsatisfiable and invalid constraints, logged under `LAMINA_DIAGNOSTICS=layout`.
enum AutoLayoutDiagnostics {
    static func log(_ what: @autoclosure () -> String) {
        Diagnostics.ignored(what(), category: .layout)
    }
}
