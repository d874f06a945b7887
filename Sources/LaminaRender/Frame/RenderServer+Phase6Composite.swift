import CoreGraphics
import Foundation

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
        compositor.screenOverlay = frame?.screenOverlay ?? .none
        var report = compositor.composite(evaluate(frame?.root, at: time))
        report.timestamp = time
        report.frameSequence = frame?.sequence ?? 0
        if presenter != nil { rememberUnpresented(report.damageRects) }
        lastReport = report
        return report
    }

    /// Adds damage for the next present, folding it into one bounding box past a few rectangles.
    private func rememberUnpresented(_ rects: [CGRect]) {
        unpresentedDamage += rects
        guard unpresentedDamage.count > 16 else { return }
        unpresentedDamage = [unpresentedDamage.dropFirst().reduce(unpresentedDamage[0]) { $0.union($1) }]
    }
}
