import CoreGraphics
import Foundation
import QuartzCore

/// How an animator turns its state into animations on the layers.
///
/// While the values shown lie on the timing curve (`offCurve` false), running animations are
/// whole changes from start to end placed in time so their elapsed part matches the fraction:
/// pausing and resuming, and reversing a cubic curve (run backwards through the mirrored curve),
/// continue exactly. After a linear scrub, a change of timing, or a reversed spring, they are
/// rebased: from the value shown to the target over the remaining time, and stay so.
extension UIViewPropertyAnimator {
    /// The media time now.
    var now: TimeInterval { ApplicationContext.current.clock.now }

    /// How long the whole animation takes at the current timing and duration factor.
    var length: TimeInterval {
        (activeTiming?.springTimingParameters?.ownDuration ?? duration) * Double(timeScale)
    }

    /// The fraction now: the anchor's, moved by the time since while running.
    func currentFraction() -> CGFloat {
        guard running else { return anchorFraction }
        guard length > 0 else { return reversed ? 0 : 1 }
        let moved = CGFloat(max(0, now - anchorTime) / length)
        return min(max(reversed ? anchorFraction - moved : anchorFraction + moved, 0), 1)
    }

    /// Becomes active: runs the waiting blocks, capturing their changes.
    func activate() {
        stateStorage = .active
        anchorFraction = 0
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks { runBlock(block, delayFactor: factor, installing: false) }
    }

    func start(afterDelay wait: TimeInterval) {
        guard stateStorage != .stopped, !running else { return }
        if stateStorage == .inactive { activate() }
        delay = wait
        run(afterDelay: wait)
    }

    /// Runs every track from the anchor fraction, `wait` seconds from now.
    func run(afterDelay wait: TimeInterval) {
        running = true
        anchorTime = now + wait
        install(tracks, fraction: anchorFraction, at: anchorTime, replacing: true)
    }

    func setReversed(_ newValue: Bool) {
        guard newValue != reversed, stateStorage != .stopped else { return }
        guard running else {
            reversed = newValue
            return
        }
        anchorFraction = currentFraction()
        reversed = newValue
        run(afterDelay: max(0, anchorTime - now))
    }

    func scrub(to value: CGFloat) {
        guard !value.isNaN, stateStorage != .stopped, !running else { return }
        if stateStorage == .inactive { activate() }
        anchorFraction = min(max(value, 0), 1)
        freezeScrubbed()
    }

    /// Runs an animation block, capturing its changes as tracks that begin `delayFactor` of the
    /// way through what remains; once active, the tracks it touched start at once.
    func runBlock(_ block: () -> Void, delayFactor: CGFloat, installing: Bool) {
        let fraction = currentFraction()
        blockCount += 1
        captureFraction = fraction + delayFactor * (1 - fraction)
        let settings = ViewAnimationSettings(duration: duration)
        settings.animates = duration > 0
        let captures = AnimatorCaptures()
        settings.animatorCaptures = captures
        UIView.runBlock(settings, block, completion: nil)
        for change in captures.changes { capture(layer: change.layer, key: change.key, from: change.old) }
        let touched = tracks.filter { $0.lastBlock == blockCount }
        for track in touched {
            if let layer = track.layer, let value = layer.value(forKeyPath: track.key) { track.endValue = value }
        }
        guard installing, !touched.isEmpty else { return }
        if running {
            let waiting = anchorTime > now
            offCurve = offCurve || touched.contains { $0.segment != nil }
            install(touched, fraction: fraction, at: waiting ? anchorTime : now, replacing: false)
        } else {
            freeze(touched, scrubbedAt: anchorFraction)
        }
    }

    /// Records a change of `key` on `layer` made in one of the animator's blocks; a property
    /// already animated keeps its first start value.
    func capture(layer: CALayer, key: String, from old: Any) {
        if let track = tracks.first(where: { $0.layer === layer && $0.key == key }) {
            track.lastBlock = blockCount
            return
        }
        let track = AnimatorTrack(layer: layer, key: key, startValue: old, startFraction: captureFraction)
        track.lastBlock = blockCount
        tracks.append(track)
    }

    /// What the track shows now: its start before any animation, else the layer's animations
    /// over its model value.
    func shownValue(of track: AnimatorTrack) -> Any {
        guard track.segment != nil, let layer = track.layer else { return track.startValue }
        let model = layer.value(forKeyPath: track.key)
        return layer.presentationValue(forKeyPath: track.key, model: model) ?? track.endValue
    }

    /// Puts running animations for `list` on their layers, from fraction `fraction` at media time
    /// `time`; with `replacing`, they replace all of the animator's animations (a new generation).
    func install(_ list: [AnimatorTrack], fraction: CGFloat, at time: TimeInterval, replacing: Bool) {
        if replacing {
            generation += 1
            openBatches = 0
        }
        let rebased = offCurve || (reversed && activeTiming?.springTimingParameters != nil)
        var holds: [AnimatorTrack] = []
        var moving: [AnimatorTrack] = []
        for track in list {
            let segment = runningSegment(for: track, fraction: fraction, at: time, rebased: rebased)
            track.segment = segment
            if segment.frozenAt == nil { moving.append(track) } else { holds.append(track) }
        }
        if rebased { offCurve = true }
        put(holds)
        let batch = generation
        openBatches += 1
        CATransaction.begin()
        CATransaction.setFinishedCompletion { [self] _ in batchEnded(batch) }
        put(moving)
        CATransaction.commit()
    }

    /// The running segment of `track` from `fraction` at `time`, in the current direction.
    func runningSegment(
        for track: AnimatorTrack, fraction: CGFloat, at time: TimeInterval, rebased: Bool
    ) -> AnimatorSegment {
        let span = Double(1 - track.startFraction) * length
        let progress = track.progress(at: fraction)
        let target = reversed ? track.startValue : track.endValue
        let done = reversed ? progress <= 0 : progress >= 1
        guard span > 0, !done else { return .hold(target, at: time) }
        let cubic = activeTiming?.cubicTimingParameters ?? UICubicTimingParameters()
        let spring = activeTiming?.springTimingParameters
        // Before its start fraction a track waits, showing where it starts.
        let wait = max(0, Double(track.startFraction - fraction)) * length
        if rebased {
            let remaining = Double(reversed ? progress : 1 - progress) * span
            return AnimatorSegment(
                from: shownValue(of: track), to: target, function: cubic.timingFunction, spring: spring,
                duration: remaining, begin: time + wait)
        }
        if reversed {
            return AnimatorSegment(
                from: track.endValue, to: track.startValue, function: cubic.reversedTimingFunction, spring: nil,
                duration: span, begin: time - Double(1 - progress) * span)
        }
        return AnimatorSegment(
            from: track.startValue, to: track.endValue, function: cubic.timingFunction, spring: spring,
            duration: span, begin: time + Double(track.startFraction - fraction) * length)
    }

    /// Freezes every track where it is shown (pausing a running animator).
    func freezeWhereShown() {
        generation += 1
        openBatches = 0
        let time = now
        for track in tracks {
            track.segment = track.segment?.frozen(at: time) ?? .hold(track.startValue, at: time)
        }
        put(tracks)
    }

    /// Freezes every track at the paused fraction: evenly between its values when scrubbing
    /// linearly, else along the timing curve.
    func freezeScrubbed() {
        generation += 1
        openBatches = 0
        freeze(tracks, scrubbedAt: anchorFraction)
        offCurve = scrubsLinearly
    }

    func freeze(_ list: [AnimatorTrack], scrubbedAt fraction: CGFloat) {
        let time = now
        let cubic = activeTiming?.cubicTimingParameters ?? UICubicTimingParameters()
        for track in list {
            let whole = AnimatorSegment(
                from: track.startValue, to: track.endValue, function: scrubsLinearly ? nil : cubic.timingFunction,
                spring: nil, duration: 1, begin: time)
            track.segment = whole.frozen(elapsed: Double(track.progress(at: fraction)), from: time)
        }
        put(list)
    }

    /// Adds each track's segment to its layer under the track's key, replacing what is there.
    func put(_ list: [AnimatorTrack]) {
        guard !list.isEmpty else { return }
        let mark = AnimatorMark(self)
        for track in list {
            guard let layer = track.layer, let segment = track.segment else { continue }
            let animation = segment.animation(
                key: track.key, on: layer, mark: mark, blocksInteraction: !isUserInteractionEnabled)
            layer.add(animation, forKey: track.key)
        }
    }

    /// A group of running animations ended; when the last of the current generation has, the
    /// animator has reached its end (or start, reversed).
    func batchEnded(_ batch: Int) {
        guard batch == generation, running else { return }
        openBatches -= 1
        guard openBatches <= 0 else { return }
        running = false
        anchorFraction = reversed ? 0 : 1
        guard !pausesOnCompletion else { return }
        let position: UIViewAnimatingPosition = reversed ? .start : .end
        setModel(to: position)
        conclude(at: position)
    }

    /// Stops every track where it is shown: the model takes the shown value, the animations go.
    func settleWhereShown() {
        generation += 1
        openBatches = 0
        let shown = tracks.map { shownValue(of: $0) }
        UIView.performWithoutAnimation {
            for (track, value) in zip(tracks, shown) { settle(track, at: value) }
        }
    }

    /// Sets every track's model to its start or end value and removes the animations.
    func setModel(to position: UIViewAnimatingPosition) {
        generation += 1
        UIView.performWithoutAnimation {
            for track in tracks { settle(track, at: position == .start ? track.startValue : track.endValue) }
        }
    }

    /// Sets the track's property to `value` (through the view, so the view's own state follows)
    /// and removes the animator's animation of it.
    private func settle(_ track: AnimatorTrack, at value: Any) {
        guard let layer = track.layer else { return }
        if (layer.animation(forKey: track.key)?.delegate as? AnimatorMark)?.animator === self {
            layer.removeAnimation(forKey: track.key)
        }
        track.segment = nil
        guard let view = layer.delegate as? UIView, view.layer === layer else {
            return layer.setValue(value, forKeyPath: track.key)
        }
        switch (track.key, value) {
        case ("position", let point as CGPoint): view.center = point
        case ("bounds", let rect as CGRect): view.bounds = rect
        case ("opacity", let opacity as Float): view.alpha = CGFloat(opacity)
        case ("transform", let transform as CATransform3D): view.transform3D = transform
        case ("backgroundColor", let color as CGColor?): view.backgroundColor = color.map { UIColor(cgColor: $0) }
        default: layer.setValue(value, forKeyPath: track.key)
        }
    }

    /// Becomes inactive at `position` and runs the completions once.
    func conclude(at position: UIViewAnimatingPosition) {
        stateStorage = .inactive
        running = false
        tracks = []
        let blocks = completions
        completions = []
        for block in blocks { block(position) }
    }
}
