import Foundation
import Glibc
import LaminaSDL
import Synchronization
import UIKit
import ViewTransitionsApp

/// An idle app's wake-ups: the sample in a real X11 window (its frames from the render thread, as
/// `make run` shows it), nothing moving, its run loop left alone for two seconds. Counted twice:
/// the loop's turns, and the main thread's voluntary context switches (each sleep it woke from,
/// whatever woke it). The reference is the same platform pumped the way the loop once idled —
/// waits of at most 0.1 s, looking for main-queue work after each. Then what must still wake an
/// idle app: main-queue work posted from another thread, and a `Timer` (both late by how much).
@MainActor
enum IdleBenchmarks {
    static func run(_ harness: Harness) {
        guard harness.filter.map({ "idle.wakeups_per_second".contains($0) }) ?? true else { return }
        RealWindow.run(harness, reporting: "idle.wakeups_per_second") { context, screen, clock in
            let platform = SDLPlatform()
            guard platform.add(screen, title: "Lamina idle benchmark", renderThread: true) else { return }
            context.application.launch(delegate: ViewTransitionsAppDelegate())
            let loop = ApplicationRunLoop(context: context, platform: platform)
            loop.run(until: { !context.needsFrame && platform.isShownAndFocused(screen) }, deadline: clock.now + 5)
            screen.waitForRenderSide()
            let seconds = 2.0

            var switches = voluntaryContextSwitches()
            var turns = loop.turns
            var cpu = threadCPUSeconds()
            loop.run(deadline: clock.now + seconds)
            // The turn at the deadline, which ends the measurement, is not counted.
            let loopTurns = Double(loop.turns - turns - 1) / seconds
            // Besides that turn's, one sleep is the end of `run`, which waits for the watcher thread.
            let loopSwitches = Double(voluntaryContextSwitches() - switches) / seconds
            let loopCPU = (threadCPUSeconds() - cpu) / seconds

            // The reference: the loop's old idle path, 0.1 s waits and a look at the main queue.
            switches = voluntaryContextSwitches()
            turns = 0
            cpu = threadCPUSeconds()
            let end = clock.now + seconds
            while clock.now < end {
                _ = platform.pumpEvents(waitingUpTo: min(0.1, end - clock.now), into: context)
                _ = RunLoop.main.run(mode: .default, before: Date())
                turns += 1
            }
            let pollTurns = Double(turns) / seconds
            let pollSwitches = Double(voluntaryContextSwitches() - switches) / seconds
            let pollCPU = (threadCPUSeconds() - cpu) / seconds

            // Main-queue work from another thread, 0.3 s into an idle wait: how late it runs.
            let postedAt = Stamp()
            let ranAt = Stamp()
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 0.3)
                postedAt.set(clock.now)
                DispatchQueue.main.async { ranAt.set(clock.now) }
            }
            loop.run(until: { ranAt.value != nil }, deadline: clock.now + seconds)
            let workLateMs = ranAt.value.map { ($0 - (postedAt.value ?? $0)) * 1000 } ?? -1

            // A timer due in 0.3 s: how late it fires.
            let firedAt = Stamp()
            let due = clock.now + 0.3
            let timer = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in firedAt.set(clock.now) }
            loop.run(until: { firedAt.value != nil }, deadline: clock.now + seconds)
            timer.invalidate()
            let timerLateMs = firedAt.value.map { ($0 - due) * 1000 } ?? -1

            harness.report(
                "idle.wakeups_per_second",
                [
                    "wakeups_per_s": String(format: "%.1f", loopTurns),
                    "main_thread_context_switches_per_s": String(format: "%.1f", loopSwitches),
                    "main_thread_cpu_percent": String(format: "%.3f", loopCPU * 100),
                    "reference_0_1s_poll_wakeups_per_s": String(format: "%.1f", pollTurns),
                    "reference_0_1s_poll_context_switches_per_s": String(format: "%.1f", pollSwitches),
                    "reference_0_1s_poll_cpu_percent": String(format: "%.3f", pollCPU * 100),
                    "main_queue_work_late_ms": String(format: "%.2f", workLateMs),
                    "timer_late_ms": String(format: "%.2f", timerLateMs),
                ])
        }
    }

    /// A time one thread records and another reads.
    private final class Stamp: Sendable {
        private let time = Mutex<TimeInterval?>(nil)
        var value: TimeInterval? { time.withLock { $0 } }
        func set(_ value: TimeInterval) { time.withLock { $0 = value } }
    }

    /// The main thread's voluntary context switches so far: each time it slept and was woken.
    private static func voluntaryContextSwitches() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8) else { return 0 }
        let line = text.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
        return line.flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
