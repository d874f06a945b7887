import CoreGraphics
package import Foundation

/// Animations on the render side: each frame, the committed tree is evaluated at the frame's
/// time into a tree of plain nodes. Only the paths down to animated layers are rebuilt; every
/// other subtree is shared as it is, so a still region costs nothing and its damage is nil.
extension RenderNode {
    /// A layer's animations and its own timing, as committed.
    package struct Animation: Sendable {
        /// The layer's `CAMediaTiming` (`MediaTiming+Layer.swift`); nil when it has Core
        /// Animation's defaults, so its local time is its superlayer's.
        package var timing: MediaTiming?
        /// The animations in the order they were added; later ones apply over earlier ones.
        package var tracks: [AnimationTrack]
        /// What the layer draws, as vectors, when an animation changes it (`strokeEnd`,
        /// `colors`…): the render side paints each frame from it. Nil for other animations.
        package var vector: VectorContent?
        /// The layer's `contentsScale`: the pixels per point `vector` is painted at.
        package var vectorScale: CGFloat = 1
        /// How the layer places a bitmap, for an animation of `contents` on a layer that shows
        /// none when committed; nil for other animations.
        package var contentsPlacement: ContentsPlacement?
        /// The last painting of `vector`, reused while the animated description stays the same.
        package let paintCache = VectorPaintCache()
        /// What an emitter layer emits: its particles are computed at each evaluation.
        package var emission: ParticleEmission?

        package init(timing: MediaTiming?, tracks: [AnimationTrack], vector: VectorContent? = nil) {
            self.timing = timing
            self.tracks = tracks
            self.vector = vector
        }
    }

    /// The subtree as it looks at `time`, the superlayer's local time (the media time at the
    /// root): `self` when nothing below animates, else new nodes down every animated path.
    package func evaluated(at time: Double) -> RenderNode {
        guard animatesSubtree else { return self }
        return DeepStack.perform(height: height) { evaluatedNow(at: time) }
    }

    private func evaluatedNow(at parentTime: Double) -> RenderNode {
        guard animatesSubtree else { return self }
        var time = parentTime
        if let timing = animation?.timing {
            guard let local = timing.layerLocalTime(fromParent: parentTime) else { return removedFromPresentation }
            time = local
        }
        var state = AnimatedNodeState(
            geometry: geometry, style: style, contents: contents, vector: animation?.vector,
            placement: animation?.contentsPlacement)
        let tracks = animation?.tracks ?? []
        for track in tracks { track.apply(at: time, to: &state) }
        let evaluatedSublayers: SublayerList
        let list = sublayerList
        let particles = animation?.emission.flatMap {
            Self.particleContainer(for: $0, at: time, layerID: layerID)
        }
        if state.vector == nil, particles == nil, list.patches.isEmpty {
            // Only the sublayers that animate are evaluated; the rest stay shared with the
            // committed node, uncopied, whatever their number.
            var patches: [SublayerList.Patch] = []
            for index in list.store.animating {
                let child = list.store.nodes[index]
                let evaluated = child.evaluatedNow(at: time)
                if evaluated !== child { patches.append(SublayerList.Patch(index: index, node: evaluated)) }
            }
            evaluatedSublayers = SublayerList(store: list.store, patches: patches)
        } else {
            var nodes = list.map { $0.evaluatedNow(at: time) }
            if let vector = state.vector, let cache = animation?.paintCache {
                paintVector(vector, geometry: state.geometry, cache: cache, into: &state.contents, &nodes)
            }
            if let particles {
                // In front of the layer's own drawing (an extra contents node comes first), behind
                // its sublayers.
                let at = nodes.first?.layerID == layerID | 1 ? 1 : 0
                nodes.insert(particles, at: at)
            }
            evaluatedSublayers = SublayerList(nodes)
        }
        let node = RenderNode(
            layerID: layerID, geometry: state.geometry, style: state.style, contents: state.contents,
            mask: mask?.evaluatedNow(at: time), sublayerList: evaluatedSublayers)
        guard let transition = Self.activeTransition(in: tracks, at: time) else { return node }
        return node.transitionNode(
            from: transition.from?.evaluatedNow(at: time), style: transition.style, progress: transition.progress)
    }

    /// The node as shown while its layer's time is outside its active duration with no fill:
    /// Core Animation removes the layer, and its sublayers with it, from the presentation.
    private var removedFromPresentation: RenderNode {
        var hidden = style
        hidden.isHidden = true
        return RenderNode(
            layerID: layerID, geometry: geometry, style: hidden, contents: contents, mask: mask,
            sublayerList: sublayerList)
    }

    /// Whether any animation in the subtree is in effect at `time` or will be later: the render
    /// side keeps compositing frames while this holds.
    package func hasRunningAnimations(at time: Double) -> Bool {
        guard animatesSubtree else { return false }
        return DeepStack.perform(height: height) { runningNow(at: time) }
    }

    private func runningNow(at parentTime: Double) -> Bool {
        guard animatesSubtree else { return false }
        var time = parentTime
        if let timing = animation?.timing {
            // A layer about to begin, or to leave its bounded active duration, changes by itself.
            if timing.layerTimeChanges(afterParentTime: parentTime) { return true }
            // A paused layer (speed 0), or one ended or not presented, holds its subtree still
            // until the next commit.
            guard timing.speed != 0, timing.isUnboundedLayerTime,
                let local = timing.layerLocalTime(fromParent: parentTime)
            else { return false }
            time = local
        }
        // A track frozen in its own time (speed 0) shows one moment: it is still.
        if let tracks = animation?.tracks,
            tracks.contains(where: { $0.timing.speed.isFinite && $0.timing.speed != 0 && time < $0.timing.endTime })
        {
            return true
        }
        if animation?.emission?.isRunning(at: time) == true { return true }
        let list = sublayerList
        return mask?.runningNow(at: time) == true || list.store.animating.contains { list[$0].runningNow(at: time) }
    }
}

/// A node's state while its animations are applied, read and written by key path.
struct AnimatedNodeState: AnimatedValues {
    var geometry: RenderNode.Geometry
    var style: RenderNode.Style
    var contents: RenderNode.Contents?
    /// The drawing as vectors, when an animation changes it; its keys read and write here.
    var vector: VectorContent?
    /// Where an animated bitmap goes on a layer committed without contents.
    var placement: RenderNode.ContentsPlacement?

    init(
        geometry: RenderNode.Geometry, style: RenderNode.Style, contents: RenderNode.Contents?,
        vector: VectorContent? = nil, placement: RenderNode.ContentsPlacement? = nil
    ) {
        (self.geometry, self.style, self.contents) = (geometry, style, contents)
        (self.vector, self.placement) = (vector, placement)
    }

    func animatedValue(forKeyPath keyPath: String) -> AnimatableValue? {
        let (head, rest) = Self.split(keyPath)
        guard let whole = wholeValue(head) ?? vector?.value(forKey: head) else { return nil }
        return rest.isEmpty ? whole : AnimatableValue.part(rest, of: whole)
    }

    mutating func setAnimatedValue(_ value: AnimatableValue, forKeyPath keyPath: String) {
        let (head, rest) = Self.split(keyPath)
        if VectorContent.animatedKeys.contains(head), vector != nil {
            guard !rest.isEmpty else { return vector?.set(value, forKey: head) ?? () }
            guard let whole = vector?.value(forKey: head),
                let updated = AnimatableValue.replacing(rest, of: whole, with: value)
            else { return }
            return vector?.set(updated, forKey: head) ?? ()
        }
        guard !rest.isEmpty else { return setWhole(head, value) }
        guard let whole = wholeValue(head), let updated = AnimatableValue.replacing(rest, of: whole, with: value) else {
            return
        }
        setWhole(head, updated)
    }

    private static func split(_ keyPath: String) -> (head: String, rest: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, "") }
        return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
    }

    /// The shadow, or Core Animation's defaults for one the layer does not show yet.
    var shadow: RenderNode.Shadow { style.shadow ?? .modelDefault }

    /// The value of an animatable layer property, where the property table says the node keeps it.
    private func wholeValue(_ name: String) -> AnimatableValue? {
        guard let key = LayerKey(name: name), key.isAnimatable else { return nil }
        return key.field.animatedValue(in: self)
    }

    /// Applies an animated value of a layer property under the property's rule.
    private mutating func setWhole(_ name: String, _ value: AnimatableValue) {
        guard let key = LayerKey(name: name), key.isAnimatable else { return }
        key.field.apply(value, rule: key.rule, to: &self)
    }

    /// Shows `image` placed as the committed contents were (or as the layer places a bitmap,
    /// when it had none); nil shows nothing.
    mutating func setContentsImage(_ image: CGImage?) {
        guard let image else { return contents = nil }
        if contents != nil {
            contents?.image = image
        } else if let placement {
            contents = placement.contents(showing: image)
        } else {
            contents = RenderNode.Contents(image: image)
        }
    }
}
