import CoreGraphics
import Foundation

/// Installing and removing constraints, and the reference counts that let the rest of UIKit skip
/// Auto Layout where no constraint reaches (`AutoLayoutState.subtreeReferences`).
extension NSLayoutConstraint {
    /// Installs the constraint on the nearest common ancestor of its items' views.
    func activate() {
        guard holder == nil else { return }
        guard let first = LayoutItems.ownerView(of: firstStorage) else {
            return AutoLayoutDiagnostics.log(
                "activating \(logDescription): its first item is not a view or guide in a view")
        }
        guard isWellFormed else {
            return AutoLayoutDiagnostics.log("activating \(logDescription): attributes that cannot be related")
        }
        var target = first
        if let secondItem = secondStorage {
            guard let second = LayoutItems.ownerView(of: secondItem),
                let common = first.nearestCommonAncestor(with: second)
            else {
                return AutoLayoutDiagnostics.log("activating \(logDescription): its items have no common ancestor")
            }
            target = common
        }
        install(on: target)
    }

    /// Installs the constraint on `view` (which must contain its items).
    func install(on view: UIView) {
        guard holder == nil else { return }
        holder = view
        view.ensureAutoLayout().held.append(self)
        adjustReferences(by: 1)
        changed(in: view)
    }

    /// Removes the constraint from its holder.
    func deactivate() {
        guard let view = holder else { return }
        view.autoLayout?.held.removeAll { $0 === self }
        adjustReferences(by: -1)
        holder = nil
        changed(in: view)
    }

    /// A change to an active constraint: the engine of its tree solves again.
    func activeConstraintChanged() {
        guard let view = holder else { return }
        changed(in: view)
    }

    private func changed(in view: UIView) {
        view.invalidateLayoutEngine()
        for item in [firstStorage, secondStorage] {
            guard let owner = LayoutItems.ownerView(of: item) else { continue }
            (item is UIView ? owner.superviewStorage : owner)?.setNeedsLayout()
        }
        view.setNeedsLayout()
    }

    private func adjustReferences(by delta: Int) {
        for item in [firstStorage, secondStorage] {
            LayoutItems.ownerView(of: item)?.adjustSubtreeReferences(by: delta)
        }
    }

    /// Whether the attributes can be related: the same axis, and a location never against a
    /// constant, a size or a location of the other kind (left–right against leading–trailing).
    var isWellFormed: Bool {
        guard firstAttribute != .notAnAttribute, let axis = firstAttribute.axis else { return false }
        let firstIsSize = firstAttribute == .width || firstAttribute == .height
        guard secondStorage != nil else { return firstIsSize }
        let secondIsSize = secondAttribute == .width || secondAttribute == .height
        if firstIsSize || secondIsSize { return firstIsSize && secondIsSize }
        guard secondAttribute.axis == axis else { return false }
        let directional: Set<Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: Set<Attribute> = [.left, .right, .leftMargin, .rightMargin]
        return !(directional.contains(firstAttribute) && absolute.contains(secondAttribute))
            && !(absolute.contains(firstAttribute) && directional.contains(secondAttribute))
    }

    /// Whether an item's view lies in `subtree` (below `holder`).
    func reaches(into subtree: UIView) -> Bool {
        for item in [firstStorage, secondStorage] {
            guard var view = LayoutItems.ownerView(of: item) else { continue }
            while true {
                if view === subtree { return true }
                guard view !== holder, let parent = view.superviewStorage else { break }
                view = parent
            }
        }
        return false
    }
}

extension UIView {
    /// The view's Auto Layout state, made if needed.
    func ensureAutoLayout() -> AutoLayoutState {
        if let state = autoLayout { return state }
        let state = AutoLayoutState()
        autoLayout = state
        return state
    }

    /// Adds `delta` to the reference counts of this view and its ancestors.
    func adjustSubtreeReferences(by delta: Int) {
        var view: UIView? = self
        while let current = view {
            current.ensureAutoLayout().subtreeReferences += delta
            view = current.superviewStorage
        }
    }

    /// The nearest view that is this view or `other` or an ancestor of both.
    func nearestCommonAncestor(with other: UIView) -> UIView? {
        if other === self { return self }
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = self
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superviewStorage
        }
        view = other
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superviewStorage
        }
        return nil
    }

    /// The engine of this view's tree, made if needed.
    var layoutEngine: LayoutEngine {
        let root = rootView
        let state = root.ensureAutoLayout()
        if let engine = state.engine { return engine }
        let engine = LayoutEngine(root: root)
        state.engine = engine
        return engine
    }

    /// Marks the engine of this view's tree for a new solve (when there is one).
    func invalidateLayoutEngine() {
        rootView.autoLayout?.engine?.invalidate()
    }

    /// Before this view leaves `superview`: the constraints held above it that reach into its
    /// subtree are deactivated (UIKit's `removeFromSuperview`), and the rest of the subtree's
    /// references leave the counts above.
    func autoLayoutWillLeave(_ superview: UIView) {
        guard let state = autoLayout, state.subtreeReferences > 0 else { return }
        var ancestor: UIView? = superview
        while let current = ancestor {
            if let held = current.autoLayout?.held, !held.isEmpty {
                for constraint in held where constraint.reaches(into: self) { constraint.deactivate() }
            }
            ancestor = current.superviewStorage
        }
        superview.invalidateLayoutEngine()
        let remaining = state.subtreeReferences
        if remaining > 0 { superview.adjustSubtreeReferences(by: -remaining) }
    }

    /// After this view joined a superview: it is no longer a root, and its references count above.
    func autoLayoutDidJoin() {
        guard let state = autoLayout else { return }
        state.engine = nil
        // A pending constraint update travels up the new path too.
        if state.needsUpdateConstraints { markNeedsConstraintUpdate() }
        guard state.subtreeReferences > 0, let superview = superviewStorage else { return }
        superview.adjustSubtreeReferences(by: state.subtreeReferences)
        invalidateLayoutEngine()
        superview.setNeedsLayout()
    }

    /// A translating view's geometry changed: an engine that reads it solves again.
    func autoLayoutGeometryDidChange() {
        guard let state = autoLayout, state.subtreeReferences > 0, state.translates else { return }
        invalidateLayoutEngine()
    }

    /// The view's insets (safe area, margins) changed: guides and margin attributes follow.
    func autoLayoutInsetsDidChange() {
        guard let state = autoLayout, state.subtreeReferences > 0 else { return }
        invalidateLayoutEngine()
    }

    /// `invalidateIntrinsicContentSize()`.
    func intrinsicSizeDidChange() {
        guard let state = autoLayout, state.subtreeReferences > 0, !state.translates else { return }
        invalidateLayoutEngine()
        superviewStorage?.setNeedsLayout()
    }
}
