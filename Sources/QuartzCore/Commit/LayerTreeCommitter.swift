import CoreGraphics

/// What a commit produced.
package struct CommitResult {
    /// The render tree's root: the committed layer's node.
    package let root: RenderNode
    /// How many layers ran `layoutSublayers()`.
    package let layersLaidOut: Int
    /// How many layers ran `display()`.
    package let layersDisplayed: Int
    /// How many render nodes were made anew (the rest were reused from the previous commit).
    package let nodesRebuilt: Int
}

/// Brings a layer tree up to date and copies it into the render tree.
///
/// `commit(_:)` runs, in order:
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
package enum LayerTreeCommitter {
    /// The most layout-and-display rounds one commit runs.
    package static let maximumRounds = 8

    /// Commits `root`'s subtree; see the type's documentation for the phases.
    package static func commit(_ root: CALayer) -> CommitResult {
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
        let node = build(root, rebuilt: &rebuilt)
        #if LAMINA_INTERNAL_CHECKS
            LayerTreeInvariants.verifyCommit(of: root, nested: nested)
        #endif
        return CommitResult(root: node, layersLaidOut: laidOut, layersDisplayed: displayed, nodesRebuilt: rebuilt)
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
            for layer in dirty {
                guard layer.dirt.needsLayout else { continue }
                guard layer.isInSubtree(of: root) else {
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
        for layer in dirty {
            guard layer.dirt.needsDisplay else { continue }
            guard layer.isInSubtree(of: root) else {
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

    /// The node for `layer`, reusing the previous one wherever nothing changed.
    private static func build(_ layer: CALayer, rebuilt: inout Int) -> RenderNode {
        if !layer.dirt.subtreeNeedsCommit, let node = layer.committedNode { return node }
        layer.dirt.subtreeNeedsCommit = false
        let sublayers = layer.sublayerList.map { build($0, rebuilt: &rebuilt) }
        let mask = layer.mask.map { build($0, rebuilt: &rebuilt) }
        let node: RenderNode
        if !layer.dirt.needsCommit, let old = layer.committedNode {
            let extra = old.sublayers.first.flatMap { $0.layerID == layer.contentsNodeID ? $0 : nil }
            let oldSublayers = old.sublayers.dropFirst(extra == nil ? 0 : 1)
            if old.mask === mask && oldSublayers.count == sublayers.count
                && zip(oldSublayers, sublayers).allSatisfy({ $0 === $1 })
            {
                return old
            }
            node = RenderNode(
                layerID: old.layerID, geometry: old.geometry, style: old.style, contents: old.contents, mask: mask,
                sublayers: (extra.map { [$0] } ?? []) + sublayers)
        } else {
            let own = layer.renderOwnContents()
            if own.extra != nil { rebuilt += 1 }
            node = RenderNode(
                layerID: layer.layerID, geometry: layer.renderGeometry, style: layer.renderStyle,
                contents: own.contents, mask: mask, sublayers: (own.extra.map { [$0] } ?? []) + sublayers)
        }
        layer.dirt.needsCommit = false
        layer.committedNode = node
        rebuilt += 1
        return node
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

    /// Lays out, draws and builds this layer's subtree into a render tree; see `LayerTreeCommitter`.
    package func commitRenderTree() -> CommitResult { LayerTreeCommitter.commit(self) }
}
