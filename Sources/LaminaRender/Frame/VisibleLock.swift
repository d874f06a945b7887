import Foundation

/// A value behind a lock the thread sanitizer can see: `NSLock` is a pthread mutex, which TSan
/// intercepts, where the standard library's `Mutex` waits on futexes it does not — so accesses
/// ordered only by a `Mutex` are reported as races now and then (`ThreadedRenderer`, under load).
/// Used where the main thread and the render thread share state.
final class VisibleLock<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: sending State) {
        self.state = state
    }

    /// Runs `body` with the state, holding the lock.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
