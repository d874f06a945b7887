import UIKit

// Interactive animations as iOS view code writes them with UIViewPropertyAnimator, in the Swift 5
// language mode: a drawer the user drags open or closed, and a fade helper.

/// A drawer that slides up from y = 100 to y = 20: a drag scrubs a paused animator, and letting
/// go finishes it, or sends it back when the drag was cancelled.
final class DrawerController: UIViewController {
    let drawer = UIView()
    private var animator: UIViewPropertyAnimator?
    private(set) var isOpen = false
    private(set) var ends: [UIViewAnimatingPosition] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        drawer.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
        drawer.backgroundColor = .systemBlue
        view.addSubview(drawer)
    }

    func beginDrag() {
        let target: CGFloat = isOpen ? 100 : 20
        animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { [unowned self] in
            self.drawer.frame.origin.y = target
        }
        animator?.addCompletion { [weak self] position in
            guard let self = self else { return }
            self.ends.append(position)
            if position == .end { self.isOpen.toggle() }
        }
        animator?.pauseAnimation()
    }

    func drag(progress: CGFloat) {
        animator?.fractionComplete = progress
    }

    func endDrag(cancelled: Bool) {
        guard let animator = animator else { return }
        animator.isReversed = cancelled
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
}

extension UIView {
    /// Fades the view out; the completion says whether the fade ran to its end.
    func fadeOut(duration: TimeInterval = 0.25, completion: ((Bool) -> Void)? = nil) {
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: duration, delay: 0, options: [.curveEaseOut], animations: { self.alpha = 0 }
        ) { position in
            completion?(position == .end)
        }
    }
}
