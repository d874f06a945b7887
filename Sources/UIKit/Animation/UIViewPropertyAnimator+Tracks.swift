import CoreGraphics
import Foundation
import QuartzCore

/// One property change an animator plays: a view layer's key, the value before the animator's
/// block changed it and the value after.
final class AnimatorTrack {
    weak var layer: CALayer?
    let key: String
    let startValue: Any
    var endValue: Any
    /// Where in the animator's fraction the change begins (0 unless added later or with a delay
    /// factor); it always ends at 1.
    let startFraction: CGFloat
    /// The animation last put on the layer for this track, as described; nil before the first.
    var segment: AnimatorSegment?
    /// The block that last changed the property (to tell which tracks a block touched).
    var lastBlock = 0

    init(layer: CALayer, key: String, startValue: Any, startFraction: CGFloat) {
        self.layer = layer
        self.key = key
        self.startValue = startValue
        endValue = startValue
        self.startFraction = startFraction
    }

    /// The track's own progress, 0…1, at the animator's fraction `fraction`.
    func progress(at fraction: CGFloat) -> CGFloat {
        guard startFraction < 1 else { return fraction >= 1 ? 1 : 0 }
        return min(max((fraction - startFraction) / (1 - startFraction), 0), 1)
    }
}

/// An animation an animator put on a layer, described so it can be frozen where it is or
/// replaced: a change from one value to another along a curve or spring, placed in media time,
/// running or frozen.
@MainActor
struct AnimatorSegment {
    var from: Any
    var to: Any
    /// The cubic curve (nil: linear); ignored with a spring.
    var function: CAMediaTimingFunction?
    var spring: UISpringTimingParameters?
    var duration: TimeInterval
    /// The media time at which the segment's elapsed time is 0.
    var begin: TimeInterval
    /// The elapsed time it is frozen at (speed 0), or nil while it runs.
    var frozenAt: TimeInterval?

    /// A frozen segment showing `value`.
    static func hold(_ value: Any, at time: TimeInterval) -> AnimatorSegment {
        AnimatorSegment(from: value, to: value, duration: 1, begin: time, frozenAt: 0)
    }

    /// This segment frozen where it is at media time `time`.
    func frozen(at time: TimeInterval) -> AnimatorSegment {
        frozen(elapsed: time - begin, from: time)
    }

    /// This segment frozen `elapsed` seconds into it, from media time `time` on (at its end it
    /// holds the end value: a frozen time on the end would wrap to the start).
    func frozen(elapsed: TimeInterval, from time: TimeInterval) -> AnimatorSegment {
        let clamped = max(0, min(elapsed, duration))
        guard clamped < duration else { return .hold(to, at: time) }
        var copy = self
        copy.frozenAt = clamped
        copy.begin = time
        return copy
    }

    /// The Core Animation animation of `key` on `layer`, marked as `mark`'s.
    func animation(key: String, on layer: CALayer, mark: AnimatorMark, blocksInteraction: Bool) -> CAAnimation {
        let length = duration > 0 ? duration : 1e-9
        let animation: CAAnimation
        if let spring, key == "position", let from = from as? CGPoint, let to = to as? CGPoint,
            spring.initialVelocity.dx != spring.initialVelocity.dy
        {
            animation = Self.axisSprings(spring, from: from, to: to, duration: length)
        } else {
            let basic: CABasicAnimation
            if let spring {
                basic = spring.animation(keyPath: key, duration: length)
            } else {
                basic = CABasicAnimation(keyPath: key)
                basic.timingFunction = function
            }
            basic.duration = length
            (basic.fromValue, basic.toValue) = (from, to)
            animation = basic
        }
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        animation.blocksInteraction = blocksInteraction
        animation.delegate = mark
        var local = layer.convertTime(begin, from: nil)
        // A begin time of exactly 0 means "now" to `add(_:forKey:)`: right only when it is 0 now.
        if local == 0, layer.convertTime(layer.currentMediaTime, from: nil) != 0 { local = -Double.ulpOfOne }
        animation.beginTime = local
        if let frozenAt {
            animation.speed = 0
            animation.timeOffset = frozenAt
        }
        return animation
    }

    /// A position moved by two springs, one an axis, as UIKit uses both parts of a spring's
    /// initial velocity for two-dimensional properties: `dx` along x, `dy` along y. The group
    /// lasts as long as the slower spring; the other holds its end.
    private static func axisSprings(
        _ spring: UISpringTimingParameters, from: CGPoint, to: CGPoint, duration: TimeInterval
    ) -> CAAnimationGroup {
        let x = spring.animation(keyPath: "position.x", duration: duration, velocity: spring.initialVelocity.dx)
        let y = spring.animation(keyPath: "position.y", duration: duration, velocity: spring.initialVelocity.dy)
        (x.fromValue, x.toValue, y.fromValue, y.toValue) = (from.x, to.x, from.y, to.y)
        let group = CAAnimationGroup()
        group.animations = [x, y]
        for axis in [x, y] { axis.fillMode = .both }
        group.duration = max(duration, x.duration, y.duration)
        return group
    }
}

/// The delegate of an animator's animations: tells them apart from others under the same key.
final class AnimatorMark: CAAnimationDelegate {
    weak var animator: UIViewPropertyAnimator?
    init(_ animator: UIViewPropertyAnimator) { self.animator = animator }
}

/// Captures the changes of a property animator's block instead of animating them (the layer's
/// action inside the animator's blocks).
final class PropertyAnimatorCapture: CABasicAnimation {
    required init() {
        super.init()
        startsFromModelValue = true
    }

    override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let captures = ViewAnimationSettings.current?.animatorCaptures,
            let old = fromValue
        else { return }
        captures.changes.append((layer, event, old))
    }
}

/// The changes a property animator's block made, in order: each property's layer, key and
/// value before the change.
final class AnimatorCaptures {
    var changes: [(layer: CALayer, key: String, old: Any)] = []
}
