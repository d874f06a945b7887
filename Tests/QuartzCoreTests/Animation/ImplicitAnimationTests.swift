import Foundation
import QuartzCore
import Testing

/// Core Animation's implicit animations, transactions and completion blocks.
@Suite struct ImplicitAnimationTests {
    @Test func aLayerOnScreenAnimatesChangesWithTheTransactionsDuration() throws {
        let stage = AnimationStage()
        stage.square.opacity = 0
        #expect(stage.square.opacity == 0)
        let action = try #require(stage.square.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(action.duration == 0.25)
        #expect(action.fromValue as? Float == 1)
        stage.frame(at: 0.125)
        #expect(stage.square.presentation()?.opacity == 0.5)
        stage.frame(at: 0.25)
        #expect(stage.square.presentation()?.opacity == 0)
        #expect(stage.square.animationKeys() == nil)
    }

    @Test func newLayersDisabledActionsAndNullActionsDoNotAnimate() {
        let stage = AnimationStage()
        let fresh = CALayer()
        stage.root.addSublayer(fresh)
        fresh.opacity = 0  // never committed yet
        #expect(fresh.animationKeys() == nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        stage.square.opacity = 0.5
        CATransaction.commit()
        #expect(stage.square.animationKeys() == nil)
        stage.square.actions = ["position": NSNull()]
        stage.square.position = CGPoint(x: 30, y: 30)
        #expect(stage.square.animationKeys() == nil)
        stage.square.isHidden = true
        #expect(stage.square.animationKeys() == ["hidden"])
    }

    @Test func interruptingStartsFromThePresentationValue() throws {
        let stage = AnimationStage()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        stage.square.position = CGPoint(x: 35, y: 15)
        CATransaction.commit()
        stage.frame(at: 0.5)
        stage.square.position = CGPoint(x: 15, y: 15)
        let second = try #require(stage.square.animation(forKey: "position") as? CABasicAnimation)
        #expect(second.fromValue as? CGPoint == CGPoint(x: 25, y: 15))
        #expect(second.duration == 0.25)
    }

    @Test func nestedTransactionsRestoreTheirParentsDuration() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        #expect(CATransaction.animationDuration() == 0.5)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.commit()
        CATransaction.flush()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func completionBlocksWaitForTheirAnimations() {
        let stage = AnimationStage()
        var order: [String] = []
        let log = AnimationLog("fade")
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("outer") }
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { order.append("inner") }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.delegate = log
        stage.square.add(fade, forKey: "fade")
        CATransaction.commit()
        CATransaction.setAnimationDuration(1)
        stage.square.position = CGPoint(x: 30, y: 30)
        CATransaction.commit()
        #expect(order.isEmpty)
        stage.frame(at: 0.25)
        #expect(order.isEmpty)
        #expect(log.entries == ["start fade"])
        stage.frame(at: 0.5)
        #expect(order == ["inner"])
        #expect(log.entries == ["start fade", "stop fade true"])
        stage.frame(at: 0.99)
        #expect(order == ["inner"])
        stage.frame(at: 1)
        #expect(order == ["inner", "outer"])
        // With no animations, the block runs right after the commit.
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("empty") }
        CATransaction.commit()
        #expect(order.last == "empty")
    }
}

/// Review findings: stops after the commit, detached subtrees, paused layers.
@Suite struct AnimationLifecycleTests {
    @Test func removedAnimationsStopAfterTheCommitNotInsideTheCall() {
        let stage = AnimationStage()
        let log = AnimationLog("fade")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.delegate = log
        stage.square.add(fade, forKey: "fade")
        stage.frame(at: 0.1)
        stage.square.removeAnimation(forKey: "fade")
        #expect(log.entries == ["start fade"])
        CATransaction.flush()
        #expect(log.entries == ["start fade", "stop fade false"])
    }

    @Test func animationsAddedWhileDetachedCompleteOnceShown() {
        let stage = AnimationStage()
        let detached = CALayer()
        detached.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        let log = AnimationLog("detached")
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.duration, fade.delegate) = (0.5, log)
        // A layer with no host stamps a zero begin time from CACurrentMediaTime(), not the stage's
        // manual clock: the begin time is given here.
        fade.beginTime = stage.clock.now
        detached.add(fade, forKey: "fade")
        CATransaction.flush()  // committed with no host
        stage.root.addSublayer(detached)
        stage.frame(at: 0.1)
        stage.frame(at: 1)
        #expect(log.entries.last == "stop detached true")
        #expect(detached.animationKeys() == nil)
    }

    @Test func aGroupHoldingItsEndHoldsItsMembersEnds() {
        let stage = AnimationStage()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue) = (1, 0.25)
        let group = CAAnimationGroup()
        group.animations = [fade]
        (group.duration, group.fillMode, group.isRemovedOnCompletion) = (1, .forwards, false)
        stage.square.add(group, forKey: "group")
        stage.frame(at: 2)
        #expect(stage.square.presentation()?.opacity == 0.25)
    }
}
