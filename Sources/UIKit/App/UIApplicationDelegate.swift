import Foundation

/// What an app tells its application object: its launch and the changes of its state.
///
/// Every method is optional (each has a default that does nothing, or returns true), as in UIKit.
/// App delegates are usually `UIResponder` subclasses: the application passes events nobody
/// handled to its delegate, the last responder of the chain.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's main window, if the delegate keeps one (UIKit's storyboard launch sets it).
    var window: UIWindow? { get set }

    /// Launch has begun; return false to refuse a URL in `launchOptions`.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey:
            Any]?
    ) -> Bool

    /// Launch is done: build and show the interface here.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey:
            Any]?
    ) -> Bool

    /// The app became active: it receives events.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active (its window loses focus, or it is about to quit).
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (its windows are minimised or hidden).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come back from the background.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// The system is short of memory.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// The configuration of a scene about to connect (by default one named nil for its role).
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Sessions the user closed while the app did not run (never, on Lamina: it keeps no
    /// sessions across launches).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// No window by default; setting one is ignored unless the delegate stores it.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Returns true.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey:
            Any]?
    ) -> Bool { true }

    /// Returns true.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey:
            Any]?
    ) -> Bool { true }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// A configuration named nil for the session's role.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
