#if LAMINA_INTERNAL_CHECKS
    import CoreGraphics

    /// The internal checks: invariants of layer trees, verified while Lamina runs with the
    /// `LAMINA_INTERNAL_CHECKS` compilation condition (`make test` sets it; release builds never).
    ///
    /// Verified after every hierarchy change, on the changed layers and their paths to the root
    /// (the nearest `pathLimit` ancestors, and sublayer lists of at most `listLimit` layers, so a
    /// change costs the same in a tree 100,000 levels deep or wide; the whole-tree check after the
    /// next commit covers the rest):
    /// - **hierarchy** — each sublayer's `parent` is the layer listing it, once; a mask's
    ///   `maskOwner` is the layer whose `mask` it is; no layer has both;
    /// - **subtree dirt** — `needsX` implies `subtreeNeedsX`, and `subtreeNeedsX` implies the
    ///   `dirtParent`'s `subtreeNeedsX` (skipped while a layout or display pass runs on the thread:
    ///   a pass clears subtree flags top-down before its callbacks run);
    /// - **registration** — a root with uncommitted work is registered in this thread's transaction
    ///   (skipped during passes too).
    ///
    /// Verified after every commit, on the whole committed subtree: hierarchy and subtree dirt as
    /// above; **nothing left dirty** (when the commit was not stopped by `maximumRounds`, which
    /// leaves a callback that re-dirties itself dirty by design); registration of the tree's root;
    /// and **render tree matches the model** (`LayerTreeInvariants+Render.swift`). A commit nested
    /// in a pass (`render(in:)` from a drawing) checks the render tree only.
    ///
    /// The display guard and the one-thread check live in `LayerTreeInvariants+Guards.swift`.
    package enum LayerTreeInvariants {
        /// Receives each violation's message instead of `preconditionFailure` when set; tests bind
        /// it around the synchronous code that provokes violations on purpose. A task-local is
        /// right here (unlike for application state): the violations it catches are raised in the
        /// binding test's own synchronous code, and parallel tests must not see each other's.
        @TaskLocal package static var violationHandler: (@Sendable (String) -> Void)?

        /// Reports a violation of `invariant` at `layer`.
        static func report(_ invariant: String, _ layer: CALayer, _ detail: String = "") {
            let message = "\(invariant): \(describe(layer))" + (detail.isEmpty ? "" : ": \(detail)")
            if let handler = violationHandler { handler(message) } else { preconditionFailure(message) }
        }

        /// `name` when set, else the class and the layer ID.
        static func describe(_ layer: CALayer) -> String {
            if let name = layer.name { return "'\(name)'" }
            return "\(type(of: layer)) 0x\(String(layer.layerID, radix: 16))"
        }

        // MARK: Hierarchy changes

        /// How many ancestors of a changed layer a hierarchy change checks.
        static let pathLimit = 8
        /// The longest sublayer list a hierarchy change checks.
        static let listLimit = 256

        /// Checks the layers a hierarchy change touched and their paths to their roots.
        static func verifyHierarchyChange(_ layers: [CALayer]) {
            let checksDirt = !isInPass
            var roots: [CALayer] = []
            var linked = Set<ObjectIdentifier>()
            var walked = Set<ObjectIdentifier>()
            for layer in layers where linked.insert(ObjectIdentifier(layer)).inserted {
                if layer.sublayerList.count <= listLimit { verifyLinks(of: layer) }
                // Up to the root, or to a layer an earlier walk checked (its path is checked too).
                var current = layer
                var steps = 0
                while steps <= pathLimit, walked.insert(ObjectIdentifier(current)).inserted {
                    steps += 1
                    if (current.parent?.sublayerList.count ?? 0) <= listLimit { verifyUpLink(of: current) }
                    if checksDirt { verifyDirt(of: current) }
                    guard let up = current.dirtParent else {
                        roots.append(current)
                        break
                    }
                    current = up
                }
            }
            guard checksDirt else { return }
            for root in roots { verifyRegistered(root) }
        }

        /// The layer's sublayers and mask point back at it, and no sublayer is listed twice.
        static func verifyLinks(of layer: CALayer) {
            let list = layer.sublayerList
            for sublayer in list where sublayer.parent !== layer {
                report("hierarchy", sublayer, "parent is not the layer listing it")
            }
            if let twice = firstDuplicate(in: list) { report("hierarchy", twice, "listed twice among the sublayers") }
            if let mask = layer.mask {
                if mask.maskOwner !== layer { report("hierarchy", mask, "maskOwner is not the layer it masks") }
                if mask.parent != nil { report("hierarchy", mask, "a mask has a superlayer") }
            }
        }

        /// A layer listed more than once, if any (pairwise for short lists: no set to allocate).
        static func firstDuplicate(in list: [CALayer]) -> CALayer? {
            if list.count < 2 { return nil }
            if list.count <= 16 {
                for i in list.indices {
                    for j in list.indices where j > i && list[i] === list[j] { return list[i] }
                }
                return nil
            }
            var seen = Set<ObjectIdentifier>()
            return list.first { !seen.insert(ObjectIdentifier($0)).inserted }
        }

        /// The layer's superlayer lists it once, or its mask owner's mask is it.
        static func verifyUpLink(of layer: CALayer) {
            if let parent = layer.parent {
                if layer.maskOwner != nil { report("hierarchy", layer, "both a superlayer and a mask owner") }
                let count = parent.sublayerList.reduce(0) { $0 + ($1 === layer ? 1 : 0) }
                if count != 1 { report("hierarchy", layer, "listed \(count) times by its superlayer") }
            } else if let owner = layer.maskOwner, owner.mask !== layer {
                report("hierarchy", layer, "maskOwner's mask is another layer")
            }
        }

        /// The subtree-dirt rules at one layer.
        static func verifyDirt(of layer: CALayer) {
            let dirt = layer.dirt
            verifyPath(layer, dirt.needsCommit, dirt.subtreeNeedsCommit, .subtreeNeedsCommit, "Commit")
            verifyPath(layer, dirt.needsLayout, dirt.subtreeNeedsLayout, .subtreeNeedsLayout, "Layout")
            verifyPath(layer, dirt.needsDisplay, dirt.subtreeNeedsDisplay, .subtreeNeedsDisplay, "Display")
        }

        /// One flag pair: the own flag implies the subtree flag, which implies the parent's.
        private static func verifyPath(
            _ layer: CALayer, _ own: Bool, _ subtree: Bool, _ flag: LayerDirt.Flag, _ name: StaticString
        ) {
            if own && !subtree { report("subtree dirt", layer, "needs\(name) without subtreeNeeds\(name)") }
            if subtree, let up = layer.dirtParent, !up.dirt[flag] {
                report("subtree dirt", layer, "subtreeNeeds\(name) set but not on \(describe(up))")
            }
        }

        /// A root carrying work is registered in this thread's transaction.
        static func verifyRegistered(_ root: CALayer) {
            guard root.hasUncommittedWork, !TransactionStack.current.willCommit(root) else { return }
            report("unregistered dirty tree", root, "no transaction on this thread will commit it")
        }

        // MARK: Commits

        /// Checks a committed subtree; `nested` when the commit ran inside a layout or display pass.
        static func verifyCommit(of root: CALayer, nested: Bool) {
            let finished = !root.dirt.subtreeNeedsLayout && !root.dirt.subtreeNeedsDisplay
            var stack = [root]
            while let layer = stack.popLast() {
                if !nested {
                    // Walking down, the links checked at each superlayer cover the links up.
                    verifyLinks(of: layer)
                    if layer.parent != nil && layer.maskOwner != nil {
                        report("hierarchy", layer, "both a superlayer and a mask owner")
                    }
                    verifyDirt(of: layer)
                    verifyClean(layer, finished: finished)
                }
                verifyRenderNode(of: layer)
                for sublayer in layer.sublayerList { stack.append(sublayer) }
                if let mask = layer.mask { stack.append(mask) }
            }
            guard !nested else { return }
            var top = root
            while let up = top.dirtParent { top = up }
            verifyRegistered(top)
        }

        /// No commit flag is left after the build, nor layout or display flags after a commit that
        /// ran to the end.
        static func verifyClean(_ layer: CALayer, finished: Bool) {
            let dirt = layer.dirt
            if dirt.needsCommit || dirt.subtreeNeedsCommit {
                report("dirty after commit", layer, "needsCommit or subtreeNeedsCommit")
            }
            guard finished else { return }
            if dirt.needsLayout || dirt.subtreeNeedsLayout {
                report("dirty after commit", layer, "needsLayout or subtreeNeedsLayout")
            }
            if dirt.needsDisplay || dirt.subtreeNeedsDisplay {
                report("dirty after commit", layer, "needsDisplay or subtreeNeedsDisplay")
            }
        }
    }
#endif
