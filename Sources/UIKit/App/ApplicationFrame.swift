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
        // 1. Input, once for the application.
        if last >= .input { context.deliverPendingInput() }
        var frames = screens.filter { screen in screen.needsFrame || forced.contains { $0 === screen } }
            .compactMap(ScreenFrame.init)
        // 2. Tick: the display links once, then each screen's animations.
        if last >= .tick {
            LayerTreeHost.tickDisplayLinks(at: time)
            for frame in frames { frame.host.tickAnimations(at: time) }
        }
        // 3–4. Layout, then display, screen by screen.
        if last >= .layout { for frame in frames { frame.host.runLayoutPhase() } }
        if last >= .display { for frame in frames { frame.host.runDisplayPhase() } }
        guard last >= .commit else { return show(frames, through: last) }
        // 5. Commit, once: the turn ends; each host publishes what no transaction took.
        CATransaction.endRunLoopTurn()
        for screen in screens { screen.frameOwner.host?.publishIfNeeded() }
        // Screens that only received a published frame join the frame for phases 6–7.
        for screen in screens where !frames.contains(where: { $0.owner === screen.frameOwner }) {
            if let host = screen.frameOwner.host, host.needsFrame { frames.append(ScreenFrame(screen, host: host)) }
        }
        return show(frames, through: last)
    }

    /// 6–7. Composite and present each frame, then keep each screen's report.
    private func show(_ frames: [ScreenFrame], through last: LayerTreeHost.Phase) -> Int {
        for var frame in frames {
            frame.host.show(through: last, in: &frame.report)
            frame.owner.lastFrame = frame.host.endFrame(frame.report)
        }
        return last >= .composite ? frames.count : 0
    }
}

/// One screen's part of the application's frame: its host and the report being filled.
@MainActor
private struct ScreenFrame {
    let owner: ScreenFrameOwner
    let host: LayerTreeHost
    var report: FrameReport

    /// The screen's frame, its host made if needed; nil when no framebuffer can be made.
    init?(_ screen: UIScreen) {
        guard let host = screen.frameOwner.hostMakingIfNeeded() else { return nil }
        self.init(screen, host: host)
    }

    init(_ screen: UIScreen, host: LayerTreeHost) {
        owner = screen.frameOwner
        self.host = host
        report = host.beginFrame()
    }
}
