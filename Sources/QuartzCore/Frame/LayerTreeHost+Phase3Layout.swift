/// Phase 3, layout: layers needing layout run `layoutSublayers()`, shallowest first, before
/// anything draws (`LayerTreeBuilder.layOut`).
extension LayerTreeHost {
    package func runLayoutPhase() {
        guard let root = rootLayer else { return }
        pendingCommit.layersLaidOut += LayerTreeBuilder.layOut(root)
    }
}
