public import Foundation

/// UIKit's block-based animations: change view properties inside a block and UIKit animates
/// them. Each block is a Core Animation transaction; the view, as its layer's delegate, answers
/// the layer's action lookup with a `CABasicAnimation` of the block's duration and curve starting
/// from the old value (or from what is on screen with `.beginFromCurrentState`). Outside blocks
/// it answers `NSNull`, so a view's own layer never animates implicitly. The animations are real
/// and inspectable on the layer under the property's key (`opacity` for `alpha`, `position` for
/// `center`, `bounds`, `transform`, `backgroundColor`).
extension UIView {
    /// Animates the changes `animations` makes, after `delay`, with `options`; `completion` runs
    /// once, after the animations end (never synchronously), with false when one was interrupted.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let settings = ViewAnimationSettings.nested(
            duration: duration, delay: delay, options: options, in: ViewAnimationSettings.current)
        runBlock(settings, animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` with the ease-in-out curve.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes with a spring: `dampingRatio` 1 settles without overshoot, smaller
    /// values oscillate; `velocity` is the initial speed in distances per second. The spring is
    /// fitted so it comes to rest at `duration`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let settings = ViewAnimationSettings.nested(
            duration: duration, delay: delay, options: options, in: ViewAnimationSettings.current)
        settings.spring = (dampingRatio, velocity)
        settings.perceptualSpring = nil
        runBlock(settings, animations, completion: completion)
    }

    /// Animates the changes with a spring described by how long it seems to take and how much it
    /// bounces (iOS 17): `bounce` 0 settles without overshoot, up to 1 bounces more, below 0 is
    /// overdamped; `initialSpringVelocity` is in distances per second. Each animation lasts until
    /// the spring comes to rest, which may be longer than `duration`; `completion` waits for it.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let settings = ViewAnimationSettings.nested(
            duration: duration, delay: delay, options: options, in: ViewAnimationSettings.current)
        settings.perceptualSpring = (bounce, initialSpringVelocity)
        settings.spring = nil
        runBlock(settings, animations, completion: completion)
    }

    /// Inside an animation block, makes the animations `animations` creates repeat `count` times
    /// (fractions allowed) and play backwards after each forward pass when `autoreverses`; outside
    /// a block the changes simply happen.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let current = ViewAnimationSettings.current, current.animates else { return animations() }
        let settings = current.copied()
        settings.options.remove(.repeat)
        settings.repeatCount = count.isFinite && count > 0 ? Float(count) : 0
        if autoreverses { settings.options.insert(.autoreverse) } else { settings.options.remove(.autoreverse) }
        CATransaction.begin()
        CATransaction.setValue(settings, forKey: ViewAnimationSettings.key)
        animations()
        CATransaction.commit()
    }

    /// Runs `actionsWithoutAnimation` with animations off, inside an animation block or not.
    ///
    /// Like an animation block, it joins the turn's implicit transaction, so its changes are
    /// committed with the frame (never from inside a frame's tick, where completions call it).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let settings = ViewAnimationSettings(duration: 0)
        settings.animates = false
        CATransaction.openImplicitTransaction()
        CATransaction.begin()
        CATransaction.setValue(settings, forKey: ViewAnimationSettings.key)
        actionsWithoutAnimation()
        CATransaction.commit()
    }

    /// Whether animation blocks animate at all (true unless turned off for the application).
    public class var areAnimationsEnabled: Bool { ApplicationContext.current.animationsEnabled }

    /// Turns animations on or off for the application (the current context).
    public class func setAnimationsEnabled(_ enabled: Bool) { ApplicationContext.current.animationsEnabled = enabled }

    /// The duration of the enclosing animation block; 0 outside blocks.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let settings = ViewAnimationSettings.current, settings.animates else { return 0 }
        return settings.duration
    }

    /// Runs a block as a transaction carrying `settings`; the completion waits for the block's
    /// animations, and always for the end of the turn at least.
    static func runBlock(
        _ settings: ViewAnimationSettings, _ animations: () -> Void, completion: ((Bool) -> Void)?,
        after: (() -> Void)? = nil
    ) {
        if !ApplicationContext.current.animationsEnabled { settings.animates = false }
        CATransaction.openImplicitTransaction()
        CATransaction.begin()
        CATransaction.setValue(settings, forKey: ViewAnimationSettings.key)
        if let completion { CATransaction.setFinishedCompletion(completion) }
        animations()
        if settings.options.contains(.layoutSubviews) {
            // Laying out one view can animate more (its subviews): go on until none is left.
            var next = 0
            while next < settings.animatedViews.count {
                settings.animatedViews[next].layoutIfNeeded()
                next += 1
            }
        }
        after?()
        CATransaction.commit()
    }

    /// The action for a change of `event` on `layer`: the enclosing block's animation, or none.
    func viewAction(for layer: CALayer, forKey event: String) -> any CAAction {
        guard layer === self.layer, let settings = ViewAnimationSettings.current,
            let animation = settings.animation(for: layer, key: event)
        else { return NSNull() }
        if settings.options.contains(.layoutSubviews), !settings.animatedViews.contains(where: { $0 === self }) {
            settings.animatedViews.append(self)
        }
        return animation
    }
}
