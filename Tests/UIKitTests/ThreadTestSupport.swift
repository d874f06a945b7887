import Foundation
import Testing

/// Runs `read` on a thread of its own and waits for its result, blocking the caller.
///
/// Called from a synchronous body on the main actor, the read happens while no other main-actor
/// work can run, so no other test can make its own application context current meanwhile. A
/// read that does not finish within a minute (one waiting for the blocked main actor, say) is
/// recorded as an issue and gives nil, rather than stalling the run.
func readOnAnotherThread<T: Sendable>(
    sourceLocation: SourceLocation = #_sourceLocation, _ read: @escaping @Sendable () -> T
) -> T? {
    let box = ThreadResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = read()
        done.signal()
    }
    thread.start()
    guard done.wait(timeout: .now() + 60) == .success else {
        Issue.record("the read on another thread did not finish within a minute", sourceLocation: sourceLocation)
        return nil
    }
    return box.value
}

/// The result of `readOnAnotherThread`, written by the thread before it signals and read after.
private final class ThreadResultBox<T: Sendable>: @unchecked Sendable {
    var value: T?
}
