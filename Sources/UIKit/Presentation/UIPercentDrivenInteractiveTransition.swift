import CoreGraphics
import Foundation
import QuartzCore

/// An interaction controller driven by a percentage: a gesture calls `update(_:)` as it moves and
/// `finish()` or `cancel()` when it ends.
///
/// With an animator that provides `interruptibleAnimator(using:)`, that animator is paused,
/// scrubbed and continued (forwards to finish, reversed to cancel). Otherwise the animator's
/// `animateTransition(using:)` runs inside the container view's layer with its time stopped
/// (`speed` 0): `update` sets the container's `timeOffset`; finishing lets its time run on at
/// `completionSpeed` along `completionCurve`, so the animations end and the animator completes the
/// transition; cancelling runs it back to the start the same way, where each animated property in the container is put back to
/// the value its animation started from and the animations are removed, so the animator hears
/// they did not finish and completes the transition cancelled. The container's time is put back
/// (speed 1) once the transition completed.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The transition's duration (the animator's).
    open var duration: CGFloat { CGFloat(transitionDuration) }
    /// The progress last given to `update(_:)`, 0…1.
    open var percentComplete: CGFloat { percent }
    /// How fast the transition completes after `finish()` or `cancel()`, relative to its
    /// duration; 1 by default (values that are not finite and positive count as 1).
    open var completionSpeed: CGFloat = 1
    /// The curve of the completion after `finish()` or `cancel()` (ease-in-out by default): an
    /// interruptible animator continues with it unless `timingCurve` is set; for other animators the
    /// container's time runs to the end (or back to the start) along it, their own curves applying
    /// within.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing an interruptible animator continues with after `finish()` or `cancel()`; nil
    /// uses `completionCurve`.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts driven (true by default) or running until `pause()`.
    open var wantsInteractiveStart = true

    private weak var context: (any UIViewControllerContextTransitioning)?
    private var transitionDuration: TimeInterval = 0
    private var percent: CGFloat = 0
    /// The interruptible animator being driven, if the animator provided one.
    private var driven: (any UIViewImplicitlyAnimating)?
    /// The container layer whose time is driven otherwise.
    private weak var timed: CALayer?
    /// Moves the container's time to the end or the start after `finish()` or `cancel()`.
    private var completing: CADisplayLink?

    /// An interaction controller with the defaults.
    public init() {}

    /// Starts the transition: pauses the interruptible animator, or stops the container's time
    /// and runs the animator in it. Only transitions of Lamina's presentations can be driven.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard context == nil, let transition = transitionContext as? PresentationTransition,
            let animator = transition.animator
        else { return }
        context = transition
        transition.endObservers.append { [weak self] in self?.transitionEnded() }
        let length = animator.transitionDuration(using: transition)
        transitionDuration = length.isFinite && length > 0 ? length : 0
        let candidate = animator.interruptibleAnimator(using: transition)
        if !(candidate is NoInterruptibleAnimator) {
            driven = candidate
            transition.drivingAnimator = candidate
            if wantsInteractiveStart { candidate.pauseAnimation() } else { candidate.startAnimation() }
            return
        }
        let layer = transition.containerView.layer
        timed = layer
        setTime(of: layer, local: 0, speed: 0)
        transition.endObservers.append { [weak layer] in
            guard let layer else { return }
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
        }
        animator.animateTransition(using: transition)
        if !wantsInteractiveStart { run(speed: 1) }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1; NaN is ignored) while driven.
    open func update(_ percentComplete: CGFloat) {
        guard let context, !percentComplete.isNaN else { return }
        percent = min(max(percentComplete, 0), 1)
        context.updateInteractiveTransition(percent)
        if let driven {
            driven.fractionComplete = percent
        } else if let timed, timed.speed == 0, completing == nil {
            timed.timeOffset = Double(percent) * transitionDuration
        }
    }

    /// Stops a transition that runs on its own where it is, to be driven again.
    open func pause() {
        guard let context else { return }
        context.pauseInteractiveTransition()
        if let driven {
            driven.pauseAnimation()
            percent = driven.fractionComplete
        } else if let timed {
            stopCompleting()
            let local = localTime(of: timed)
            setTime(of: timed, local: local, speed: 0)
            if transitionDuration > 0 { percent = min(max(CGFloat(local / transitionDuration), 0), 1) }
        }
    }

    /// Lets the transition complete from where it is.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        if let driven {
            driven.isReversed = false
            continueDriven(driven)
        } else if completionCurve == .linear {
            // Evenly: the container's time runs on by itself, on the render side's clock.
            stopCompleting()
            run(speed: speed)
        } else {
            complete(to: transitionDuration)
        }
    }

    /// Sends the transition back to its start, cancelled.
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        if let driven {
            driven.isReversed = true
            continueDriven(driven)
        } else {
            complete(to: 0)
        }
    }

    /// Forgets the finished transition, so the controller can drive another.
    private func transitionEnded() {
        stopCompleting()
        context = nil
        driven = nil
        timed = nil
    }

    private var speed: CGFloat { completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1 }

    private func continueDriven(_ animator: any UIViewImplicitlyAnimating) {
        let timing = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
        animator.continueAnimation(withTimingParameters: timing, durationFactor: 1 / speed)
    }

    /// Moves the container's time from where it stands to `target` (the end, or 0), taking the
    /// remaining part of the duration over `completionSpeed`, along `completionCurve`: a display
    /// link sets the stopped time each frame. At the end the time runs on (so the animations
    /// finish); at 0 the transition is rewound.
    private func complete(to target: TimeInterval) {
        guard let timed else { return }
        stopCompleting()
        let from = localTime(of: timed)
        setTime(of: timed, local: from, speed: 0)
        let wall = abs(target - from) / Double(speed)
        let start = timed.currentMediaTime
        let function = UICubicTimingParameters(animationCurve: completionCurve).timingFunction
        let link = CADisplayLink { [weak self] _ in
            guard let self, let timed = self.timed else { return }
            let fraction = wall > 0 ? min(max((timed.currentMediaTime - start) / wall, 0), 1) : 1
            guard fraction >= 1 else {
                timed.timeOffset = from + (target - from) * function.progress(atFraction: fraction)
                return
            }
            self.stopCompleting()
            if target > 0 {
                self.setTime(of: timed, local: target, speed: 1)
            } else {
                self.rewindToStart()
            }
        }
        completing = link
        link.add(to: .main, forMode: .common)
    }

    /// Lets the container's time run at `speed` from where it stands.
    private func run(speed: CGFloat) {
        guard let timed else { return }
        setTime(of: timed, local: localTime(of: timed), speed: speed)
    }

    /// Once the container's time is back at 0: the animated properties go back to where their
    /// animations started and the animations stop, unfinished.
    private func rewindToStart() {
        guard let timed else { return }
        setTime(of: timed, local: 0, speed: 0)
        // Inside the turn's transaction: committed with the frame, not from this tick's callback.
        CATransaction.openImplicitTransaction()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        var stack = [timed]
        while let layer = stack.popLast() {
            for key in layer.animationKeys() ?? [] {
                guard let animation = layer.animation(forKey: key), let start = animation.startValue else { continue }
                layer.setValue(start, forKeyPath: (animation as? CAPropertyAnimation)?.keyPath ?? key)
            }
            layer.removeAllAnimations()
            stack.append(contentsOf: layer.sublayers ?? [])
        }
        CATransaction.commit()
    }

    private func stopCompleting() {
        completing?.invalidate()
        completing = nil
    }

    /// The layer's local time now.
    private func localTime(of layer: CALayer) -> TimeInterval {
        layer.convertTime(layer.currentMediaTime, from: nil)
    }

    /// Makes the layer's local time `local` now, running at `speed` from here.
    private func setTime(of layer: CALayer, local: TimeInterval, speed: CGFloat) {
        let now = layer.currentMediaTime
        let parentNow = layer.superlayer?.convertTime(now, from: nil) ?? now
        layer.speed = Float(speed)
        layer.timeOffset = local
        layer.beginTime = parentNow
    }
}

extension CAAnimation {
    /// The value a property animation starts from: a basic animation's `fromValue`, a keyframe
    /// animation's first value; nil for others.
    fileprivate var startValue: Any? {
        if let basic = self as? CABasicAnimation { return basic.fromValue }
        return (self as? CAKeyframeAnimation)?.values?.first
    }
}
