import Foundation
import QuartzCore
import UIKitTesting

/// A host on a manual clock showing a white 40 × 40 root with a red 10 × 10 square at (10, 10),
/// committed once, so property changes on the square run their actions.
struct AnimationStage {
    let clock = ManualMediaClock(start: 100)
    let host: LayerTreeHost
    let root = CALayer()
    let square = CALayer()

    init() {
        host = LayerTreeHost(size: CGSize(width: 40, height: 40), clock: clock)!
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        square.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(square)
        host.rootLayer = root
        host.renderFrame()
    }

    /// Moves the clock to `seconds` after the start and renders a frame.
    @discardableResult
    func frame(at seconds: Double) -> FrameReport {
        clock.advance(by: 100 + seconds - clock.now)
        return host.renderFrame()
    }

    /// The framebuffer's red channel at (x, y).
    func red(_ x: Int, _ y: Int) -> UInt8 { host.framebufferPixel(x: x, y: y).r }
}

/// Records an animation delegate's calls.
final class AnimationLog: CAAnimationDelegate {
    var entries: [String] = []
    let name: String
    init(_ name: String) { self.name = name }
    func animationDidStart(_ anim: CAAnimation) { entries.append("start \(name)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { entries.append("stop \(name) \(flag)") }
}
