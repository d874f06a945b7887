/// Frame pacing: whether a frame now would do anything, so a run loop can sleep when it would not.
extension LayerTreeHost {
    /// Whether a frame would change or report anything: animations are running (or have starts
    /// or ends to report), the tree has changes not yet committed, or a commit waits to be
    /// published. False for an idle tree, whose frames would composite nothing.
    package var needsFrame: Bool {
        if animations.count > 0 || needsPublish { return true }
        guard let root = rootLayer else { return publishedRoot != nil }
        return root.hasUncommittedWork || root.committedNode == nil || publishedRoot !== root.committedNode
    }
}

extension LayerTreeHost {
    /// Makes the next frame repaint and present the whole framebuffer (a window was exposed).
    package func damageEverything() {
        renderer.damageEverything()
        needsPublish = true
    }
}
