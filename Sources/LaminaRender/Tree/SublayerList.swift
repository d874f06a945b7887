import CoreGraphics

/// A node's sublayers: the committed array, shared between the committed node and every tree
/// evaluated from it, with the few entries an evaluation replaced.
///
/// Evaluating animations must cost what animates, not what is still: a node whose one sublayer
/// in 10,000 moves gets a list that shares the committed store and patches that one entry, so
/// nothing is copied, and the aggregates, extents and the spatial index of the store are reused.
/// Iterating it visits every entry (patched ones replaced); the hot paths of the compositor ask
/// for `candidates(intersecting:)`, `patches` and the store's `animating` instead.
package struct SublayerList: RandomAccessCollection, Sendable {
    /// The committed sublayers and what is derived from them once.
    package internal(set) var store: SublayerStore
    /// Entries an evaluation replaced, sorted by index; empty for a committed node.
    package internal(set) var patches: [Patch]

    /// A replaced entry.
    package struct Patch: Sendable {
        package let index: Int
        package let node: RenderNode
    }

    package static let empty = SublayerList(store: .empty, patches: [])

    /// A committed list of `nodes`.
    package init(_ nodes: [RenderNode]) {
        self.init(store: nodes.isEmpty ? .empty : SublayerStore(nodes), patches: [])
    }

    /// `store` with `patches` (sorted by index, each within the store) applied.
    init(store: SublayerStore, patches: [Patch]) {
        self.store = store
        self.patches = patches
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { store.nodes.count }

    package subscript(index: Int) -> RenderNode {
        guard !patches.isEmpty, let patch = patch(at: index) else { return store.nodes[index] }
        return patch
    }

    /// The node patched in at `index`, if any (binary search; patches are few).
    private func patch(at index: Int) -> RenderNode? {
        var low = 0
        var high = patches.count
        while low < high {
            let middle = (low + high) / 2
            if patches[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return low < patches.count && patches[low].index == index ? patches[low].node : nil
    }

    /// The entries as an array: the store's own array (no copy) when nothing is patched.
    package var array: [RenderNode] {
        guard !patches.isEmpty else { return store.nodes }
        var nodes = store.nodes
        for patch in patches { nodes[patch.index] = patch.node }
        return nodes
    }

    /// The most levels below any entry (an upper bound when patched: a patch may be shallower).
    var maxHeight: Int { patches.reduce(store.maxHeight) { Swift.max($0, $1.node.height) } }

    /// Whether an entry has animations in its subtree.
    var animates: Bool {
        patches.contains { $0.node.animatesSubtree } || store.animating.contains { patch(at: $0) == nil }
    }

    /// Whether an entry is composited additively.
    var hasAdditive: Bool {
        patches.contains { $0.node.style.blendsAdditively } || store.additive.contains { patch(at: $0) == nil }
    }

    /// The `zPosition` every entry shares, so drawing order is index order; nil when they differ.
    var uniformZ: CGFloat? {
        guard let z = store.uniformZ else { return nil }
        return patches.allSatisfy { $0.node.geometry.zPosition == z } ? z : nil
    }

    /// The union of the entries' `extentInParent`: exact for a committed list, and when patched
    /// the committed union with the patches' extents (a box that holds everything they draw).
    var unionOfExtents: Box {
        patches.reduce(store.unionOfExtents) { $0.union($1.node.extentInParent) }
    }

    /// The indices, ascending, of every entry whose `extentInParent` may intersect `box` or is
    /// not finite (callers test each); nil when the store keeps no index or the box covers so
    /// much of it that checking every entry is as cheap.
    package func candidates(intersecting box: Box) -> [Int]? {
        guard let found = store.candidates(intersecting: box) else { return nil }
        guard !patches.isEmpty else { return found }
        var merged = found.filter { patch(at: $0) == nil }
        merged.append(contentsOf: patches.map(\.index))
        merged.sort()
        return merged
    }

    /// Moves the entries only this list holds into `pending` and empties the list, so a deep
    /// tree is freed without recursion (`RenderNode.deinit`).
    mutating func take(into pending: inout [RenderNode]) {
        pending.append(contentsOf: patches.map(\.node))
        patches = []
        if isKnownUniquelyReferenced(&store) {
            pending.append(contentsOf: store.nodes)
            store.nodes = []
        }
        store = .empty
    }
}

/// The committed sublayers of a node and what is derived from them once, at commit: shared by
/// every evaluated tree made from that node.
package final class SublayerStore: Sendable {
    /// The sublayers. Written only by `init` and by `SublayerList.take`, when no one else holds
    /// the store.
    package internal(set) nonisolated(unsafe) var nodes: [RenderNode]
    /// Indices of the entries with animations in their subtrees.
    let animating: [Int]
    /// Indices of the entries composited additively.
    let additive: [Int]
    /// The most levels below any entry.
    let maxHeight: Int
    /// The `zPosition` every entry shares; nil when they differ (or one is NaN).
    let uniformZ: CGFloat?
    /// The union of the entries' `extentInParent`.
    let unionOfExtents: Box
    /// The spatial index, built on demand for large stores that are queried repeatedly.
    private let grid = VisibleLock(GridState.unqueried(0))

    /// Stores smaller than this are searched entry by entry.
    static let indexThreshold = 64
    /// Queries answered entry by entry before a store builds its index: a store replaced at the
    /// next commit (one sublayer of many redrawn each frame) never pays for an index.
    static let queriesBeforeIndex = 2

    private enum GridState {
        case unqueried(Int)
        case built(SublayerGrid?)
    }

    static let empty = SublayerStore([])

    init(_ nodes: [RenderNode]) {
        self.nodes = nodes
        var animating: [Int] = []
        var additive: [Int] = []
        var height = 0
        var union = Box.empty
        let firstZ = nodes.first?.geometry.zPosition ?? 0
        var uniform = true
        for (index, node) in nodes.enumerated() {
            if node.height > height { height = node.height }
            if node.animatesSubtree { animating.append(index) }
            if node.style.blendsAdditively { additive.append(index) }
            if node.geometry.zPosition != firstZ { uniform = false }
            union = union.union(node.extentInParent)
        }
        self.animating = animating
        self.additive = additive
        self.maxHeight = height
        self.uniformZ = uniform ? firstZ : nil
        self.unionOfExtents = union
    }

    /// See `SublayerList.candidates(intersecting:)`.
    func candidates(intersecting box: Box) -> [Int]? {
        guard nodes.count >= Self.indexThreshold else { return nil }
        let grid = grid.withLock { state -> SublayerGrid? in
            switch state {
            case .built(let grid):
                return grid
            case .unqueried(let count) where count + 1 < Self.queriesBeforeIndex:
                state = .unqueried(count + 1)
                return nil
            case .unqueried:
                let grid = SublayerGrid(nodes.map(\.extentInParent))
                state = .built(grid)
                return grid
            }
        }
        return grid?.candidates(intersecting: box)
    }
}
