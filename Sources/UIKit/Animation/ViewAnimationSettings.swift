import Foundation

/// The settings of the innermost UIView animation block, kept as a value of the open Core
/// Animation transaction (each block is one transaction), so nested blocks and the layer's
/// action lookup find it with `CATransaction.value(forKey:)` and it ends with the block.
///
/// A class because the begin/commit API edits it after `beginAnimations` (`setAnimationDuration`…).
final class ViewAnimationSettings {
    /// The transaction key the settings are stored under.
    static let key = "LaminaViewAnimationSettings"

    /// The settings of the innermost open block, if any.
    static var current: ViewAnimationSettings? { CATransaction.value(forKey: key) as? ViewAnimationSettings }

    /// False for `performWithoutAnimation` and zero durations: changes take effect at once.
    var animates = true
    var duration: TimeInterval
    var delay: TimeInterval = 0
    var curve: UIView.AnimationCurve = .easeInOut
    var options: UIView.AnimationOptions = []
    /// A fractional or finite count from `setAnimationRepeatCount`; `.repeat` alone repeats forever.
    var repeatCount: Float = 0
    /// UIKit's spring: damping ratio and initial velocity (distances per second).
    var spring: (damping: CGFloat, velocity: CGFloat)?
    /// iOS 17's spring: `duration` is its perceptual duration, with this bounce and initial
    /// velocity; each animation lasts until the spring settles.
    var perceptualSpring: (bounce: CGFloat, velocity: CGFloat)?
    /// Set while an `animateKeyframes` block runs: changes are recorded, not animated.
    var keyframes: KeyframeRecorder?
    /// Set while a property animator's block runs: changes are captured for the animator.
    var animatorCaptures: AnimatorCaptures?
    /// The begin/commit API's name and callbacks.
    var animationID: String?
    var willStart: ((String?) -> Void)?
    var didStop: ((String?, Bool) -> Void)?
    /// With `.layoutSubviews`: the views whose properties the block animated, in order, laid out
    /// before the block ends so their subviews move with them.
    var animatedViews: [UIView] = []

    init(duration: TimeInterval) {
        self.duration = duration
    }

    /// Settings for a new block inside `parent`: duration, curve and repeat options come from the
    /// enclosing block unless the options override them (UIKit's nesting rule).
    static func nested(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, in parent: ViewAnimationSettings?
    ) -> ViewAnimationSettings {
        let settings = ViewAnimationSettings(duration: duration)
        settings.delay = delay
        settings.options = options
        settings.curve = options.curve
        if let parent, parent.animates {
            if !options.contains(.overrideInheritedDuration) { settings.duration = parent.duration }
            if !options.contains(.overrideInheritedCurve) {
                settings.curve = parent.curve
                settings.spring = parent.spring
                settings.perceptualSpring = parent.perceptualSpring
            }
            if !options.contains(.overrideInheritedOptions) {
                let inherited = parent.options.intersection([.repeat, .autoreverse])
                settings.options.formUnion(inherited)
                settings.repeatCount = parent.repeatCount
            }
        }
        settings.animates = settings.duration > 0
        return settings
    }

    /// A copy for a block nested in this one with the same settings (`modifyAnimations`).
    func copied() -> ViewAnimationSettings {
        let copy = ViewAnimationSettings(duration: duration)
        (copy.animates, copy.delay, copy.curve, copy.options) = (animates, delay, curve, options)
        (copy.repeatCount, copy.spring, copy.perceptualSpring) = (repeatCount, spring, perceptualSpring)
        copy.keyframes = keyframes
        copy.animatorCaptures = animatorCaptures
        return copy
    }

    /// The animation for a change of `key` on `layer` in this block; nil for no animation.
    func animation(for layer: CALayer, key: String) -> CABasicAnimation? {
        // A view's contents change at once in a block, as in UIKit (an image view's new image is
        // not faded in; `transition(with:…)` does that).
        guard animates, key != "contents", let property = LayerProperty.named(key), property.isAnimatable else {
            return nil
        }
        if keyframes != nil { return KeyframeCapture(keyPath: key) }
        if animatorCaptures != nil { return PropertyAnimatorCapture(keyPath: key) }
        let animation: CABasicAnimation
        var length = duration
        if let perceptualSpring {
            let spring = CASpringAnimation(perceptualDuration: duration, bounce: perceptualSpring.bounce)
            if perceptualSpring.velocity.isFinite { spring.initialVelocity = perceptualSpring.velocity }
            length = spring.settlingDuration
            animation = spring
        } else if let spring {
            let fitted = CASpringAnimation(keyPath: key)
            fitted.fitUIKitSpring(
                dampingRatio: Double(spring.damping), duration: duration, velocity: Double(spring.velocity))
            animation = fitted
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = curve.timingFunction
        }
        animation.duration = length
        if delay > 0 {
            animation.beginTime = layer.convertTime(layer.currentMediaTime, from: nil) + delay
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) || repeatCount > 0 {
            animation.repeatCount = repeatCount > 0 ? repeatCount : .infinity
        }
        animation.autoreverses = options.contains(.autoreverse)
        animation.startsFromModelValue = !options.contains(.beginFromCurrentState)
        animation.blocksInteraction = !options.contains(.allowUserInteraction)
        animation.redrawsContent = options.contains(.allowAnimatedContent)
        return animation
    }
}
