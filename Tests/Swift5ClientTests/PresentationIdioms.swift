// Modal presentation as iOS code writes it, in the Swift 5 language mode: a screen that states
// its status-bar and orientation preferences, presents a dimmed pop-up over itself with a
// cross-dissolve and a half-height drawer through a transitioning delegate (an NSObject subclass
// with a presentation controller and an animator), and dismisses them from the presented side.
import Foundation
import UIKit

/// The presenting screen.
final class HomeViewController: UIViewController {
    let drawerTransition = DrawerTransitioning()

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        setNeedsStatusBarAppearanceUpdate()
    }

    func showPopup(completion: (() -> Void)? = nil) {
        let popup = PopupViewController()
        popup.modalPresentationStyle = .overFullScreen
        popup.modalTransitionStyle = .crossDissolve
        present(popup, animated: true, completion: completion)
    }

    func showDrawer() {
        let drawer = UIViewController()
        drawer.view.backgroundColor = .blue
        drawer.modalPresentationStyle = .custom
        drawer.transitioningDelegate = drawerTransition
        present(drawer, animated: true, completion: nil)
    }
}

/// A pop-up card over a translucent black backdrop, closed by its own button.
final class PopupViewController: UIViewController {
    let closeButton = UIButton(type: .system)
    private(set) var wasPresented = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        closeButton.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        // iOS 14's action form: target-action selectors do not exist on Linux.
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        view.addSubview(closeButton)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if isBeingPresented { wasPresented = true }
    }

    func close() {
        dismiss(animated: false, completion: nil)
    }
}

/// The drawer's presentation: the bottom half of the screen.
final class DrawerPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Hands out the drawer's presentation controller and its fade animator.
final class DrawerTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        DrawerPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator()
    }
}

/// Fades the presented view in over a quarter of a second.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { toView.alpha = 1 },
            completion: { finished in transitionContext.completeTransition(finished) })
    }
}

/// A form that hears when the user would dismiss it, as sheet-presented forms do.
final class FormViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private(set) var dismissedByUser = false

    override func viewDidLoad() {
        super.viewDidLoad()
        isModalInPresentation = true
        presentationController?.delegate = self
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        dismissedByUser = true
    }
}
