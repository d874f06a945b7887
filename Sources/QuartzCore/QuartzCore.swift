@_exported public import CoreGraphics
internal import Glibc

/// The current absolute time in seconds, from the system's monotonic clock.
///
/// Engine code never reads this directly: frames take their time from an injectable media clock,
/// so tests advance time by hand.
public func CACurrentMediaTime() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
}
