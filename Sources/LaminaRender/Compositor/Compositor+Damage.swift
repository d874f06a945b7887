import Foundation

/// Damage: what changed on screen between two render trees.
///
/// Both trees are walked together. Identical node objects (`===`) are skipped at once, so the
/// cost is proportional to what changed. A node whose own state is unchanged but whose
/// sublayers changed is recursed into, matching sublayers by `layerID`; any other difference
/// damages the whole subtree's old and new screen extents (shadows and borders included).
/// Added and removed subtrees damage their extents; a reordering damages the parent's subtree.
/// Damage below a layer that masks to its bounds is clipped to those bounds.
extension Compositor {
    func addDamage(from old: RenderNode?, to new: RenderNode?, into damage: inout DamageList) {
        let plane = screenMatrix
        let all = RenderNode.unboundedBox
        switch (old, new) {
        case (nil, nil):
            return
        case (let old?, nil):
            damage.add(old.extent(mappedBy: old.localMatrix, plane: plane))
        case (nil, let new?):
            damage.add(new.extent(mappedBy: new.localMatrix, plane: plane))
        case (let old?, let new?):
            Self.diff(old, new, prefix: nil, plane: plane, clip: all, into: &damage)
        }
    }

    /// Adds the damage between `old` and `new` (the same layer); a node's `layerToSuperlayer`
    /// followed by `prefix` (what its superlayer applies before `plane`) places it in `plane`'s
    /// space.
    private static func diff(
        _ old: RenderNode, _ new: RenderNode, prefix: Matrix4?, plane: Matrix4, clip: Box, into damage: inout DamageList
    ) {
        if old === new { return }
        let local = prefix.map { new.localMatrix * $0 } ?? new.localMatrix
        guard old.hasSameOwnState(as: new) else {
            let oldLocal = prefix.map { old.localMatrix * $0 } ?? old.localMatrix
            damage.add(old.extent(mappedBy: oldLocal, plane: plane).intersection(clip))
            damage.add(new.extent(mappedBy: local, plane: plane).intersection(clip))
            return
        }
        guard !new.style.isHidden, new.isDrawable, new.style.opacity > 0 else { return }
        // Sublayers live in this layer's plane, or share its 3-D space for a transform layer.
        let childPlane: Matrix4
        let childPrefix: Matrix4?
        var childClip = clip
        if new.style.flattensSublayers {
            childPlane = local.flattened * plane
            childPrefix = new.sublayerMatrix
            if new.style.masksToBounds, let device = new.boundsBox.mapped(by: childPlane.homography) {
                childClip = clip.intersection(device)
            }
        } else {
            childPlane = plane
            childPrefix = new.sublayerMatrix.map { $0 * local } ?? local
        }
        func childLocal(_ child: RenderNode) -> Matrix4 {
            childPrefix.map { child.localMatrix * $0 } ?? child.localMatrix
        }
        let oldList = old.sublayerList
        let newList = new.sublayerList
        if oldList.store === newList.store {
            // Both evaluated from one committed node: only patched entries can differ.
            var indices = oldList.patches.map(\.index) + newList.patches.map(\.index)
            indices.sort()
            var previous = -1
            for index in indices where index != previous {
                previous = index
                let (o, n) = (oldList[index], newList[index])
                if o !== n { diff(o, n, prefix: childPrefix, plane: childPlane, clip: childClip, into: &damage) }
            }
            return
        }
        let olds = oldList.array
        let news = newList.array
        if olds.count == news.count, zip(olds, news).allSatisfy({ $0.layerID == $1.layerID }) {
            for (o, n) in zip(olds, news) where o !== n {
                diff(o, n, prefix: childPrefix, plane: childPlane, clip: childClip, into: &damage)
            }
            return
        }
        var byID: [UInt: RenderNode] = [:]
        for o in olds { byID[o.layerID] = o }
        let newIDs = Set(news.map(\.layerID))
        let keptOld = olds.filter { newIDs.contains($0.layerID) }.map(\.layerID)
        let keptNew = news.filter { byID[$0.layerID] != nil }.map(\.layerID)
        guard keptOld == keptNew else {
            // Reordered: stacking changed wherever the moved layers overlap others.
            damage.add(old.extent(mappedBy: local, plane: plane).intersection(clip))
            damage.add(new.extent(mappedBy: local, plane: plane).intersection(clip))
            return
        }
        for n in news {
            if let o = byID[n.layerID] {
                diff(o, n, prefix: childPrefix, plane: childPlane, clip: childClip, into: &damage)
            } else {
                damage.add(n.extent(mappedBy: childLocal(n), plane: childPlane).intersection(childClip))
            }
        }
        for o in olds where !newIDs.contains(o.layerID) {
            damage.add(o.extent(mappedBy: childLocal(o), plane: childPlane).intersection(childClip))
        }
    }
}
