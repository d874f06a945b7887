import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// Custom presentations (a transitioning delegate's presentation controller and animators), the
/// transition coordinator during a presentation, and how presented controllers follow their
/// window, its root and memory warnings.
@MainActor @Suite struct CustomPresentationTests {
    /// The bottom half of the container, over a dimming view it adds; logs its calls.
    final class HalfPresentation: UIPresentationController {
        var log: [String] = []
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() { log.append("willBegin \(containerView != nil)") }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.append("didEnd \(completed)") }
        override func dismissalTransitionWillBegin() { log.append("dismissalWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissalDidEnd \(completed)") }
        override func containerViewWillLayoutSubviews() {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    /// Slides the presented view in from the right over 0.2 s; logs what the context told it.
    final class SlideAnimator: UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var log: [String] = []
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.2
        }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            let key: UITransitionContextViewControllerKey = presenting ? .to : .from
            let controller = context.viewController(forKey: key)!
            let view = context.view(forKey: presenting ? .to : .from)!
            log.append("animated \(context.isAnimated), from view \(context.view(forKey: .from) != nil)")
            log.append("style \(context.presentationStyle == .custom)")
            let end = presenting ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
            log.append("frame \(end)")
            let aside = end.offsetBy(dx: context.containerView.bounds.width, dy: 0)
            if presenting {
                view.frame = aside
                context.containerView.addSubview(view)
            }
            UIView.animate(
                withDuration: 0.2, delay: 0, options: [.curveLinear],
                animations: { view.frame = self.presenting ? end : aside },
                completion: { _ in context.completeTransition(true) })
        }
        func animationEnded(_ transitionCompleted: Bool) { log.append("ended \(transitionCompleted)") }
    }

    final class Transitions: UIViewControllerTransitioningDelegate {
        var presentation: HalfPresentation?
        let present = SlideAnimator(presenting: true)
        let dismiss = SlideAnimator(presenting: false)
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let made = HalfPresentation(presentedViewController: presented, presenting: presenting)
            presentation = made
            return made
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { present }
        func animationController(
            forDismissed dismissed: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { dismiss }
    }

    /// Adds work to the transition coordinator from `viewWillAppear(_:)`, as iOS code does.
    final class Coordinated: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            guard let coordinator = transitionCoordinator else { return log.append("no coordinator") }
            log.append("coordinator animated \(coordinator.isAnimated), \(coordinator.transitionDuration)")
            coordinator.animate(
                alongsideTransition: { [self] _ in view.alpha = 0.5 },
                completion: { [self] context in log.append("completion cancelled \(context.isCancelled)") })
        }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    }

    @Test func aCustomPresentationUsesTheDelegatesControllerAndAnimators() {
        HeadlessHost.run(size: CGSize(width: 200, height: 300)) { host in
            let root = UIViewController()
            root.view.backgroundColor = .white
            let window = host.show(root)
            host.renderFrame()
            let transitions = Transitions()
            let presented = Coordinated()
            presented.view.backgroundColor = .red
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = transitions
            let start = host.clock.now
            var done = false
            root.present(presented, animated: true) { done = true }
            let presentation = transitions.presentation!
            #expect(presented.presentationController === presentation)
            #expect(presented.activePresentationController === presentation)
            #expect(presentation.presentingViewController === root && presentation.presentationStyle == .custom)
            #expect(presented.log == ["coordinator animated true, 0.2"])
            #expect(
                transitions.present.log == [
                    "animated true, from view false", "style true",
                    "frame \(CGRect(x: 0, y: 150, width: 200, height: 150))",
                ])
            #expect(presentation.log == ["willBegin true"])
            // Linear: halfway through, the view is half way in from the right, and half faded alongside.
            host.clock.advance(by: start + 0.1 - host.clock.now)
            host.renderFrame()
            let shown = presented.view.layer.presentation()
            #expect(shown.map { abs($0.frame.minX - 100) < 0.5 } == true)
            #expect(!done && presented.isBeingPresented)
            host.clock.advance(by: start + 0.3 - host.clock.now)
            host.renderFrame()
            #expect(done && presented.view.alpha == 0.5)
            #expect(presented.log.suffix(2) == ["didAppear", "completion cancelled false"])
            #expect(presentation.log == ["willBegin true", "didEnd true"])
            #expect(transitions.present.log.last == "ended true")
            // The presenter stays (the base controller keeps its view); the top half shows it.
            #expect(root.view.window === window && host.pixel(x: 100, y: 100) == PixelRGBA(255, 255, 255, 255))
            // Red at half opacity (faded alongside) over white.
            let half = host.pixel(x: 100, y: 200)
            #expect(half.red == 255 && abs(Int(half.green) - 128) <= 1 && half.green == half.blue)
            // The window resizes: the container lays out and the presentation places the view.
            window.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
            window.layoutIfNeeded()
            #expect(presented.view.frame == CGRect(x: 0, y: 200, width: 200, height: 200))

            let back = host.clock.now
            var dismissed = false
            presented.dismiss(animated: true) { dismissed = true }
            #expect(presentation.log.last == "dismissalWillBegin" && transitions.dismiss.log.count == 3)
            host.clock.advance(by: back + 0.3 - host.clock.now)
            host.renderFrame()
            #expect(dismissed && presentation.log.last == "dismissalDidEnd true")
            #expect(presented.activePresentationController == nil && root.presentedViewController == nil)
            #expect(presented.view.window == nil && window.subviews.count == 1)
        }
    }

    @Test func withoutAnimationTheCoordinatorRunsItsWorkAtOnce() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = UIViewController()
            host.show(root)
            let presented = Coordinated()
            root.present(presented, animated: false)
            #expect(presented.log == ["coordinator animated false, 0.0", "didAppear", "completion cancelled false"])
            #expect(presented.view.alpha == 0.5 && presented.transitionCoordinator == nil)
        }
    }

    @Test func aPresentationControllersDelegateSetBeforePresentingStays() {
        final class Listener: UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
                .fullScreen
            }
        }
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = UIViewController()
            host.show(root)
            let presented = UIViewController()
            let listener = Listener()
            #expect(presented.activePresentationController == nil)
            presented.presentationController?.delegate = listener
            presented.modalPresentationStyle = .formSheet
            root.present(presented, animated: false)
            #expect(presented.presentationController?.delegate === listener)
            #expect(presented.presentationController?.presentationStyle == .formSheet)
            #expect(presented.presentationController?.adaptivePresentationStyle == .fullScreen)
        }
    }

    @Test func presentedControllersFollowTheirWindowAndLeaveWithItsRoot() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let journal = Journal()
            let root = JournalingController("root", journal)
            let window = host.show(root)
            let sheet = JournalingController("sheet", journal)
            root.present(sheet, animated: false)
            journal.entries = []
            window.isHidden = true
            #expect(
                journal.entries == [
                    "root willDisappear", "sheet willDisappear", "root didDisappear", "sheet didDisappear",
                ])
            journal.entries = []
            window.isHidden = false
            #expect(journal.entries == ["root willAppear", "sheet willAppear", "root didAppear", "sheet didAppear"])
            // Memory warnings reach shown and presented controllers and the application's delegate.
            host.simulateMemoryWarning()
            #expect(root.memoryWarnings == 1 && sheet.memoryWarnings == 1)
            // A new root: what the old one presented is dismissed first.
            journal.entries = []
            window.rootViewController = JournalingController("new", journal)
            #expect(root.presentedViewController == nil && sheet.view.window == nil)
            #expect(
                journal.entries == [
                    "sheet willDisappear dismissing", "sheet didDisappear dismissing", "root willDisappear",
                    "root didDisappear", "new willAppear", "new didAppear",
                ])
        }
    }

    @Test func showPresentsWithoutANavigationContainer() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = UIViewController()
            host.show(root)
            let shown = UIViewController()
            root.show(shown, sender: nil)
            host.advance(by: 0.6)
            #expect(root.presentedViewController === shown && shown.isViewAppeared)
            let detail = UIViewController()
            shown.showDetailViewController(detail, sender: nil)
            #expect(shown.presentedViewController === detail)
        }
    }
}
