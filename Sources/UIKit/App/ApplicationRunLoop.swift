package import Foundation

/// What a backend gives the application's run loop: events, and a way to sleep until they come.
@MainActor
package protocol ApplicationPlatform: AnyObject {
    /// Waits up to `timeout` seconds for the platform's events (not at all for 0), turns those
    /// that arrived into reports posted on `context` (and screen or lifecycle changes), and
    /// returns false once the app should end (its last window was closed).
    func pumpEvents(waitingUpTo timeout: TimeInterval, into context: ApplicationContext) -> Bool
}

/// The main run loop of an app on a platform: events, timers and main-queue work, then the
/// frame of each screen that needs one — and sleep when nothing moves.
///
/// One turn:
/// 1. the platform's events are pumped (waiting for them when idle) and posted as reports;
/// 2. Foundation's run loop runs what is due — `Timer`s and `DispatchQueue.main` work — and the
///    context runs the updates they asked for (`runTurnUpdates()`: focus, motion effects);
/// 3. each screen that needs a frame (`UIScreen.needsFrame`: reports waiting, animations running,
///    layers changed) renders one; the frame's input phase delivers the reports and its commit
///    phase ends the turn.
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
    /// How many frames the loop rendered, over every screen.
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
                // Input (reports, or a recognizer's deadline) is delivered by the main screen's
                // frame when no screen needs one of its own.
                let inputDue = context.isInputDue
                let main = context.screens.main
                for screen in context.screens.screens where screen.needsFrame || (inputDue && screen === main) {
                    screen.renderFrame()
                    framesRendered += 1
                }
                nextFrame = max(nextFrame + 1 / framesPerSecond, context.clock.now)
            }
            if shouldStop() { return }
        }
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
