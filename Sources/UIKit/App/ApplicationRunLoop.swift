package import Foundation
package import QuartzCore

/// What a backend gives the application's run loop: events, and a way to sleep until they come.
@MainActor
package protocol ApplicationPlatform: AnyObject {
    /// Waits up to `timeout` seconds for the platform's events (not at all for 0), turns those
    /// that arrived into reports posted on `context` (and screen or lifecycle changes), and
    /// returns false once the app should end (its last window was closed).
    func pumpEvents(waitingUpTo timeout: TimeInterval, into context: ApplicationContext) -> Bool
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
/// sleeping in the platform's wait between them; when none does it waits for events, waking at
/// the next timer or after `idleWakeInterval` at the latest (work queued on the main queue from
/// other threads does not wake the platform's wait, so the loop looks for it that often).
@MainActor
package final class ApplicationRunLoop {
    /// How often frames run while something moves.
    package var framesPerSecond: Double = 60
    /// The longest sleep while idle, in seconds.
    package var idleWakeInterval: TimeInterval = 0.1

    private let context: ApplicationContext
    private let platform: any ApplicationPlatform
    /// How many screen frames the loop composited, over every screen.
    package private(set) var framesRendered = 0
    /// How many turns the loop ran.
    package private(set) var turns = 0

    package init(context: ApplicationContext, platform: any ApplicationPlatform) {
        self.context = context
        self.platform = platform
    }

    /// Runs turns until the platform says the app ends, or `until` returns true after a turn.
    package func run(until shouldStop: () -> Bool = { false }) {
        var nextFrame = context.clock.now
        while true {
            let now = context.clock.now
            let timeout = context.needsFrame ? max(0, nextFrame - now) : idleTimeout(now: now)
            guard platform.pumpEvents(waitingUpTo: timeout, into: context) else { return }
            _ = RunLoop.main.run(mode: .default, before: Date())
            context.runTurnUpdates()
            turns += 1
            if context.needsFrame, context.clock.now >= nextFrame {
                framesRendered += ApplicationFrame(context: context).run()
                nextFrame = max(nextFrame + 1 / framesPerSecond, context.clock.now)
            }
            if shouldStop() { return }
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

    /// How long to wait while nothing moves: until the next timer or gesture deadline, at most
    /// `idleWakeInterval`.
    private func idleTimeout(now: TimeInterval) -> TimeInterval {
        var timeout = idleWakeInterval
        if let date = RunLoop.main.limitDate(forMode: .default) {
            timeout = min(timeout, max(0, date.timeIntervalSinceNow))
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

    /// Whether any screen needs a frame, or input is due.
    package var needsFrame: Bool {
        isInputDue || screens.screens.contains { $0.needsFrame }
    }
}
