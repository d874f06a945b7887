import Synchronization

/// The process-wide "current media clock": the clock `CACurrentMediaTime()` reads.
///
/// QuartzCore cannot see UIKit's application context, which owns the clock; the context writes
/// its clock here whenever it becomes the current context (and the previous context's clock back
/// when it stops being current). Until one does, the slot holds a `SystemMediaClock`. Any thread
/// may read it.
package enum MediaClockSlot {
    private static let slot = Mutex<any MediaClock>(SystemMediaClock())

    /// The clock `CACurrentMediaTime()` reads.
    package static var current: any MediaClock {
        get { slot.withLock { $0 } }
        set { slot.withLock { $0 = newValue } }
    }
}
