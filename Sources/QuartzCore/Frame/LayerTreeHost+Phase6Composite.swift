/// Phases 6 and 7 as the main side starts them: the render side composites the newest published
/// frame (inline, now; a render thread composites as frames arrive and this reads its last
/// report) and presents it. Either way the published frames are from then on the render side's
/// to show, so the host no longer needs a frame for them.
extension LayerTreeHost {
    func runCompositePhase() -> CompositeReport {
        compositedSequence = publishedSequence
        return renderer.composite()
    }

    func runPresentPhase() -> CompositeReport {
        renderer.present()
    }

    /// Composites and presents the newest published frame, through `last` (`.composite` or
    /// `.present`), into `report`.
    package func show(through last: Phase, in report: inout FrameReport) {
        if last >= .composite { report.composite = runCompositePhase() }
        if last >= .present { report.composite = runPresentPhase() }
    }
}
