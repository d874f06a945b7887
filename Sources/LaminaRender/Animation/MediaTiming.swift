/// Core Animation's `CAMediaTiming` model as a value: how an object's time relates to its
/// parent's, and where in its basic duration it is at a given parent time.
///
/// Time flows down a hierarchy. A layer's local time is its superlayer's local time mapped by
/// `localTime(fromParent:)`; an animation's parent time is the local time of the layer (or group)
/// holding it. `sample(atParentTime:)` then applies an animation's begin, speed, offset,
/// repetition, autoreversing and fill to find its progress within the current iteration.
///
/// Decisions where Apple's documentation is silent or calls the behaviour undefined:
/// - When both `repeatDuration` and `repeatCount` are set, `repeatDuration` wins.
/// - A `duration` that is not positive (Core Animation's default is 0) is meant to be replaced by
///   the caller before sampling, as Core Animation gives such an animation the transaction's
///   duration (0.25 s by default). If it is not, the object is instantaneous: its active duration
///   is 0, it has the start state before `beginTime` under a backwards fill and the final state
///   from `beginTime` on under a forwards fill, and is otherwise never in effect.
/// - A `speed` that is not finite counts as 0 (frozen).
/// - `timeOffset` shifts the active local time, which wraps around the active duration, so a
///   one-iteration animation offset by a third of its duration plays its last two thirds, then
///   its first third, as in Core Animation.
package struct MediaTiming: Sendable, Hashable {
    /// What an object shows outside its active duration.
    package enum FillMode: Sendable, Hashable {
        /// Nothing: the object is not in effect before it begins or after it ends.
        case removed
        /// Its final state stays after it ends.
        case forwards
        /// Its start state shows before it begins.
        case backwards
        /// Both of the above.
        case both
    }

    /// Where an object is within its basic duration at some parent time.
    package struct Sample: Sendable, Equatable {
        /// The position within the current iteration, 0…1, after autoreverse folding and before
        /// any timing function.
        package var progress: Double
        /// How many whole iterations have completed (what a cumulative animation adds up).
        package var iteration: Int

        /// Creates a sample.
        package init(progress: Double, iteration: Int) {
            self.progress = progress
            self.iteration = iteration
        }
    }

    /// When the object begins, in its parent's time.
    package var beginTime: Double
    /// The basic duration of one pass, in local seconds.
    package var duration: Double
    /// How fast local time runs relative to the parent's (a `Float` in Apple's API).
    package var speed: Double
    /// An additional offset, in active local time.
    package var timeOffset: Double
    /// How many times the basic duration plays; may be fractional; 0 means once. Anything at or
    /// above `Float.greatestFiniteMagnitude` (as Apple documents), or infinity, repeats forever.
    package var repeatCount: Double
    /// How long, in local seconds, the object plays, repeating as needed; 0 is ignored.
    package var repeatDuration: Double
    /// Whether each repetition plays forwards and then backwards.
    package var autoreverses: Bool
    /// What the object shows outside its active duration.
    package var fillMode: FillMode

    /// Creates a timing with Core Animation's defaults unless told otherwise.
    package init(
        beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: FillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    // MARK: - Hierarchical time

    /// The object's local time at parent time `t`: (t − beginTime) × speed + timeOffset.
    ///
    /// With speed 0 the local time stays at `timeOffset`, whatever the parent's time.
    package func localTime(fromParent t: Double) -> Double {
        (t - beginTime) * effectiveSpeed + timeOffset
    }

    /// The parent time at which the local time is `local`: the inverse of
    /// `localTime(fromParent:)`. With speed 0 no parent time maps anywhere else than
    /// `timeOffset`; this returns `beginTime`, where the frozen object starts.
    package func parentTime(fromLocal local: Double) -> Double {
        let speed = effectiveSpeed
        guard speed != 0 else { return beginTime }
        return (local - timeOffset) / speed + beginTime
    }

    /// The local time at root time `t` of the last of `ancestors`, listed from the root down,
    /// each mapping its parent's time to its own.
    package static func localTime(
        fromRoot t: Double, through ancestors: some Sequence<MediaTiming>
    ) -> Double {
        ancestors.reduce(t) { time, timing in timing.localTime(fromParent: time) }
    }

    // MARK: - Active duration

    /// The length of one pass, forwards and (with `autoreverses`) back, in local seconds.
    package var cycleDuration: Double { autoreverses ? 2 * duration : duration }

    /// How long the object plays, in local seconds: `repeatDuration` when positive, otherwise the
    /// cycle duration times the repeat count (0 counting as 1). Infinite for endless repeats; 0
    /// when `duration` is not positive.
    package var activeDuration: Double {
        guard duration > 0 else { return 0 }
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount.isNaN || repeatCount <= 0 { return cycleDuration }
        if repeatCount >= Double(Float.greatestFiniteMagnitude) { return .infinity }
        return cycleDuration * repeatCount
    }

    /// When the object's active duration ends, in parent time: `beginTime` plus the active
    /// duration divided by |speed|. Infinite for endless repeats and for a frozen (speed 0)
    /// object that has anything to play.
    package var endTime: Double {
        let active = activeDuration
        guard active > 0 else { return beginTime }
        let speed = abs(effectiveSpeed)
        guard speed > 0 else { return .infinity }
        return beginTime + active / speed
    }

    /// Whether the object ends: the main thread can retire it once its parent time passes
    /// `endTime`.
    package var isFinite: Bool { endTime.isFinite }

    /// `speed`, with values that are not finite counting as 0.
    var effectiveSpeed: Double { speed.isFinite ? speed : 0 }

    // MARK: - Sampling

    /// Where the object is at parent time `t`, or nil when it is not in effect then.
    ///
    /// Before `beginTime` the object shows its start state only with a backwards fill; once its
    /// active duration has elapsed in parent time it shows its final state only with a forwards
    /// fill. The final state is the limit just before the end: progress 1, or 0 when an
    /// autoreversed pass has just returned, or the fractional position a fractional repeat count
    /// or a `repeatDuration` stops at. Inside the active duration, a moment that falls exactly on
    /// an iteration boundary belongs to the iteration being entered. A NaN time, or one whose
    /// local time is not finite (an endless object at infinity), gives nil.
    package func sample(atParentTime t: Double) -> Sample? {
        let elapsed = t - beginTime
        guard !elapsed.isNaN else { return nil }
        let speed = effectiveSpeed
        let active = activeDuration
        // Playing backwards (negative speed), the iteration being entered lies below in local
        // time, so boundaries are approached from below.
        let descending = speed < 0
        if elapsed < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            guard active > 0 else { return Sample(progress: 0, iteration: 0) }
            return position(atLocal: timeOffset, fromBelow: descending)
        }
        let ended = active.isFinite && speed != 0 && elapsed >= active / abs(speed)
        if active == 0 || ended {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            guard active > 0 else { return Sample(progress: autoreverses ? 0 : 1, iteration: 0) }
            // The end is reached at local time timeOffset ± activeDuration, which wraps to
            // timeOffset; computing it that way avoids rounding in elapsed × speed.
            return position(atLocal: timeOffset, fromBelow: !descending)
        }
        let local = speed == 0 ? timeOffset : elapsed * speed + timeOffset
        return position(atLocal: local, fromBelow: descending)
    }

    /// The sample at active local time `local`, which wraps around the active duration, or nil
    /// when `local` is not finite. With `fromBelow`, a time on a boundary (wrap or iteration)
    /// belongs to the span that ends there.
    private func position(atLocal local: Double, fromBelow: Bool) -> Sample? {
        guard local.isFinite else { return nil }
        let active = activeDuration
        let cycle = cycleDuration
        var within: Double
        if active.isFinite {
            within = Self.wrapped(local, into: active)
            if fromBelow && within == 0 { within = active }
        } else {
            // Endless repeats: only the position within a cycle matters before the start.
            within = local >= 0 ? local : Self.wrapped(local, into: cycle)
            if fromBelow && within == 0 && cycle.isFinite { within = cycle }
        }
        var inCycle = within.truncatingRemainder(dividingBy: cycle)
        var completed = ((within - inCycle) / cycle).rounded()
        if fromBelow && inCycle == 0 && within > 0 {
            inCycle = cycle
            completed -= 1
        }
        let progress: Double
        if autoreverses && inCycle > duration {
            progress = (cycle - inCycle) / duration
        } else {
            progress = inCycle / duration
        }
        return Sample(progress: min(max(progress, 0), 1), iteration: Self.count(completed))
    }

    /// `value` modulo `period`, in 0..<period (for a positive, finite period).
    private static func wrapped(_ value: Double, into period: Double) -> Double {
        let remainder = value.truncatingRemainder(dividingBy: period)
        guard remainder < 0 else { return remainder }
        let shifted = remainder + period
        return shifted < period ? shifted : 0
    }

    /// A whole, non-negative count of iterations as an `Int`, saturating instead of trapping.
    private static func count(_ value: Double) -> Int {
        guard value > 0 else { return 0 }
        return value < 9.0e18 ? Int(value) : Int.max
    }
}
