import Foundation

/// One thread's open transactions, kept in a `ThreadLocal` (Core Animation's transactions are per
/// thread; no global state).
final class TransactionStack {
    /// One open transaction.
    struct Level {
        let isImplicit: Bool
        var values: [String: Any] = [:]
        var completion: (() -> Void)?
        /// UIKit's form of a completion block, told whether every animation ran to its end.
        var finishedCompletion: ((Bool) -> Void)?
        /// Completion blocks of committed nested transactions, run when this one's outermost commits.
        var inheritedCompletions: [() -> Void] = []
        /// The animations added while this transaction was open; made by the first one.
        var group: AnimationCompletionGroup?
    }

    /// Open transactions, outermost first; an implicit one is always at the bottom.
    var levels: [Level] = [] {
        didSet {
            // By index: reading `values` in place copies no level (a `contains` closure copied
            // each one, dictionary and closures, on every mutation of a level).
            holdsValues = levels.indices.contains { !levels[$0].values.isEmpty }
        }
    }
    /// Whether an open transaction holds a value (a UIKit animation block's settings). Dirty-flag
    /// rule: recomputed whenever `levels` changes, which is rare next to the reads — every model
    /// change of a view's layer not yet committed asks it, and scanning the levels there (copying
    /// each level out of the array) was a measurable part of building a tree.
    private(set) var holdsValues = false
    /// Roots of trees changed in this transaction, held strongly until it commits (as Core
    /// Animation's transactions retain what they commit). Strong on purpose: a weak reference
    /// gives every layer that was ever a root a side table, which slows all its retains.
    private var changedRoots: [CALayer] = []
    #if LAMINA_INTERNAL_CHECKS
        /// The layers in `changedRoots`, so the checks' common question (is this root itself
        /// registered?) costs one look-up, not a walk per registered tree.
        private var registeredIDs: Set<ObjectIdentifier> = []
    #endif
    /// `flush()` was called, or the run-loop turn ended, while explicit transactions were open.
    private var flushRequested = false
    /// Animations removed before their end, told so after the outermost commit (Core Animation
    /// reports stops after the commit, never from inside the call that removed them).
    private var removedAnimations: [CAAnimation] = []

    func deferStop(of animation: CAAnimation) {
        openImplicitIfNeeded()
        removedAnimations.append(animation)
    }

    /// This thread's transactions.
    static var current: TransactionStack { slot.value }

    private static let slot = ThreadLocal { TransactionStack() }

    /// Records that `root`'s tree changed, opening the implicit transaction if none is open.
    func register(_ root: CALayer) {
        openImplicitIfNeeded()
        changedRoots.append(root)
        #if LAMINA_INTERNAL_CHECKS
            registeredIDs.insert(ObjectIdentifier(root))
        #endif
    }

    /// Whether `root`'s tree is among the trees this thread's transaction will commit: some
    /// registered layer lies in it (a registered root may since have joined a larger tree).
    func willCommit(_ root: CALayer) -> Bool {
        #if LAMINA_INTERNAL_CHECKS
            if registeredIDs.contains(ObjectIdentifier(root)) { return true }
        #endif
        return changedRoots.contains { $0.isInSubtree(of: root) }
    }

    /// Opens the implicit transaction; the end of the run-loop turn (`endOfTurn()`, called by
    /// the application's loop or a frame's commit phase) or `flush()` commits it.
    func openImplicitIfNeeded() {
        guard levels.isEmpty else { return }
        levels.append(Level(isImplicit: true))
    }

    func begin() {
        levels.append(Level(isImplicit: false))
    }

    /// Makes every open transaction wait for `animation` before its completion block runs.
    func join(_ animation: CAAnimation) {
        for index in levels.indices {
            let group = levels[index].group ?? AnimationCompletionGroup()
            levels[index].group = group
            group.join()
            animation.completionGroups.append(group)
        }
    }

    /// The blocks to run once `level` and its enclosing transactions have committed: its own
    /// (and its nested transactions') when none of its animations is running, else none — they
    /// run when its last animation stops.
    private func completions(of level: Level) -> [() -> Void] {
        let own: [(Bool) -> Void] =
            (level.completion.map { block in [{ _ in block() }] } ?? []) + (level.finishedCompletion.map { [$0] } ?? [])
        guard let group = level.group, group.isRunning else {
            let finished = level.group?.finished ?? true
            return level.inheritedCompletions + own.map { block in { block(finished) } }
        }
        group.seal(own)
        return level.inheritedCompletions
    }

    func commit() {
        guard let top = levels.last, !top.isImplicit else { return }
        levels.removeLast()
        let completions = completions(of: top)
        guard !levels.isEmpty else {
            commitOutermost(completions: completions)
            return
        }
        levels[levels.count - 1].inheritedCompletions += completions
        if flushRequested && levels.count == 1 { commitImplicit() }
    }

    func flush() {
        guard let bottom = levels.first, bottom.isImplicit else { return }
        if levels.count == 1 { commitImplicit() } else { flushRequested = true }
    }

    /// The end of a run-loop turn: commits the implicit transaction, or, when explicit
    /// transactions were left open across the turn, when they end.
    func endOfTurn() {
        guard levels.first?.isImplicit == true else { return }
        if levels.count == 1 { commitImplicit() } else { flushRequested = true }
    }

    private func commitImplicit() {
        guard levels.count == 1, let level = levels.first, level.isImplicit else { return }
        levels.removeAll()
        commitOutermost(completions: completions(of: level))
    }

    /// The outermost commit: lays out, draws and commits every changed tree, then runs the
    /// completion blocks. State is reset first, so changes made by callbacks open a new transaction.
    private func commitOutermost(completions: [() -> Void]) {
        let roots = changedRoots
        changedRoots = []
        #if LAMINA_INTERNAL_CHECKS
            registeredIDs = []
        #endif
        flushRequested = false
        var committed = Set<ObjectIdentifier>()
        // Layers whose root was found already: a walk that meets one stops there, so a tree
        // that registered each of its 100,000 layers as it was built costs one walk per layer,
        // not one per level. Valid while no tree changes shape (a callback may move layers).
        var walked = Set<ObjectIdentifier>()
        var generation = hierarchyGeneration.load(ordering: .relaxed)
        for entry in roots {
            if hierarchyGeneration.load(ordering: .relaxed) != generation {
                generation = hierarchyGeneration.load(ordering: .relaxed)
                walked.removeAll()
            }
            var root = entry
            var known = !walked.insert(ObjectIdentifier(root)).inserted
            while !known, let parent = root.dirtParent {
                root = parent
                known = !walked.insert(ObjectIdentifier(root)).inserted
            }
            guard !known, committed.insert(ObjectIdentifier(root)).inserted else { continue }
            let result = LayerTreeBuilder.build(root)
            root.frameHost?.didCommit(result)
        }
        let removed = removedAnimations
        removedAnimations = []
        for animation in removed { animation.reportStop(finished: false) }
        for completion in completions { completion() }
    }
}
