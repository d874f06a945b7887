import CoreGraphics
import Foundation
import QuartzCore

/// Animates changes to views and lets them be paused, scrubbed, reversed, stopped and continued
/// with other timing before they finish: interactive animations.
///
/// The animation blocks run when the animator starts (or is paused, or scrubbed, first); each
/// change of an animatable view property in them is captured (`AnimatorTrack`: the layer, the
/// key, the value before and after) and played by Core Animation animations the animator owns —
/// one per property, on the view's own layer under the property's key, inspectable there like a
/// block animation's. Pausing swaps them for frozen copies (speed 0 at the elapsed time),
/// scrubbing for frozen copies at `fractionComplete`, resuming and reversing for running copies
/// placed in time so the values continue from where they are shown. The model holds the end
/// values from the start, as with UIView's blocks; finishing at `.start` (reversed) or
/// `.current` (stopped) sets them back or to what is shown, without animation.
///
/// Time is the current `ApplicationContext`'s media clock: a manual clock drives an animator
/// exactly, and the completions run in the frame whose tick passes the end, like a block's.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The timing the animator was made with.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration the animations were made with (a spring with its own physics lasts until it
    /// settles instead).
    public let duration: TimeInterval
    /// The delay before the animations start, from `runningPropertyAnimator` or
    /// `startAnimation(afterDelay:)`.
    open internal(set) var delay: TimeInterval = 0
    /// Whether the animated views take touches while the animations run; true by default.
    open var isUserInteractionEnabled = true
    /// Whether the app hit-tests the animated views itself. Stored: Lamina hit-tests model values
    /// for every animation (`docs/Compatibility.md`).
    open var isManualHitTestingEnabled = false
    /// Whether the animations can be paused and stopped; true by default. Changes while the
    /// animator is active are ignored (an exception on iOS), and so are pauses and stops of an
    /// animator that is not interruptible.
    open var isInterruptible: Bool {
        get { interruptible }
        set { if stateStorage == .inactive { interruptible = newValue } }
    }
    /// Whether scrubbing (`fractionComplete` while paused) moves the values evenly with the
    /// fraction rather than along the timing curve; true by default.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at the end, when the animations finish (so they
    /// can still be reversed); false by default. Its completions then wait for `stopAnimation`.
    open var pausesOnCompletion = false

    /// Where the animator is: inactive, active (running or paused) or stopped.
    open var state: UIViewAnimatingState { stateStorage }
    /// Whether the animations run (active and not paused).
    open var isRunning: Bool { running }
    /// Whether the animations run back towards their start values. Changing it while they run
    /// turns them round where they are; while paused, it applies when they continue.
    open var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }
    /// How far the animations are: 0 at the start values, 1 at the end values (whichever way
    /// they run). Setting it pauses an inactive animator and scrubs a paused one; while running it
    /// is ignored, as on iOS. Values outside 0…1 are clamped, NaN is ignored.
    open var fractionComplete: CGFloat {
        get { currentFraction() }
        set { scrub(to: newValue) }
    }

    var stateStorage: UIViewAnimatingState = .inactive
    var running = false
    var reversed = false
    var interruptible = true
    /// Blocks waiting for the animator to become active, with their delay factors.
    var pendingBlocks: [(block: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The captured property changes, in the order they were made.
    var tracks: [AnimatorTrack] = []
    /// The fraction at `anchorTime`, from which a running animator moves at 1 / (length × scale)
    /// per second, forwards or back; the paused fraction while paused.
    var anchorFraction: CGFloat = 0
    var anchorTime: TimeInterval = 0
    /// `continueAnimation`'s duration factor.
    var timeScale: CGFloat = 1
    /// The timing the running animations follow (changed by `continueAnimation`).
    var activeTiming: (any UITimingCurveProvider)?
    /// Whether the values shown may be off the timing curve (a linear scrub, a change of timing,
    /// a rebased animation), so running animations start afresh from them.
    var offCurve = false
    /// Counts the blocks run, so a block's captures can be told from earlier ones.
    var blockCount = 0
    /// Where the tracks of the block being run begin, in the animator's fraction.
    var captureFraction: CGFloat = 0
    /// Bumped whenever the animator replaces its animations, so ends of replaced ones are ignored.
    var generation = 0
    /// The running groups of animations of the current generation that have not ended yet.
    var openBatches = 0

    /// An animator of `duration` with `parameters` (nil: UIKit's ease in and out); call
    /// `addAnimations` and `startAnimation()`.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        timingParameters = parameters
        activeTiming = parameters
    }

    /// An animator of `duration` along one of UIKit's curves.
    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` along the cubic Bézier curve with these inner control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` with a spring of damping `ratio` that comes to rest at the end.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`), with the curve and user-interaction
    /// option of `options` (transition and repeat options are ignored, as on iOS). The result may
    /// be dropped: the animator runs to its end all the same.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Blocks and completions

    /// Adds animations that run with the others: before the start they wait for it; once active
    /// they start now and run for the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start after `delayFactor` (clamped to 0…1) of the remaining duration.
    /// Ignored while stopped.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        switch stateStorage {
        case .inactive: pendingBlocks.append((animation, factor))
        case .active: runBlock(animation, delayFactor: factor, installing: true)
        case .stopped: break
        }
    }

    /// Adds a block run when the animations finish (not when stopped without finishing), told
    /// where the properties ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Flow control

    /// Starts the animations, or resumes paused ones; ignored while running or stopped.
    open func startAnimation() {
        start(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds; ignored while running or stopped.
    open func startAnimation(afterDelay delay: TimeInterval) {
        start(afterDelay: delay.isFinite && delay > 0 ? delay : 0)
    }

    /// Pauses the animations where they are shown; an inactive animator becomes active, paused at
    /// the start. Ignored while stopped or when not interruptible.
    open func pauseAnimation() {
        guard interruptible, stateStorage != .stopped else { return }
        if stateStorage == .inactive {
            activate()
            freezeScrubbed()
            return
        }
        guard running else { return }
        anchorFraction = currentFraction()
        running = false
        freezeWhereShown()
    }

    /// Stops the animations where they are shown, leaving the properties there: inactive at once
    /// with `withoutFinishing` (the completions never run), otherwise stopped until
    /// `finishAnimation(at:)`. Ignored when inactive or not interruptible.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard interruptible, stateStorage == .active else { return }
        anchorFraction = currentFraction()
        running = false
        settleWhereShown()
        if withoutFinishing {
            stateStorage = .inactive
            tracks = []
            completions = []
        } else {
            stateStorage = .stopped
        }
    }

    /// Ends a stopped animator with the properties at `finalPosition` and runs the completions;
    /// ignored unless stopped.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard stateStorage == .stopped else { return }
        switch finalPosition {
        case .end: setModel(to: .end)
        case .start: setModel(to: .start)
        case .current: break
        }
        conclude(at: finalPosition)
    }

    /// Resumes paused animations (or changes running ones) with `parameters` (nil: keep the
    /// timing) and `durationFactor` times the original duration for the whole animation (0 or
    /// less keeps the original). An inactive animator starts with them.
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        guard stateStorage != .stopped else { return }
        // Where it is, at the old timing.
        if running { anchorFraction = currentFraction() }
        if let parameters {
            activeTiming = parameters
            offCurve = true
        }
        if durationFactor.isFinite, durationFactor > 0 { timeScale = durationFactor }
        if stateStorage == .inactive { return start(afterDelay: 0) }
        run(afterDelay: 0)
    }
}
