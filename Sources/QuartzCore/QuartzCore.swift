@_exported public import CoreGraphics
@_exported public import LaminaRender

/// The current media time in seconds: the current application context's media clock.
///
/// Apps get the system's monotonic clock. A `HeadlessHost`, or any application context made with
/// a `ManualMediaClock`, makes that clock current while it runs, so inside it this reads the manual
/// clock's `now`, and time moves only when the host advances it; outside, it is the system's
/// monotonic time. Any thread may call it and reads the clock of the context current at that
/// moment (a process-wide slot, `MediaClockSlot`). Engine code never reads this directly: frames
/// take their time from their host's clock.
public func CACurrentMediaTime() -> Double { MediaClockSlot.current.now }
