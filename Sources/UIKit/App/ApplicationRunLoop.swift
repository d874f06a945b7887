package import Foundation
package import QuartzCore

/// What a backend gives the application's run loop: events, and a way to sleep until they come.
@MainActor
package protocol ApplicationPlatform: AnyObject, Sendable {
    /// Waits up to `timeout` seconds for the platform's events (not at all for 0, without limit
    /// for `.infinity`), turns those that arrived into reports posted on `context` (and screen or
    /// lifecycle changes), and returns false once the app should end (its last window was closed).
    func pumpEvents(waitingUpTo timeout: TimeInterval, into context: ApplicationContext) -> Bool

    /// Ends the wait in progress from any thread, or makes the next one return at once: work was
    /// queued for the main thread.
    nonisolated func wakeFromAnotherThread()
}

/// The main run loop of an app on a platform: events, timers and main-queue work, then the
/// application's frame when anything needs one — and sleep when nothing moves.
///
/// One turn:
/// 1. the platform's events are pumped (waiting for them when idle) and posted as reports;
/// 2. Foundation's run loop runs what is due — `Timer`s and `DispatchQueue.main` work — and the
///    context runs the updates they asked for (`runTurnUpdates()`: focus, motion effects);
/// 3. when input is due or any screen needs a frame (`UIScreen.needsFrame`: animations running,
///    layers changed, a published frame not shown), the application's frame runs
///    (`ApplicationFrame`): input once, each screen laid out and displayed, one commit that ends
///    the turn, then each screen with something new composited and presented.
///
/// Pacing: while any screen needs frames the loop runs them `framesPerSecond` times a second,
/// sleeping in the platform's wait between them; when none does it waits for events without a
/// limit, or until the next `Timer` or gesture deadline. Work queued for the main thread from
/// other threads (`DispatchQueue.main`, main-actor jobs) ends the wait: a watcher thread
/// (`MainThreadWorkWatcher`) polls libdispatch's main-queue handle and wakes the platform. So an
/// idle app wakes no time at all (`idle.wakeups_per_second`).
@MainActor
package final class ApplicationRunLoop {
    /// How often frames run while something moves.
    package var framesPerSecond: Double = 60
    private let context: ApplicationContext
    private let platform: any ApplicationPlatform
    private let work: MainThreadWork
    /// How many screen frames the loop composited, over every screen.
    package private(set) var framesRendered = 0
    /// How many turns the loop ran.
    package private(set) var turns = 0

    /// A loop running `context` on `platform`; each turn runs `work`, the main thread's queued
    /// work (the main dispatch queue and Foundation's run loop, unless a test stands in its own).
    package init(
        context: ApplicationContext, platform: any ApplicationPlatform, work: MainThreadWork = .mainQueue
    ) {
        self.context = context
        self.platform = platform
        self.work = work
    }

    /// Runs turns until the platform says the app ends, `until` returns true (asked before each
    /// turn), or the context's clock reaches `deadline` (the loop wakes for it).
    package func run(until shouldStop: () -> Bool = { false }, deadline: TimeInterval = .infinity) {
        let platform = platform
        let watcher = MainThreadWorkWatcher(work) { platform.wakeFromAnotherThread() }
        defer { watcher?.stop() }
        var nextFrame = context.clock.now
        while !shouldStop(), context.clock.now < deadline {
            let now = context.clock.now
            let timeout = min(
                context.needsFrame ? max(0, nextFrame - now) : idleTimeout(now: now), max(0, deadline - now))
            guard platform.pumpEvents(waitingUpTo: timeout, into: context) else { return }
            work.run()
            watcher?.workDidRun()
            context.runTurnUpdates()
            turns += 1
            if context.needsFrame, context.clock.now >= nextFrame {
                framesRendered += ApplicationFrame(context: context).run()
                nextFrame = max(nextFrame + 1 / framesPerSecond, context.clock.now)
            }
        }
    }

    /// Runs one turn at once, as a headless backend drives its app. The code that ran before the
    /// call — a test's or a tool's — was a turn of its own, so that turn ends first (its
    /// transaction commits and is published to the `forcing` screens, whose frame hosts are made
    /// for it), as on iOS, where a turn's changes are committed before the next frame begins.
    /// Then the platform's events (without waiting) and the application's frame through `last`
    /// with the `forcing` screens in it whether or not they need a frame. Foundation's run loop
    /// is not run (a headless app's time moves only when its clock is advanced), so no work
    /// asks for the turn's updates between the two; the frame's input phase runs them.
    package func runTurn(through last: LayerTreeHost.Phase = .present, forcing forced: [UIScreen]) {
        for screen in forced { screen.makeFramebufferIfNeeded() }
        context.endTurn()
        _ = platform.pumpEvents(waitingUpTo: 0, into: context)
        turns += 1
        framesRendered += ApplicationFrame(context: context).run(through: last, forcing: forced)
    }

    /// How long to wait while nothing moves: until the next timer or gesture deadline, without
    /// limit when there is neither.
    private func idleTimeout(now: TimeInterval) -> TimeInterval {
        var timeout = TimeInterval.infinity
        // Foundation answers `distantFuture` when no timer is scheduled.
        if let date = RunLoop.main.limitDate(forMode: .default), date < .distantFuture {
            timeout = max(0, date.timeIntervalSinceNow)
        }
        if let deadline = context.nextInputDeadline { timeout = min(timeout, max(0, deadline - now)) }
        return timeout
    }
}

extension ApplicationContext {
    /// Whether platform reports wait for the next frame.
    package var hasPendingInput: Bool { !pendingInput.isEmpty }

    /// Whether reports wait, or a gesture recognizer's deadline has passed: the next frame's
    /// input phase has work.
    package var isInputDue: Bool {
        hasPendingInput || (nextInputDeadline.map { $0 <= clock.now } ?? false)
    }

    /// Whether any screen needs a frame, a display link runs, or input is due.
    package var needsFrame: Bool {
        isInputDue || LayerTreeHost.hasRunningDisplayLinks || screens.screens.contains { $0.needsFrame }
    }
}
