import Foundation
import QuartzCore
import Synchronization
import Testing

/// The threaded render side keeps animations moving on its own: the main thread commits once
/// and may then block, as an app's main thread does during a long task. The render side is
/// waited for without a deadline: the time limit fails one that never answers.
@Suite(.timeLimit(.minutes(1))) struct RenderThreadAnimationTests {
    /// Records when each presented frame was composited; called on the render thread.
    final class TimestampPresenter: FramePresenter, Sendable {
        let stamps = Mutex<[TimeInterval]>([])
        func present(_ frame: PresentedFrame) { stamps.withLock { $0.append(frame.timestamp) } }
    }

    @Test func aBlockedMainThreadDoesNotStopARunningAnimation() throws {
        let presenter = TimestampPresenter()
        var threaded: ThreadedRenderer?
        let host = try #require(
            LayerTreeHost(
                size: CGSize(width: 40, height: 40), scale: 1, backgroundColor: .clear, clock: SystemMediaClock(),
                presenter: presenter
            ) { server in
                let renderer = ThreadedRenderer(server: server)
                threaded = renderer
                return renderer
            })
        defer { threaded?.stop() }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(square)
        host.rootLayer = root
        host.renderFrame()
        host.waitForRenderSide()
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration) = (5, 35, 1)
        square.add(move, forKey: "move")
        host.renderFrame()
        let before = presenter.stamps.withLock { $0.count }
        let blockedAt = SystemMediaClock.monotonicNow()
        Thread.sleep(forTimeInterval: 0.5)  // the main thread is blocked: no frames from it
        let stamps = presenter.stamps.withLock { Array($0.dropFirst(before)) }.filter { $0 <= blockedAt + 0.5 }
        // About 30 frames at 60 Hz; the check is on the spread, not on a machine's speed.
        #expect(stamps.count >= 5)
        let gaps = zip(stamps, stamps.dropFirst()).map { $1 - $0 }
        #expect((gaps.max() ?? 1) < 0.25)
        #expect((threaded?.pacedFrames ?? 0) >= stamps.count - 1)
        // The animation really moved between the first and last of them.
        #expect((stamps.last ?? 0) - (stamps.first ?? 0) > 0.3)
    }
}
