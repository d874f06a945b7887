import Foundation
import Testing
import UIKit
import UIKitTesting

/// UIView's block animations on a headless screen, at exact times of the manual clock.
@MainActor @Suite struct ViewAnimationTests {
    @Test func aBlockAnimatesWithItsDurationAndTheDefaultCurve() throws {
        try ViewAnimationStage.run { stage in
            var completions: [Bool] = []
            UIView.animate(
                withDuration: 1, animations: { stage.view.alpha = 0 }, completion: { completions.append($0) })
            #expect(stage.view.alpha == 0)
            let fade = try #require(stage.view.layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(fade.duration == 1)
            #expect(fade.fromValue as? Float == 1)
            #expect(fade.keyPath == "opacity")
            var point: [Float] = [0, 0]
            fade.timingFunction?.getControlPoint(at: 1, values: &point)
            #expect(point == [0.42, 0])
            stage.frame(at: 0.25)
            #expect(abs(stage.shown.opacity - (1 - 0.1291619)) < 2e-5)
            #expect(completions.isEmpty)
            stage.frame(at: 0.99)
            #expect(completions.isEmpty)
            stage.frame(at: 1)
            #expect(completions == [true])
            stage.frame(at: 2)
            #expect(completions == [true])
            #expect(stage.view.layer.animationKeys() == nil)
        }
    }

    @Test func outsideBlocksAViewsLayerNeverAnimatesButItsSublayersDo() {
        ViewAnimationStage.run { stage in
            stage.view.alpha = 0.5
            stage.view.center = CGPoint(x: 50, y: 50)
            #expect(stage.view.layer.animationKeys() == nil)
            let sublayer = CALayer()
            sublayer.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
            stage.view.layer.addSublayer(sublayer)
            stage.frame(at: 0.1)
            sublayer.opacity = 0
            #expect(sublayer.animationKeys() == ["opacity"])
        }
    }

    /// `.layoutSubviews` lays out the views a block animates before it ends, so the subviews their
    /// `layoutSubviews` moves animate with them; without it the subviews jump at the commit.
    @Test func theLayoutSubviewsOptionAnimatesTheSubviewsLayout() {
        ViewAnimationStage.run { stage in
            for option in [UIView.AnimationOptions.layoutSubviews, []] {
                let box = InsetLayoutView(frame: CGRect(x: 0, y: 40, width: 40, height: 40))
                stage.view.superview?.addSubview(box)
                stage.frame(at: 0)
                #expect(box.inner.frame == CGRect(x: 5, y: 5, width: 30, height: 30))
                UIView.animate(withDuration: 1, delay: 0, options: [option, .curveLinear]) {
                    box.frame.size = CGSize(width: 60, height: 60)
                }
                #expect(
                    box.inner.frame
                        == (option.isEmpty
                            ? CGRect(x: 5, y: 5, width: 30, height: 30) : CGRect(x: 5, y: 5, width: 50, height: 50)))
                let moving = box.inner.layer.animation(forKey: "bounds") as? CABasicAnimation
                #expect((moving?.duration == 1) == !option.isEmpty)
                box.removeFromSuperview()
                stage.frame(at: 2)
            }
        }
    }

    @Test func eachPropertyAnimatesUnderItsLayerKey() {
        ViewAnimationStage.run { stage in
            UIView.animate(withDuration: 0.5) {
                stage.view.center = CGPoint(x: 60, y: 60)
                stage.view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
                stage.view.transform = CGAffineTransform(rotationAngle: 0.5)
                stage.view.backgroundColor = .blue
                stage.view.alpha = 0.5
            }
            #expect(
                Set(stage.view.layer.animationKeys() ?? [])
                    == ["position", "bounds", "transform", "backgroundColor", "opacity"])
            stage.frame(at: 0.25)
            // Half way (the curve's control points are floats, so 0.5 maps to 0.5 within 1e-7).
            #expect(abs(stage.shown.position.x - 40) < 1e-5 && abs(stage.shown.position.y - 40) < 1e-5)
            #expect(abs(stage.shown.bounds.width - 30) < 1e-5)
        }
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() throws {
        try ViewAnimationStage.run { stage in
            let other = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
            stage.view.superview?.addSubview(other)
            stage.frame(at: 0)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                stage.view.alpha = 0
                UIView.animate(withDuration: 5) { other.alpha = 0 }
                UIView.animate(withDuration: 5, delay: 0, options: .overrideInheritedDuration) {
                    other.center = .zero
                }
                #expect(UIView.inheritedAnimationDuration == 1)
            }
            let inherited = try #require(other.layer.animation(forKey: "opacity"))
            #expect(inherited.duration == 1)
            var point: [Float] = [0, 0]
            inherited.timingFunction?.getControlPoint(at: 1, values: &point)
            #expect(point == [0, 0])  // linear, from the outer block
            #expect(other.layer.animation(forKey: "position")?.duration == 5)
            #expect(UIView.inheritedAnimationDuration == 0)
        }
    }

    @Test func interruptingCompletesTheFirstUnfinished() throws {
        try ViewAnimationStage.run { stage in
            var log: [String] = []
            UIView.animate(
                withDuration: 1, animations: { stage.view.alpha = 0 }, completion: { log.append("first \($0)") })
            stage.frame(at: 0.5)
            UIView.animate(
                withDuration: 1, delay: 0, options: .beginFromCurrentState, animations: { stage.view.alpha = 1 },
                completion: { log.append("second \($0)") })
            // Interrupted, but told only after the block's transaction commits, never inside it.
            #expect(log.isEmpty)
            let second = try #require(stage.view.layer.animation(forKey: "opacity") as? CABasicAnimation)
            // From what was on screen: ease-in-out at half time is exactly half way.
            #expect(abs((second.fromValue as? Float ?? 0) - 0.5) < 1e-6)
            stage.frame(at: 0.6)
            #expect(log == ["first false"])
            stage.frame(at: 1.5)
            #expect(log == ["first false", "second true"])
            // Without beginFromCurrentState the new animation starts from the old model value.
            UIView.animate(withDuration: 1) { stage.view.alpha = 0 }
            stage.frame(at: 2)
            UIView.animate(withDuration: 1) { stage.view.alpha = 1 }
            let third = try #require(stage.view.layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(third.fromValue as? Float == 0)
        }
    }

    @Test func delaysShowTheOldValueAndOptionsRepeat() throws {
        try ViewAnimationStage.run { stage in
            UIView.animate(withDuration: 1, delay: 0.5, options: [.repeat, .autoreverse, .curveLinear]) {
                stage.view.alpha = 0
            }
            let fade = try #require(stage.view.layer.animation(forKey: "opacity"))
            #expect(fade.repeatCount == .infinity && fade.autoreverses)
            stage.frame(at: 0.25)
            #expect(stage.shown.opacity == 1)
            stage.frame(at: 1)
            #expect(stage.shown.opacity == 0.5)
            stage.frame(at: 2)
            #expect(stage.shown.opacity == 0.5)  // on the way back
        }
    }

    @Test func completionsRunOnceAndNeverSynchronously() {
        ViewAnimationStage.run { stage in
            var calls: [Bool] = []
            UIView.animate(withDuration: 1, animations: {}, completion: { calls.append($0) })
            #expect(calls.isEmpty)
            UIView.animate(withDuration: 0, animations: { stage.view.alpha = 0.3 }, completion: { calls.append($0) })
            #expect(stage.view.layer.animationKeys() == nil)
            #expect(calls.isEmpty)
            stage.frame(at: 0.01)
            #expect(calls == [true, true])
            stage.frame(at: 5)
            #expect(calls == [true, true])
        }
    }

    @Test func withoutAnimationAndDisabledAnimationsChangeAtOnce() {
        ViewAnimationStage.run { stage in
            UIView.animate(withDuration: 1) {
                UIView.performWithoutAnimation { stage.view.alpha = 0.2 }
            }
            #expect(stage.view.layer.animationKeys() == nil)
            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 1) { stage.view.alpha = 0.7 }
            #expect(stage.view.layer.animationKeys() == nil)
            #expect(!UIView.areAnimationsEnabled)
            UIView.setAnimationsEnabled(true)
        }
    }

    /// UIKit's spring for damping ratio 0.5 over 0.8 s: mass 1, ω₀ = ln(ζ / (0.001·√(1 − ζ²))) /
    /// (ζ·0.8) (see `SpringSolution.uiKit`), the caller's duration; the view follows the closed
    /// form 1 − e^(−ζω₀t)·(cos ω_d·t + ζω₀/ω_d · sin ω_d·t) from 20 to 80, to 1e-9 of a point.
    @Test func springsFollowUIKitsFit() throws {
        try ViewAnimationStage.run { stage in
            UIView.animate(
                withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                animations: { stage.view.center = CGPoint(x: 80, y: 20) })
            let spring = try #require(stage.view.layer.animation(forKey: "position") as? CASpringAnimation)
            let (ratio, natural) = (0.5, log(0.5 / (0.001 * 0.75.squareRoot())) / (0.5 * 0.8))
            #expect(spring.duration == 0.8)
            #expect(spring.mass == 1)
            #expect(abs(spring.stiffness - natural * natural) < 1e-9)
            #expect(abs(spring.damping - 2 * ratio * natural) < 1e-9)
            #expect(spring.settlingDuration > 0.8, "CASpringAnimation's own estimate, not the fit's")
            let damped = natural * 0.75.squareRoot()
            for t in [0.05, 0.1, 0.2, 0.3, 0.5, 0.7] {
                stage.frame(at: t)
                let progress =
                    1 - exp(-ratio * natural * t) * (cos(damped * t) + ratio * natural / damped * sin(damped * t))
                #expect(abs(stage.shown.position.x - (20 + 60 * progress)) < 1e-9, "at \(t) s")
                #expect(stage.shown.position.y == 20)
            }
            stage.frame(at: 0.8)
            #expect(stage.view.layer.animationKeys() == nil)
            #expect(stage.shown.position == CGPoint(x: 80, y: 20))
        }
    }

    @Test func keyframesBecomeOneKeyframeAnimationPerProperty() throws {
        try ViewAnimationStage.run { stage in
            // UIKit reads the animation curve bits of keyframe options; linear here.
            let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { stage.view.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { stage.view.alpha = 1 }
            }
            let frames = try #require(stage.view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
            #expect(frames.keyTimes?.map(\.doubleValue) == [0, 0.25, 0.5, 1])
            #expect(frames.values?.compactMap { $0 as? Float } == [1, 0, 0, 1])
            stage.frame(at: 0.25)
            #expect(stage.shown.opacity == 0.5)
            stage.frame(at: 0.75)
            #expect(stage.shown.opacity == 0)
            stage.frame(at: 1.5)
            #expect(stage.shown.opacity == 0.5)
        }
    }

    @Test func beginAndCommitAnimations() throws {
        try ViewAnimationStage.run { stage in
            var stopped: [String] = []
            UIView.beginAnimations("slide", context: nil)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationDidStop { stopped.append("\($0 ?? "-") \($1)") }
            stage.view.center = CGPoint(x: 40, y: 20)
            UIView.commitAnimations()
            let slide = try #require(stage.view.layer.animation(forKey: "position"))
            #expect(slide.duration == 0.2)
            stage.frame(at: 0.1)
            #expect(stage.shown.position.x == 30)
            stage.frame(at: 0.2)
            #expect(stopped == ["slide true"])
        }
    }

    @Test func animationFramesNeverRedraw() {
        ViewAnimationStage.run { stage in
            let drawing = CountingDrawView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
            stage.view.superview?.addSubview(drawing)
            stage.frame(at: 0)
            #expect(drawing.draws == 1)
            UIView.animate(withDuration: 1) {
                drawing.center = CGPoint(x: 70, y: 70)
                drawing.alpha = 0.5
                drawing.transform = CGAffineTransform(scaleX: 2, y: 2)
            }
            var composited: [Int] = []
            for step in 1...10 { composited.append(stage.frame(at: Double(step) * 0.1).pixelsComposited) }
            #expect(drawing.draws == 1)
            // Every frame recomposites only around the moving view, never the whole 100 × 100 screen.
            #expect(composited.allSatisfy { $0 > 0 && $0 < 100 * 100 })
        }
    }

    @Test func explicitLayerAnimationsRunBesideTheBlocks() {
        ViewAnimationStage.run { stage in
            UIView.animate(withDuration: 1) {
                stage.view.alpha = 0
                let corner = CABasicAnimation(keyPath: "cornerRadius")
                (corner.fromValue, corner.toValue, corner.duration) = (0, 10, 2)
                stage.view.layer.add(corner, forKey: "corner")
            }
            stage.frame(at: 1)
            #expect(stage.shown.cornerRadius == 5)
            #expect(stage.view.layer.animationKeys() == ["corner"])
        }
    }
}

/// Hit testing during block animations: model geometry, and no touches unless allowed.
@MainActor @Suite struct ViewAnimationHitTestTests {
    @Test func animatingViewsTakeNoTouchesUnlessAllowed() {
        ViewAnimationStage.run { stage in
            let root = stage.view.superview
            UIView.animate(withDuration: 1) { stage.view.center = CGPoint(x: 70, y: 70) }
            stage.frame(at: 0.5)
            #expect(root?.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
            stage.frame(at: 1)
            #expect(root?.hitTest(CGPoint(x: 70, y: 70), with: nil) === stage.view)
            UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) {
                stage.view.center = CGPoint(x: 20, y: 20)
            }
            stage.frame(at: 1.5)
            // The model's place, not the one on screen (which is half way, at 45).
            #expect(root?.hitTest(CGPoint(x: 20, y: 20), with: nil) === stage.view)
            #expect(root?.hitTest(CGPoint(x: 45, y: 45), with: nil) === root)
        }
    }
}

/// A view whose one subview fills it, inset by 5 points, in `layoutSubviews`.
@MainActor
final class InsetLayoutView: UIView {
    let inner = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(inner)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        inner.frame = bounds.insetBy(dx: 5, dy: 5)
    }
}
