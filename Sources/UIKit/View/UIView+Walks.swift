/// Walks down a view's subtree on explicit stacks: a tree may be 100,000 levels deep, and a
/// recursion per level would overflow the main thread's stack.
extension UIView {
    /// Calls `willMove(toWindow:)` on this view, then depth first down its subtree.
    func propagateWillMove(toWindow window: UIWindow?) {
        walkSubtree { $0.willMove(toWindow: window) }
    }

    /// Calls `didMoveToWindow()` on this view, then depth first down its subtree.
    func propagateDidMoveToWindow() {
        walkSubtree { $0.didMoveToWindow() }
    }

    /// Calls `body` on this view, then on each subview's subtree in order, each view after the
    /// callbacks before it: a subview a callback moved to another superview meanwhile is skipped,
    /// as the recursive walk would skip it.
    private func walkSubtree(_ body: (UIView) -> Void) {
        var stack: [(view: UIView, superview: UIView?)] = [(self, nil)]
        while let (view, superview) = stack.popLast() {
            if let superview, view.superviewStorage !== superview { continue }
            body(view)
            for subview in view.subviewList.reversed() { stack.append((subview, view)) }
        }
    }

    /// Records the window of every view in this subtree after a move: `window` for this view (the
    /// new superview's), a window itself below any window in the subtree. Returns the views with
    /// safe-area or margin settings, each after its superview (their safe area depends on being
    /// in a window).
    @discardableResult
    func updateWindowCache(from window: UIWindow?) -> [UIView] {
        var withInsets: [UIView] = []
        var stack: [(view: UIView, window: UIWindow?)] = [(self, window)]
        while let (view, inherited) = stack.popLast() {
            let own = view as? UIWindow ?? inherited
            view.windowStorage = own
            if !view.attachments.motionEffects.isEmpty { ApplicationContext.current.motionEffectsNeedUpdate = true }
            if view.insets != nil { withInsets.append(view) }
            for subview in view.subviewList.reversed() { stack.append((subview, own)) }
        }
        return withInsets
    }

    /// Called by `deinit`: lets go of `view`'s subviews, clearing the superview they name, and
    /// frees every view only it held from a worklist, so a chain 100,000 levels deep is not
    /// released recursively (a few stack frames per level).
    nonisolated static func releaseSubviews(of view: UIView) {
        guard !view.subviewList.isEmpty else { return }
        var pending = view.subviewList
        view.subviewList = []
        for subview in pending where subview.superviewStorage === view { subview.superviewStorage = nil }
        while var next = pending.popLast() {
            // A view no one else holds dies when `next` goes: take its subviews first.
            guard !next.subviewList.isEmpty, isKnownUniquelyReferenced(&next) else { continue }
            let subviews = next.subviewList
            next.subviewList = []
            for subview in subviews where subview.superviewStorage === next { subview.superviewStorage = nil }
            pending.append(contentsOf: subviews)
        }
    }
}
