import CoreGraphics
import Foundation

extension UIWindow {
    /// Creates a window filling the screen of `windowScene`, in that scene.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to: the one it was given, else its application's connected
    /// scene of its screen (iOS puts the windows of apps without scene delegates in the app's
    /// scene too). Setting a scene moves the window to its screen; setting nil takes back the one
    /// given.
    public var windowScene: UIWindowScene? {
        get {
            if let assignedScene { return assignedScene }
            return owningContext?.application.sceneList.lazy.compactMap { $0 as? UIWindowScene }.first {
                $0.screen === self.screen
            }
        }
        set {
            assignedScene?.givenWindows.removeAll { $0.window == nil || $0.window === self }
            assignedScene = newValue
            newValue?.givenWindows.removeAll { $0.window == nil }
            newValue?.givenWindows.append(WeakWindow(window: self))
            if let newValue, newValue.screen !== screen { screen = newValue.screen }
        }
    }
}
