import CoreGraphics
import Foundation
import LaminaRender
import Testing
import UIKitTesting

/// The render side behind its seam: inline and threaded renderers composite the same pixels, and
/// the present seam receives the framebuffer and its damage. The threaded tests wait for the
/// render thread without a deadline of their own: the suite's time limit turns a render thread
/// that never answers into a failure.
@Suite(.timeLimit(.minutes(1))) struct RendererTests {
    private func frame(_ sequence: UInt64, x: CGFloat) -> CommittedFrame {
        let square = node(2, CGRect(x: x, y: 10, width: 10, height: 10), background: testRed)
        let root = screen(40, 40, background: .white, [square])
        return CommittedFrame(root: root, commitTime: 0, debugOptions: [], sequence: sequence)
    }

    private func server(presenter: (any FramePresenter)? = nil) throws -> RenderServer {
        let compositor = try #require(Compositor(width: 40, height: 40))
        return RenderServer(compositor: compositor, clock: ManualMediaClock(start: 2), presenter: presenter)
    }

    @Test func theInlineRendererCompositesTheLatestFrameWhenAsked() throws {
        let renderer = InlineRenderer(server: try server())
        renderer.publish(frame(1, x: 10))
        renderer.publish(frame(2, x: 20))
        #expect(renderer.pixel(x: 25, y: 15) == (0, 0, 0, 0))
        let report = renderer.composite()
        #expect(report.frameSequence == 2 && report.timestamp == 2)
        #expect(report.pixelsComposited == 40 * 40)
        #expect(renderer.pixel(x: 25, y: 15) == (230, 38, 38, 255))
        #expect(renderer.pixel(x: 15, y: 15) == (255, 255, 255, 255))
    }

    @Test func anOlderFrameArrivingLateIsIgnored() throws {
        let renderer = InlineRenderer(server: try server())
        renderer.publish(frame(5, x: 20))
        renderer.publish(frame(4, x: 0))
        #expect(renderer.composite().frameSequence == 5)
    }

    @Test func thePresenterGetsTheFramebufferAndTheDamage() throws {
        let presenter = RecordingPresenter()
        let renderer = InlineRenderer(server: try server(presenter: presenter))
        renderer.publish(frame(1, x: 10))
        _ = renderer.composite()
        #expect(renderer.present().presented)
        renderer.publish(frame(2, x: 20))
        _ = renderer.composite()
        _ = renderer.present()
        #expect(presenter.presentCount == 2)
        #expect(presenter.lastDamage == [CGRect(x: 10, y: 10, width: 20, height: 10)])
    }

    @Test func aPresentCarriesTheDamageOfCompositesItSkipped() throws {
        let presenter = RecordingPresenter()
        let renderer = InlineRenderer(server: try server(presenter: presenter))
        renderer.publish(frame(1, x: 0))
        _ = renderer.composite()
        _ = renderer.present()
        renderer.publish(frame(2, x: 10))
        _ = renderer.composite()
        renderer.publish(frame(3, x: 30))
        _ = renderer.composite()
        _ = renderer.present()
        #expect(presenter.presentCount == 2)
        #expect(
            presenter.lastDamage == [
                CGRect(x: 0, y: 10, width: 20, height: 10), CGRect(x: 10, y: 10, width: 10, height: 10),
                CGRect(x: 30, y: 10, width: 10, height: 10),
            ])
    }

    @Test func theThreadedRendererDrawsWhatTheInlineOneDraws() throws {
        let inline = InlineRenderer(server: try server())
        let threaded = ThreadedRenderer(server: try server())
        defer { threaded.stop() }
        for (sequence, x) in zip(UInt64(1)...8, stride(from: CGFloat(0), to: 32, by: 4)) {
            inline.publish(frame(sequence, x: x))
            _ = inline.composite()
            threaded.publish(frame(sequence, x: x))
        }
        threaded.waitUntilRendered(8)
        #expect(threaded.composite().frameSequence == 8)
        let a = try #require(inline.snapshot())
        let b = try #require(threaded.snapshot())
        let comparison = GoldenImage.compare(a, b, tolerance: 0)
        #expect(comparison.sameSize && comparison.differingPixels == 0)
        #expect(threaded.pixel(x: 30, y: 15) == (230, 38, 38, 255))
    }

    @Test func aThreadedRendererStopsOnceAndWhenDropped() throws {
        let renderer = ThreadedRenderer(server: try server())
        renderer.publish(frame(1, x: 10))
        renderer.waitUntilRendered(1)
        renderer.stop()
        renderer.stop()
        // Nothing renders after the stop, and waiting for a later frame returns.
        renderer.publish(frame(2, x: 20))
        renderer.waitUntilRendered(2)
        #expect(renderer.composite().frameSequence == 1)
        // The thread holds the render state, not the renderer: letting go of the renderer frees
        // it, and its deinit stops the thread and waits for it (a hang there meets the limit).
        var dropped: ThreadedRenderer? = ThreadedRenderer(server: try server())
        weak let freed = dropped
        dropped?.publish(frame(1, x: 10))
        dropped?.waitUntilRendered(1)
        #expect(dropped?.composite().frameSequence == 1)
        dropped = nil
        #expect(freed == nil)
    }
}
