import Foundation

/// Where the render side walks deep trees: one long-lived thread with a large stack.
///
/// The painter, the damage walk, the occlusion search and the extent recurse once per tree
/// level, with a few kilobytes of frames per level (see *Deep trees* in the architecture notes).
/// A tree at most `shallowLimit` levels high is walked wherever the composite runs: on the
/// caller's thread (8 MB main stack), on the threaded renderer's thread, on the band painters'
/// threads. A higher tree is walked here instead: `perform(_:)` hands the work to this thread and
/// waits for it, so an inline composite stays synchronous and deterministic. The stack is
/// reserved address space, committed only as deep walks touch it. No thread is made per frame.
package enum DeepStack {
    /// The highest tree walked on any thread; higher trees are walked on the deep-stack thread
    /// and painted in one band.
    package static let shallowLimit = 256
    /// The deep-stack thread's stack: 1 GiB of address space, the most Foundation's `Thread`
    /// grants. A composite touches about 6.5 KB of it per level in a debug build (measured on a
    /// 100,000-level chain), so about 160,000 levels fit; a release build uses less per level.
    package static let stackSize = 1 << 30

    /// Runs `body` on the deep-stack thread and returns its result; runs it right here when this
    /// is that thread.
    package static func perform<T>(_ body: () -> T) -> T {
        let worker = Worker.shared
        if worker.isCurrent { return body() }
        return withoutActuallyEscaping(body) { body in
            let box = UncheckedBox<T?>(nil)
            let job = UncheckedBox<() -> Void> { box.value = body() }
            let done = DispatchSemaphore(value: 0)
            worker.submit(Job(run: job, done: done))
            done.wait()
            return box.value!
        }
    }

    /// Runs `body` on the deep-stack thread when a tree of `height` levels needs it.
    package static func perform<T>(height: Int, _ body: () -> T) -> T {
        height > shallowLimit ? perform(body) : body()
    }

    /// One hand-over: the work, run once, and the semaphore its caller waits on.
    private struct Job: Sendable {
        let run: UncheckedBox<() -> Void>
        let done: DispatchSemaphore
    }

    /// The thread and its queue of jobs (guarded by `lock`).
    private final class Worker: @unchecked Sendable {
        static let shared = Worker()

        private let lock = NSCondition()
        private var queue: [Job] = []
        private var thread: Thread?

        private init() {
            let thread = Thread { Worker.shared.run() }
            thread.name = "Lamina deep stack"
            thread.stackSize = DeepStack.stackSize
            self.thread = thread
            thread.start()
        }

        /// Whether the calling thread is the deep-stack thread.
        var isCurrent: Bool {
            lock.lock()
            defer { lock.unlock() }
            return thread === Thread.current
        }

        func submit(_ job: Job) {
            lock.lock()
            queue.append(job)
            lock.signal()
            lock.unlock()
        }

        private func run() {
            while true {
                lock.lock()
                while queue.isEmpty { lock.wait() }
                let job = queue.removeFirst()
                lock.unlock()
                job.run.value()
                // Let go of the caller's closure before it returns: it must not outlive the call.
                job.run.value = {}
                job.done.signal()
            }
        }
    }
}

/// A value handed to the deep-stack thread while its owner waits: only one thread touches it at
/// a time, ordered by the semaphores.
private final class UncheckedBox<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
