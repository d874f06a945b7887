import Foundation
import Testing
import UIKit
import UIKitTesting

/// Interactive presentations and dismissals: `UIPercentDrivenInteractiveTransition` driving an
/// animator that animates with UIView blocks (the container's time is stopped and moved) and one
/// that provides an interruptible `UIViewPropertyAnimator`, at exact manual-clock times. The
/// presented view slides up from y = 100 to y = 0 over 1 s, linearly.
@MainActor @Suite struct InteractiveTransitionTests {
    /// Slides the presented view with a UIView animation block.
    final class BlockSlide: UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            1
        }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            let view = context.view(forKey: presenting ? .to : .from)!
            if presenting {
                view.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
                context.containerView.addSubview(view)
            }
            let target: CGFloat = presenting ? 0 : 100
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                view.frame.origin.y = target
            } completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    /// Slides the presented view with one interruptible property animator per transition.
    final class AnimatorSlide: UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        private var animator: UIViewPropertyAnimator?
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            1
        }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: context).startAnimation()
        }
        func interruptibleAnimator(
            using context: any UIViewControllerContextTransitioning
        )
            -> any UIViewImplicitlyAnimating
        {
            if let animator { return animator }
            let view = context.view(forKey: presenting ? .to : .from)!
            if presenting {
                view.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
                context.containerView.addSubview(view)
            }
            let target: CGFloat = presenting ? 0 : 100
            let made = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.frame.origin.y = target }
            made.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
            animator = made
            return made
        }
    }

    final class Driver: UIViewControllerTransitioningDelegate {
        let interaction = UIPercentDrivenInteractiveTransition()
        var interactive = true
        let interruptible: Bool
        init(interruptible: Bool) { self.interruptible = interruptible }
        func animator(_ presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
            interruptible ? AnimatorSlide(presenting: presenting) : BlockSlide(presenting: presenting)
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { animator(true) }
        func animationController(
            forDismissed dismissed: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? {
            animator(false)
        }
        func interactionControllerForPresentation(
            using animator: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? { interactive ? interaction : nil }
        func interactionControllerForDismissal(
            using animator: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? { interactive ? interaction : nil }
    }

    /// Runs `body` with a shown root controller and a custom-style controller to present.
    func stage(interruptible: Bool, _ body: (HeadlessHost, UIViewController, UIViewController, Driver) -> Void) {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = UIViewController()
            host.show(root)
            let presented = UIViewController()
            let driver = Driver(interruptible: interruptible)
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = driver
            host.renderFrame()
            body(host, root, presented, driver)
        }
    }

    func shownY(_ controller: UIViewController) -> CGFloat {
        (controller.view.layer.presentation() ?? controller.view.layer).frame.origin.y
    }

    @Test func aBlockAnimatedPresentationFollowsTheDriverAndFinishes() {
        for interruptible in [false, true] {
            stage(interruptible: interruptible) { host, root, presented, driver in
                var presentedDone = false
                driver.interaction.completionCurve = .linear
                root.present(presented, animated: true) { presentedDone = true }
                let coordinator = presented.transitionCoordinator
                #expect(coordinator?.isInteractive == true && coordinator?.initiallyInteractive == true)
                var changes: [(interactive: Bool, cancelled: Bool)] = []
                coordinator?.notifyWhenInteractionChanges { changes.append(($0.isInteractive, $0.isCancelled)) }
                host.renderFrame()
                #expect(shownY(presented) == 100)
                driver.interaction.update(0.25)
                host.advance(by: 5)
                #expect(abs(shownY(presented) - 75) < 1e-9, "held where the driver put it")
                #expect(driver.interaction.percentComplete == 0.25 && !presentedDone)
                #expect(coordinator?.percentComplete == 0.25)
                driver.interaction.finish()
                #expect(changes.count == 1 && changes.first?.interactive == false && changes.first?.cancelled == false)
                host.advance(by: 0.74)
                #expect(!presentedDone && abs(shownY(presented) - 1) < 1e-6)
                host.advance(by: 0.01)
                #expect(presentedDone && root.presentedViewController === presented)
                #expect(presented.view.frame.origin.y == 0)
                #expect(presented.view.superview?.layer.speed == 1, "the container's time runs again")
            }
        }
    }

    /// The completion follows `completionCurve`, ease-in-out by default: a quarter of the way
    /// through the remaining time, the transition is where the curve puts it, not a quarter on.
    @Test func theCompletionFollowsTheCompletionCurve() {
        let ease = CAMediaTimingFunction(name: .easeInEaseOut).progress(atFraction: 0.25)
        for interruptible in [false, true] {
            stage(interruptible: interruptible) { host, root, presented, driver in
                var presentedDone = false
                root.present(presented, animated: true) { presentedDone = true }
                driver.interaction.update(0.25)
                host.renderFrame()
                driver.interaction.finish()
                host.advance(by: 0)
                host.advance(by: 0.1875)
                let expected = 100 - 100 * (0.25 + 0.75 * ease)
                #expect(abs(shownY(presented) - expected) < 1e-6, "interruptible: \(interruptible)")
                host.advance(by: 0.6)
                #expect(presentedDone && presented.view.frame.origin.y == 0)
            }
        }
    }

    @Test func aCancelledPresentationGoesBackAndIsUndone() {
        for interruptible in [false, true] {
            stage(interruptible: interruptible) { host, root, presented, driver in
                var presentedDone = false
                root.present(presented, animated: true) { presentedDone = true }
                driver.interaction.update(0.5)
                host.renderFrame()
                #expect(abs(shownY(presented) - 50) < 1e-9)
                driver.interaction.cancel()
                host.advance(by: 0.25)
                #expect(abs(shownY(presented) - 75) < 1e-6, "running back")
                host.advance(by: 0.3)
                #expect(!presentedDone && root.presentedViewController == nil)
                #expect(presented.presentingViewController == nil && presented.view.window == nil)
            }
        }
    }

    @Test func aCancelledDismissalLeavesThePresentedViewInPlace() {
        for interruptible in [false, true] {
            stage(interruptible: interruptible) { host, root, presented, driver in
                driver.interactive = false
                root.present(presented, animated: true)
                host.advance(by: 1.1)
                #expect(root.presentedViewController === presented)
                driver.interactive = true
                var dismissed = false
                presented.dismiss(animated: true) { dismissed = true }
                driver.interaction.update(0.4)
                host.renderFrame()
                #expect(abs(shownY(presented) - 40) < 1e-9)
                driver.interaction.cancel()
                host.advance(by: 0.5)
                #expect(!dismissed && root.presentedViewController === presented)
                #expect(presented.view.frame.origin.y == 0 && shownY(presented) == 0)
                #expect(presented.view.window != nil)
                // The controller drives the next transition too.
                presented.dismiss(animated: true) { dismissed = true }
                driver.interaction.update(0.9)
                driver.interaction.finish()
                host.advance(by: 0.11)
                #expect(dismissed && root.presentedViewController == nil)
            }
        }
    }

    @Test func aTransitionThatStartsRunningCanBePausedAndDriven() {
        stage(interruptible: false) { host, root, presented, driver in
            driver.interaction.wantsInteractiveStart = false
            var presentedDone = false
            root.present(presented, animated: true) { presentedDone = true }
            #expect(presented.transitionCoordinator?.isInteractive == false)
            host.advance(by: 0.5)
            #expect(abs(shownY(presented) - 50) < 1e-6)
            driver.interaction.pause()
            #expect(presented.transitionCoordinator?.isInteractive == true)
            #expect(abs(driver.interaction.percentComplete - 0.5) < 1e-9)
            host.advance(by: 2)
            #expect(abs(shownY(presented) - 50) < 1e-6 && !presentedDone)
            driver.interaction.update(0.8)
            driver.interaction.completionSpeed = 2
            driver.interaction.finish()
            host.advance(by: 0.1)
            #expect(presentedDone)
        }
    }
}
