internal import Foundation
internal import Glibc
internal import Synchronization

/// libdispatch's main-queue handle on Linux: an eventfd that polls readable while work waits on
/// `DispatchQueue.main` (and main-actor jobs, which Swift runs there), and that Core Foundation's
/// run loop reads when it drains the queue. -1 once `dispatchMain()` has handed the main queue to
/// worker threads (as a test runner does). Core Foundation declares it in a private header.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

/// The work other threads queue for the main thread, as the application's run loop sees it: a
/// descriptor that polls readable while work waits, and a way to run that work.
package struct MainThreadWork: Sendable {
    /// Polls readable while work waits; -1 when nothing can be watched.
    package let handle: Int32
    /// Runs what waits, on the main thread, and so lets `handle` read empty again.
    package let run: @MainActor @Sendable () -> Void

    package init(handle: Int32, run: @escaping @MainActor @Sendable () -> Void) {
        self.handle = handle
        self.run = run
    }

    /// `DispatchQueue.main`, run by Foundation's run loop (which also fires the `Timer`s that are
    /// due). Its handle is -1 when the main queue is drained by `dispatchMain()`'s workers: then
    /// the run loop itself runs as one of the queue's items, and no item queued after it can run
    /// before it returns, so there is nothing to wake it for.
    package static var mainQueue: MainThreadWork {
        MainThreadWork(handle: dispatchMainQueueHandle()) { _ = RunLoop.main.run(mode: .default, before: Date()) }
    }
}

/// A thread that ends the platform's wait when work is queued for the main thread, so an idle
/// application sleeps until input, a timer or such work, and never wakes to look for it.
///
/// It polls the work's handle; when it reads ready it calls `wake` (the platform's
/// `wakeFromAnotherThread()`), then waits until the main thread has run the work
/// (`workDidRun()`) before polling again — the handle stays ready until then, and polling it
/// meanwhile would spin.
package final class MainThreadWorkWatcher: Sendable {
    private struct State {
        /// The watcher woke the main thread and waits for `workDidRun()`.
        var awaitingRun = false
        var stopped = false
    }

    private let handle: Int32
    /// A pipe whose write end ends the watcher's poll when it stops.
    private let stopPipe: (read: Int32, write: Int32)
    private let state = Mutex(State())
    private let workRan = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts watching `work`; nil when it has no handle to watch.
    package init?(_ work: MainThreadWork, wake: @escaping @Sendable () -> Void) {
        var ends: [Int32] = [0, 0]
        guard work.handle >= 0, pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        handle = work.handle
        stopPipe = (ends[0], ends[1])
        let thread = Thread { [self] in
            watch(wake: wake)
            finished.signal()
        }
        thread.name = "Lamina main-thread work watcher"
        thread.start()
    }

    /// Tells the watcher that the main thread ran the waiting work (call after each run, on the
    /// main thread): if the watcher had woken it, it watches again.
    package func workDidRun() {
        let woken = state.withLock { state in
            defer { state.awaitingRun = false }
            return state.awaitingRun
        }
        if woken { workRan.signal() }
    }

    /// Stops the watcher and waits for its thread to end; `wake` is not called after this.
    package func stop() {
        state.withLock { $0.stopped = true }
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
        workRan.signal()
        finished.wait()
        close(stopPipe.read)
        close(stopPipe.write)
    }

    private func watch(wake: @Sendable () -> Void) {
        // Signals go to the threads that handle them (SDL turns SIGINT and SIGTERM into its quit
        // event, which the main thread's wait sees when the signal interrupts it), never here.
        var signals = sigset_t()
        sigfillset(&signals)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        while true {
            var descriptors = [
                pollfd(fd: handle, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, -1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, descriptors[1].revents == 0, descriptors[0].revents & Int16(POLLIN) != 0 else { return }
            let stopped = state.withLock { state in
                state.awaitingRun = !state.stopped
                return state.stopped
            }
            if stopped { return }
            wake()
            workRan.wait()
        }
    }
}
