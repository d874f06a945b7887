/// Phase 3, layout: layers needing layout run `layoutSublayers()`, shallowest first, before
/// anything draws (`LayerTreeCommitter.layOut`).
extension LayerTreeHost {
    func runLayoutPhase() {
        guard let root = rootLayer else { return }
        pendingCommit.layersLaidOut += LayerTreeCommitter.layOut(root)
    }
}
