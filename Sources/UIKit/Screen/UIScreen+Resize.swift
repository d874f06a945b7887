import CoreGraphics
import Foundation

/// A screen shown in a resizable desktop window takes the window's size (a Lamina addition: an
/// iOS screen never changes size, but its bounds do when the interface rotates, and windows
/// follow the same way).
extension UIScreen {
    /// Makes the screen `pixelSize` pixels (its one mode), as a desktop window showing it was
    /// resized: `bounds` become the size over `scale`, the framebuffer is made anew,
    /// `modeDidChangeNotification` is posted, and every window of the screen that covered its old
    /// bounds is given the new ones (its root view controller's view and autoresizing follow).
    /// False, changing nothing, for a size no mode can have or the current size.
    @discardableResult
    package func resize(toPixels pixelSize: CGSize) -> Bool {
        guard let mode = UIScreenMode(size: pixelSize), mode != currentMode else { return false }
        let oldBounds = bounds
        availableModes = [mode]
        currentMode = mode
        for window in UIWindow.visibleWindowsFrontToBack(on: self) where window.frame == oldBounds {
            window.frame = bounds
        }
        return true
    }
}
