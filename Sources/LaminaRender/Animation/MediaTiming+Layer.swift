/// A layer's own timing: the same model as an animation's, read the way Core Animation reads it
/// for a layer, whose local time is the time its animations and sublayers run on.
///
/// Apple's `CAMediaTiming` reference: the parent time `tp` maps to active local time
/// `(tp − beginTime) × speed + timeOffset` (`timeOffset`), which repeats the basic `duration`
/// `repeatCount` times or for `repeatDuration` seconds (`repeatCount`, `repeatDuration`), each
/// iteration played forwards then backwards with `autoreverses`; outside the active duration
/// "local time may be clamped to either end of the active duration, or the element may be
/// removed from the presentation" (`fillMode`, default `removed`). Every field defaults to 0,
/// and a layer's `duration` of 0 is not an instant: a layer has no end of its own, so 0 leaves
/// its basic duration unbounded and its time runs on from `beginTime`, as it does on iOS.
extension MediaTiming {
    /// Whether the layer's time has no end and never folds: `duration` and `repeatDuration` are 0
    /// (its repeat count and autoreversing then change nothing).
    package var isUnboundedLayerTime: Bool { !(duration > 0) && !(repeatDuration > 0) }

    /// Whether the fill keeps the layer presented before `beginTime`.
    package var fillsBackwards: Bool { fillMode == .backwards || fillMode == .both }
    /// Whether the fill keeps the layer presented after its active duration.
    package var fillsForwards: Bool { fillMode == .forwards || fillMode == .both }

    /// Whether the layer's timing can change what it shows beyond moving its time linearly: it
    /// folds its time into iterations, ends, or is not presented before it begins.
    package var shapesLayerPresentation: Bool {
        !isUnboundedLayerTime || (!fillsBackwards && beginTime > 0)
    }

    /// The layer's local time at parent time `t`, or nil when the layer is removed from the
    /// presentation then (outside its active duration, on a side its fill does not cover).
    ///
    /// Inside the active duration a bounded time is folded into one iteration, 0…`duration`
    /// (backwards on an autoreversed return); before it, a backwards fill holds the time at the
    /// start, and after it a forwards fill holds the time where the active duration ended.
    package func layerLocalTime(fromParent t: Double) -> Double? {
        let elapsed = t - beginTime
        guard !elapsed.isNaN else { return nil }
        if duration > 0 {
            return sample(atParentTime: t).map { $0.progress * duration }
        }
        let speed = effectiveSpeed
        if elapsed < 0 { return fillsBackwards ? timeOffset : nil }
        if repeatDuration > 0, speed != 0, elapsed >= repeatDuration / abs(speed) {
            return fillsForwards ? timeOffset + (speed < 0 ? -repeatDuration : repeatDuration) : nil
        }
        return speed == 0 ? timeOffset : elapsed * speed + timeOffset
    }

    /// Whether the layer's time at parent time `t` will move or its presence change later: before
    /// it begins, or inside a bounded active duration while its time runs. Unbounded layers that
    /// have begun report false: their time moves, but only what runs below them can change.
    package func layerTimeChanges(afterParentTime t: Double) -> Bool {
        let speed = effectiveSpeed
        if t < beginTime { return true }
        guard !isUnboundedLayerTime, speed != 0 else { return false }
        let active = duration > 0 ? activeDuration : repeatDuration
        return t - beginTime < active / abs(speed)
    }

    /// The local time at root time `t` of the last of `ancestors` (listed from the root down, each
    /// a layer's timing), and whether every one of them presents its layer then. A layer removed
    /// from the presentation hands its linearly mapped time on, so times still convert.
    package static func layerLocalTime(
        fromRoot t: Double, through ancestors: some Sequence<MediaTiming>
    ) -> (time: Double, isPresented: Bool) {
        ancestors.reduce((t, true)) { result, timing in
            guard let local = timing.layerLocalTime(fromParent: result.time) else {
                return (timing.localTime(fromParent: result.time), false)
            }
            return (local, result.isPresented)
        }
    }
}
