package import CoreGraphics

/// Values an animation reads and writes by key path: a render node's state on the render side,
/// a presentation layer on the main side.
package protocol AnimatedValues {
    /// The current value at `keyPath`, under the animations applied so far; nil when unknown.
    func animatedValue(forKeyPath keyPath: String) -> AnimatableValue?
    /// Replaces the value at `keyPath`; values of the wrong kind are ignored.
    mutating func setAnimatedValue(_ value: AnimatableValue, forKeyPath keyPath: String)
}

/// One animation as the render side holds it: a `Sendable` description of a `CAAnimation` made
/// at commit, with its timing and its values. Evaluating it is a pure function of time and of
/// the value under it, so the render thread and `presentation()` compute the same frame.
package struct AnimationTrack: Sendable {
    /// How keyframe values are spaced in time and joined.
    package enum CalculationMode: Sendable {
        /// Straight segments at the key times.
        case linear
        /// Each value held until the next key time, no blending.
        case discrete
        /// Key times ignored: segments take time in proportion to their length.
        case paced
        /// Catmull-Rom curves through the values at the key times.
        case cubic
        /// Catmull-Rom curves, paced.
        case cubicPaced
    }

    /// What the animation does to its key path.
    package enum Kind: Sendable {
        /// `CABasicAnimation`: between two values resolved from `from`, `to` and `by` (nil ends
        /// take the value under the animation, as Core Animation documents).
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        /// `CASpringAnimation`: as `basic`, with the spring's position for progress.
        case spring(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?, SpringSolution)
        /// `CAKeyframeAnimation`: `curves` joins segment `i` (fewer than the segments: linear);
        /// `shapes` bend the cubic modes' curve at each value (fewer than the values: Catmull-Rom).
        case keyframes(
            values: [AnimatableValue], keyTimes: [Double]?, curves: [TimingCurve], mode: CalculationMode,
            shapes: [SplineShape])
        /// `CAAnimationGroup`: the members, timed within the group's own time.
        case group([AnimationTrack])
        /// `CATransition` (and UIKit's view transitions): the layer's new state replaces `from`,
        /// its committed state when the transition was added, over the transition's progress
        /// between `start` and `end` (`RenderNode+Transition.swift`).
        case transition(TransitionStyle, from: RenderNode?, start: Double, end: Double)
    }

    /// How a transition moves the old and new states.
    package enum TransitionStyle: Sendable, Equatable {
        /// The old state fades out as the new one fades in.
        case fade
        /// The new state slides in over the old from `edge` (a unit vector: where it comes from).
        case moveIn(edge: CGVector)
        /// The new state slides in from `edge` and pushes the old one out.
        case push(edge: CGVector)
        /// The old state slides out towards the opposite of `edge`, uncovering the new one.
        case reveal(edge: CGVector)
        /// A turn about the vertical axis (or the horizontal one) in perspective: the old state turns
        /// away over the first half, the new one turns in over the second; `sign` sets the way.
        case flip(aboutHorizontalAxis: Bool, sign: CGFloat)
        /// A page curl: up, the old state's page folds back from its bottom-right corner and
        /// uncovers the new one; down, the new state's page unfolds over the old one.
        case curl(up: Bool)
    }

    /// The animated key path (`"position"`, `"transform.rotation.z"`); empty for groups.
    package var keyPath: String
    /// Begin time, duration, repeats and fill, in the layer's local time.
    package var timing: MediaTiming
    /// The animation's timing function; nil is linear.
    package var curve: TimingCurve?
    package var kind: Kind
    /// The value is added to the value under the animation instead of replacing it.
    package var isAdditive = false
    /// Each repetition starts where the previous one ended.
    package var isCumulative = false
    /// For a keyframe animation of a point along a path: the layer also turns to the path's
    /// tangent, plus this angle (0 for `.rotateAuto`, π for `.rotateAutoReverse`); nil: it does not.
    package var tangentRotation: Double?
    /// Makes the interpolated numbers a transform (`CAValueFunction`); endpoints left out are the
    /// function's identity numbers, not the value under the animation.
    package var valueFunction: ValueFunction?

    package init(keyPath: String, timing: MediaTiming, curve: TimingCurve? = nil, kind: Kind) {
        self.keyPath = keyPath
        self.timing = timing
        self.curve = curve
        self.kind = kind
    }

    /// Whether the animation, or a member of it, animates one of `keys` (or a part of one).
    package func animatesKey(in keys: Set<String>) -> Bool {
        if case .group(let members) = kind { return members.contains { $0.animatesKey(in: keys) } }
        let head = keyPath.split(separator: ".", maxSplits: 1).first.map(String.init) ?? keyPath
        return keys.contains(head)
    }

    /// Whether the animation has any effect at `time` (the layer's local time).
    package func isInEffect(at time: Double) -> Bool { timing.sample(atParentTime: time) != nil }

    /// Applies the animation as it stands at `time`, in the layer's local time.
    package func apply<Values: AnimatedValues>(at time: Double, to values: inout Values) {
        guard let sample = timing.sample(atParentTime: time) else { return }
        let progress = curve?.progress(at: sample.progress) ?? sample.progress
        switch kind {
        case .transition: return  // changes no value; the node evaluation shows it
        case .group(let members):
            let inner = progress * timing.duration
            // While the group holds its end, its members hold theirs.
            let holding = sample.progress >= 1
            for var member in members {
                if holding { member.timing.fillMode = member.timing.fillMode == .removed ? .forwards : .both }
                member.apply(at: inner, to: &values)
            }
        case .basic(let from, let to, let by):
            guard let base = values.animatedValue(forKeyPath: keyPath),
                let (start, end) = Self.endpoints(
                    from: from, to: to, by: by, base: valueFunction?.identity ?? base, additive: isAdditive),
                let value = start.interpolated(to: end, progress)
            else { return }
            write(value, start: start, end: end, iteration: sample.iteration, base: base, to: &values)
        case .spring(let from, let to, let by, let spring):
            guard let base = values.animatedValue(forKeyPath: keyPath),
                let (start, end) = Self.endpoints(
                    from: from, to: to, by: by, base: valueFunction?.identity ?? base, additive: isAdditive),
                let value = start.interpolated(to: end, spring.value(at: sample.progress * timing.duration))
            else { return }
            write(value, start: start, end: end, iteration: sample.iteration, base: base, to: &values)
        case .keyframes(let keyframes, let keyTimes, let curves, let mode, let shapes):
            guard let base = values.animatedValue(forKeyPath: keyPath), let first = keyframes.first,
                let last = keyframes.last,
                let value = Self.keyframeValue(
                    keyframes, keyTimes: keyTimes, curves: curves, mode: mode, shapes: shapes, at: progress)
            else { return }
            write(value, start: first, end: last, iteration: sample.iteration, base: base, to: &values)
            if let tangentRotation {
                turnToTangent(
                    keyframes, keyTimes: keyTimes, curves: curves, mode: mode, shapes: shapes, at: progress,
                    by: tangentRotation, &values)
            }
        }
    }

    /// Turns the layer to the direction the keyframes move in at `progress` (plus `offset`),
    /// after its own transform; nothing where they stand still.
    private func turnToTangent<Values: AnimatedValues>(
        _ keyframes: [AnimatableValue], keyTimes: [Double]?, curves: [TimingCurve], mode: CalculationMode,
        shapes: [SplineShape], at progress: Double, by offset: Double, _ values: inout Values
    ) {
        let step = 1e-3
        guard
            case .point(let p)? = Self.keyframeValue(
                keyframes, keyTimes: keyTimes, curves: curves, mode: mode, shapes: shapes,
                at: max(progress - step, 0)),
            case .point(let q)? = Self.keyframeValue(
                keyframes, keyTimes: keyTimes, curves: curves, mode: mode, shapes: shapes,
                at: min(progress + step, 1)),
            p != q, case .transform(let transform)? = values.animatedValue(forKeyPath: "transform")
        else { return }
        let angle = atan2(Double(q.y - p.y), Double(q.x - p.x)) + offset
        guard angle.isFinite else { return }
        values.setAnimatedValue(
            .transform(CATransform3DRotate(transform, CGFloat(angle), 0, 0, 1)), forKeyPath: "transform")
    }

    /// Writes `value`, made cumulative and additive as the animation asks.
    private func write<Values: AnimatedValues>(
        _ value: AnimatableValue, start: AnimatableValue, end: AnimatableValue, iteration: Int, base: AnimatableValue,
        to values: inout Values
    ) {
        var result = value
        if isCumulative, iteration > 0, let step = end.subtracting(start)?.scaled(by: Double(iteration)),
            let sum = result.adding(step)
        {
            result = sum
        }
        if let valueFunction {
            guard let transform = valueFunction.transform(result) else { return }
            result = .transform(transform)
        }
        if isAdditive, let sum = base.adding(result) { result = sum }
        values.setAnimatedValue(result, forKeyPath: keyPath)
    }

    /// The start and end of a basic animation, by Core Animation's rules for which of `from`,
    /// `to` and `by` are set; `base` (the value under the animation, or zero for additive ones)
    /// fills the ends not given.
    static func endpoints(
        from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?, base: AnimatableValue, additive: Bool
    ) -> (AnimatableValue, AnimatableValue)? {
        let under = additive ? (base.subtracting(base) ?? base) : base
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return f.adding(b).map { (f, $0) }
        case (nil, let t?, let b?): return t.subtracting(b).map { ($0, t) }
        case (let f?, nil, nil): return (f, under)
        case (nil, let t?, nil): return (under, t)
        case (nil, nil, let b?): return under.adding(b).map { (under, $0) }
        case (nil, nil, nil): return (under, under)
        }
    }
}
