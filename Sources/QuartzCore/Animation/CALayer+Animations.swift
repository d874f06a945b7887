import Foundation

/// An animation a layer holds: the copy made by `add(_:forKey:)`, its key, and its render-side
/// description, made once when added.
struct AnimationEntry {
    let key: String?
    let animation: CAAnimation
    let track: AnimationTrack?
}

/// Adding, finding and removing animations, and the layer's place in time.
extension CALayer {
    /// Adds a copy of `anim` under `key`, replacing (and stopping, unfinished) any animation with
    /// the same key.
    ///
    /// A duration of 0 takes the transaction's animation duration and a begin time of 0 becomes
    /// the current media time in the layer's time; the open transactions' completion blocks wait
    /// for it. Changing `anim` afterwards changes nothing on screen.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isDetachedCopy, let copy = anim.copy() as? CAAnimation else { return }
        if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
        if copy.beginTime == 0 { copy.beginTime = convertTime(currentMediaTime, from: nil) }
        if let key { removeAnimation(forKey: key) }
        if !copy.beginTime.isFinite { copy.beginTime = convertTime(currentMediaTime, from: nil) }
        // A transition starts from what was last committed; before any commit, from nothing.
        if let transition = copy as? CATransition { transition.snapshot = committedNode }
        TransactionStack.current.join(copy)
        animationEntries.append(AnimationEntry(key: key, animation: copy, track: copy.makeTrack()))
        markNeedsCommit()
    }

    /// The animation under `key`: the copy the layer runs (do not change it).
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// Removes the animation under `key`; its delegate hears it stopped unfinished once the
    /// transaction commits (never from inside this call).
    public func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationEntries.remove(at: index)
        markNeedsCommit()
        TransactionStack.current.deferStop(of: entry.animation)
    }

    /// Removes every animation; each delegate hears it stopped unfinished.
    public func removeAllAnimations() {
        guard !animationEntries.isEmpty else { return }
        let entries = animationEntries
        animationEntries = []
        markNeedsCommit()
        for entry in entries { TransactionStack.current.deferStop(of: entry.animation) }
    }

    /// The keys of the animations, in the order they were added (animations added without a key
    /// are not listed).
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Converts `t` from `l`'s local time to this layer's; nil means media time (the root's).
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromMediaTime: l?.mediaTime(fromLocal: t) ?? t)
    }

    /// Converts `t` from this layer's local time to `l`'s; nil means media time.
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return l?.localTime(fromMediaTime: media) ?? media
    }

    /// The media time now, for this layer: the clock of the host showing its tree, else
    /// `CACurrentMediaTime()`.
    package var currentMediaTime: CFTimeInterval {
        var top = self
        while let parent = top.dirtParent { top = parent }
        return top.frameHost?.clock.now ?? CACurrentMediaTime()
    }

    /// The layer's local time at media time `t`, through every ancestor's timing (folded into
    /// an iteration and held by fills as `MediaTiming.layerLocalTime(fromParent:)` describes).
    func localTime(fromMediaTime t: CFTimeInterval) -> CFTimeInterval {
        presentedTime(atMediaTime: t).time
    }

    /// The layer's local time at media time `t`, and whether the layer and every ancestor are
    /// presented then (inside their active durations, or held by their fills).
    func presentedTime(atMediaTime t: CFTimeInterval) -> (time: CFTimeInterval, isPresented: Bool) {
        var chain: [MediaTiming] = []
        var layer: CALayer? = self
        while let current = layer {
            if let timing = current.ownTiming { chain.append(timing) }
            layer = current.dirtParent
        }
        guard !chain.isEmpty else { return (t, true) }
        return MediaTiming.layerLocalTime(fromRoot: t, through: chain.reversed())
    }

    /// Media time at the layer's local time `t`.
    func mediaTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        var layer: CALayer? = self
        while let current = layer {
            if let timing = current.ownTiming { time = timing.parentTime(fromLocal: time) }
            layer = current.dirtParent
        }
        return time
    }

    /// The render node's animation part: the tracks and the layer's own timing.
    ///
    /// When an animation changes what a shape or gradient layer draws (`strokeEnd`, `colors`…),
    /// the drawing goes along as vectors, for the render side to paint each frame.
    var renderAnimation: RenderNode.Animation? {
        let tracks = animationEntries.compactMap(\.track)
        guard !tracks.isEmpty || ownTiming != nil else { return nil }
        var animation = RenderNode.Animation(timing: ownTiming, tracks: tracks)
        if tracks.contains(where: { $0.animatesKey(in: VectorContent.animatedKeys) }), let vector = renderVector {
            animation.vector = vector
            animation.vectorScale = contentsScale
        }
        if tracks.contains(where: { $0.animatesKey(in: ["contents"]) }) {
            animation.contentsPlacement = placementFields
        }
        return animation
    }

    /// Applies the animations, as they stand at the current media time, to `copy`.
    func applyAnimations(to copy: CALayer) {
        guard !animationEntries.isEmpty else { return }
        let (time, isPresented) = presentedTime(atMediaTime: currentMediaTime)
        guard isPresented else { return }
        var values = LayerAnimatedValues(layer: copy)
        for entry in animationEntries { entry.track?.apply(at: time, to: &values) }
    }

    /// The value of `keyPath` as shown now: `model` under the animations of that key path.
    package func presentationValue(forKeyPath keyPath: String, model: Any?) -> Any? {
        guard animationEntries.contains(where: { $0.track?.keyPath == keyPath }), let base = animatable(model) else {
            return model
        }
        let (time, isPresented) = presentedTime(atMediaTime: currentMediaTime)
        guard isPresented else { return model }
        var single = SingleAnimatedValue(keyPath: keyPath, value: base)
        for entry in animationEntries where entry.track?.keyPath == keyPath {
            entry.track?.apply(at: time, to: &single)
        }
        return boxed(single.value, like: model) ?? model
    }

    /// Moves the animations to media time `t`: reports starts, and ends (removing the animations
    /// that go on completion). Called by the frame's tick phase for layers with animations.
    ///
    /// A layer redrawing animated content is marked for display whenever the bounds it would draw
    /// at differ from its backing store's: at each advance while such an animation changes them,
    /// and once after the last one stops (to draw at the model's bounds).
    func advanceAnimations(toMediaTime t: CFTimeInterval) {
        let redrawsContent = isRedrawingAnimatedContent
        defer { if redrawsContent, let backing, backing.rect != drawingRect { setNeedsDisplay() } }
        let time = localTime(fromMediaTime: t)
        for entry in animationEntries {
            let animation = entry.animation
            if !animation.didReportStart, time >= animation.beginTime {
                animation.didReportStart = true
                animation.delegate?.animationDidStart(animation)
            }
            guard !animation.didReportStop, time >= animation.mediaTiming.endTime else { continue }
            if animation.isRemovedOnCompletion {
                animationEntries.removeAll { $0.animation === animation }
                markNeedsCommit()
            }
            animation.reportStop(finished: true)
        }
    }

    /// Tells the delegates of animations whose begin time has come at media time `t` that they started.
    func reportStarts(atMediaTime t: CFTimeInterval) {
        let time = localTime(fromMediaTime: t)
        for entry in animationEntries where !entry.animation.didReportStart && time >= entry.animation.beginTime {
            entry.animation.didReportStart = true
            entry.animation.delegate?.animationDidStart(entry.animation)
        }
    }

    /// Whether an animation of UIKit's `.allowAnimatedContent` runs: the layer then draws at its
    /// presentation bounds, and the drawing is its contents however its size differs from the model's.
    var isRedrawingAnimatedContent: Bool {
        !animationEntries.isEmpty
            && animationEntries.contains { $0.animation.redrawsContent && !$0.animation.didReportStop }
    }

    /// Whether an animation that takes touches away from its view (UIKit's blocks without
    /// `.allowUserInteraction`) is still running.
    package var isAnimatingNonInteractively: Bool {
        !animationEntries.isEmpty
            && animationEntries.contains { $0.animation.blocksInteraction && !$0.animation.didReportStop }
    }

    /// Whether any animation still waits to start or end.
    var hasUnfinishedAnimations: Bool { animationEntries.contains { !$0.animation.didReportStop } }

    /// Whether the tick still has something to report: an animation that has not started, or one
    /// that will end. A started animation frozen in its own time (speed 0: a paused property
    /// animator's, a scrubbed one's) never ends, so it needs no ticks; replacing it commits the
    /// layer again, which registers it anew.
    var needsAnimationTicks: Bool {
        animationEntries.contains { entry in
            let animation = entry.animation
            return !animation.didReportStop && !(animation.didReportStart && animation.isFrozenInItsOwnTime)
        }
    }

    /// Runs the action for a change of `key` from `old`: Core Animation's implicit animations.
    ///
    /// Only layers already on screen (committed at least once), and views' layers inside UIKit
    /// animation blocks, run actions (`runsActions`), and only when the transaction allows them. A `CABasicAnimation` action with no values set starts from the
    /// old presentation value (or, from UIKit's blocks, the old model value).
    func runImplicitAction(for key: LayerKey, from old: Any) {
        guard key.isAnimatable, !isDetachedCopy, !CATransaction.disableActions(),
            let action = action(forKey: key.name)
        else { return }
        guard let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
            basic.byValue == nil, let filled = basic.copy() as? CABasicAnimation
        else {
            return action.run(forKey: key.name, object: self, arguments: nil)
        }
        filled.fromValue = basic.startsFromModelValue ? old : presentationValue(forKeyPath: key.name, model: old)
        if filled.keyPath == nil { filled.keyPath = key.name }
        filled.run(forKey: key.name, object: self, arguments: nil)
    }

    /// Core Animation's implicit animation for an animatable key; nil for other events.
    func implicitAnimation(forKey event: String) -> (any CAAction)? {
        guard let property = LayerProperty.named(event), property.isAnimatable, property.key != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.timingFunction = CATransaction.animationTimingFunction()
        return animation
    }
}

extension CAAnimation {
    /// Whether the animation's own speed stops its time (0 or not finite): it shows one moment
    /// whatever the time is.
    var isFrozenInItsOwnTime: Bool { speed == 0 || !speed.isFinite }

    /// Tells the delegate and the waiting transactions that the animation stopped, once.
    func reportStop(finished: Bool) {
        guard !didReportStop else { return }
        didReportStop = true
        delegate?.animationDidStop(self, finished: finished)
        let groups = completionGroups
        completionGroups = []
        for group in groups { group.leave(finished: finished) }
    }
}
