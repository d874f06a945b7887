package import Foundation
import QuartzCore
import Synchronization

/// The headless backend's side of the present seam: the framebuffer itself is the headless
/// screen (read back with snapshots and `pixel(x:y:)`), so presenting copies nothing; it counts
/// the frames presented and remembers what the last one changed, for tests and tools.
///
/// `Sendable`: a screen keeps it to hand to every framebuffer it makes, and a threaded render
/// side may present from its own thread while the main thread reads the counts.
package final class HeadlessPresenter: FramePresenter, Sendable {
    /// What the presenter has seen.
    package struct Record: Equatable, Sendable {
        /// How many frames were presented.
        package var presentedFrames = 0
        /// The damage rectangles of the last present, in framebuffer pixels.
        package var lastDamage: [CGRect] = []
        /// The committed frame the last present showed.
        package var lastSequence: UInt64 = 0
        /// The framebuffer's size in pixels at the last present.
        package var lastSize = CGSize.zero
    }

    private let state = Mutex(Record())

    package init() {}

    /// What was presented so far.
    package var record: Record { state.withLock { $0 } }

    package func present(_ frame: PresentedFrame) {
        state.withLock {
            $0.presentedFrames += 1
            $0.lastDamage = frame.damage
            $0.lastSequence = frame.sequence
            $0.lastSize = CGSize(width: frame.width, height: frame.height)
        }
    }
}
