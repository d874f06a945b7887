import Foundation

/// Appearance transitions driven by windows: a window's root view controller appears when the
/// window is shown with it (or it becomes the root of a shown window) and disappears when the
/// window hides or it stops being the root. Children whose views are inside appear and disappear
/// with it, parents before children for "will" and "did".
extension UIViewController {
    func beginAppearanceTransitionFromWindow(appearing: Bool) {
        if appearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            viewWillAppear(false)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(false)
        }
        for child in children where child.isViewLoaded && child.view.isDescendant(of: view) {
            child.beginAppearanceTransitionFromWindow(appearing: appearing)
        }
    }

    func endAppearanceTransitionFromWindow(appeared: Bool) {
        if appeared {
            guard appearance == .appearing else { return }
            appearance = .appeared
            viewIsAppearing(false)
            viewDidAppear(false)
        } else {
            guard appearance == .disappearing else { return }
            appearance = .disappeared
            viewDidDisappear(false)
        }
        for child in children where child.isViewLoaded && child.view.isDescendant(of: view) {
            child.endAppearanceTransitionFromWindow(appeared: appeared)
        }
    }
}
