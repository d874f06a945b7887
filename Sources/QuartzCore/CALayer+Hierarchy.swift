import Foundation
import Synchronization

/// Bumped by every change of any layer tree's shape, so a pass that collected layers knows
/// whether they can have left its tree since (see `LayerTreeBuilder`).
let hierarchyGeneration = Atomic<UInt>(0)

/// Sublayer bookkeeping. Every change marks the superlayer for commit and for layout (Core
/// Animation lays out a layer whose sublayers changed) and carries the moved layer's dirt upwards;
/// a layer let go with work pending joins the current transaction as a root of its own.
extension CALayer {
    /// Whether `layer` may become a sublayer or the mask of this layer: it must not be this layer
    /// or one of its ancestors, which would make a cycle (Core Animation would loop forever; Lamina
    /// ignores the request).
    func canAdopt(_ layer: CALayer) -> Bool {
        // An ancestor has a sublayer or a mask: a leaf is adopted without walking up, which keeps
        // building a chain downwards linear.
        if layer.sublayerList.isEmpty && layer.mask == nil { return layer !== self }
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return false }
            current = candidate.dirtParent
        }
        return true
    }

    /// Inserts `layer` at `index` (clamped), removing it first from wherever it is.
    func insert(_ layer: CALayer, at index: Int) {
        place(layer) { _ in index }
    }

    /// Inserts `layer` just below `sibling`, or at the bottom when it is not a sublayer.
    func insert(_ layer: CALayer, below sibling: CALayer?) {
        place(layer) { list in list.firstIndex { $0 === sibling } ?? 0 }
    }

    /// Inserts `layer` just above `sibling`, or at the top when it is not a sublayer.
    func insert(_ layer: CALayer, above sibling: CALayer?) {
        place(layer) { list in list.firstIndex { $0 === sibling }.map { $0 + 1 } ?? list.count }
    }

    /// Removes `layer` from where it is, then inserts it where `index` says in the remaining list.
    private func place(_ layer: CALayer, index: ([CALayer]) -> Int) {
        guard canAdopt(layer) else { return }
        if layer.parent === self {
            sublayerList.removeAll { $0 === layer }
        } else {
            layer.detach()
            layer.parent = self
        }
        sublayerList.insert(layer, at: min(max(index(sublayerList), 0), sublayerList.count))
        sublayersDidChange()
        layer.propagateDirtToParent()
        #if LAMINA_INTERNAL_CHECKS
            LayerTreeInvariants.verifyHierarchyChange([self, layer])
        #endif
    }

    /// Puts `newLayer` in `oldLayer`'s place.
    func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.parent === self, oldLayer !== newLayer, canAdopt(newLayer) else { return }
        if newLayer.parent === self { sublayerList.removeAll { $0 === newLayer } } else { newLayer.detach() }
        guard let index = sublayerList.firstIndex(where: { $0 === oldLayer }) else { return }
        sublayerList[index] = newLayer
        oldLayer.parent = nil
        newLayer.parent = self
        sublayersDidChange()
        newLayer.propagateDirtToParent()
        oldLayer.becameRootCarryingDirt()
        #if LAMINA_INTERNAL_CHECKS
            LayerTreeInvariants.verifyHierarchyChange([self, newLayer, oldLayer])
        #endif
    }

    /// Replaces every sublayer; a layer listed twice ends up once, at its last place.
    func replaceAllSublayers(with layers: [CALayer]) {
        let oldList = sublayerList
        for old in oldList { old.parent = nil }
        sublayerList = []
        for layer in layers where canAdopt(layer) {
            if layer.parent === self {
                sublayerList.removeAll { $0 === layer }
            } else {
                layer.detach()
                layer.parent = self
            }
            sublayerList.append(layer)
            layer.propagateDirtToParent()
        }
        sublayersDidChange()
        for old in oldList { old.becameRootCarryingDirt() }
        #if LAMINA_INTERNAL_CHECKS
            LayerTreeInvariants.verifyHierarchyChange([self] + layers + oldList)
        #endif
    }

    /// `removeFromSuperlayer()`: detaches the layer, which is then a root of its own.
    func removeFromParent() {
        #if LAMINA_INTERNAL_CHECKS
            let former = dirtParent
        #endif
        detach()
        becameRootCarryingDirt()
        #if LAMINA_INTERNAL_CHECKS
            LayerTreeInvariants.verifyHierarchyChange([self] + (former.map { [$0] } ?? []))
        #endif
    }

    /// Removes the layer from its superlayer, or from the layer it masks.
    func detach() {
        if let parent {
            parent.sublayerList.removeAll { $0 === self }
            self.parent = nil
            parent.sublayersDidChange()
        } else if let owner = maskOwner {
            hierarchyGeneration.add(1, ordering: .relaxed)
            maskOwner = nil
            if owner.mask === self { owner.mask = nil }
        }
    }

    /// Adopts a new mask and lets go of the old one.
    func maskDidChange(from old: CALayer?) {
        hierarchyGeneration.add(1, ordering: .relaxed)
        if let old, old.maskOwner === self { old.maskOwner = nil }
        if let mask {
            mask.detach()
            mask.maskOwner = self
            mask.propagateDirtToParent()
        }
        markNeedsCommit("mask")
        old?.becameRootCarryingDirt()
        #if LAMINA_INTERNAL_CHECKS
            LayerTreeInvariants.verifyHierarchyChange([self] + [mask, old].compactMap { $0 })
        #endif
    }

    /// Called by `deinit`: lets go of the sublayers, clearing their `parent`, and frees every
    /// layer only this one held from a worklist, so a chain 100,000 levels deep is not released
    /// recursively (a few stack frames per level). Masks are released as usual.
    func releaseSublayersIteratively() {
        guard !sublayerList.isEmpty else { return }
        var pending = sublayerList
        sublayerList = []
        for sublayer in pending { sublayer.parent = nil }
        while var layer = pending.popLast() {
            // A layer no one else holds dies when `layer` goes: take its sublayers first.
            guard !layer.sublayerList.isEmpty, isKnownUniquelyReferenced(&layer) else { continue }
            let sublayers = layer.sublayerList
            layer.sublayerList = []
            for sublayer in sublayers { sublayer.parent = nil }
            pending.append(contentsOf: sublayers)
        }
    }

    private func sublayersDidChange() {
        hierarchyGeneration.add(1, ordering: .relaxed)
        markNeedsCommit("sublayers")
        markNeedsLayout()
    }
}
