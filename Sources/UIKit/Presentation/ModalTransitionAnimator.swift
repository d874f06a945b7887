import CoreGraphics
import Foundation

/// The built-in animators of `modalTransitionStyle`, used when no transitioning delegate gives
/// one: a cover from the bottom (0.5 s), a cross-dissolve (0.35 s), or a horizontal flip of the
/// window's content (0.75 s), each reversed to dismiss.
@MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        switch style {
        case .crossDissolve: 0.35
        case .flipHorizontal: 0.75
        case .coverVertical, .partialCurl: 0.5
        }
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let duration = transitionDuration(using: context)
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = context.viewController(forKey: key),
            let view = context.view(forKey: presenting ? .to : .from)
        else {
            context.completeTransition(true)
            return
        }
        let frame = presenting ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        // The animation closures hold the view weakly: its layer holds them until they run.
        switch style {
        case .crossDissolve:
            if presenting {
                view.frame = frame
                view.alpha = 0
                container.addSubview(view)
            }
            let presenting = presenting
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut],
                animations: { view.alpha = presenting ? 1 : 0 },
                completion: { [weak view] finished in
                    if !presenting { view?.removeFromSuperview() }
                    view?.alpha = 1
                    done(finished)
                })
        case .flipHorizontal:
            // The window's content turns over: the whole of it, as a snapshot transition.
            let stage = container.window ?? container
            let presenting = presenting
            UIView.transition(
                with: stage, duration: duration,
                options: presenting ? [.transitionFlipFromRight] : [.transitionFlipFromLeft],
                animations: {
                    if presenting {
                        view.frame = frame
                        container.addSubview(view)
                    } else {
                        view.removeFromSuperview()
                    }
                }, completion: done)
        case .coverVertical, .partialCurl:
            let below = frame.offsetBy(dx: 0, dy: container.bounds.maxY - frame.minY)
            if presenting {
                view.frame = below
                container.addSubview(view)
            }
            let presenting = presenting
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut],
                animations: { view.frame = presenting ? frame : below },
                completion: { [weak view] finished in
                    if !presenting { view?.removeFromSuperview() }
                    done(finished)
                })
        }
    }
}
