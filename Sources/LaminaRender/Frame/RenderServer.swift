import CoreGraphics
import Foundation

/// The render side's state for one screen: the latest committed frame, the clock, the animation
/// evaluation, the compositor and the presenter. It never sees a `CALayer` (this module cannot
/// name one), only `Sendable` committed frames.
///
/// Not thread-safe by itself: an `InlineRenderer` uses it on the main thread, a `ThreadedRenderer`
/// on its render thread under a lock.
package final class RenderServer {
    /// Where render-side time comes from.
    package let clock: any MediaClock
    /// The framebuffer and its damage tracking.
    package let compositor: Compositor
    /// Where composited frames go (phase 7); nil keeps them in the framebuffer only.
    package var presenter: (any FramePresenter)?
    /// The newest frame published; composited at the next `composite()`.
    package private(set) var latest: CommittedFrame?
    /// What the last composite did.
    package internal(set) var lastReport = CompositeReport()
    /// The damage of every composite since the last present: a presenter that skipped frames
    /// (composited but not presented) still learns every changed region.
    var unpresentedDamage: [CGRect] = []

    package init(compositor: Compositor, clock: any MediaClock, presenter: (any FramePresenter)? = nil) {
        self.compositor = compositor
        self.clock = clock
        self.presenter = presenter
    }

    /// Takes the newest committed frame; an older one arriving late is ignored.
    package func receive(_ frame: CommittedFrame) {
        if let latest, latest.sequence > frame.sequence { return }
        latest = frame
    }

    /// The animation pass: the presentation tree at `time` (`RenderNode.evaluated(at:)`); the
    /// committed tree itself when nothing in it animates.
    func evaluate(_ root: RenderNode?, at time: TimeInterval) -> RenderNode? { root?.evaluated(at: time) }

    /// Whether the newest committed tree has animations still to run at `time`: a render side
    /// that paces itself keeps compositing while this holds, with no new commits.
    package func hasRunningAnimations(at time: Double) -> Bool {
        latest?.root?.hasRunningAnimations(at: time) ?? false
    }
}
