import Foundation
import QuartzCore
import Testing

/// Values of explicit animations at exact times on the manual clock, read from the presentation
/// layer (the same evaluation the render side runs).
@Suite struct CoreAnimationTimingTests {
    private func opacityAnimation(_ setup: (CABasicAnimation) -> Void) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        setup(animation)
        return animation
    }

    private func opacity(_ stage: AnimationStage, at seconds: Double) -> Float {
        stage.frame(at: seconds)
        return stage.square.presentation()?.opacity ?? .nan
    }

    @Test func namedCurvesAreApplesBeziers() {
        let cases: [(CAMediaTimingFunctionName, Double, Float)] = [
            (.easeInEaseOut, 0.25, 0.1291619), (.easeIn, 0.5, 0.3153568), (.linear, 0.3, 0.3),
        ]
        for (name, time, expected) in cases {
            let stage = AnimationStage()
            stage.square.add(opacityAnimation { $0.timingFunction = CAMediaTimingFunction(name: name) }, forKey: "fade")
            #expect(abs(opacity(stage, at: time) - expected) < 2e-5, "\(name.rawValue)")
        }
    }

    @Test func theModelTakesTheNewValueAtOnceAndTheAnimationEnds() {
        let stage = AnimationStage()
        stage.square.add(opacityAnimation { _ in }, forKey: "fade")
        CATransaction.setDisableActions(true)
        stage.square.opacity = 0.5
        #expect(stage.square.opacity == 0.5)
        #expect(opacity(stage, at: 0.5) == 0.5)
        #expect(stage.square.animationKeys() == ["fade"])
        // Removed on completion: the model shows again.
        #expect(opacity(stage, at: 1.5) == 0.5)
        #expect(stage.square.animationKeys() == nil)
    }

    @Test func delaysFillBackwardsOnlyWhenAsked() {
        let plain = AnimationStage()
        plain.square.add(opacityAnimation { $0.beginTime = 100.5 }, forKey: "fade")
        #expect(opacity(plain, at: 0.25) == 1)
        #expect(opacity(plain, at: 1) == 0.5)
        let filled = AnimationStage()
        filled.square.add(
            opacityAnimation {
                $0.beginTime = 100.5
                $0.fillMode = .backwards
            }, forKey: "fade")
        #expect(opacity(filled, at: 0.25) == 0)
    }

    @Test func repeatsAutoreverseAndFractionalCounts() {
        let stage = AnimationStage()
        stage.square.add(
            opacityAnimation {
                $0.autoreverses = true
                $0.repeatCount = 1.5
                $0.fillMode = .forwards
                $0.isRemovedOnCompletion = false
            }, forKey: "fade")
        #expect(opacity(stage, at: 0.25) == 0.25)
        #expect(opacity(stage, at: 1.25) == 0.75)  // coming back
        #expect(opacity(stage, at: 2.5) == 0.5)  // third half: forward again
        #expect(opacity(stage, at: 4) == 1)  // 1.5 × 2 s ends at the top, held
        #expect(stage.square.animationKeys() == ["fade"])
    }

    @Test func cumulativeRepeatsBuildOnEachOther() {
        let stage = AnimationStage()
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration) = (0, 10, 1)
        move.repeatCount = 3
        move.isCumulative = true
        stage.square.add(move, forKey: "move")
        stage.frame(at: 2.5)
        #expect(stage.square.presentation()?.position.x == 25)
    }

    @Test func byAndNilEndsTakeTheModelValue() {
        let stage = AnimationStage()
        let by = CABasicAnimation(keyPath: "position")
        by.byValue = CGPoint(x: 10, y: 0)
        by.duration = 1
        stage.square.add(by, forKey: "by")
        let to = CABasicAnimation(keyPath: "bounds.size.width")
        to.toValue = 30
        to.duration = 1
        stage.square.add(to, forKey: "to")
        stage.frame(at: 0.5)
        let shown = stage.square.presentation()
        #expect(shown?.position == CGPoint(x: 20, y: 15))
        #expect(shown?.bounds.width == 20)
    }

    @Test func rotationsInterpolateByComponents() {
        let stage = AnimationStage()
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        (turn.fromValue, turn.toValue, turn.duration) = (0, CGFloat.pi * 1.5, 1)
        stage.square.add(turn, forKey: "turn")
        stage.frame(at: 0.5)
        let angle = stage.square.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat
        #expect(abs((angle ?? 0) - CGFloat.pi * 0.75) < 1e-9)
        // A whole-transform animation between two turns stays a turn halfway through.
        let whole = CABasicAnimation(keyPath: "transform")
        whole.fromValue = CATransform3DIdentity
        whole.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        whole.duration = 1
        stage.square.add(whole, forKey: "turn")
        stage.frame(at: 1)
        let halfway = stage.square.presentation()?.transform ?? CATransform3DIdentity
        #expect(abs(halfway.m11 - cos(.pi / 4)) < 1e-9 && abs(halfway.m12 - sin(.pi / 4)) < 1e-9)
    }

    /// A whole-transform keyframe animation turns the short way between its values; the
    /// `transform.rotation.z` sub-key interpolates the angle, so 0 to 2π is a full turn.
    @Test func wholeTransformsTurnTheShortWaySubKeysTurnAllTheWay() throws {
        let stage = AnimationStage()
        let frames = CAKeyframeAnimation(keyPath: "transform")
        frames.values = [CATransform3DIdentity, CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1)]
        frames.duration = 1
        stage.square.add(frames, forKey: "frames")
        stage.frame(at: 0.5)
        let short = try #require(stage.square.presentation()?.transform)
        #expect(abs(short.m11 - cos(.pi / 4)) < 1e-12 && abs(short.m12 + sin(.pi / 4)) < 1e-12)  // −45°
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        (spin.fromValue, spin.toValue, spin.duration) = (0, 2 * CGFloat.pi, 1)
        stage.square.add(spin, forKey: "frames")
        stage.frame(at: 1)
        let half = try #require(stage.square.presentation()?.transform)
        #expect(abs(half.m11 + 1) < 1e-12 && abs(half.m12) < 1e-12)  // half a turn
    }

    @Test func keyframesSpringsAndGroups() {
        let stage = AnimationStage()
        let frames = CAKeyframeAnimation(keyPath: "opacity")
        frames.values = [0, 1, 0.5]
        frames.keyTimes = [0, 0.25, 1]
        frames.duration = 1
        stage.square.add(frames, forKey: "frames")
        #expect(opacity(stage, at: 0.125) == 0.5)
        #expect(opacity(stage, at: 0.625) == 0.75)

        let spring = CASpringAnimation(keyPath: "position.y")
        (spring.fromValue, spring.toValue) = (0, 100)
        (spring.mass, spring.stiffness, spring.damping) = (1, 100, 20)  // critically damped, ω = 10
        spring.duration = spring.settlingDuration
        let springStage = AnimationStage()
        springStage.square.add(spring, forKey: "spring")
        springStage.frame(at: 0.1)
        // x(t) = 1 − (1 + ωt)e^(−ωt) at ωt = 1.
        let expected = 100 * (1 - 2 * exp(-1.0))
        #expect(abs(Double(springStage.square.presentation()?.position.y ?? 0) - expected) < 1e-9)

        let groupStage = AnimationStage()
        let group = CAAnimationGroup()
        let fade = opacityAnimation { $0.duration = 0 }
        let grow = CABasicAnimation(keyPath: "cornerRadius")
        (grow.fromValue, grow.toValue, grow.duration, grow.beginTime) = (0, 4, 1, 1)
        group.animations = [fade, grow]
        group.duration = 2
        groupStage.square.add(group, forKey: "group")
        groupStage.frame(at: 1.5)
        // The fade takes the group's 2 s; the corner starts 1 s into the group.
        #expect(groupStage.square.presentation()?.opacity == 0.75)
        #expect(groupStage.square.presentation()?.cornerRadius == 2)
    }

    /// `rotationMode` turns a layer moving along a path to the path's tangent (or its reverse),
    /// after the layer's own transform; without it the layer does not turn.
    @Test func layersMovingAlongPathsTurnToTheTangent() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 30))  // down and right: 45°
        path.addLine(to: CGPoint(x: 30, y: 0))  // up: −90°
        for (mode, offset) in [(CAAnimationRotationMode.rotateAuto, 0.0), (.rotateAutoReverse, Double.pi), (nil, nil)] {
            let stage = AnimationStage()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            stage.square.transform = CATransform3DMakeScale(2, 2, 1)
            CATransaction.commit()
            let move = CAKeyframeAnimation(keyPath: "position")
            (move.path, move.duration, move.rotationMode) = (path, 1, mode)
            stage.square.add(move, forKey: "move")
            for (time, tangent) in [(0.25, Double.pi / 4), (0.85, -Double.pi / 2)] {
                stage.frame(at: time)
                let shown = stage.square.presentation()?.transform ?? CATransform3DIdentity
                let angle = (offset.map { tangent + $0 }) ?? 0
                // The scale of 2 stays; the turn comes after it.
                #expect(abs(Double(shown.m11) - 2 * cos(angle)) < 1e-6)
                #expect(abs(Double(shown.m12) - 2 * sin(angle)) < 1e-6)
            }
        }
    }

    /// A value function makes numbers a transform: 0 to 4π about z turns twice (a transform
    /// animation alone would not turn at all), and a scale goes through zero.
    @Test func valueFunctionsTurnNumbersIntoTransforms() throws {
        let stage = AnimationStage()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        (spin.fromValue, spin.toValue, spin.duration) = (0, 4 * CGFloat.pi, 1)
        stage.square.add(spin, forKey: "spin")
        stage.frame(at: 0.25)  // half a turn
        var shown = try #require(stage.square.presentation()?.transform)
        #expect(abs(shown.m11 + 1) < 1e-9 && abs(shown.m12) < 1e-9)
        stage.frame(at: 0.625)  // a turn and a quarter
        shown = try #require(stage.square.presentation()?.transform)
        #expect(abs(shown.m11) < 1e-9 && abs(shown.m12 - 1) < 1e-9)

        let flip = AnimationStage()
        let squash = CABasicAnimation(keyPath: "transform")
        squash.valueFunction = CAValueFunction(name: .scale)
        (squash.fromValue, squash.toValue, squash.duration) = ([1, 1, 1], [-1, 1, 1], 1)
        flip.square.add(squash, forKey: "squash")
        flip.frame(at: 0.25)
        let half = try #require(flip.square.presentation()?.transform)
        #expect(half.m11 == 0.5 && half.m22 == 1)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "twist")) == nil)
    }

    @Test func aPausedLayerScrubsItsAnimations() {
        let stage = AnimationStage()
        stage.square.add(opacityAnimation { _ in }, forKey: "fade")
        stage.square.speed = 0
        stage.square.timeOffset = 100.25
        #expect(opacity(stage, at: 5) == 0.25)
        stage.square.timeOffset = 100.75
        #expect(opacity(stage, at: 6) == 0.75)
        // The local time of a layer at half speed, begun at media time 102.
        let slow = CALayer()
        slow.speed = 0.5
        slow.beginTime = 102
        #expect(slow.convertTime(104, from: nil) == 1)
        #expect(slow.convertTime(1, to: nil) == 104)
    }

    @Test func addingStoresACopyAndTheSameKeyReplaces() {
        let stage = AnimationStage()
        let first = AnimationLog("first")
        let animation = opacityAnimation { $0.delegate = first }
        stage.square.add(animation, forKey: "fade")
        animation.toValue = 0
        #expect(stage.square.animation(forKey: "fade") !== animation)
        #expect(opacity(stage, at: 0.5) == 0.5)
        let second = AnimationLog("second")
        stage.square.add(opacityAnimation { $0.delegate = second }, forKey: "fade")
        // Started when committed; replaced, it hears it stopped only after the commit.
        #expect(first.entries == ["start first"])
        CATransaction.flush()
        #expect(first.entries == ["start first", "stop first false"])
        stage.frame(at: 1)
        stage.frame(at: 2)
        #expect(second.entries == ["start second", "stop second true"])
        stage.square.add(opacityAnimation { _ in }, forKey: "a")
        stage.square.add(opacityAnimation { _ in }, forKey: "b")
        #expect(stage.square.animationKeys() == ["a", "b"])
        stage.square.removeAnimation(forKey: "a")
        #expect(stage.square.animationKeys() == ["b"])
        stage.square.removeAllAnimations()
        #expect(stage.square.animationKeys() == nil)
    }
}
