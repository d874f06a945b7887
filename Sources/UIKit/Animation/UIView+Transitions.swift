public import Foundation

/// View transitions: the changes a block makes to a container (or the replacement of one view by
/// another) shown as one animation of the whole content — a cross-dissolve from the committed
/// content, a flip in perspective or a page curl — built on `CATransition`, so nothing is redrawn.
extension UIView {
    /// Changes `view`'s content in `animations` with the transition named in `options`
    /// (`.transitionCrossDissolve`, the flips, the page curls); `completion` runs once after it
    /// ends.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let settings = ViewAnimationSettings(duration: duration)
        // The block's own changes are not animated one by one: the transition shows them.
        settings.animates = false
        runBlock(settings, { animations?() }, completion: completion) {
            addTransition(to: view.layer, duration: duration, options: options)
        }
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with the transition named in
    /// `options`: `toView` takes `fromView`'s place and `fromView` is removed (or, with
    /// `.showHideTransitionViews`, hidden while `toView` is shown).
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let container = fromView.superview
        let settings = ViewAnimationSettings(duration: duration)
        settings.animates = false
        runBlock(
            settings,
            {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    if let container, toView.superview !== container {
                        container.insertSubview(toView, aboveSubview: fromView)
                    }
                    fromView.removeFromSuperview()
                }
            }, completion: completion
        ) {
            if let container { addTransition(to: container.layer, duration: duration, options: options) }
        }
    }

    private static func addTransition(to layer: CALayer, duration: TimeInterval, options: AnimationOptions) {
        guard duration > 0, options.transition != 0, ApplicationContext.current.animationsEnabled else { return }
        let transition = CATransition()
        transition.duration = duration
        transition.timingFunction = options.curve.timingFunction
        switch options.transition {
        case 1: transition.flip = (false, 1)  // flipFromLeft: about the vertical axis
        case 2: transition.flip = (false, -1)  // flipFromRight
        case 6: transition.flip = (true, -1)  // flipFromTop: about the horizontal axis
        case 7: transition.flip = (true, 1)  // flipFromBottom
        case 3: transition.curl = true  // curlUp
        case 4: transition.curl = false  // curlDown
        default: transition.type = .fade  // crossDissolve
        }
        layer.add(transition, forKey: "transition")
    }
}
