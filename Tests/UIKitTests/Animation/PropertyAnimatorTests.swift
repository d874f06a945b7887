import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIViewPropertyAnimator`: starting, pausing, scrubbing, reversing, stopping and finishing, at
/// exact manual-clock times. The stage's view is 20 × 20 with its centre at (20, 20); the
/// animations move it to x = 80.
@MainActor @Suite struct PropertyAnimatorTests {
    /// The y of a cubic Bézier timing curve at x, found by bisection (independent of Lamina's solver).
    static func curve(_ x: Double, _ c1: CGPoint, _ c2: CGPoint) -> Double {
        func point(_ t: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if point(mid, c1.x, c2.x) < x { low = mid } else { high = mid }
        }
        return point((low + high) / 2, c1.y, c2.y)
    }

    static func easeInOut(_ x: Double) -> Double {
        curve(x, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    }

    func moving(_ stage: ViewAnimationStage, curve: UIView.AnimationCurve = .linear) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: 1, curve: curve) { stage.view.center.x = 80 }
    }

    /// Within 1e-5 points: timing functions hold their control points as `Float`s, as in Core
    /// Animation, which moves a curve's values by about 1e-8 of the distance.
    func expectShown(_ stage: ViewAnimationStage, x: Double, _ comment: Comment? = nil) {
        #expect(abs(Double(stage.shown.position.x) - x) < 1e-5, comment)
    }

    @Test func runsFromStartToEndAlongItsCurveAndCompletesOnce() throws {
        try ViewAnimationStage.run { stage in
            let animator = moving(stage)
            var ends: [UIViewAnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            // Blocks wait for the start.
            #expect(stage.view.center.x == 20 && animator.state == .inactive && !animator.isRunning)
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
            #expect(stage.view.center.x == 80, "the model holds the end value from the start")
            let animation = try #require(stage.view.layer.animation(forKey: "position") as? CABasicAnimation)
            #expect(animation.duration == 1)
            stage.frame(at: 0.25)
            expectShown(stage, x: 35)
            #expect(animator.fractionComplete == 0.25)
            stage.frame(at: 0.99)
            #expect(ends.isEmpty)
            stage.frame(at: 1)
            #expect(ends == [.end])
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(stage.view.layer.animation(forKey: "position") == nil && stage.view.center.x == 80)
            stage.frame(at: 2)
            #expect(ends == [.end])
        }
    }

    @Test func theViewIsDrawnWhereTheAnimatorShowsIt() {
        ViewAnimationStage.run { stage in
            let animator = moving(stage)
            animator.startAnimation()
            stage.frame(at: 0.5)
            // Centre at x = 50: the view covers 40…60.
            #expect(stage.host.pixel(x: 45, y: 20) == PixelRGBA(255, 0, 0, 255))
            #expect(stage.host.pixel(x: 15, y: 20) == PixelRGBA(255, 255, 255, 255))
            animator.pauseAnimation()
            stage.frame(at: 3)
            #expect(stage.host.pixel(x: 45, y: 20) == PixelRGBA(255, 0, 0, 255))
            #expect(stage.host.pixel(x: 75, y: 20) == PixelRGBA(255, 255, 255, 255))
        }
    }

    @Test func aPausedAnimatorWantsNoFramesUntilItRunsAgain() {
        ViewAnimationStage.run { stage in
            let animator = moving(stage)
            animator.startAnimation()
            stage.frame(at: 0.25)
            #expect(stage.host.screen.needsFrame)
            animator.pauseAnimation()
            stage.frame(at: 0.25)
            stage.frame(at: 0.3)
            #expect(!stage.host.screen.needsFrame, "frozen animations are still: an idle screen")
            // One frame commits the frozen copies, the next one's tick finds nothing to report.
            animator.fractionComplete = 0.5
            stage.frame(at: 0.4)
            stage.frame(at: 0.45)
            expectShown(stage, x: 50)
            #expect(!stage.host.screen.needsFrame)
            animator.startAnimation()
            #expect(stage.host.screen.needsFrame)
            // Half of the animation is left from 0.45 s.
            stage.frame(at: 0.95)
            #expect(animator.state == .inactive && stage.view.center.x == 80)
        }
    }

    @Test func pausingHoldsTheValuesAndScrubbingMovesThemEvenly() {
        ViewAnimationStage.run { stage in
            let animator = moving(stage, curve: .easeInOut)
            var ends: [UIViewAnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            animator.startAnimation()
            stage.frame(at: 0.3)
            animator.pauseAnimation()
            #expect(!animator.isRunning && animator.state == .active)
            #expect(abs(animator.fractionComplete - 0.3) < 1e-12)
            let paused = 20 + 60 * Self.easeInOut(0.3)
            expectShown(stage, x: paused, "pausing does not jump")
            stage.frame(at: 5)
            expectShown(stage, x: paused)
            #expect(ends.isEmpty)
            // Scrubbing is linear by default.
            animator.fractionComplete = 0.25
            stage.frame(at: 5)
            expectShown(stage, x: 35)
            // Resuming goes on from what is shown, along the curve, over the remaining 0.75 s.
            animator.startAnimation()
            stage.frame(at: 5.375)
            expectShown(stage, x: 35 + 45 * Self.easeInOut(0.5))
            #expect(abs(animator.fractionComplete - 0.625) < 1e-9)
            stage.frame(at: 5.75)
            #expect(ends == [.end])
        }
    }

    @Test func scrubbingAlongTheCurveWhenNotLinearAndResumingExactly() {
        ViewAnimationStage.run { stage in
            let animator = moving(stage, curve: .easeIn)
            animator.scrubsLinearly = false
            // Setting the fraction of an inactive animator makes it active, paused.
            animator.fractionComplete = 0.4
            #expect(animator.state == .active && !animator.isRunning)
            #expect(stage.view.center.x == 80)
            let easeIn = { (x: Double) in Self.curve(x, CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)) }
            stage.frame(at: 0)
            expectShown(stage, x: 20 + 60 * easeIn(0.4))
            animator.startAnimation()
            stage.frame(at: 0.3)
            expectShown(stage, x: 20 + 60 * easeIn(0.7), "on the curve, the animation continues where it was")
        }
    }

    @Test func reversingWhileRunningComesBackThroughTheSameValues() {
        ViewAnimationStage.run { stage in
            let animator = moving(stage, curve: .easeInOut)
            var ends: [UIViewAnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            animator.startAnimation()
            stage.frame(at: 0.6)
            animator.isReversed = true
            #expect(animator.isRunning && animator.isReversed)
            stage.frame(at: 0.6)
            expectShown(stage, x: 20 + 60 * Self.easeInOut(0.6), "turning round does not jump")
            stage.frame(at: 0.8)
            expectShown(stage, x: 20 + 60 * Self.easeInOut(0.4))
            #expect(abs(animator.fractionComplete - 0.4) < 1e-9)
            stage.frame(at: 1.19)
            #expect(ends.isEmpty)
            stage.frame(at: 1.2)
            #expect(ends == [.start])
            #expect(stage.view.center.x == 20, "finishing at the start puts the model back")
            #expect(stage.view.layer.animation(forKey: "position") == nil)
        }
    }

    @Test func stoppingWithoutFinishingLeavesTheValuesWhereShown() {
        ViewAnimationStage.run { stage in
            let animator = moving(stage)
            var ends: [UIViewAnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            animator.startAnimation()
            stage.frame(at: 0.5)
            animator.stopAnimation(true)
            #expect(animator.state == .inactive && !animator.isRunning)
            #expect(stage.view.center.x == 50 && stage.view.layer.animation(forKey: "position") == nil)
            stage.frame(at: 3)
            #expect(ends.isEmpty)
            expectShown(stage, x: 50)
        }
    }

    @Test func stoppedAnimatorsFinishAtEachPosition() {
        ViewAnimationStage.run { stage in
            let cases: [(UIViewAnimatingPosition, CGFloat)] = [(.start, 20), (.current, 35), (.end, 80)]
            for (position, expected) in cases {
                stage.view.center.x = 20
                let animator = moving(stage)
                var ends: [UIViewAnimatingPosition] = []
                animator.addCompletion { ends.append($0) }
                let begin = stage.host.clock.now - stage.start
                animator.startAnimation()
                stage.frame(at: begin + 0.25)
                animator.stopAnimation(false)
                #expect(animator.state == .stopped)
                // Only a stopped animator finishes; completions wait for it.
                stage.frame(at: begin + 2)
                #expect(ends.isEmpty)
                animator.finishAnimation(at: position)
                #expect(ends == [position] && animator.state == .inactive)
                #expect(stage.view.center.x == expected)
                stage.frame(at: begin + 2)
                expectShown(stage, x: Double(expected))
            }
        }
    }

    @Test func animationsAddedWhileRunningTakeTheRemainingTime() {
        ViewAnimationStage.run { stage in
            let animator = moving(stage)
            var ends: [UIViewAnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            // Waiting for half of the duration before it starts.
            animator.addAnimations(
                { stage.view.transform = CGAffineTransform(translationX: 0, y: 40) }, delayFactor: 0.5)
            animator.startAnimation()
            stage.frame(at: 0.25)
            #expect(stage.shown.affineTransform().ty == 0)
            stage.frame(at: 0.5)
            animator.addAnimations { stage.view.alpha = 0 }
            stage.frame(at: 0.75)
            #expect(abs(stage.shown.opacity - 0.5) < 1e-6)
            #expect(abs(stage.shown.affineTransform().ty - 20) < 1e-6)
            expectShown(stage, x: 65)
            stage.frame(at: 1)
            #expect(ends == [.end])
            #expect(stage.view.alpha == 0 && stage.view.transform.ty == 40 && stage.view.center.x == 80)
        }
    }

    @Test func aRunningAnimatorStartsAfterItsDelayAndTakesNoTouchesUnlessAllowed() {
        ViewAnimationStage.run { stage in
            var ends: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0.5, options: .curveLinear, animations: { stage.view.alpha = 0 },
                completion: { ends.append($0) })
            #expect(animator.isRunning && animator.delay == 0.5 && !animator.isUserInteractionEnabled)
            stage.frame(at: 0.25)
            #expect(stage.shown.opacity == 1 && animator.fractionComplete == 0)
            #expect(stage.view.layer.isAnimatingNonInteractively)
            stage.frame(at: 1)
            #expect(abs(stage.shown.opacity - 0.5) < 1e-6)
            stage.frame(at: 1.5)
            #expect(ends == [.end])
            let interactive = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { stage.view.alpha = 1 })
            #expect(interactive.isUserInteractionEnabled && !stage.view.layer.isAnimatingNonInteractively)
        }
    }

    @Test func pausingOnCompletionKeepsTheAnimatorActiveToReverse() {
        ViewAnimationStage.run { stage in
            let animator = moving(stage)
            animator.pausesOnCompletion = true
            var ends: [UIViewAnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            animator.startAnimation()
            stage.frame(at: 1.5)
            #expect(ends.isEmpty && animator.state == .active && !animator.isRunning)
            #expect(animator.fractionComplete == 1)
            expectShown(stage, x: 80)
            animator.isReversed = true
            animator.startAnimation()
            stage.frame(at: 2)
            expectShown(stage, x: 50)
            animator.pausesOnCompletion = false
            stage.frame(at: 2.5)
            #expect(ends == [.start] && stage.view.center.x == 20)
        }
    }

    @Test func continuingWithOtherTimingAndADurationFactor() {
        ViewAnimationStage.run { stage in
            let animator = moving(stage, curve: .easeIn)
            var ends: [UIViewAnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            animator.fractionComplete = 0.5
            stage.frame(at: 0)
            expectShown(stage, x: 50)
            animator.continueAnimation(
                withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
            #expect(animator.isRunning)
            // What remains (half) of a 2 s animation: 1 s, linear from 50 to 80.
            stage.frame(at: 0.5)
            expectShown(stage, x: 65)
            #expect(abs(animator.fractionComplete - 0.75) < 1e-9)
            stage.frame(at: 1)
            #expect(ends == [.end])
        }
    }

    @Test func aRunningAnimatorTakesADurationFactorFromWhereItIs() {
        ViewAnimationStage.run { stage in
            let animator = moving(stage)
            var ends: [UIViewAnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            animator.startAnimation()
            stage.frame(at: 0.5)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
            #expect(abs(animator.fractionComplete - 0.5) < 1e-12)
            stage.frame(at: 0.5)
            expectShown(stage, x: 50, "no jump")
            // The remaining half of a 2 s animation.
            stage.frame(at: 1)
            expectShown(stage, x: 65)
            #expect(abs(animator.fractionComplete - 0.75) < 1e-9)
            stage.frame(at: 1.49)
            #expect(ends.isEmpty)
            stage.frame(at: 1.5)
            #expect(ends == [.end])
        }
    }

    @Test func constraintChangesLaidOutInABlockAnimate() {
        ViewAnimationStage.run { stage in
            let root = stage.view.superview!
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            NSLayoutConstraint.activate([
                leading, box.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            stage.frame(at: 0)
            leading.constant = 60
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { root.layoutIfNeeded() }
            animator.startAnimation()
            #expect(box.frame.minX == 60)
            stage.frame(at: 0.5)
            #expect(abs((box.layer.presentation()?.frame.minX ?? -1) - 30) < 1e-9)
            animator.isReversed = true
            stage.frame(at: 1)
            #expect(box.frame.minX == 0, "back at the start, the model follows")
        }
    }

    @Test func springAnimatorsSettleAtTheirDurationOrByTheirPhysics() throws {
        try ViewAnimationStage.run { stage in
            var ends: [UIViewAnimatingPosition] = []
            let fitted = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.4) { stage.view.center.x = 80 }
            fitted.addCompletion { ends.append($0) }
            fitted.startAnimation()
            let spring = try #require(stage.view.layer.animation(forKey: "position") as? CASpringAnimation)
            #expect(spring.duration == 0.5)
            // UIKit's fit (`SpringSolution.uiKit`): ω₀ = ln(ζ / (0.001·√(1 − ζ²))) / (ζ·0.5).
            let (ratio, natural) = (0.4, log(0.4 / (0.001 * 0.84.squareRoot())) / (0.4 * 0.5))
            #expect(abs(spring.stiffness - natural * natural) < 1e-9 && spring.mass == 1)
            #expect(abs(spring.damping - 2 * ratio * natural) < 1e-9)
            let damped = natural * 0.84.squareRoot()
            var furthest: CGFloat = 0
            for step in 1...24 {
                let t = Double(step) * 0.02
                stage.frame(at: t)
                let progress =
                    1 - exp(-ratio * natural * t) * (cos(damped * t) + ratio * natural / damped * sin(damped * t))
                #expect(abs(stage.shown.position.x - (20 + 60 * progress)) < 1e-9, "at \(t) s")
                furthest = max(furthest, stage.shown.position.x)
            }
            #expect(furthest > 80, "a damping ratio under 1 overshoots")
            stage.frame(at: 0.5)
            #expect(ends == [.end])
            let parameters = UISpringTimingParameters(
                mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
            let physical = UIViewPropertyAnimator(duration: 10, timingParameters: parameters)
            physical.addAnimations { stage.view.alpha = 0 }
            physical.startAnimation()
            let own = try #require(stage.view.layer.animation(forKey: "opacity") as? CASpringAnimation)
            #expect(own.damping == 20 && own.duration == own.settlingDuration && own.duration < 10)
        }
    }

    /// A spring's initial velocity has two parts: UIKit uses `dx` for most properties and both
    /// for two-dimensional ones such as `center`, `dy` along y.
    @Test func aSpringsVerticalVelocityMovesCentresAlongY() throws {
        try ViewAnimationStage.run { stage in
            var ends: [UIViewAnimatingPosition] = []
            let parameters = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 6))
            let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
            animator.addAnimations { stage.view.center = CGPoint(x: 80, y: 80) }
            animator.addCompletion { ends.append($0) }
            animator.startAnimation()
            let group = try #require(stage.view.layer.animation(forKey: "position") as? CAAnimationGroup)
            let axes = try #require(group.animations as? [CASpringAnimation])
            #expect(axes.map(\.keyPath) == ["position.x", "position.y"])
            #expect(axes.map(\.initialVelocity) == [0, 6])
            stage.frame(at: 0.1)
            let early = stage.shown.position
            #expect(early.y - 20 > 1.5 * (early.x - 20), "pushed along y, y leads")
            stage.frame(at: 1)
            #expect(stage.shown.position == CGPoint(x: 80, y: 80) && ends == [.end])
            // Without a vertical part, one spring moves the point: both axes keep step.
            let even = UIViewPropertyAnimator(
                duration: 1,
                timingParameters: UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 2, dy: 2)))
            even.addAnimations { stage.view.center = CGPoint(x: 20, y: 20) }
            even.startAnimation()
            #expect(stage.view.layer.animation(forKey: "position") is CASpringAnimation)
        }
    }

    @Test func anAnimatorThatChangesNothingCompletesAfterTheTurn() {
        ViewAnimationStage.run { stage in
            var ends: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { _ = stage.view.center }
            animator.addCompletion { ends.append($0) }
            animator.startAnimation()
            #expect(ends.isEmpty)
            stage.frame(at: 0)
            #expect(ends == [.end])
        }
    }

    @Test func reversingToTheStartRestoresTheViewsOwnState() {
        ViewAnimationStage.run { stage in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                stage.view.backgroundColor = .blue
                stage.view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                stage.view.alpha = 0.5
            }
            animator.startAnimation()
            stage.frame(at: 0.5)
            animator.isReversed = true
            stage.frame(at: 1)
            #expect(stage.view.backgroundColor?.cgColor == UIColor.red.cgColor)
            #expect(stage.view.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
            #expect(stage.view.alpha == 1)
        }
    }

    @Test func badInputIsIgnoredOrClamped() {
        ViewAnimationStage.run { stage in
            let animator = moving(stage)
            animator.fractionComplete = .nan
            #expect(animator.state == .inactive)
            animator.fractionComplete = 7
            #expect(animator.fractionComplete == 1)
            animator.finishAnimation(at: .start)
            #expect(animator.state == .active, "only a stopped animator finishes")
            animator.stopAnimation(true)
            // Not interruptible: pauses and stops are ignored once it runs.
            let steady = UIViewPropertyAnimator(duration: -3, curve: .linear) { stage.view.alpha = 0.25 }
            #expect(steady.duration == 0)
            steady.isInterruptible = false
            steady.startAnimation()
            steady.pauseAnimation()
            steady.stopAnimation(true)
            #expect(steady.state == .active)
            stage.frame(at: 0)
            #expect(steady.state == .inactive && stage.view.alpha == 0.25)
            let curve = UICubicTimingParameters(
                controlPoint1: CGPoint(x: -1, y: CGFloat.nan), controlPoint2: CGPoint(x: 3, y: 2))
            #expect(curve.controlPoint1 == .zero && curve.controlPoint2 == CGPoint(x: 1, y: 2))
            #expect(curve.timingCurveType == .cubic && UICubicTimingParameters().timingCurveType == .builtin)
        }
    }
}
