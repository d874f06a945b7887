import Foundation

/// Runs `read` on a thread of its own and waits for its result, blocking the caller.
///
/// Called from a synchronous body on the main actor, the read happens while no other main-actor
/// work can run, so no other test can make its own application context current meanwhile.
func readOnAnotherThread<T: Sendable>(_ read: @escaping @Sendable () -> T) -> T {
    let box = ThreadResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = read()
        done.signal()
    }
    thread.start()
    done.wait()
    return box.value!
}

/// The result of `readOnAnotherThread`, written by the thread before it signals and read after.
private final class ThreadResultBox<T: Sendable>: @unchecked Sendable {
    var value: T?
}
