import Foundation
import Synchronization
import Testing
import UIKit
import UIKitTesting

/// The application context: its clock, its windows, and how code runs with one current.
@MainActor
@Suite struct ApplicationContextTests {
    @Test func mediaTimeReadsTheCurrentContextsClock() {
        let manual = ManualMediaClock(start: 42.5)
        ApplicationContext.withCurrent(ApplicationContext(clock: manual)) { context in
            #expect(context.clock === manual)
            #expect(CACurrentMediaTime() == 42.5)
            manual.advance(by: 0.25)
            #expect(CACurrentMediaTime() == 42.75)
            // Another thread reads the same clock while this context is current.
            #expect(readOnAnotherThread { CACurrentMediaTime() } == 42.75)
        }
        // A context on the system clock: the monotonic time, between two readings of it.
        ApplicationContext.withCurrent { _ in
            let before = SystemMediaClock().now
            let now = CACurrentMediaTime()
            let after = SystemMediaClock().now
            #expect(before <= now && now <= after)
        }
    }

    @Test func advancingAHostRunsScheduledWorkAtItsMediaTime() {
        HeadlessHost.run(size: CGSize(width: 20, height: 20)) { host in
            let log = TimeLog()
            let clock = host.clock
            clock.schedule(at: 0.5) { log.append("b", CACurrentMediaTime()) }
            clock.schedule(at: 0.25) {
                log.append("a", CACurrentMediaTime())
                // Work scheduled by work runs too when it falls inside the interval.
                clock.schedule(at: 0.75) { log.append("c", CACurrentMediaTime()) }
            }
            clock.schedule(at: 2) { log.append("late", CACurrentMediaTime()) }
            let frame = host.advance(by: 1)
            #expect(log.entries == ["a 0.25", "b 0.5", "c 0.75"])
            #expect(frame.timestamp == 1)
            #expect(CACurrentMediaTime() == 1)
            #expect(host.clock.pendingCount == 1)
            host.advance(by: 1)
            #expect(log.entries == ["a 0.25", "b 0.5", "c 0.75", "late 2.0"])
            #expect(host.lastFrame.timestamp == 2)
        }
    }

    @Test func theKeyWindowBelongsToTheContext() {
        let first = ApplicationContext()
        let second = ApplicationContext()
        let one = ApplicationContext.withCurrent(first) { _ in
            let window = UIWindow()
            window.makeKeyAndVisible()
            return window
        }
        let two = ApplicationContext.withCurrent(second) { _ in
            let window = UIWindow()
            window.makeKeyAndVisible()
            #expect(window.isKeyWindow)
            return window
        }
        #expect(first.keyWindow === one)
        #expect(second.keyWindow === two)
        #expect(first.windows.count == 1 && first.windows[0] === one)
        #expect(second.windows.count == 1 && second.windows[0] === two)
        ApplicationContext.withCurrent(first) { _ in
            #expect(one.isKeyWindow)
            // Key in its own application, whichever context is current.
            #expect(two.isKeyWindow)
            one.isHidden = true
        }
        #expect(first.keyWindow == nil)
        #expect(first.windows.isEmpty)
        #expect(second.keyWindow === two)
    }

    @Test func aWindowStaysWithTheContextItWasMadeIn() {
        let first = ApplicationContext()
        let second = ApplicationContext()
        let window = ApplicationContext.withCurrent(first) { _ in UIWindow() }
        ApplicationContext.withCurrent(second) { _ in
            // Shown, made key and hidden while another context is current: still its own app's.
            window.makeKeyAndVisible()
            #expect(window.isKeyWindow)
            #expect(second.keyWindow == nil && second.windows.isEmpty)
        }
        #expect(first.keyWindow === window)
        #expect(first.windows.count == 1 && first.windows[0] === window)
        ApplicationContext.withCurrent(second) { _ in window.isHidden = true }
        #expect(first.keyWindow == nil && first.windows.isEmpty)
    }

    @Test func synchronousBodiesNestAndRestoreWhatTheyFound() {
        let outside = ApplicationContext.current
        let first = ApplicationContext(clock: ManualMediaClock(start: 1))
        let second = ApplicationContext(clock: ManualMediaClock(start: 2))
        ApplicationContext.withCurrent(first) { _ in
            #expect(ApplicationContext.current === first)
            #expect(UIScreen.main === first.screens.main)
            ApplicationContext.withCurrent(second) { _ in
                #expect(ApplicationContext.current === second)
                #expect(UIScreen.main === second.screens.main)
                #expect(CACurrentMediaTime() == 2)
            }
            #expect(ApplicationContext.current === first)
            #expect(CACurrentMediaTime() == 1)
        }
        #expect(ApplicationContext.current === outside)
        ApplicationContext.withCurrent(second) { _ in
            #expect(ApplicationContext.current === second)
        }
        #expect(ApplicationContext.current === outside)
        // A body that throws restores too.
        #expect(throws: CancellationError.self) {
            try ApplicationContext.withCurrent(first) { _ in throw CancellationError() }
        }
        #expect(ApplicationContext.current === outside)
    }

    @Test func asynchronousBodiesDoNotInterleave() async {
        let log = TimeLog()
        let first = ApplicationContext()
        let second = ApplicationContext()
        var other: Task<Void, Never>?
        await ApplicationContext.withCurrent(first) { context in
            log.append("enter A")
            // B asks for its turn while A is suspended, and gets it only when A has finished.
            other = Task {
                await ApplicationContext.withCurrent(second) { context in
                    log.append("enter B")
                    await Task.yield()
                    #expect(ApplicationContext.current === context)
                    log.append("exit B")
                }
            }
            for _ in 0..<10 { await Task.yield() }
            #expect(ApplicationContext.current === context)
            log.append("exit A")
        }
        await other?.value
        #expect(log.entries == ["enter A", "exit A", "enter B", "exit B"])
    }
}

/// Entries recorded from scheduled work, on whatever thread it runs.
private final class TimeLog: Sendable {
    private let storage = Mutex<[String]>([])

    /// The entries, in the order they were appended.
    var entries: [String] { storage.withLock { $0 } }

    func append(_ label: String, _ time: Double) { append("\(label) \(time)") }

    func append(_ entry: String) { storage.withLock { $0.append(entry) } }
}
