/// Phase 6, composite, on the render side: the latest committed frame, its animations evaluated
/// at the render side's clock, into the framebuffer — damaged regions only.
extension RenderServer {
    /// Phase 6: evaluates animations at the clock's time and composites the result, damaged
    /// regions only.
    @discardableResult
    package func composite() -> CompositeReport {
        let time = clock.now
        let frame = latest
        compositor.debugOptions = frame?.debugOptions ?? []
        var report = compositor.composite(evaluate(frame?.root, at: time))
        report.timestamp = time
        report.frameSequence = frame?.sequence ?? 0
        compositedSequence = report.frameSequence
        lastReport = report
        return report
    }
}
