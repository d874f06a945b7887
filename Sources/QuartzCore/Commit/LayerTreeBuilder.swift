import CoreGraphics

/// What a build produced.
package struct BuildResult {
    /// The render tree's root: the committed layer's node.
    package let root: RenderNode
    /// How many layers ran `layoutSublayers()`.
    package let layersLaidOut: Int
    /// How many layers ran `display()`.
    package let layersDisplayed: Int
    /// How many render nodes were made anew (the rest were reused from the previous commit).
    package let nodesRebuilt: Int
    /// The layers whose new node carries animations: the host checks them at each tick.
    let animatedLayers: [CALayer]
}

/// Brings a layer tree up to date and copies it into the render tree: the work a transaction's
/// commit does for each tree it commits (and a host's commit phase for a tree no transaction
/// took). "Commit" names the transaction's act; this type's is the build.
///
/// `build(_:)` runs, in order:
/// 1. **layout** — layers needing layout, shallowest first, each `layoutSublayers()` once; layers
///    that left the tree meanwhile are skipped (their flags stay, for the tree they are in now);
/// 2. **display** — layers needing display run `display()`, drawing only their dirty areas;
/// 3. layout and display repeat while callbacks dirtied layers again, at most `maximumRounds`
///    times (a callback that re-dirties itself on every call carries its flag to the next commit);
/// 4. **build** — a render node for every layer whose own state or subtree changed; every other
///    layer hands back its previous node, so an unchanged tree returns the identical root and a
///    changed leaf rebuilds only the nodes on its path to the root.
///
/// Afterwards, with well-behaved callbacks, no dirty flag is set in the subtree.
package enum LayerTreeBuilder {
    /// The most layout-and-display rounds one build runs.
    package static let maximumRounds = 8

    /// Builds `root`'s subtree; see the type's documentation for the steps.
    package static func build(_ root: CALayer) -> BuildResult {
        #if LAMINA_INTERNAL_CHECKS
            let nested = LayerTreeInvariants.isInPass
        #endif
        var laidOut = 0
        var displayed = 0
        var rounds = 0
        repeat {
            laidOut += layOut(root)
            displayed += display(root)
            rounds += 1
        } while (root.dirt.subtreeNeedsLayout || root.dirt.subtreeNeedsDisplay) && rounds < maximumRounds
        var rebuilt = 0
        var animated: [CALayer] = []
        let node = build(root, rebuilt: &rebuilt, animated: &animated)
        #if LAMINA_INTERNAL_CHECKS
            LayerTreeInvariants.verifyCommit(of: root, nested: nested)
        #endif
        return BuildResult(
            root: node, layersLaidOut: laidOut, layersDisplayed: displayed, nodesRebuilt: rebuilt,
            animatedLayers: animated)
    }

    /// The layout pass over `root`'s subtree; returns how many layers were laid out.
    package static func layOut(_ root: CALayer) -> Int {
        #if LAMINA_INTERNAL_CHECKS
            let pass = LayerTreeInvariants.beginPass()
            defer { LayerTreeInvariants.endPass(pass) }
        #endif
        var count = 0
        var rounds = 0
        while root.dirt.subtreeNeedsLayout && rounds < maximumRounds {
            rounds += 1
            let dirty = collect(root, flag: .subtreeNeedsLayout, own: .needsLayout)
            let generation = hierarchyGeneration.load(ordering: .relaxed)
            for layer in dirty {
                guard layer.dirt.needsLayout else { continue }
                // Only a change of shape since the collection can have taken it out of the tree
                // (the walk up costs a level per step, too much for every layer of a deep tree).
                guard hierarchyGeneration.load(ordering: .relaxed) == generation || layer.isInSubtree(of: root) else {
                    layer.markSubtree(.subtreeNeedsLayout)
                    continue
                }
                layer.dirt.needsLayout = false
                layer.layoutSublayers()
                count += 1
            }
        }
        return count
    }

    /// The display pass over `root`'s subtree; returns how many layers displayed.
    package static func display(_ root: CALayer) -> Int {
        guard root.dirt.subtreeNeedsDisplay else { return 0 }
        #if LAMINA_INTERNAL_CHECKS
            let pass = LayerTreeInvariants.beginPass()
            defer { LayerTreeInvariants.endPass(pass) }
        #endif
        var count = 0
        let dirty = collect(root, flag: .subtreeNeedsDisplay, own: .needsDisplay)
        let generation = hierarchyGeneration.load(ordering: .relaxed)
        for layer in dirty {
            guard layer.dirt.needsDisplay else { continue }
            guard hierarchyGeneration.load(ordering: .relaxed) == generation || layer.isInSubtree(of: root) else {
                layer.markSubtree(.subtreeNeedsDisplay)
                continue
            }
            #if LAMINA_INTERNAL_CHECKS
                LayerTreeInvariants.guardDisplay(of: layer, in: root)
                layer.displayNowIfNeeded()
                LayerTreeInvariants.guardDisplay(of: nil, in: root)
            #else
                layer.displayNowIfNeeded()
            #endif
            count += 1
        }
        return count
    }

    /// Clears `flag` down every path where it is set and returns the layers with `own` set,
    /// shallowest first (a breadth-first walk, sublayers before the mask at each level).
    private static func collect(
        _ root: CALayer, flag: LayerDirt.Flag, own: LayerDirt.Flag
    ) -> [CALayer] {
        var result: [CALayer] = []
        var level = [root]
        while !level.isEmpty {
            var next: [CALayer] = []
            for layer in level where layer.dirt[flag] {
                layer.dirt[flag] = false
                if layer.dirt[own] { result.append(layer) }
                next.append(contentsOf: layer.sublayerList)
                if let mask = layer.mask { next.append(mask) }
            }
            level = next
        }
        return result
    }

    /// One layer on the build's stack: its sublayers and mask as they were when it was entered,
    /// and the nodes made for them so far.
    private struct BuildFrame {
        let layer: CALayer
        let children: [CALayer]
        let mask: CALayer?
        var nodes: [RenderNode] = []

        init(_ layer: CALayer) {
            self.layer = layer
            children = layer.sublayerList
            mask = layer.mask
            nodes.reserveCapacity(children.count + (mask == nil ? 0 : 1))
        }
    }

    /// The node for `root`, reusing the previous one wherever nothing changed: a depth-first walk
    /// on an explicit stack (a tree may be 100,000 levels deep), sublayers then mask.
    private static func build(_ root: CALayer, rebuilt: inout Int, animated: inout [CALayer]) -> RenderNode {
        if let node = reusableNode(root) {
            if node.animatesSubtree { collectAnimated(below: root, into: &animated) }
            return node
        }
        root.dirt.subtreeNeedsCommit = false
        var stack = [BuildFrame(root)]
        while true {
            let top = stack.count - 1
            let index = stack[top].nodes.count
            let count = stack[top].children.count
            if let child = index < count ? stack[top].children[index] : index == count ? stack[top].mask : nil {
                if let node = reusableNode(child) {
                    // A subtree committed elsewhere (before it joined this tree) keeps its node;
                    // its animated layers must still reach this tree's host.
                    if node.animatesSubtree { collectAnimated(below: child, into: &animated) }
                    stack[top].nodes.append(node)
                } else {
                    child.dirt.subtreeNeedsCommit = false
                    stack.append(BuildFrame(child))
                }
                continue
            }
            let frame = stack.removeLast()
            let sublayers = frame.mask == nil ? frame.nodes : Array(frame.nodes.dropLast())
            let node = makeNode(frame.layer, sublayers: sublayers, mask: frame.mask == nil ? nil : frame.nodes.last)
            if node.fresh { rebuilt += 1 }
            if node.fresh, !frame.layer.animationEntries.isEmpty { animated.append(frame.layer) }
            if node.extra { rebuilt += 1 }
            if stack.isEmpty { return node.node }
            stack[stack.count - 1].nodes.append(node.node)
        }
    }

    /// The layers with animations in `layer`'s subtree (masks included), on an explicit stack.
    private static func collectAnimated(below layer: CALayer, into animated: inout [CALayer]) {
        var pending = [layer]
        while let next = pending.popLast() {
            // Committed nodes know whether anything below them animates: still branches are skipped.
            if next.committedNode?.animatesSubtree == false { continue }
            if !next.animationEntries.isEmpty { animated.append(next) }
            pending.append(contentsOf: next.sublayerList)
            if let mask = next.mask { pending.append(mask) }
        }
    }

    /// The layer's previous node when nothing in its subtree changed.
    private static func reusableNode(_ layer: CALayer) -> RenderNode? {
        layer.dirt.subtreeNeedsCommit ? nil : layer.committedNode
    }

    /// The node for `layer` over the nodes of its sublayers and mask: the previous node when they
    /// are the same and its own state did not change (`fresh` false), else a new one sharing the
    /// previous geometry, style and contents when only those did not change; `extra` when a new
    /// node for contents drawn outside the bounds was made too.
    private static func makeNode(
        _ layer: CALayer, sublayers given: [RenderNode], mask: RenderNode?
    ) -> (node: RenderNode, fresh: Bool, extra: Bool) {
        // A replicator shows copies of its sublayers' nodes.
        let sublayers = (layer as? CAReplicatorLayer)?.replicatedSublayers(given) ?? given
        let node: RenderNode
        var extraMade = false
        if !layer.dirt.needsCommit, let old = layer.committedNode {
            let extra = old.sublayers.first.flatMap { $0.layerID == layer.contentsNodeID ? $0 : nil }
            let oldSublayers = old.sublayers.dropFirst(extra == nil ? 0 : 1)
            if old.mask === mask && oldSublayers.count == sublayers.count
                && zip(oldSublayers, sublayers).allSatisfy({ $0 === $1 })
            {
                return (old, false, false)
            }
            node = RenderNode(
                layerID: old.layerID, geometry: old.geometry, style: old.style, contents: old.contents, mask: mask,
                sublayers: (extra.map { [$0] } ?? []) + sublayers, animation: old.animation)
        } else {
            let own = layer.renderOwnContents()
            extraMade = own.extra != nil
            var animation = layer.renderAnimation
            // An emitter's particles are computed on the render side from its emission.
            if let emitter = layer as? CAEmitterLayer { animation = emitter.addingEmission(to: animation) }
            node = RenderNode(
                layerID: layer.layerID, geometry: layer.renderGeometry, style: layer.renderStyle,
                contents: own.contents, mask: mask, sublayers: (own.extra.map { [$0] } ?? []) + sublayers,
                animation: animation)
        }
        layer.dirt.needsCommit = false
        layer.committedNode = node
        return (node, true, extraMade)
    }
}

extension CALayer {
    /// Whether this layer is `root` or lies below it (through sublayers and masks).
    func isInSubtree(of root: CALayer) -> Bool {
        var current: CALayer? = self
        while let layer = current {
            if layer === root { return true }
            current = layer.dirtParent
        }
        return false
    }

    /// Whether anything in this layer's subtree waits for layout, display or the build.
    var hasUncommittedWork: Bool {
        dirt.subtreeNeedsCommit || dirt.subtreeNeedsLayout || dirt.subtreeNeedsDisplay
    }

    /// Lays out, draws and builds this layer's subtree into a render tree; see `LayerTreeBuilder`.
    package func buildRenderTree() -> BuildResult { LayerTreeBuilder.build(self) }
}
