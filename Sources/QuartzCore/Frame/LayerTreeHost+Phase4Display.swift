/// Phase 4, display: layers needing display draw into their backing stores, clipped to their
/// dirty rectangles (`LayerTreeCommitter.display`). Redrawing is raster work; moving, fading and
/// transforming never come here.
extension LayerTreeHost {
    func runDisplayPhase() {
        guard let root = rootLayer else { return }
        pendingCommit.backingStoresRedrawn += LayerTreeCommitter.display(root)
    }
}
