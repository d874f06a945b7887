import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Work scheduled on the media clock: run in the input phase of the first frame at or after its
/// time, earliest first; cancelled work never runs.
@MainActor @Suite struct MediaClockScheduleTests {
    @Test func dueWorkRunsEarliestFirstAndCancelledWorkNever() {
        let schedule = MediaClockSchedule()
        var log: [String] = []
        _ = schedule.schedule(at: 2) { log.append("b") }
        let cancelled = schedule.schedule(at: 1) { log.append("cancelled") }
        _ = schedule.schedule(at: 1) { log.append("a") }
        _ = schedule.schedule(at: 5) { log.append("late") }
        _ = schedule.schedule(at: .nan) { log.append("nan") }
        schedule.cancel(cancelled)
        #expect(schedule.nextDeadline == -.infinity)
        schedule.runDue(at: 3)
        #expect(log == ["nan", "a", "b"])
        #expect(schedule.nextDeadline == 5)
        schedule.runDue(at: 4.999)
        #expect(log.count == 3)
        schedule.runDue(at: 5)
        #expect(log.last == "late")
        #expect(schedule.nextDeadline == nil)
    }

    @Test func workScheduledByWorkWaitsForTheNextRun() {
        let schedule = MediaClockSchedule()
        var log: [String] = []
        _ = schedule.schedule(at: 1) {
            log.append("first")
            _ = schedule.schedule(at: 0) { log.append("second") }
        }
        schedule.runDue(at: 1)
        #expect(log == ["first"])
        schedule.runDue(at: 1)
        #expect(log == ["first", "second"])
    }

    @Test func aFrameRunsTheWorkDueAndTheContextWakesForIt() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let context = ApplicationContext.current
            var ranAt: TimeInterval?
            _ = context.schedule.schedule(at: host.clock.now + 0.5) { ranAt = host.clock.now }
            #expect(context.nextInputDeadline == host.clock.now + 0.5)
            #expect(!context.isInputDue)
            host.advance(by: 0.4)
            #expect(ranAt == nil)
            host.clock.advance(by: 0.2)
            #expect(context.isInputDue && context.needsFrame)
            host.renderFrame()
            #expect(ranAt == host.clock.now)
            #expect(context.nextInputDeadline == nil)
        }
    }
}
