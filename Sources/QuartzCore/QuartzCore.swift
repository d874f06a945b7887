@_exported public import CoreGraphics
@_exported public import LaminaRender

/// The current media time in seconds, from the system's monotonic clock.
///
/// Engine code never reads this directly: frames take their time from an injectable media clock,
/// so tests advance time by hand.
public func CACurrentMediaTime() -> Double { SystemMediaClock.monotonicNow() }
