#if LAMINA_INTERNAL_CHECKS
    import CoreGraphics
    import Glibc

    /// This thread's state for the checks: the passes running and the layer displaying.
    final class InvariantCheckState {
        /// Layout and display passes running on this thread (nested passes count each).
        var passDepth = 0
        /// The layer whose `display()` the display pass is running, and the root of its tree.
        var displaying: (layer: CALayer, root: CALayer)?

        static var current: InvariantCheckState { slot.value }
        private static let slot = ThreadLocal { InvariantCheckState() }
    }

    /// The display guard and the one-thread check.
    ///
    /// **Display guard.** While the commit's display pass runs a layer's `display()` (and so its
    /// `draw(in:)`), a *model write* to any layer of that tree is a violation. A model write is a
    /// change that marks a layer's own render state changed (`needsCommit`): a property setter
    /// whose value changes (setting the value a property has is no write), a sublayer or mask
    /// change. Exempt: the contents of the layer being displayed (`contents`, the backing store
    /// drawn or dropped) — they are what display makes. Legal too, as in Core Animation:
    /// `setNeedsDisplay` (it re-dirties the layer for the next round) and `setNeedsLayout`. A layout
    /// pass nested in a drawing (`layoutIfNeeded`, `render(in:)`) lifts the guard while it runs.
    ///
    /// **One thread.** A layer belongs to the thread that set its subtree flags until a commit
    /// clears them: its changes sit in that thread's transaction. Marking a layer whose subtree
    /// flags another thread set is a violation (two transactions would commit one tree). Layers
    /// may move between threads between commits (built on one thread, shown on another).
    extension LayerTreeInvariants {
        /// A saved guard state, restored by `endPass(_:)`.
        struct PassState {
            let displaying: (layer: CALayer, root: CALayer)?
        }

        /// Whether a layout or display pass runs on this thread.
        static var isInPass: Bool { InvariantCheckState.current.passDepth > 0 }

        /// Enters a pass: no layer is displaying until the pass says so.
        static func beginPass() -> PassState {
            let state = InvariantCheckState.current
            let saved = PassState(displaying: state.displaying)
            state.passDepth += 1
            state.displaying = nil
            return saved
        }

        /// Leaves a pass, restoring the guard of the pass around it.
        static func endPass(_ saved: PassState) {
            let state = InvariantCheckState.current
            state.passDepth -= 1
            state.displaying = saved.displaying
        }

        /// Raises the display guard for `layer`'s `display()` in the display pass over `root`, or
        /// lowers it (nil).
        static func guardDisplay(of layer: CALayer?, in root: CALayer) {
            guard let layer else {
                InvariantCheckState.current.displaying = nil
                return
            }
            var top = root
            while let up = top.dirtParent { top = up }
            InvariantCheckState.current.displaying = (layer, top)
        }

        /// Called before `layer` marks its own render state changed by `property`.
        static func modelWillChange(_ layer: CALayer, _ name: String) {
            guard let displaying = InvariantCheckState.current.displaying else { return }
            if name == "contents" && layer === displaying.layer { return }
            guard layer.isInSubtree(of: displaying.root) else { return }
            report("model write during display: \(name)", layer, "while \(describe(displaying.layer)) displays")
        }

        /// Called as this thread marks `layer`'s subtree flags: the layer must not carry flags
        /// another thread set.
        static func claim(_ layer: CALayer) {
            let me = UInt(pthread_self())
            let dirt = layer.dirt
            let carriesFlags = dirt.subtreeNeedsCommit || dirt.subtreeNeedsLayout || dirt.subtreeNeedsDisplay
            if carriesFlags, dirt.thread != 0, dirt.thread != me {
                report("layer tree mutated from two threads", layer, "its pending changes belong to another thread")
            }
            layer.dirt.thread = me
        }
    }
#endif
