import Foundation

/// Where a frame's time comes from.
///
/// The engine never reads the wall clock: a host is given a clock, and every frame takes its
/// timestamp from it. Apps get `SystemMediaClock`; tests use `ManualMediaClock` and advance it by
/// hand, so they never sleep.
public protocol MediaClock: AnyObject {
    /// The current media time in seconds (monotonic; only differences are meaningful).
    var now: TimeInterval { get }
}

/// The system's monotonic clock, the same one `CACurrentMediaTime()` reads.
public final class SystemMediaClock: MediaClock {
    /// Creates a clock reading the system's monotonic time.
    public init() {}

    /// The current media time in seconds.
    public var now: TimeInterval { CACurrentMediaTime() }
}

/// A clock that moves only when told to, for tests.
public final class ManualMediaClock: MediaClock {
    /// The current media time in seconds.
    public private(set) var now: TimeInterval

    /// Creates a clock reading `start`.
    public init(start: TimeInterval = 0) {
        self.now = start
    }

    /// Moves time forward by `interval` seconds; negative or non-finite intervals are ignored.
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval > 0 else { return }
        now += interval
    }

    /// Moves time forward by a duration.
    public func advance(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        advance(by: TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
    }
}
