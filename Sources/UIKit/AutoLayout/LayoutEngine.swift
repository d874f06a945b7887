import CoreGraphics
import Foundation
import LaminaConstraints

/// The Auto Layout engine of one view tree: every active constraint held in the tree, solved
/// together, giving the alignment rectangle of each view that constraints place
/// (`translatesAutoresizingMaskIntoConstraints` false) and of each guide an app added.
///
/// Views that translate their frames, the tree's root and the guides a view defines enter as
/// constants: their current geometry (with the alignment insets and bounds origins between an
/// item and the view holding a constraint) is read while the engine is built. Rebuilt from
/// scratch when invalid — see `AutoLayoutState.engine` for what invalidates it.
@MainActor
final class LayoutEngine {
    /// The rectangle of an item: four expressions in some view's bounds coordinates.
    struct Rect {
        var minX: LinearExpression
        var minY: LinearExpression
        var width: LinearExpression
        var height: LinearExpression
    }

    /// A fitting size asked of `root` (`systemLayoutSizeFitting`), which is then placed by the
    /// engine at the origin, pulled towards `size` with the given priorities.
    struct Fitting {
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    unowned(unsafe) let root: UIView
    let fitting: Fitting?
    private(set) var isValid = false
    private var solver = LinearSolver()
    /// Each item's first variable (minX; then minY, width, height), by identity.
    private var slots: [ObjectIdentifier: Int] = [:]
    private var values: [Double] = []
    private var variables: [SolverVariable] = []
    /// Whether each item's view lays out right to left, read once per build (the trait lookup
    /// costs more than the rest of an expression).
    var rightToLeft: [ObjectIdentifier: Bool] = [:]
    /// The views the engine places, held until the next build.
    private(set) var placedViews: [UIView] = []

    init(root: UIView, fitting: Fitting? = nil) {
        self.root = root
        self.fitting = fitting
    }

    /// Marks the engine for a new solve and asks the superviews of the views it placed to lay
    /// out again, so the new frames reach them.
    func invalidate() {
        guard isValid else { return }
        isValid = false
        for view in placedViews { view.superviewStorage?.setNeedsLayout() }
        placedViews = []
    }

    /// Builds and solves the engine when it is invalid.
    func solveIfNeeded() {
        guard !isValid else { return }
        isValid = true
        solver = LinearSolver()
        slots = [:]
        variables = []
        placedViews = []
        rightToLeft = [:]
        if let fitting {
            let slot = makeSlot(for: root, placed: false)
            require(LinearExpression(variable: variables[slot]), .equal, LinearExpression())
            require(LinearExpression(variable: variables[slot + 1]), .equal, LinearExpression())
            add(
                LinearExpression(variable: variables[slot + 2]) - LinearExpression(Double(fitting.size.width)),
                .equal, fitting.horizontal.strength)
            add(
                LinearExpression(variable: variables[slot + 3]) - LinearExpression(Double(fitting.size.height)),
                .equal, fitting.vertical.strength)
            addIntrinsicConstraints(of: root, slot: slot)
        }
        for constraint in collectConstraints() { add(constraint) }
        if solver.stoppedEarly { AutoLayoutDiagnostics.log("an optimisation stopped at its pivot limit") }
        values = variables.map { solver.value(of: $0) }
        rightToLeft = [:]
    }

    /// The alignment rectangle the engine gives `item` (in its superview's, or for a guide its
    /// owning view's, coordinates); nil for items the engine does not place.
    func solvedRect(of item: AnyObject) -> CGRect? {
        solveIfNeeded()
        guard let slot = slots[ObjectIdentifier(item)] else { return nil }
        return CGRect(x: values[slot], y: values[slot + 1], width: values[slot + 2], height: values[slot + 3])
    }

    /// Whether the solved value of `item`'s position or size along `axis` is not determined.
    func isAmbiguous(_ item: AnyObject, axis: NSLayoutConstraint.Axis) -> Bool {
        solveIfNeeded()
        guard let slot = slots[ObjectIdentifier(item)] else { return false }
        let offset = axis == .horizontal ? 0 : 1
        return solver.isAmbiguous(variables[slot + offset]) || solver.isAmbiguous(variables[slot + offset + 2])
    }

    // MARK: Building

    /// The active constraints held in the tree, holders in depth-first order; the walk enters
    /// only subtrees that constraints reach (an explicit stack: trees may be very deep).
    private func collectConstraints() -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var stack = [root]
        while let view = stack.popLast() {
            guard let state = view.autoLayout, state.subtreeReferences > 0 || view === root else { continue }
            result += state.held
            stack.append(contentsOf: view.subviewList.reversed())
        }
        return result
    }

    private func add(_ constraint: NSLayoutConstraint) {
        guard let holder = constraint.holder, let first = constraint.firstStorage,
            let lhs = expression(first, constraint.firstAttribute, in: holder)
        else { return }
        var rhs = LinearExpression(Double(constraint.constant))
        if let second = constraint.secondStorage {
            guard let value = expression(second, constraint.secondAttribute, in: holder) else { return }
            rhs = value * Double(constraint.multiplier) + rhs
        }
        if !add(lhs - rhs, constraint.relation.linear, constraint.priority.strength) {
            AutoLayoutDiagnostics.log("unsatisfiable constraint \(constraint.logDescription) (the others hold)")
        }
    }

    private func require(_ lhs: LinearExpression, _ relation: LinearRelation, _ rhs: LinearExpression) {
        add(lhs - rhs, relation, .required)
    }

    @discardableResult
    private func add(
        _ expression: LinearExpression, _ relation: LinearRelation, _ strength: ConstraintStrength
    ) -> Bool {
        guard expression.isFinite else {
            AutoLayoutDiagnostics.log("a constraint whose terms overflow (not finite); left out")
            return true
        }
        do {
            try solver.add(LinearConstraint(expression, relation, strength: strength))
            return true
        } catch {
            return false
        }
    }

    /// Four new variables for `item`.
    private func makeSlot(for item: AnyObject, placed: Bool) -> Int {
        let slot = variables.count
        for _ in 0..<4 { variables.append(solver.makeVariable()) }
        slots[ObjectIdentifier(item)] = slot
        if placed, let view = item as? UIView { placedViews.append(view) }
        return slot
    }

    /// The variables of a view the engine places, made on first use; nil for a view that enters
    /// as a constant.
    func slot(of view: UIView) -> Int? {
        if let slot = slots[ObjectIdentifier(view)] { return slot }
        guard view !== root, view.autoLayout?.translates == false else { return nil }
        let slot = makeSlot(for: view, placed: true)
        addIntrinsicConstraints(of: view, slot: slot)
        return slot
    }

    private func addIntrinsicConstraints(of view: UIView, slot: Int) {
        let size = view.intrinsicContentSize
        let state = view.autoLayout
        for (axis, length) in [(NSLayoutConstraint.Axis.horizontal, size.width), (.vertical, size.height)] {
            guard length.isFinite, length >= 0 else { continue }
            let variable = LinearExpression(variable: variables[slot + 2 + axis.rawValue])
            let hugging = state?.priority(hugging: true, axis: axis) ?? .defaultLow
            let compression = state?.priority(hugging: false, axis: axis) ?? .defaultHigh
            add(variable - LinearExpression(Double(length)), .lessThanOrEqual, hugging.strength)
            add(variable - LinearExpression(Double(length)), .greaterThanOrEqual, compression.strength)
        }
    }

    /// The variables of a guide the engine places (an app's guide, or a readable-content guide
    /// tied to its view's margins); nil for the guides that follow their view's insets.
    func slot(of guide: UILayoutGuide, owner: UIView) -> Int? {
        if let slot = slots[ObjectIdentifier(guide)] { return slot }
        switch guide.kind {
        case .safeArea, .margins, .keyboard, .scrollFrame: return nil
        case .custom: return makeSlot(for: guide, placed: false)
        case .scrollContent:
            // The content's rectangle starts at the scroll view's content origin; its size is
            // what the constraints make it (UIScrollView then takes it as its contentSize).
            let slot = makeSlot(for: guide, placed: false)
            let g = rect(slot: slot)
            require(g.minX, .equal, LinearExpression(0))
            require(g.minY, .equal, LinearExpression(0))
            return slot
        case .readableContent:
            let slot = makeSlot(for: guide, placed: false)
            let own = ownRect(of: owner)
            let margins = owner.layoutMargins
            let g = rect(slot: slot)
            let left = own.minX + Double(margins.left)
            let right = own.minX + own.width - Double(margins.right)
            let available = own.width - Double(margins.left + margins.right)
            require(g.minX, .greaterThanOrEqual, left)
            require(g.minX + g.width, .lessThanOrEqual, right)
            require(g.width, .lessThanOrEqual, LinearExpression(Double(UILayoutGuide.readableWidth)))
            require(g.minX * 2 + g.width, .equal, left + right)
            add(g.width - available, .equal, UILayoutPriority(999).strength)
            require(g.minY, .equal, own.minY + Double(margins.top))
            require(g.height, .equal, own.height - Double(margins.top + margins.bottom))
            return slot
        }
    }

    func rect(slot: Int) -> Rect {
        Rect(
            minX: LinearExpression(variable: variables[slot]), minY: LinearExpression(variable: variables[slot + 1]),
            width: LinearExpression(variable: variables[slot + 2]),
            height: LinearExpression(variable: variables[slot + 3]))
    }
}
