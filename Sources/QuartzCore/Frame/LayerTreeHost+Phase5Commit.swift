/// Phase 5, commit: the end of the run-loop turn. The implicit transaction commits — every tree
/// changed in it is brought up to date (laid out, displayed), *built* into a render tree
/// (unchanged subtrees shared) and *published* to its host's render side. This host's tree is
/// published here too when no transaction did it (a new root, new debug options, a tree built
/// under another root).
extension LayerTreeHost {
    func runCommitPhase() {
        CATransaction.endRunLoopTurn()
        publishIfNeeded()
    }

    /// Publishes this host's tree when the turn's commit did not: builds it if it has changes no
    /// transaction took, or publishes the built tree when the render side does not have it.
    package func publishIfNeeded() {
        guard let root = rootLayer else {
            if needsPublish || publishedRoot != nil { publish(nil) }
            return
        }
        if root.hasUncommittedWork || root.committedNode == nil {
            didCommit(LayerTreeBuilder.build(root))
        } else if needsPublish || publishedRoot !== root.committedNode {
            publish(root.committedNode)
        }
    }

    /// Receives a build of this host's tree, from a transaction's commit or from the commit
    /// phase, and publishes it.
    func didCommit(_ result: BuildResult) {
        pendingCommit.layersLaidOut += result.layersLaidOut
        pendingCommit.backingStoresRedrawn += result.layersDisplayed
        pendingCommit.renderNodesRebuilt += result.nodesRebuilt
        animations.register(result.animatedLayers, at: clock.now)
        publish(result.root)
    }

    /// Hands the render side a committed frame.
    private func publish(_ root: RenderNode?) {
        publishedSequence += 1
        let time = clock.now
        renderer.publish(
            CommittedFrame(
                root: root, commitTime: time, debugOptions: debugOptions, sequence: publishedSequence,
                screenOverlay: screenOverlay))
        publishedRoot = root
        needsPublish = false
        pendingCommit.commitTime = time
        pendingCommit.framesPublished += 1
    }
}
