import Foundation
import UIKit

/// A platform for run-loop tests: its waits move a manual clock by the time asked for (nothing
/// sleeps), it posts scripted finger reports at given times, and it runs scripted work at given
/// times inside the turn's platform step — outside any frame, as a platform callback or a timer
/// scheduled from one runs. With `blockingLimit` set, a wait without limit really blocks (up to
/// that many seconds) until another thread wakes it, as a real platform's does.
@MainActor
final class ScriptedPlatform: ApplicationPlatform {
    struct Step {
        let time: TimeInterval
        let phase: UITouch.Phase
        let point: CGPoint
    }
    let clock: ManualMediaClock
    let screen: UIScreen
    var steps: [Step]
    /// Work to run once the clock reaches its time, in time order.
    var actions: [(time: TimeInterval, body: () -> Void)] = []
    var waits: [TimeInterval] = []
    var endAt: TimeInterval
    /// How long a wait without limit blocks until woken, in real seconds; nil: it moves the clock
    /// to the next scripted time instead.
    var blockingLimit: TimeInterval?
    /// Runs as a wait starts to block.
    var willBlock: () -> Void = {}
    /// Whether a blocking wait reached its limit unwoken (the run then ends).
    private(set) var blockTimedOut = false
    private nonisolated let wakes = DispatchSemaphore(value: 0)

    init(clock: ManualMediaClock, screen: UIScreen, steps: [Step] = [], endAt: TimeInterval) {
        self.clock = clock
        self.screen = screen
        self.steps = steps
        self.endAt = endAt
    }

    /// Runs `body` in the first turn at or after `time`.
    func at(_ time: TimeInterval, _ body: @escaping () -> Void) {
        actions.append((time, body))
        actions.sort { $0.time < $1.time }
    }

    nonisolated func wakeFromAnotherThread() { wakes.signal() }

    func pumpEvents(waitingUpTo timeout: TimeInterval, into context: ApplicationContext) -> Bool {
        if let blockingLimit, timeout == .infinity {
            waits.append(timeout)
            willBlock()
            blockTimedOut = wakes.wait(timeout: .now() + blockingLimit) == .timedOut
            return !blockTimedOut
        }
        // Sleep until the timeout, the next scripted event or the next scripted action.
        let next = min(steps.first?.time ?? .infinity, actions.first?.time ?? .infinity)
        let wake = min(clock.now + timeout, next, endAt)
        waits.append(timeout)
        if wake > clock.now { clock.advance(by: wake - clock.now) }
        while let step = steps.first, step.time <= clock.now {
            steps.removeFirst()
            context.post(
                TouchReport(finger: 0, phase: step.phase, location: step.point, screen: screen, timestamp: clock.now))
        }
        while let action = actions.first, action.time <= clock.now {
            actions.removeFirst()
            action.body()
        }
        return clock.now < endAt
    }
}
