import Foundation

extension UIView {
    /// Animations UIKit supplies for `perform(_:on:options:animations:completion:)`.
    public enum SystemAnimation: UInt, Sendable {
        /// Fades the views out, then removes them from the view hierarchy.
        case delete = 0
    }

    /// How long a system animation lasts (UIKit does not document it; Lamina uses its usual 0.3 s).
    static let systemAnimationDuration: TimeInterval = 0.3

    /// Performs `animation` on `views`, with `parallelAnimations` in the same block and timing
    /// (so they animate alongside), then calls `completion`.
    ///
    /// `.delete` fades each view to transparent and, once the animation ends, removes it from its
    /// superview and puts its alpha back as it was, so a view can be shown again. An interrupted
    /// animation (`completion` gets false) still removes the views, as the deletion was asked for.
    public class func perform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let alphas = views.map(\.alpha)
        animate(
            withDuration: systemAnimationDuration, delay: 0, options: options,
            animations: {
                for view in views { view.alpha = 0 }
                parallelAnimations?()
            },
            completion: { finished in
                for (view, alpha) in zip(views, alphas) {
                    view.removeFromSuperview()
                    view.alpha = alpha
                }
                completion?(finished)
            })
    }
}
