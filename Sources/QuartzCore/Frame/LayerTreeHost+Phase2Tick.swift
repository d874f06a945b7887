import Foundation

/// Phase 2, tick: main-side time moves to the frame's timestamp. Display links will run here
/// through `tickHandler` (nothing installs one yet; a `ManualMediaClock` runs its scheduled work
/// when advanced, before the frame); the render
/// side evaluates animations later, in phase 6, at its own clock reading.
extension LayerTreeHost {
    func runTickPhase(at time: TimeInterval) {
        tickHandler?(time)
    }
}
