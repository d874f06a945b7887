/// Phase 4, display: layers needing display draw into their backing stores, clipped to their
/// dirty rectangles (`LayerTreeBuilder.display`). Redrawing is raster work; moving, fading and
/// transforming never come here.
extension LayerTreeHost {
    package func runDisplayPhase() {
        guard let root = rootLayer else { return }
        pendingCommit.backingStoresRedrawn += LayerTreeBuilder.display(root)
    }
}
