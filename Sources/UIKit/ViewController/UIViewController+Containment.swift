import Foundation

/// Adding and removing children, and container transitions between two children.
extension UIViewController {
    /// Makes `child` a child of this controller (taking it from its parent first); ignored for
    /// the controller itself or a child it already has.
    func adopt(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Leaves the parent, if any, then tells `didMove(toParent: nil)`.
    func leaveParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        movingToParent = false
        didMove(toParent: nil)
    }

    /// `transition(from:to:duration:options:animations:completion:)`: `toViewController`'s view
    /// takes `fromViewController`'s place in its superview, with the transition `options` name
    /// (a cross-dissolve, flip or curl) or, with none, as `animations` animate; then
    /// `fromViewController`'s view leaves. Both must be children of this controller and the
    /// first's view in a superview; otherwise nothing happens (UIKit raises) and `completion`
    /// gets false. While this controller is shown, the two children hear their appearance
    /// callbacks around the transition.
    func transitionChildren(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        guard fromViewController.parent === self, toViewController.parent === self,
            fromViewController !== toViewController, let fromView = fromViewController.viewIfLoaded,
            let container = fromView.superview
        else {
            completion?(false)
            return
        }
        let toView = toViewController.view!
        let shown = appearance == .appeared
        let animated = duration > 0
        if shown {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        let finish: (Bool) -> Void = { finished in
            if shown {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        // The transition kinds are a three-bit field of the options (bits 20 to 22).
        if options.rawValue & (7 << 20) != 0 {
            UIView.transition(from: fromView, to: toView, duration: duration, options: options, completion: finish)
            if let animations { UIView.animate(withDuration: duration, animations: animations) }
        } else {
            if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
            UIView.animate(
                withDuration: duration, delay: 0, options: options, animations: { animations?() },
                completion: { finished in
                    fromView.removeFromSuperview()
                    finish(finished)
                })
        }
    }
}
