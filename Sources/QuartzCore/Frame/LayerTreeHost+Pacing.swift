/// Frame pacing: whether a frame now would do anything, so a run loop can sleep when it would not.
extension LayerTreeHost {
    /// Whether a frame would change or report anything: animations are running (or have starts
    /// or ends to report), an emitter layer has particles to show, the tree has changes not yet
    /// committed, a commit waits to be published, or a published frame has not been composited —
    /// however it was published (another tree's frame ending the turn, an explicit transaction,
    /// a flush). False for an idle tree, whose frames would composite nothing.
    package var needsFrame: Bool {
        if animations.count > 0 || needsPublish || publishedSequence != compositedSequence { return true }
        // Particles move with no animation on the main side: the published tree knows (a walk
        // down its animated paths only).
        if let publishedRoot, publishedRoot.animatesSubtree, publishedRoot.hasRunningAnimations(at: clock.now) {
            return true
        }
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
