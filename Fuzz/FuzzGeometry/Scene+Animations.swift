import FuzzSupport
import UIKit

/// Animation operations: UIView blocks, Core Animation objects with any timing and values, and
/// the manual clock moving between frames. At most 8 clock steps per input.
extension Scene {
    /// Key paths animated, good and bad: every kind of value the render side interpolates.
    private static let keyPaths = [
        "position", "position.x", "bounds", "bounds.size.width", "transform", "transform.rotation.z", "transform.scale",
        "opacity", "backgroundColor", "cornerRadius", "borderWidth", "shadowOffset", "shadowPath", "contentsRect",
        "zPosition", "hidden", "strokeEnd", "strokeStart", "path", "lineWidth", "fillColor", "colors", "locations",
        "startPoint", "sublayerTransform.translation.x", "no.such.key", "",
    ]

    /// A value of any animatable kind, or nonsense.
    private func value(_ input: inout FuzzInput) -> Any? {
        switch input.byte() % 10 {
        case 0: return input.number()
        case 1: return input.point()
        case 2: return input.rect()
        case 3: return makeTransform3D(&input)
        case 4: return UIColor(white: input.number(), alpha: input.number()).cgColor
        case 5: return makePath(&input).cgPath
        case 6: return [UIColor.red.cgColor, UIColor(white: input.number(), alpha: 1).cgColor]
        case 7: return [NSNumber(value: Double(input.number())), NSNumber(value: Double(input.number()))]
        case 8: return input.size()
        default: return nil
        }
    }

    /// Adds a UIView animation block, spring, keyframes or transition over any view.
    mutating func viewAnimation(_ input: inout FuzzInput) {
        let view = anyView(&input)
        let target = input.rect()
        let alpha = input.number()
        let transform = makeAffine(&input)
        let duration = TimeInterval(input.number())
        let options = UIView.AnimationOptions(rawValue: UInt(input.uint64() & 0x7F_07FF))
        let changes = {
            view.frame = target
            view.alpha = alpha
            view.transform = transform
            view.backgroundColor = .systemGreen
        }
        switch input.byte() % 4 {
        case 0:
            UIView.animate(
                withDuration: duration, delay: TimeInterval(input.number()), options: options, animations: changes)
        case 1:
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: input.number(),
                initialSpringVelocity: input.number(), options: options, animations: changes)
        case 2:
            UIView.animateKeyframes(withDuration: duration, delay: 0, options: []) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center = target.origin }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5, animations: changes)
            }
        default:
            UIView.transition(with: view, duration: duration, options: options, animations: changes)
        }
    }

    /// Adds a basic, spring, keyframe, group or transition animation with fuzzed timing to any
    /// layer, or changes a layer's own timing.
    mutating func layerAnimation(_ input: inout FuzzInput) {
        let layer = anyLayer(&input)
        let keyPath = Self.keyPaths[input.int(below: Self.keyPaths.count)]
        let animation: CAAnimation
        switch input.byte() % 6 {
        case 0:
            let basic = CABasicAnimation(keyPath: keyPath)
            (basic.fromValue, basic.toValue, basic.byValue) = (value(&input), value(&input), value(&input))
            basic.isAdditive = input.bool()
            basic.isCumulative = input.bool()
            animation = basic
        case 1:
            let spring = CASpringAnimation(keyPath: keyPath)
            (spring.fromValue, spring.toValue) = (value(&input), value(&input))
            (spring.mass, spring.stiffness, spring.damping) = (input.number(), input.number(), input.number())
            spring.initialVelocity = input.number()
            animation = spring
        case 2:
            let keyframes = CAKeyframeAnimation(keyPath: keyPath)
            keyframes.values = (0..<input.int(below: 5)).compactMap { _ in value(&input) }
            keyframes.keyTimes =
                input.bool() ? (0..<input.int(below: 5)).map { _ in NSNumber(value: Double(input.number())) } : nil
            keyframes.path = input.bool() ? makePath(&input).cgPath : nil
            keyframes.calculationMode = [.linear, .discrete, .paced, .cubic, .cubicPaced][input.int(below: 5)]
            animation = keyframes
        case 3:
            let group = CAAnimationGroup()
            let member = CABasicAnimation(keyPath: keyPath)
            member.toValue = value(&input)
            member.duration = CFTimeInterval(input.number())
            group.animations = [member, CABasicAnimation(keyPath: "opacity")]
            animation = group
        case 4:
            let transition = CATransition()
            transition.type = [.fade, .moveIn, .push, .reveal][input.int(below: 4)]
            transition.subtype = [.fromLeft, .fromRight, .fromTop, .fromBottom][input.int(below: 4)]
            (transition.startProgress, transition.endProgress) = (Float(input.number()), Float(input.number()))
            animation = transition
        default:
            layer.speed = Float(input.number())
            layer.timeOffset = CFTimeInterval(input.number())
            layer.beginTime = CFTimeInterval(input.number())
            return
        }
        animation.duration = CFTimeInterval(input.number())
        animation.beginTime = input.bool() ? CACurrentMediaTime() + CFTimeInterval(input.number()) : 0
        animation.repeatCount = Float(input.number())
        animation.autoreverses = input.bool()
        animation.speed = Float(input.number())
        animation.timeOffset = CFTimeInterval(input.number())
        animation.fillMode = [.removed, .forwards, .backwards, .both][input.int(below: 4)]
        animation.isRemovedOnCompletion = input.bool()
        animation.timingFunction = CAMediaTimingFunction(
            controlPoints: Float(input.number()), Float(input.number()), Float(input.number()), Float(input.number()))
        layer.add(animation, forKey: input.bool() ? keyPath : nil)
        _ = layer.presentation()?.position
    }

    /// Moves the manual clock by up to 4 s (or a pathological step) and renders a frame.
    mutating func advanceClock(_ input: inout FuzzInput) {
        guard clockSteps < 8 else { return }
        clockSteps += 1
        let step = input.byte()
        host.advance(by: step == 255 ? TimeInterval(input.number()) : TimeInterval(step) / 64)
        if input.bool() { anyLayer(&input).removeAllAnimations() }
    }
}
