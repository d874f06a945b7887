public import Foundation
internal import Glibc
import Synchronization

/// Where time comes from: frames, `CACurrentMediaTime()`, and (later) animations and timers.
///
/// The engine never reads the wall clock: an application context is given a clock, and every
/// frame takes its timestamp from it. Apps get `SystemMediaClock`; tests use `ManualMediaClock`
/// and advance it by hand, so they never sleep. Clocks are `Sendable`: the render side reads the
/// same clock on its own thread.
public protocol MediaClock: AnyObject, Sendable {
    /// The current media time in seconds (monotonic; only differences are meaningful).
    var now: TimeInterval { get }
}

/// The system's monotonic clock.
public final class SystemMediaClock: MediaClock {
    /// Creates a clock reading the system's monotonic time.
    public init() {}

    /// The current media time in seconds.
    public var now: TimeInterval { Self.monotonicNow() }

    /// The system's monotonic time in seconds, read directly.
    package static func monotonicNow() -> TimeInterval {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }
}

/// A clock that moves only when told to, for tests: swift-nio's embedded-loop model.
///
/// Work can be scheduled at a media time (`schedule(at:_:)`); `advance(by:)` moves time forward
/// in steps, stopping at each due deadline in order, setting `now` to it and running what falls
/// due there (timers, display links, animation ends), before moving on to the target time. Work
/// scheduled by that work runs too when it falls inside the interval. Everything runs on the
/// thread that called `advance(by:)`.
public final class ManualMediaClock: MediaClock {
    private struct Entry {
        let deadline: TimeInterval
        let sequence: Int
        let work: @Sendable () -> Void
    }

    private struct State {
        var pending: [Entry] = []
        var nextSequence = 0
    }

    /// The time, as the bit pattern of a `Double`: read on every frame without a lock. Written
    /// only under `state`'s lock, so writers never race each other.
    private let nowBits: Atomic<UInt64>
    private let state = Mutex(State())

    /// Creates a clock reading `start`.
    public init(start: TimeInterval = 0) {
        nowBits = Atomic(start.bitPattern)
    }

    /// The current media time in seconds.
    public var now: TimeInterval { TimeInterval(bitPattern: nowBits.load(ordering: .acquiring)) }

    /// Moves `now` forward to `time` (never back); call with `state` locked.
    private func moveNow(to time: TimeInterval) {
        if time > now { nowBits.store(time.bitPattern, ordering: .releasing) }
    }

    /// How many scheduled pieces of work have not run yet.
    public var pendingCount: Int { state.withLock { $0.pending.count } }

    /// Runs `work` when the clock reaches `deadline` (at the next `advance(by:)` that passes it, or
    /// at once from that advance when the deadline is already past). Non-finite deadlines are
    /// ignored.
    public func schedule(at deadline: TimeInterval, _ work: @escaping @Sendable () -> Void) {
        guard deadline.isFinite else { return }
        state.withLock { state in
            state.pending.append(Entry(deadline: deadline, sequence: state.nextSequence, work: work))
            state.nextSequence += 1
        }
    }

    /// Moves time forward by `interval` seconds, running scheduled work as it falls due; negative
    /// or non-finite intervals are ignored (but work already due runs).
    public func advance(by interval: TimeInterval) {
        let target = now + (interval.isFinite && interval > 0 ? interval : 0)
        while let work = takeNextDue(before: target) { work() }
        state.withLock { _ in moveNow(to: target) }
    }

    /// Moves time forward by a duration.
    public func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        advance(by: TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
    }

    /// Removes the earliest entry due at or before `target` and moves `now` to its deadline.
    private func takeNextDue(before target: TimeInterval) -> (@Sendable () -> Void)? {
        state.withLock { state in
            var best: Int?
            for (index, entry) in state.pending.enumerated() where entry.deadline <= target {
                if let b = best {
                    let current = state.pending[b]
                    if (entry.deadline, entry.sequence) < (current.deadline, current.sequence) { best = index }
                } else {
                    best = index
                }
            }
            guard let best else { return nil }
            let entry = state.pending.remove(at: best)
            moveNow(to: entry.deadline)
            return entry.work
        }
    }
}
