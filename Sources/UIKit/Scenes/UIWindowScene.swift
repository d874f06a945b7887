import CoreGraphics
import Foundation

/// A scene whose interface is windows on a screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows show on.
    open internal(set) var screen: UIScreen = .main

    /// The windows given this scene (`UIWindow(windowScene:)`, `windowScene`), held weakly, in
    /// the order they were given.
    var givenWindows: [WeakWindow] = []

    /// The scene's windows: its visible ones back to front, as the app's are, then those given
    /// this scene that are hidden, as in UIKit, where a window made with `UIWindow(windowScene:)`
    /// is listed at once. The scene does not keep them alive.
    open var windows: [UIWindow] {
        let visible = application?.context.windows.filter { $0.windowScene === self } ?? []
        let hidden = givenWindows.compactMap(\.window).filter { window in !visible.contains { $0 === window } }
        return visible + hidden
    }

    /// The key window, when it is one of the scene's.
    open var keyWindow: UIWindow? {
        guard let key = application?.context.keyWindow, key.windowScene === self else { return nil }
        return key
    }

    /// The traits of the scene's screen.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// The coordinate space of the scene's screen.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}

/// A window scene's delegate, which usually keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, if the delegate keeps one.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window by default; setting one is ignored unless the delegate stores it.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// A weak reference to a window.
struct WeakWindow {
    weak var window: UIWindow?
}
