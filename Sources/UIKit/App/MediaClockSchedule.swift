import Foundation

/// Main-thread work due at a time on the media clock: the input phase of the first frame at or
/// after that time runs it, and an idle run loop wakes for it (`nextInputDeadline`). Unlike a
/// `Timer`, whose dates are wall-clock time, it follows the context's clock, so a test's manual
/// clock drives it; unlike a display link, nothing runs, and no frame is asked for, while it waits.
@MainActor
final class MediaClockSchedule {
    /// A scheduled piece of work, to cancel it.
    struct Token: Hashable {
        fileprivate let id: Int
        /// A token no work has: cancelling it does nothing.
        static let none = Token(id: 0)
    }

    private var entries: [(token: Token, time: TimeInterval, work: @MainActor () -> Void)] = []
    private var nextID = 0

    /// Runs `work` at `time` (at once in the next input phase when that has passed).
    func schedule(at time: TimeInterval, _ work: @escaping @MainActor () -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        entries.append((token, time.isNaN ? -.infinity : time, work))
        return token
    }

    /// Forgets `token`'s work if it has not run.
    func cancel(_ token: Token) {
        entries.removeAll { $0.token == token }
    }

    /// The earliest time work is due; nil when none waits.
    var nextDeadline: TimeInterval? { entries.lazy.map(\.time).min() }

    /// Runs the work due at `now`, earliest first (in scheduling order for equal times). Work
    /// scheduled by work that runs waits for the next input phase, even if already due.
    func runDue(at now: TimeInterval) {
        let due = entries.enumerated().filter { $0.element.time <= now }
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        guard !due.isEmpty else { return }
        let tokens = Set(due.map(\.token))
        entries.removeAll { tokens.contains($0.token) }
        for entry in due { entry.work() }
    }
}
