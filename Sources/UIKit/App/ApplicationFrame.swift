import QuartzCore

/// One frame of the whole application, over every screen: read `run(through:forcing:)` first.
///
/// A screen's tree is one `LayerTreeHost`, but two of a frame's phases belong to the
/// application, not to a screen: input comes from one queue, and the end of the run-loop turn
/// commits every changed tree at once, publishing each to its own screen's render side. So the
/// application runs the phases, in order:
/// 1. **input** — the application's queued platform reports are delivered, once;
/// 2. **tick** — the display links fire, once; each screen's animations report starts and ends;
/// 3. **layout** — each screen's layers needing layout, shallowest first;
/// 4. **display** — each screen's layers needing display, into their backing stores;
/// 5. **commit** — the run-loop turn ends, once: its transaction builds every changed tree and
///    publishes it to its screen's render side; a screen whose tree no transaction took
///    publishes it itself;
/// 6. **composite** and 7. **present** — every screen with a published frame it has not shown
///    (however that frame was published: this turn, an explicit transaction, a flush), or with
///    animations running, composites and presents; the other screens do nothing.
///
/// Phases 2–4 run for the screens that need a frame once input is in (a handler may change any
/// screen), and for the `forcing` ones; a forced screen also composites and presents, as a
/// frame asked for by a test or a tool does.
@MainActor
package struct ApplicationFrame {
    package let context: ApplicationContext

    package init(context: ApplicationContext) { self.context = context }

    /// Runs the application's frame through `last` and returns how many screens composited.
    @discardableResult
    package func run(through last: LayerTreeHost.Phase = .present, forcing forced: [UIScreen] = []) -> Int {
        let screens = context.screens.screens
        let time = context.clock.now
        if last >= .input { context.deliverPendingInput() }
        var frames: [(owner: ScreenFrameOwner, host: LayerTreeHost, report: FrameReport)] = []
        for screen in screens where screen.needsFrame || forced.contains(where: { $0 === screen }) {
            guard let host = screen.frameOwner.hostMakingIfNeeded() else { continue }
            frames.append((screen.frameOwner, host, host.beginFrame()))
        }
        if last >= .tick {
            LayerTreeHost.tickDisplayLinks(at: time)
            for frame in frames { frame.host.tickAnimations(at: time) }
        }
        if last >= .layout { for frame in frames { frame.host.runLayoutPhase() } }
        if last >= .display { for frame in frames { frame.host.runDisplayPhase() } }
        guard last >= .commit else { return finish(frames, through: last) }
        CATransaction.endRunLoopTurn()
        for screen in screens { screen.frameOwner.host?.publishIfNeeded() }
        // Screens that only received a published frame join the frame here.
        for screen in screens where !frames.contains(where: { $0.owner === screen.frameOwner }) {
            guard let host = screen.frameOwner.host, host.needsFrame else { continue }
            frames.append((screen.frameOwner, host, host.beginFrame()))
        }
        return finish(frames, through: last)
    }

    /// Phases 6 and 7 for the frames that have something to show, then each screen's report.
    private func finish(
        _ frames: [(owner: ScreenFrameOwner, host: LayerTreeHost, report: FrameReport)],
        through last: LayerTreeHost.Phase
    ) -> Int {
        var composited = 0
        for var frame in frames {
            if last >= .composite {
                frame.host.show(through: last, in: &frame.report)
                composited += 1
            }
            frame.owner.lastFrame = frame.host.endFrame(frame.report)
        }
        return composited
    }
}
