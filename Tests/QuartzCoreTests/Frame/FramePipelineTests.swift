import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// The frame's phases, the publish of committed frames and the render side behind its seam.
@Suite struct FramePipelineTests {
    private func makeTree() -> (root: CALayer, square: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let square = CALayer()
        square.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(square)
        return (root, square)
    }

    /// `renderFrame(through:)` runs the phases that compare at most the one given: they must
    /// sort into the order a frame runs them, whatever order they come in.
    @Test func phasesSortInFrameOrder() {
        let frameOrder: [LayerTreeHost.Phase] = [.input, .tick, .layout, .display, .commit, .composite, .present]
        #expect(frameOrder.reversed().sorted() == frameOrder)
        #expect(LayerTreeHost.Phase.allCases.filter { $0 <= .layout } == [.input, .tick, .layout])
    }

    @Test func everyPhaseRunsOnceInOrder() throws {
        let clock = ManualMediaClock(start: 3)
        let host = try #require(LayerTreeHost(size: CGSize(width: 40, height: 40), clock: clock))
        var order: [String] = []
        host.inputHandler = { order.append("input") }
        let (root, square) = makeTree()
        host.rootLayer = root
        host.renderFrame()
        order = []
        let link = CADisplayLink { order.append("tick \($0.timestamp)") }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        // The input handler changes the model: the change shows in the same frame.
        host.inputHandler = {
            order.append("input")
            CATransaction.setDisableActions(true)  // a layer on screen would animate the change
            square.position = CGPoint(x: 25, y: 15)
        }
        let frame = host.renderFrame()
        #expect(order == ["input", "tick 3.0"])
        #expect(frame.commit.renderNodesRebuilt == 2)
        #expect(frame.composite.damageRects.count == 1)
        // Old and new places, 10 × 10 each, side by side: one 20 × 10 damage rectangle.
        #expect(frame.pixelsComposited == 200)
    }

    @Test func aCommitPublishesWithoutCompositing() throws {
        let clock = ManualMediaClock(start: 1)
        let host = try #require(LayerTreeHost(size: CGSize(width: 40, height: 40), clock: clock))
        let (root, square) = makeTree()
        host.rootLayer = root
        host.renderFrame()
        CATransaction.setDisableActions(true)  // a layer on screen would animate the change
        square.position = CGPoint(x: 35, y: 35)
        clock.advance(by: 0.5)
        let committed = host.renderFrame(through: .commit)
        #expect(committed.commit.framesPublished == 1)
        #expect(committed.commit.commitTime == 1.5)
        #expect(committed.commit.renderNodesRebuilt == 2)
        #expect(committed.composite == CompositeReport())
        #expect(host.framebufferPixel(x: 15, y: 15) == (255, 0, 0, 255))
        // The next frame composites what was published and builds nothing again.
        let composited = host.renderFrame()
        #expect(composited.commit.framesPublished == 0)
        #expect(composited.commit.renderNodesRebuilt == 0)
        #expect(composited.composite.frameSequence == 2)
        #expect(composited.pixelsComposited == 200)
        #expect(host.framebufferPixel(x: 15, y: 15) == (255, 255, 255, 255))
        #expect(host.framebufferPixel(x: 35, y: 35) == (255, 0, 0, 255))
    }

    @Test func aTransactionCommitPublishesToTheHostOnce() throws {
        let host = try #require(LayerTreeHost(size: CGSize(width: 40, height: 40), clock: ManualMediaClock()))
        let (root, square) = makeTree()
        host.rootLayer = root
        host.renderFrame()
        CATransaction.setDisableActions(true)  // a layer on screen would animate the change
        square.opacity = 0.5
        CATransaction.flush()
        CATransaction.setDisableActions(true)
        square.opacity = 0.25
        CATransaction.flush()
        let frame = host.renderFrame()
        // Two transactions, two publishes; the frame builds nothing more and composites the last.
        #expect(frame.commit.framesPublished == 2)
        #expect(frame.commit.renderNodesRebuilt == 4)
        #expect(frame.composite.frameSequence == 3)
        #expect(host.framebufferPixel(x: 15, y: 15) == (255, 191, 191, 255))
    }

    @Test func anUnchangedFramePublishesNothing() throws {
        let host = try #require(LayerTreeHost(size: CGSize(width: 40, height: 40), clock: ManualMediaClock()))
        host.rootLayer = makeTree().root
        #expect(host.renderFrame().commit.framesPublished == 1)
        let idle = host.renderFrame()
        #expect(idle.commit == CommitReport())
        #expect(idle.composite.frameSequence == 1)
        #expect(idle.pixelsComposited == 0)
    }

    @Test func debugOptionsTravelWithTheNextCommittedFrame() throws {
        let host = try #require(LayerTreeHost(size: CGSize(width: 40, height: 40), clock: ManualMediaClock()))
        host.rootLayer = makeTree().root
        host.renderFrame()
        host.debugOptions = [.flashRecompositedRegions]
        let flashed = host.renderFrame()
        #expect(flashed.commit.framesPublished == 1 && flashed.commit.renderNodesRebuilt == 0)
        #expect(flashed.pixelsComposited == 40 * 40)
        #expect(host.framebufferPixel(x: 2, y: 2) == (255, 166, 166, 255))
    }

    @Test func removingTheRootPublishesAnEmptyFrame() throws {
        let host = try #require(
            LayerTreeHost(
                size: CGSize(width: 40, height: 40), backgroundColor: CGColor(gray: 0, alpha: 1),
                clock: ManualMediaClock()))
        host.rootLayer = makeTree().root
        host.renderFrame()
        host.rootLayer = nil
        let frame = host.renderFrame()
        #expect(frame.commit.framesPublished == 1)
        #expect(host.framebufferPixel(x: 15, y: 15) == (0, 0, 0, 255))
    }

    @Test func framesEndTheTurnSoNothingWaitsForARunLoop() throws {
        let host = try #require(LayerTreeHost(size: CGSize(width: 8, height: 8), clock: ManualMediaClock()))
        let (root, square) = makeTree()
        host.rootLayer = root
        for frame in 0..<100 {
            square.position = CGPoint(x: CGFloat(frame % 5), y: 0)
            host.renderFrame(through: .commit)
            // The commit phase ended the turn: no implicit transaction is left open.
            #expect(!CATransaction.isImplicitTransactionOpen)
        }
        // Each of the hundred frames moved the square and published once.
        #expect(host.renderFrame().composite.frameSequence == 100)
    }

    /// The render thread is waited for without a deadline: the time limit fails one that never
    /// answers.
    @Test(.timeLimit(.minutes(1))) func aThreadedRenderSideShowsWhatTheMainSidePublished() throws {
        var threaded: ThreadedRenderer?
        let host = try #require(
            LayerTreeHost(
                size: CGSize(width: 40, height: 40), scale: 1, backgroundColor: .clear, clock: ManualMediaClock()
            ) { server in
                let renderer = ThreadedRenderer(server: server)
                threaded = renderer
                return renderer
            })
        defer { threaded?.stop() }
        let (root, square) = makeTree()
        host.rootLayer = root
        for x in stride(from: CGFloat(5), through: 35, by: 5) {
            CATransaction.setDisableActions(true)  // a layer on screen would animate the change
            square.position = CGPoint(x: x, y: 15)
            // The main side's frame ends at the publish; the render thread composites.
            #expect(host.renderFrame().commit.framesPublished == 1)
        }
        host.waitForRenderSide()
        #expect(host.renderFrame(through: .composite).composite.frameSequence == 7)
        #expect(host.framebufferPixel(x: 35, y: 15) == (255, 0, 0, 255))
        #expect(host.framebufferPixel(x: 15, y: 15) == (255, 255, 255, 255))
    }
}
