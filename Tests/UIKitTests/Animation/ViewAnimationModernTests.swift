import Foundation
import Testing
import UIKit
import UIKitTesting

/// iOS 17's perceptual springs and iOS 13's `modifyAnimations`, at exact manual-clock times.
@MainActor @Suite struct ViewAnimationModernTests {
    @Test func perceptualSpringsLastUntilTheySettle() throws {
        try ViewAnimationStage.run { stage in
            var completions: [Bool] = []
            UIView.animate(springDuration: 0.5, bounce: 0.3) {
                stage.view.center = CGPoint(x: 80, y: 20)
            } completion: {
                completions.append($0)
            }
            let spring = try #require(stage.view.layer.animation(forKey: "position") as? CASpringAnimation)
            // Perceptual duration 0.5 s: ω = 2π / 0.5, damping ratio 1 − bounce.
            let omega = 2 * Double.pi / 0.5
            #expect(spring.mass == 1)
            #expect(abs(Double(spring.stiffness) - omega * omega) < 1e-9)
            #expect(abs(Double(spring.damping) - 2 * 0.7 * omega) < 1e-9)
            #expect(spring.duration == spring.settlingDuration && spring.duration > 0.5)
            // A bouncy spring overshoots.
            var overshoot: CGFloat = 0
            for step in 1...20 {
                stage.frame(at: Double(step) * 0.025)
                overshoot = max(overshoot, stage.shown.position.x)
            }
            #expect(overshoot > 80)
            #expect(completions.isEmpty)
            stage.frame(at: spring.duration + 0.01)
            #expect(completions == [true])
        }
    }

    @Test func aSpringWithoutBounceDoesNotOvershootAndNegativeBounceIsSlower() throws {
        try ViewAnimationStage.run { stage in
            UIView.animate(springDuration: 0.4, bounce: 0) { stage.view.alpha = 0 }
            let critical = try #require(stage.view.layer.animation(forKey: "opacity") as? CASpringAnimation)
            #expect(abs(Double(critical.damping) - 2 * (2 * Double.pi / 0.4)) < 1e-9)
            var lowest: Float = 1
            for step in 1...40 {
                stage.frame(at: Double(step) * 0.02)
                lowest = min(lowest, stage.shown.opacity)
            }
            #expect(lowest >= 0)
            UIView.animate(springDuration: 0.4, bounce: -0.5) { stage.view.alpha = 1 }
            let overdamped = try #require(stage.view.layer.animation(forKey: "opacity") as? CASpringAnimation)
            // Bounce −0.5: damping ratio 1 / (1 − 0.5) = 2.
            #expect(abs(Double(overdamped.damping) - 2 * 2 * (2 * Double.pi / 0.4)) < 1e-9)
            #expect(overdamped.settlingDuration > critical.settlingDuration)
        }
    }

    @Test func modifiedAnimationsRepeatAndReverseInsideTheirBlock() throws {
        try ViewAnimationStage.run { stage in
            let other = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
            // Added in the same turn (never committed): it animates all the same, as in UIKit.
            stage.view.superview?.addSubview(other)
            var completions: [Bool] = []
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) {
                    stage.view.alpha = 0
                }
                other.alpha = 0.5
            } completion: {
                completions.append($0)
            }
            let modified = try #require(stage.view.layer.animation(forKey: "opacity"))
            #expect(modified.repeatCount == 2.5 && modified.autoreverses && modified.duration == 1)
            let plain = try #require(other.layer.animation(forKey: "opacity"))
            #expect(plain.repeatCount == 0 && !plain.autoreverses)
            // Linear, reversing: at 1.25 s the second pass runs backwards from 0 towards 1.
            stage.frame(at: 1.25)
            #expect(abs(stage.shown.opacity - 0.25) < 1e-5)
            // 2.5 repeats of a there-and-back second: 5 s in all.
            stage.frame(at: 4.9)
            #expect(completions.isEmpty)
            stage.frame(at: 5)
            #expect(completions == [true])
        }
    }

    @Test func modifyAnimationsOutsideABlockJustChanges() {
        ViewAnimationStage.run { stage in
            UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { stage.view.alpha = 0.25 }
            #expect(stage.view.alpha == 0.25)
            #expect(stage.view.layer.animationKeys() == nil)
        }
    }
}
