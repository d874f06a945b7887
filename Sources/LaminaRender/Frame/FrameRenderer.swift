package import CoreGraphics
import Foundation
import Synchronization

/// The seam between the main side (transaction commit, layout, display, build, publish) and the
/// render side (latest committed frame, clock, animation evaluation, composite, present).
///
/// The main side talks only to this protocol and hands over only `Sendable` committed frames.
/// `InlineRenderer` runs the render side on the caller's thread, deterministically (tests, the
/// headless backend); `ThreadedRenderer` runs it on a thread of its own (a windowed app).
package protocol FrameRenderer: AnyObject {
    /// Hands the render side a new committed frame (the end of a transaction's commit).
    func publish(_ frame: CommittedFrame)
    /// Phase 6. The inline renderer composites the latest frame now; the threaded one composites
    /// on its thread as frames arrive, and this returns what it last did.
    func composite() -> CompositeReport
    /// Phase 7: presents the last composite, where the renderer runs it now.
    func present() -> CompositeReport
    /// Makes the next composite repaint the whole framebuffer.
    func damageEverything()
    /// A copy of the framebuffer as of the last composite.
    func snapshot() -> CGImage?
    /// One framebuffer pixel, premultiplied, row 0 at the top; transparent outside.
    func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    /// Returns once every frame published so far is on screen (at once for the inline renderer).
    func waitUntilIdle()
}

/// The render side run on the caller's thread: `composite()` composites there and then, so a
/// frame is deterministic. Tests and the headless backend use it.
package final class InlineRenderer: FrameRenderer {
    package let server: RenderServer

    package init(server: RenderServer) { self.server = server }

    package func publish(_ frame: CommittedFrame) { server.receive(frame) }
    package func composite() -> CompositeReport { server.composite() }
    package func present() -> CompositeReport {
        server.present()
        return server.lastReport
    }
    package func damageEverything() { server.compositor.damageEverything() }
    package func snapshot() -> CGImage? { server.compositor.makeImage() }
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        server.compositor.pixel(x: x, y: y)
    }
    package func waitUntilIdle() {}
}

/// The render side on a thread of its own: each published frame wakes the thread, which
/// evaluates, composites and presents the newest frame (frames published faster than it renders
/// are skipped, never queued). The main thread only hands frames over.
///
/// The thread holds the render state, not the renderer: dropping the renderer stops the thread
/// (after the frame in hand), as `stop()` does.
package final class ThreadedRenderer: FrameRenderer, Sendable {
    private let engine: Engine

    /// Starts a render thread for `server`.
    package init(server: sending RenderServer, frameInterval: DispatchTimeInterval = .nanoseconds(16_666_667)) {
        let engine = Engine(server: server, frameInterval: frameInterval)
        self.engine = engine
        let thread = Thread { engine.run() }
        thread.name = "Lamina render"
        // Trees up to `DeepStack.shallowLimit` levels are walked here, higher ones on the
        // deep-stack thread: 16 MB leaves that limit a wide margin in debug builds too.
        thread.stackSize = 16 << 20
        thread.start()
    }

    deinit { engine.stop() }

    /// Stops the render thread after the frame in hand, and waits for it; later calls do nothing.
    package func stop() { engine.stop() }

    package func publish(_ frame: CommittedFrame) {
        engine.shared.withLock {
            $0.pending = frame
            $0.published = max($0.published, frame.sequence)
        }
        engine.wake.signal()
    }

    package func composite() -> CompositeReport { engine.shared.withLock { $0.lastReport } }
    /// How many frames the render thread composited on its own, for running animations.
    package var pacedFrames: Int { engine.shared.withLock { $0.paced } }
    package func present() -> CompositeReport { composite() }
    package func damageEverything() { engine.server.withLock { $0.compositor.damageEverything() } }
    package func snapshot() -> CGImage? { engine.server.withLock { $0.compositor.makeImage() } }
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        engine.server.withLock { $0.compositor.pixel(x: x, y: y) }
    }

    package func waitUntilIdle() { waitUntilRendered(engine.shared.withLock { $0.published }) }

    /// Blocks until the render thread has composited and presented the frame numbered `sequence`
    /// (or a later one), or has stopped; for tools and tests that read pixels back.
    package func waitUntilRendered(_ sequence: UInt64) {
        engine.progress.lock()
        defer { engine.progress.unlock() }
        while engine.shared.withLock({ $0.finished < sequence && !$0.stopped }) { engine.progress.wait() }
    }

    /// What the render thread and the renderer share.
    private final class Engine: Sendable {
        struct Shared {
            var pending: CommittedFrame?
            var published: UInt64 = 0
            var stopping = false
            var stopped = false
            var finished: UInt64 = 0
            var lastReport = CompositeReport()
            /// Frames composited with no new commit, for running animations.
            var paced = 0
        }

        /// The render-side state; only the render thread composites, readers lock it briefly.
        let server: VisibleLock<RenderServer>
        let shared = VisibleLock(Shared())
        /// Signalled for each publish and for the stop.
        let wake = DispatchSemaphore(value: 0)
        /// Broadcast after every frame the render thread finishes, and when it stops; any number
        /// of threads may wait for a frame.
        let progress = NSCondition()
        private let done = DispatchSemaphore(value: 0)

        /// The display's refresh interval: how often running animations are composited.
        let frameInterval: DispatchTimeInterval

        init(server: sending RenderServer, frameInterval: DispatchTimeInterval) {
            self.server = VisibleLock(server)
            self.frameInterval = frameInterval
        }

        func stop() {
            let first = shared.withLock { state -> Bool in
                defer { state.stopping = true }
                return !state.stopping
            }
            guard first else { return }
            wake.signal()
            done.wait()
        }

        func run() {
            var animating = false
            while true {
                // While animations run, the render thread composites at the display's pace on its
                // own, whatever the main thread does; otherwise it sleeps until a frame arrives.
                if animating {
                    _ = wake.wait(timeout: .now() + frameInterval)
                } else {
                    wake.wait()
                }
                let (frame, stopping) = shared.withLock { state -> (CommittedFrame?, Bool) in
                    defer { state.pending = nil }
                    return (state.pending, state.stopping)
                }
                if frame == nil && (stopping || !animating) {
                    if stopping { break }
                    continue
                }
                let (report, running) = server.withLock { server -> (CompositeReport, Bool) in
                    if let frame { server.receive(frame) }
                    server.composite()
                    server.present()
                    let paced = !(server.clock is ManualMediaClock)
                    return (server.lastReport, paced && server.hasRunningAnimations(at: server.clock.now))
                }
                animating = running
                shared.withLock {
                    $0.lastReport = report
                    $0.finished = max($0.finished, report.frameSequence)
                    $0.paced += frame == nil ? 1 : 0
                }
                announceProgress()
                if stopping { break }
            }
            shared.withLock { $0.stopped = true }
            announceProgress()
            done.signal()
        }

        private func announceProgress() {
            progress.lock()
            progress.broadcast()
            progress.unlock()
        }
    }
}
