import Foundation

/// Phase 2, tick: main-side time moves to the frame's timestamp. Display links and timers that
/// fell due run here (a `ManualMediaClock` runs its scheduled work when advanced); the render
/// side evaluates animations later, in phase 6, at its own clock reading.
extension LayerTreeHost {
    func runTickPhase(at time: TimeInterval) {
        tickHandler?(time)
    }
}
