import CoreGraphics
import LaminaRender

/// A presenter for the render-side tests: keeps nothing but the count of presents and the last
/// present's damage.
final class RecordingPresenter: FramePresenter {
    /// How many frames were presented.
    private(set) var presentCount = 0
    /// The damage of the last present.
    private(set) var lastDamage: [CGRect] = []

    init() {}

    func present(_ frame: PresentedFrame) {
        presentCount += 1
        lastDamage = frame.damage
    }
}
