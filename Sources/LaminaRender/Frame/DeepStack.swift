import Foundation
internal import Glibc

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
    /// The deep-stack thread's stack: 8 GiB of address space, mapped without reserving memory
    /// (`MAP_NORESERVE`) and committed page by page as deep walks touch it. A composite touches
    /// about 2.5 KB of it per level in a release build, 6.5 KB in a debug build and 13.7 KB in a
    /// debug build under the address sanitizer (measured on a 100,000-level chain), so about
    /// 600,000 levels fit even there, where the whole reservation is granted. Foundation's
    /// `Thread` grants at most 1 GiB, room for about 78,000 levels under the sanitizer: the
    /// 100,000-level chain overflowed it. Where the system refuses so large a mapping, the
    /// reservation halves until it is granted (down to `smallestStackSize`).
    package static let stackSize = 8 << 30
    /// The smallest reservation tried before the deep-stack thread is given up.
    package static let smallestStackSize = 256 << 20
    /// Pages at the stack's low end left inaccessible, so an overflow faults rather than
    /// writing into whatever lies below: a megabyte, as the kernel leaves below a process's
    /// stack, so that no single frame leaps it.
    private static let guardSize = 1 << 20

    /// Runs `body` on the deep-stack thread and returns its result; runs it right here when this
    /// is that thread.
    package static func perform<T>(_ body: () -> T) -> T {
        let worker = Worker.shared
        // No deep-stack thread (the system granted no stack): walk on the caller's stack.
        if worker.isCurrent || !worker.isRunning { return body() }
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

    /// How much of the deep-stack thread's stack is resident, in bytes (`mincore`): the most
    /// that deep walks have touched so far, since touched pages stay, plus the few pages the
    /// thread itself uses at the top (its control block and idle frames). Asking starts the
    /// thread; 0 when there is none.
    package static var residentBytes: Int {
        guard let stack = Worker.shared.stack else { return 0 }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        var resident = [UInt8](repeating: 0, count: (stack.size + page - 1) / page)
        guard mincore(stack.base, stack.size, &resident) == 0 else { return 0 }
        return resident.reduce(0) { $0 + Int($1 & 1) } * page
    }

    /// The address space reserved for the deep-stack thread's stack: `stackSize` where the system
    /// grants it, less where it refused, 0 when there is no deep-stack thread.
    package static var reservedBytes: Int {
        Worker.shared.stack?.size ?? 0
    }

    /// The thread and its queue of jobs (guarded by `lock`).
    private final class Worker: @unchecked Sendable {
        static let shared = Worker()

        private let lock = NSCondition()
        private var queue: [Job] = []
        /// The deep-stack thread and its stack; nil when none could be started.
        private let thread: pthread_t?
        let stack: (base: UnsafeMutableRawPointer, size: Int)?

        private init() {
            (thread, stack) = Worker.start() ?? (nil, nil)
        }

        /// Starts the thread on a stack of its own, the largest reservation granted.
        private static func start() -> (pthread_t, (base: UnsafeMutableRawPointer, size: Int))? {
            var size = DeepStack.stackSize
            while size >= DeepStack.smallestStackSize {
                let base = mmap(
                    nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0)
                if let base, base != MAP_FAILED {
                    let guarded = mprotect(base, DeepStack.guardSize, PROT_NONE) == 0
                    if guarded, let thread = spawn(stack: base, size: size) { return (thread, (base, size)) }
                    munmap(base, size)
                }
                size /= 2
            }
            return nil
        }

        /// A detached thread running the worker's loop on the stack at `base`.
        private static func spawn(stack base: UnsafeMutableRawPointer, size: Int) -> pthread_t? {
            var attributes = pthread_attr_t()
            guard pthread_attr_init(&attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            guard pthread_attr_setstack(&attributes, base, size) == 0 else { return nil }
            var thread = pthread_t()
            let started = pthread_create(
                &thread, &attributes,
                { _ in
                    // Linux keeps 15 characters of a thread's name.
                    Thread.current.name = "Lamina deep"
                    Worker.shared.run()
                    return nil
                }, nil)
            guard started == 0 else { return nil }
            pthread_detach(thread)
            return thread
        }

        /// Whether the deep-stack thread exists.
        var isRunning: Bool { thread != nil }

        /// Whether the calling thread is the deep-stack thread.
        var isCurrent: Bool {
            guard let thread else { return false }
            return pthread_equal(thread, pthread_self()) != 0
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
