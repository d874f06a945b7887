import CoreGraphics
import Foundation

/// What a layer needs before its render node is current again.
///
/// Each flag is named by its rule. "Subtree" flags form paths: **if a layer's `subtreeNeedsX` is
/// set, so is its superlayer's (or, for a mask, its owner's)** — so a pass finds every dirty layer
/// by descending only where the flag is set. A pass may clear subtree flags top-down before it runs
/// callbacks; a callback that dirties a layer then walks up and sets them again.
struct LayerDirt {
    /// This layer's own render state changed (a property the render node copies, its sublayer list,
    /// its mask, or its contents). Set by property setters and by a redraw; cleared by the commit's
    /// build pass when it makes this layer's node. New layers start clear: having no node yet
    /// counts as needing one, and the superlayer's sublayer change leads the build pass to them.
    var needsCommit = false
    /// This layer or one below it has `needsCommit`. Set with it, up to the root; cleared by the
    /// build pass when it enters the layer.
    var subtreeNeedsCommit = false
    /// This layer asked for `layoutSublayers()`: `setNeedsLayout()`, a change of bounds size, or a
    /// sublayer added or removed. Cleared by the layout pass (or `layoutIfNeeded()`) just before it
    /// calls `layoutSublayers()`.
    var needsLayout = false
    /// This layer or one below it has `needsLayout`; cleared by the layout pass when it collects.
    var subtreeNeedsLayout = false
    /// This layer asked to redraw (`setNeedsDisplay`, or a bounds-size change when it redraws on
    /// one). Cleared by the display pass (or `displayIfNeeded()`) just before `display()`.
    var needsDisplay = false
    /// This layer or one below it has `needsDisplay`; cleared by the display pass when it collects.
    var subtreeNeedsDisplay = false
    /// The union of the rectangles to redraw, in layer coordinates; nil means the whole layer.
    /// Meaningful only while `needsDisplay` is set.
    var dirtyRect: CGRect?
    /// Used by the internal checks only: the thread that last set a subtree flag here
    /// (`pthread_self`), which owns the layer until a commit clears its flags (see
    /// `LayerTreeInvariants`). Stored in every build, so a layer's size does not depend on
    /// `LAMINA_INTERNAL_CHECKS`: subclasses in modules built without the define (test targets,
    /// apps) would otherwise be laid out against a different `CALayer` when only the library is
    /// rebuilt with it, and overwrite its last field.
    var thread: UInt = 0

    /// The flags by name, so passes can be written once for all of them (a switch, not key paths:
    /// marking runs on every property change and key-path access was most of its cost).
    enum Flag {
        case needsCommit, subtreeNeedsCommit, needsLayout, subtreeNeedsLayout, needsDisplay, subtreeNeedsDisplay
    }

    subscript(flag: Flag) -> Bool {
        get {
            switch flag {
            case .needsCommit: needsCommit
            case .subtreeNeedsCommit: subtreeNeedsCommit
            case .needsLayout: needsLayout
            case .subtreeNeedsLayout: subtreeNeedsLayout
            case .needsDisplay: needsDisplay
            case .subtreeNeedsDisplay: subtreeNeedsDisplay
            }
        }
        set {
            switch flag {
            case .needsCommit: needsCommit = newValue
            case .subtreeNeedsCommit: subtreeNeedsCommit = newValue
            case .needsLayout: needsLayout = newValue
            case .subtreeNeedsLayout: subtreeNeedsLayout = newValue
            case .needsDisplay: needsDisplay = newValue
            case .subtreeNeedsDisplay: subtreeNeedsDisplay = newValue
            }
        }
    }
}

extension CALayer {
    /// The layer dirtiness propagates to: the superlayer, or for a mask the layer it masks.
    var dirtParent: CALayer? { parent ?? maskOwner }

    /// The setters' one step: the value `key`'s rule makes of `new` (`LayerKey.rule`: an
    /// opacity clamped to 0…1), reporting the change under `key` when it differs from `old`
    /// (`propertyDidChange`, which marks dirt by the key's effect, then the implicit action); `old`
    /// when the rule refuses `new`. The setter stores the result.
    ///
    /// Setters pass their key as a literal, and the key's columns are switches over it: a set
    /// costs a comparison and two small calls into LaminaRender (no closures, no table look-up).
    @inline(__always)
    final func update<V: LayerPropertyValue & Equatable>(_ key: LayerKey, to new: V, from old: V) -> V {
        guard let value = new.constrained(by: key.rule, clampingRange: false) else {
            Diagnostics.ignored("\(key.name) = \(new) on \(type(of: self)) #\(layerID) (kept \(old))")
            return old
        }
        if value != old {
            propertyDidChange(key)
            if runsActions { runImplicitAction(for: key, from: old) }
        }
        return value
    }

    /// Whether a change runs the layer's action: a layer on screen (committed at least once) does,
    /// as in Core Animation; a view's layer also does before that inside a UIKit animation block,
    /// as in UIKit (a view added and faded in at once fades in; one made inside a block animates
    /// from its first values).
    var runsActions: Bool { committedNode != nil || (owningDelegate != nil && CATransaction.holdsValues) }

    /// Where every change of a `CALayer` model property lands, under its key: the layer needs a
    /// new render node; a property whose effect is `.redraw` redraws a layer that has drawn; a
    /// key the class's `needsDisplay(forKey:)` names redraws the layer. (A change of bounds size
    /// also lays out, in the `bounds` setter, which knows the old size.)
    func propertyDidChange(_ key: LayerKey) {
        #if LAMINA_INTERNAL_CHECKS
            LayerTreeInvariants.modelWillChange(self, key.name)
        #endif
        dirt.needsCommit = true
        markSubtree(.subtreeNeedsCommit)
        if key.effect == .redraw && backing != nil || displayKeys & key.bit != 0 { setNeedsDisplay() }
    }

    /// Marks this layer's own render state as changed; `property` names the change for the
    /// internal checks' display guard.
    func markNeedsCommit(_ property: StaticString = #function) {
        #if LAMINA_INTERNAL_CHECKS
            LayerTreeInvariants.modelWillChange(self, "\(property)")
        #endif
        dirt.needsCommit = true
        markSubtree(.subtreeNeedsCommit)
    }

    /// Marks the layer as needing layout.
    func markNeedsLayout() {
        dirt.needsLayout = true
        markSubtree(.subtreeNeedsLayout)
    }

    /// Adds `rect` (nil: the whole layer) to the area to redraw; non-finite or empty rectangles are ignored.
    func invalidate(_ rect: CGRect?) {
        if let rect, !rect.isFiniteRect || rect.isEmpty { return }
        if dirt.needsDisplay {
            if let old = dirt.dirtyRect, let rect { dirt.dirtyRect = old.union(rect) } else { dirt.dirtyRect = nil }
        } else {
            dirt.dirtyRect = rect
        }
        dirt.needsDisplay = true
        markSubtree(.subtreeNeedsDisplay)
    }

    /// Sets a subtree flag here and on every ancestor that lacks it. When the walk sets it on a
    /// root, the root joins the current transaction, which commits it; so every dirty tree is in
    /// some transaction, and a tree that is already dirty costs nothing more to change.
    func markSubtree(_ flag: LayerDirt.Flag) {
        var layer = self
        while !layer.dirt[flag] {
            #if LAMINA_INTERNAL_CHECKS
                LayerTreeInvariants.claim(layer)
            #endif
            layer.dirt[flag] = true
            guard let next = layer.dirtParent else {
                // A presentation copy is a snapshot: it is never committed.
                if !layer.isDetachedCopy { TransactionStack.current.register(layer) }
                return
            }
            layer = next
        }
        #if LAMINA_INTERNAL_CHECKS
            LayerTreeInvariants.claim(layer)
        #endif
    }

    /// Called when this layer has just left its superlayer or mask owner for no other: it is now a
    /// root, and if it carries work for its subtree it joins the current transaction, which commits
    /// it on its own (as Core Animation's does). Its flags would otherwise stay set with no
    /// transaction to clear them, and `markSubtree` would stop at them for good.
    func becameRootCarryingDirt() {
        guard dirtParent == nil, dirt.subtreeNeedsCommit || dirt.subtreeNeedsLayout || dirt.subtreeNeedsDisplay
        else { return }
        TransactionStack.current.register(self)
    }

    /// Carries this layer's subtree flags into its new superlayer or mask owner.
    func propagateDirtToParent() {
        guard let parent = dirtParent else { return }
        if dirt.subtreeNeedsCommit { parent.markSubtree(.subtreeNeedsCommit) }
        if dirt.subtreeNeedsLayout { parent.markSubtree(.subtreeNeedsLayout) }
        if dirt.subtreeNeedsDisplay { parent.markSubtree(.subtreeNeedsDisplay) }
    }

    /// Applies Core Animation's rules for a change of bounds size: lay out again, and redraw when
    /// asked to; then tells an owning delegate (a view's superview lays out again).
    func boundsSizeDidChange() {
        markNeedsLayout()
        if redrawsOnBoundsSizeChange { setNeedsDisplay() }
        owningDelegate?.layerBoundsSizeDidChange(self)
    }

    /// Redraws when a drawing property of a shape, gradient or text layer changed; setting the
    /// value it had (or an invalid one, which is ignored) redraws nothing.
    func redrawIfChanged(_ changed: Bool) {
        if changed { setNeedsDisplay() }
    }

    /// Replaces the contents and tells the compositor they are new.
    func setContents(_ newValue: Any?) {
        explicitContents = newValue
        contentsVersion &+= 1
        propertyDidChange(.contents)
    }
}

/// Whether two values of an untyped layer property (`Any?`: colours, strings, fonts) are equal:
/// hashable values — strings, `CGColor`s, Foundation objects by `isEqual` — by `==`, other objects
/// by identity. Anything else counts as changed, which at worst redraws once too often.
func sameLayerValue(_ a: Any?, _ b: Any?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
    guard type(of: a) is AnyClass, type(of: b) is AnyClass else { return false }
    return (a as AnyObject) === (b as AnyObject)
}

/// Whether two untyped arrays hold equal elements (`sameLayerValue`) in the same order.
func sameLayerValues(_ a: [Any]?, _ b: [Any]?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a.count == b.count && zip(a, b).allSatisfy { sameLayerValue($0, $1) }
}
