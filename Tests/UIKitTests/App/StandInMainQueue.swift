import Glibc
import Synchronization
import UIKit

/// A stand-in for the main dispatch queue in run-loop tests. The real one cannot run inside a
/// test's loop: the test runner drains it on worker threads after `dispatchMain()`, the loop runs
/// as one of its items, and libdispatch then gives no handle to watch. This one works as
/// libdispatch's does on Linux: closures any thread queues, a descriptor that reads ready while
/// they wait (a pipe here, an eventfd there), and a run (on the main actor) that empties both.
final class StandInMainQueue: Sendable {
    private let ends: (read: Int32, write: Int32) = {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        return (ends[0], ends[1])
    }()
    private let queued = Mutex<[@Sendable @MainActor () -> Void]>([])
    private let ran = Atomic<Int>(0)

    /// How many queued closures ran.
    var itemsRun: Int { ran.load(ordering: .acquiring) }

    /// Queues `body` from any thread.
    func async(_ body: @escaping @Sendable @MainActor () -> Void) {
        queued.withLock { $0.append(body) }
        var byte: UInt8 = 1
        _ = write(ends.write, &byte, 1)
    }

    /// The queue as the run loop's main-thread work.
    var work: MainThreadWork {
        MainThreadWork(handle: ends.read) { [self] in
            var bytes = [UInt8](repeating: 0, count: 64)
            while read(ends.read, &bytes, bytes.count) > 0 {}
            for body in queued.withLock({ queued in
                defer { queued = [] }; return queued
            }) {
                body()
                ran.add(1, ordering: .releasing)
            }
        }
    }

    deinit {
        close(ends.read)
        close(ends.write)
    }
}
