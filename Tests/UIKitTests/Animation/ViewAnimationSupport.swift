import Foundation
import UIKit
import UIKitTesting

/// A headless 100 × 100 screen on a manual clock, with a red 20 × 20 view at (10, 10) shown and
/// rendered once; `frame(at:)` moves the clock to that many seconds after the start and renders.
@MainActor
final class ViewAnimationStage {
    let host: HeadlessHost
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let start: TimeInterval

    init(_ host: HeadlessHost) {
        self.host = host
        view.backgroundColor = .red
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        root.addSubview(view)
        host.show(root)
        host.renderFrame()
        start = host.clock.now
    }

    @discardableResult
    func frame(at seconds: TimeInterval) -> FrameReport {
        host.clock.advance(by: start + seconds - host.clock.now)
        return host.renderFrame()
    }

    /// What the view's layer shows now.
    var shown: CALayer { view.layer.presentation() ?? view.layer }

    static func run(_ body: (ViewAnimationStage) throws -> Void) rethrows {
        try HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in try body(ViewAnimationStage(host)) }
    }
}

/// A view that counts its `draw(_:)` calls.
@MainActor
final class CountingDrawView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.blue.setFill()
        UIRectFill(bounds)
    }
}
