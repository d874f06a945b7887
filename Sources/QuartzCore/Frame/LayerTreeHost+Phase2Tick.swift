import Foundation

/// Phase 2, tick: main-side time moves to the frame's timestamp. This thread's `CADisplayLink`s
/// run (a `ManualMediaClock` runs its scheduled work when advanced, before the frame); then the
/// animations of this tree report their starts and ends: delegates hear
/// `animationDidStart` and `animationDidStop(_:finished:)`, finished animations that go on
/// completion are removed (so this frame's commit drops them), and transactions whose last
/// animation stopped run their completion blocks. The render side evaluates the animations
/// themselves in phase 6, at its own clock reading.
extension LayerTreeHost {
    func runTickPhase(at time: TimeInterval) {
        Self.tickDisplayLinks(at: time)
        tickAnimations(at: time)
    }

    /// The thread's display links fire for the frame at `time`: once a frame, however many trees
    /// the frame shows.
    package static func tickDisplayLinks(at time: TimeInterval) {
        DisplayLinks.current.tick(at: time)
    }

    /// Whether a display link of this thread runs (added and not paused): its handler needs the
    /// next frame however idle the trees are.
    package static var hasRunningDisplayLinks: Bool {
        DisplayLinks.current.links.contains { !$0.isPaused }
    }

    /// This tree's animations report their starts and ends at `time`.
    package func tickAnimations(at time: TimeInterval) {
        // A snapshot: the callbacks may commit (an explicit transaction ending outside any other
        // commits at once), which registers layers with `animations` while this loop runs.
        for layer in animations.layers { layer.advanceAnimations(toMediaTime: time) }
        animations.forgetFinished()
    }
}

/// The layers of one tree that hold animations, in the order they were first committed with
/// them (so delegates and completions run in a stable order). Held weakly: a freed layer's
/// animations are gone with it.
struct AnimatedLayers {
    private final class Entry {
        weak var layer: CALayer?
        init(_ layer: CALayer) { self.layer = layer }
    }

    private var entries: [Entry] = []
    private var members: Set<ObjectIdentifier> = []

    /// How many layers are checked at each tick.
    var count: Int { entries.count }

    /// Adds the layers a commit made nodes with animations for, and reports the starts already
    /// due at `time` (the commit's), so a start is not a frame late.
    mutating func register(_ layers: [CALayer], at time: TimeInterval) {
        for layer in layers {
            if members.insert(ObjectIdentifier(layer)).inserted { entries.append(Entry(layer)) }
            layer.reportStarts(atMediaTime: time)
        }
    }

    /// The layers to move to the frame's time, in order.
    var layers: [CALayer] { entries.compactMap(\.layer) }

    /// Forgets the layers with nothing left to report (after the tick moved them). Callbacks may
    /// have added animations to layers registered or not; those not are picked up by the commit
    /// that follows.
    mutating func forgetFinished() {
        guard !entries.isEmpty else { return }
        entries.removeAll { entry in
            guard let layer = entry.layer, layer.needsAnimationTicks else {
                if let layer = entry.layer { members.remove(ObjectIdentifier(layer)) }
                return true
            }
            return false
        }
        members = Set(entries.compactMap { $0.layer.map(ObjectIdentifier.init) })
    }
}
