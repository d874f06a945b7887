import LaminaRender
import Synchronization
import Testing

@Suite struct MediaClockTests {
    @Test func manualClockMovesOnlyForward() {
        let clock = ManualMediaClock(start: 10)
        clock.advance(by: 0.25)
        clock.advance(by: .milliseconds(250))
        clock.advance(by: -5)
        clock.advance(by: .nan)
        #expect(clock.now == 10.5)
    }

    @Test func systemClockReadsTheMonotonicClock() {
        let clock = SystemMediaClock()
        let before = SystemMediaClock.monotonicNow()
        let now = clock.now
        let after = SystemMediaClock.monotonicNow()
        #expect(before <= now && now <= after)
        // Seconds of the monotonic clock, not of the wall clock (which is about 1.8e9 now).
        #expect(now < 1e9)
    }

    @Test func advancingRunsScheduledWorkInDeadlineOrderAtItsTime() {
        let clock = ManualMediaClock(start: 1)
        let log = Log()
        clock.schedule(at: 1.5) { log.add("b \(clock.now)") }
        clock.schedule(at: 1.2) { log.add("a \(clock.now)") }
        clock.schedule(at: 1.5) {
            log.add("c \(clock.now)")
            // Work scheduled by due work runs in the same advance when it falls inside it.
            clock.schedule(at: 1.75) { log.add("d \(clock.now)") }
        }
        clock.schedule(at: 9) { log.add("late") }
        clock.schedule(at: .nan) { log.add("never") }
        clock.advance(by: 1)
        #expect(log.entries == ["a 1.2", "b 1.5", "c 1.5", "d 1.75"])
        #expect(clock.now == 2)
        #expect(clock.pendingCount == 1)
    }

    @Test func workAlreadyDueRunsOnAnyAdvance() {
        let clock = ManualMediaClock(start: 5)
        let log = Log()
        clock.schedule(at: 4) { log.add("past \(clock.now)") }
        clock.advance(by: 0)
        #expect(log.entries == ["past 5.0"])
        #expect(clock.now == 5)
    }
}

/// Collects strings from clock callbacks, which run on the advancing thread.
private final class Log: Sendable {
    private let storage = Mutex<[String]>([])
    var entries: [String] { storage.withLock { $0 } }
    func add(_ entry: String) { storage.withLock { $0.append(entry) } }
}
