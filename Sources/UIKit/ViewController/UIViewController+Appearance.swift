import Foundation

/// Appearance transitions driven by windows: a window's root view controller appears when the
/// window is shown with it (or it becomes the root of a shown window) and disappears when the
/// window hides or it stops being the root. Children whose views are inside appear and disappear
/// with it, parents before children for "will" and "did" — unless the parent's
/// `shouldAutomaticallyForwardAppearanceMethods` is false: then the parent drives its children
/// with `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`.
extension UIViewController {
    func beginAppearanceTransitionFromWindow(appearing: Bool, animated: Bool = false) {
        if appearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children where child.isViewLoaded && child.view.isDescendant(of: view) {
            child.beginAppearanceTransitionFromWindow(appearing: appearing, animated: animated)
        }
    }

    func endAppearanceTransitionFromWindow(appeared: Bool, animated: Bool = false) {
        if appeared {
            guard appearance == .appearing else { return }
            appearance = .appeared
            viewIsAppearing(animated)
            viewDidAppear(animated)
            movingToParent = false
        } else {
            guard appearance == .disappearing else { return }
            appearance = .disappeared
            viewDidDisappear(animated)
            movingFromParent = false
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children where child.isViewLoaded && child.view.isDescendant(of: view) {
            child.endAppearanceTransitionFromWindow(appeared: appeared, animated: animated)
        }
    }

    /// Finishes the change a caller began with `beginAppearanceTransition(_:animated:)`, with the
    /// animation flag it gave; nothing when none is under way.
    func endCallerDrivenAppearanceTransition() {
        switch appearance {
        case .appearing: endAppearanceTransitionFromWindow(appeared: true, animated: transitionAnimated)
        case .disappearing: endAppearanceTransitionFromWindow(appeared: false, animated: transitionAnimated)
        default: break
        }
        transitionAnimated = false
    }

    /// Where the controller's view stands in being shown (`appearance`).
    enum Appearance { case disappeared, appearing, appeared, disappearing }
}
