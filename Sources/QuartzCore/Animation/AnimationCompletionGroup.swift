/// The animations one transaction added, counted so its completion blocks run when the last of
/// them stops (Core Animation's rule for `CATransaction.setCompletionBlock`).
///
/// Each added animation joins the group of every transaction open at the time; an animation
/// that stops (at its end, or removed early) leaves them. A transaction that commits while some
/// of its animations still run seals its group with its blocks; the last leave runs them, told
/// whether every animation finished.
final class AnimationCompletionGroup {
    private var running = 0
    private(set) var finished = true
    private var sealed: [(Bool) -> Void]?

    /// Whether some of the group's animations have not stopped yet.
    var isRunning: Bool { running > 0 }

    func join() { running += 1 }

    func leave(finished: Bool) {
        running -= 1
        if !finished { self.finished = false }
        guard running == 0, let blocks = sealed else { return }
        sealed = nil
        for block in blocks { block(self.finished) }
    }

    /// Runs `blocks` when the last running animation stops.
    func seal(_ blocks: [(Bool) -> Void]) {
        sealed = (sealed ?? []) + blocks
    }
}
