public import Foundation

/// One instance of the app's interface (on iOS, one of its windows' groups on a display), with a
/// delegate that hears its connection and the changes of its state.
///
/// Lamina connects one window scene to the main screen at launch (`UIWindowScene`), after the
/// app delegate's `didFinishLaunching`, with the configuration the app delegate returns for it.
/// iOS makes the scene's delegate from the configuration's `delegateClass`; Swift on Linux cannot
/// make an object from a class, so the entry point is given a function that makes the delegate
/// (`SDLApplication.main(delegate:sceneDelegate:)`, `HeadlessHost.launch(_:sceneDelegate:)`).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// Shown and receiving events.
        case foregroundActive = 0
        /// Shown, not receiving events.
        case foregroundInactive = 1
        /// Not shown.
        case background = 2
    }

    /// What a scene is connected with: the URLs it is asked to open (none: nothing asks Lamina's
    /// scenes to open URLs).
    @preconcurrency @MainActor
    open class ConnectionOptions {
        /// The URLs to open, with their options.
        open internal(set) var urlContexts: Set<UIOpenURLContext> = []
        /// The app that asked to open them, if any.
        open internal(set) var sourceApplication: String?

        init() {}
    }

    /// The session the scene shows.
    public let session: UISceneSession
    /// The scene's delegate; the scene keeps it (strongly, as in UIKit).
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life.
    open internal(set) var activationState: ActivationState = .unattached
    /// The application the scene is connected to (its context's), while connected.
    weak var application: UIApplication?
    /// A title for the scene (shown by systems that list scenes; Lamina's window titles are set by
    /// the entry point).
    open var title: String = ""

    /// The next responder: the application.
    open override var next: UIResponder? { application }

    /// Creates a scene for `session`; Lamina makes its scenes itself.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Posted once the scene is connected, before its delegate's `scene(_:willConnectTo:options:)`.
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after the scene was disconnected.
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when the scene became active.
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when the scene is about to stop being active.
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when the scene is about to come to the foreground.
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    /// Posted when the scene went to the background.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
}

/// A URL a scene is asked to open, with where the request came from.
public struct UIOpenURLContext: Hashable, Sendable {
    /// The URL.
    public let url: URL
}

/// What a scene tells its delegate: its connection, its disconnection and the changes of its
/// state. Every method has a default that does nothing, as UIKit's are optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene was connected to the app: set up its interface here (for a window scene, make
    /// a window with `UIWindow(windowScene:)` and show it).
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected (the app is ending).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: it receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active (its window lost focus, or the app is ending).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
