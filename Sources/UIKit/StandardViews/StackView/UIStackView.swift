import CoreGraphics
public import Foundation

/// A view that lays its arranged subviews out in a row or a column with Auto Layout: the
/// constraints it makes follow its axis, distribution, alignment and spacing, and are remade
/// whenever one of them, the arranged subviews or their visibility changes (a hidden arranged
/// subview gives up its place).
///
/// The constraints are held by the stack view (`constraints`), with spacing guides where the
/// distribution needs them. Arranged subviews stop translating their frames into constraints.
/// See docs/Compatibility.md for where the layout differs from UIKit's.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack's length; raw values are Apple's.
    public enum Distribution: Int, Sendable {
        /// The views fill the length; the lowest hugging (compression resistance) priority
        /// stretches (shrinks) first, of equal ones the last view.
        case fill = 0
        /// The views fill the length with equal sizes.
        case fillEqually = 1
        /// The views fill the length in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their sizes; equal spaces (at least `spacing`) fill the length.
        case equalSpacing = 3
        /// The views keep their sizes; their centres are equally far apart.
        case equalCentering = 4
    }

    /// How the arranged views sit across the stack's axis; raw values are Apple's.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack's breadth.
        case fill = 0
        /// The views line up on the leading edge (a column) or the top (a row).
        case leading = 1
        /// The views line up on their first baselines (rows).
        case firstBaseline = 2
        /// The views are centred.
        case center = 3
        /// The views line up on the trailing edge (a column) or the bottom (a row).
        case trailing = 4
        /// The views line up on their last baselines (rows).
        case lastBaseline = 5

        /// The top edge: `leading` in a row.
        public static var top: Alignment { .leading }
        /// The bottom edge: `trailing` in a row.
        public static var bottom: Alignment { .trailing }
    }

    /// The custom spacing value that means "use `spacing`".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The spacing value that means the system's standard spacing (8 points).
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    var arranged: [UIView] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var generated: [NSLayoutConstraint] = []
    var spacers: [UILayoutGuide] = []

    /// A stack of `views`, in order (each becomes a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty horizontal stack.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Lamina decodes no archives; returns an empty horizontal stack.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The views the stack lays out, in order.
    open var arrangedSubviews: [UIView] { arranged }
    /// The direction of the stack: a row (`.horizontal`, the default) or a column.
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { arrangementDidChange() } }
    /// How the views share the stack's length; `.fill` by default.
    open var distribution = Distribution.fill { didSet { arrangementDidChange() } }
    /// How the views sit across the axis; `.fill` by default.
    open var alignment = Alignment.fill { didSet { arrangementDidChange() } }
    /// The space between neighbours (at least, for the spacing distributions); 0 by default.
    /// Non-finite values are ignored.
    open var spacing: CGFloat = 0 {
        didSet {
            if !spacing.isFinite { spacing = oldValue } else { arrangementDidChange() }
        }
    }
    /// Whether a column measures spacing between baselines rather than edges; false by default.
    open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether the views are laid out inside the layout margins rather than the bounds; false.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    /// Adds `view` at the end of the arranged subviews (and of the subviews, if it is not one).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arranged.count) }

    /// Inserts `view` at `stackIndex` (clamped) in the arranged subviews, making it a subview.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arranged.removeAll { $0 === view }
        arranged.insert(view, at: min(max(stackIndex, 0), arranged.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops laying `view` out; it stays a subview (remove it from its superview to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard arranged.contains(where: { $0 === view }) else { return }
        arranged.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the space after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard !spacing.isNaN else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The space after `arrangedSubview`; `spacingUseDefault` when it follows `spacing`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// A subview leaving the stack leaves the arranged subviews too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arranged.contains(where: { $0 === subview }) {
            arranged.removeAll { $0 === subview }
            customSpacings[ObjectIdentifier(subview)] = nil
            // The subview is still here: rebuild after it has gone, when the constraints that
            // reach it have been taken away with it.
            rebuildPending = true
            setNeedsUpdateConstraints()
        }
    }

    /// Remakes the constraints when a removal left them pending.
    open override func updateConstraints() {
        if rebuildPending { arrangementDidChange() }
        super.updateConstraints()
    }

    var rebuildPending = false
}
