import QuartzCore

/// The view tree and its callbacks.
///
/// Moving a view into a superview (`addSubview` and the `insertSubview` family) runs, in order:
/// `willMove(toWindow:)` over the moving subtree (only when its window changes), the view's
/// `willMove(toSuperview:)`, the old superview's `willRemoveSubview(_:)`, the move itself (the
/// subview list and the layer, so the layer is attached when the `did` callbacks run),
/// `didMoveToWindow()` over the subtree (when the window changed), `didMoveToSuperview()` and the
/// new superview's `didAddSubview(_:)`. Removal runs `willRemoveSubview(_:)`,
/// `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` over the subtree, the removal,
/// `didMoveToWindow()` over the subtree and `didMoveToSuperview()`. Reordering among the same
/// superview's subviews calls nothing.
///
/// Layers keep their places among sublayers the app added directly: a view added on top puts its
/// layer on top of all sublayers; one inserted before a subview puts its layer just below that
/// subview's layer; above or below a sibling, just above or below the sibling's layer; sent to the
/// back, at the very bottom.
extension UIView {
    /// Where a moving view's layer goes among the superlayer's sublayers.
    enum LayerPlacement {
        /// On top of every sublayer.
        case top
        /// Below every sublayer.
        case bottom
        /// Just below the layer of the subview that follows it, or on top when it is last.
        case beforeNextSubview
        /// Just above the layer of this sibling.
        case above(UIView)
        /// Just below the layer of this sibling.
        case below(UIView)
    }

    /// `addSubview` and `insertSubview(_:at:)`.
    func insert(_ view: UIView, at index: Int, placement: LayerPlacement) {
        adopt(view, placement: placement) { list in index }
    }

    /// `insertSubview(_:aboveSubview:)` and `insertSubview(_:belowSubview:)`; a sibling that is not
    /// a subview makes it `addSubview`, as in UIKit.
    func insert(_ view: UIView, relativeTo sibling: UIView, above: Bool) {
        guard sibling !== view else { return }
        guard sibling.superviewStorage === self else {
            insert(view, at: subviewList.count, placement: .top)
            return
        }
        adopt(view, placement: above ? .above(sibling) : .below(sibling)) { list in
            guard let position = list.firstIndex(where: { $0 === sibling }) else { return above ? list.count : 0 }
            return above ? position + 1 : position
        }
    }

    /// Makes `view` a subview at the index `index` computes from the list without `view`.
    private func adopt(_ view: UIView, placement: LayerPlacement, index: ([UIView]) -> Int) {
        guard view !== self, !isInSubtree(of: view) else { return }
        if view.superviewStorage === self {
            subviewList.removeAll { $0 === view }
            let position = min(max(index(subviewList), 0), subviewList.count)
            subviewList.insert(view, at: position)
            placeLayer(of: view, at: position, placement)
            return
        }
        let oldWindow = view.findWindow()
        let newWindow = findWindow()
        let windowChanges = oldWindow !== newWindow
        let tintBefore = view.inheritedTintState
        if windowChanges { view.propagateWillMove(toWindow: newWindow) }
        view.willMove(toSuperview: self)
        if let old = view.superviewStorage {
            old.willRemoveSubview(view)
            // The callback may already have moved the view elsewhere; then that move stands.
            if view.superviewStorage === old {
                view.autoLayoutWillLeave(old)
                old.subviewList.removeAll { $0 === view }
                view.superviewStorage = nil
                view.layer.removeFromSuperlayer()
            }
        }
        // The callbacks may have rearranged the tree; refuse a move that became a cycle or that
        // a callback made elsewhere, leaving the tree as the callbacks left it.
        guard view.superviewStorage == nil, !isInSubtree(of: view) else { return }
        let position = min(max(index(subviewList), 0), subviewList.count)
        subviewList.insert(view, at: position)
        view.superviewStorage = self
        placeLayer(of: view, at: position, placement)
        view.autoLayoutDidJoin()
        var withInsets: [UIView] = []
        if windowChanges {
            if let oldWindow { oldWindow.dropFirstResponder(inside: view) }
            withInsets = view.updateWindowCache(from: newWindow)
            view.propagateDidMoveToWindow()
        }
        view.tintDidMove(from: tintBefore)
        view.traitsDidMove()
        view.safeAreaMayHaveChanged(boundsChanged: false)
        for inner in withInsets where inner !== view { inner.safeAreaMayHaveChanged(boundsChanged: false) }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Puts `view`'s layer where `placement` says; `position` is its index in the subviews.
    private func placeLayer(of view: UIView, at position: Int, _ placement: LayerPlacement) {
        switch placement {
        case .top:
            layer.addSublayer(view.layer)
        case .bottom:
            layer.insertSublayer(view.layer, at: 0)
        case .beforeNextSubview:
            if position + 1 < subviewList.count {
                layer.insertSublayer(view.layer, below: subviewList[position + 1].layer)
            } else {
                layer.addSublayer(view.layer)
            }
        case .above(let sibling):
            layer.insertSublayer(view.layer, above: sibling.layer)
        case .below(let sibling):
            layer.insertSublayer(view.layer, below: sibling.layer)
        }
    }

    /// `bringSubviewToFront` and `sendSubviewToBack`; views that are not subviews are ignored.
    func moveSubview(_ view: UIView, toFront: Bool) {
        guard view.superviewStorage === self else { return }
        subviewList.removeAll { $0 === view }
        if toFront {
            subviewList.append(view)
            layer.addSublayer(view.layer)
        } else {
            subviewList.insert(view, at: 0)
            layer.insertSublayer(view.layer, at: 0)
        }
    }

    /// `exchangeSubview(at:withSubviewAt:)`: swaps two subviews and their layers' places.
    func exchange(_ first: Int, _ second: Int) {
        guard first != second, subviewList.indices.contains(first), subviewList.indices.contains(second) else { return }
        subviewList.swapAt(first, second)
        let sublayers = layer.sublayers ?? []
        guard let a = sublayers.firstIndex(where: { $0 === subviewList[first].layer }),
            let b = sublayers.firstIndex(where: { $0 === subviewList[second].layer })
        else { return }
        let (low, high) = (min(a, b), max(a, b))
        let lowLayer = sublayers[low]
        layer.insertSublayer(sublayers[high], at: UInt32(low))
        layer.insertSublayer(lowLayer, at: UInt32(high))
    }

    /// `removeFromSuperview()`.
    func detachFromSuperview() {
        guard let superview = superviewStorage else { return }
        let oldWindow = findWindow()
        let tintBefore = inheritedTintState
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        // A callback may already have moved or removed the view.
        guard superviewStorage === superview else { return }
        autoLayoutWillLeave(superview)
        superview.subviewList.removeAll { $0 === self }
        superviewStorage = nil
        layer.removeFromSuperlayer()
        var withInsets: [UIView] = []
        if let oldWindow {
            oldWindow.dropFirstResponder(inside: self)
            withInsets = updateWindowCache(from: nil)
            propagateDidMoveToWindow()
        }
        tintDidMove(from: tintBefore)
        safeAreaMayHaveChanged(boundsChanged: false)
        for inner in withInsets where inner !== self { inner.safeAreaMayHaveChanged(boundsChanged: false) }
        didMoveToSuperview()
    }

    /// The nearest window at or above this view.
    func findWindow() -> UIWindow? { self as? UIWindow ?? windowStorage }

    /// The topmost ancestor (this view when it has no superview).
    var rootView: UIView {
        var view = self
        while let next = view.superviewStorage { view = next }
        return view
    }

    /// Whether this view is `ancestor` or lies below it.
    func isInSubtree(of ancestor: UIView) -> Bool {
        // Only a view with subviews has views below it: adopting a leaf does not walk up.
        if ancestor.subviewList.isEmpty { return self === ancestor }
        var view: UIView? = self
        while let current = view {
            if current === ancestor { return true }
            view = current.superviewStorage
        }
        return false
    }

    /// Depth-first search for `tag`, this view first (an explicit stack: no recursion per level).
    func findView(tag: Int) -> UIView? {
        var stack = [self]
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.append(contentsOf: view.subviewList.reversed())
        }
        return nil
    }
}

extension UIWindow {
    /// Forgets the first responder when it is `view` or lies below it (it is leaving the window).
    func dropFirstResponder(inside view: UIView) {
        guard let responder = firstResponder as? UIView, responder.isInSubtree(of: view) else { return }
        firstResponder = nil
    }
}
