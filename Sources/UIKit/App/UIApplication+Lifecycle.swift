import Foundation

/// The app's launch, activation and end, as the entry point and the backends drive them.
extension UIApplication {
    /// Launches the app with `delegate`: `willFinishLaunching`, `didFinishLaunching` (and its
    /// notification), then the main screen's window scene connects (with a delegate from
    /// `sceneDelegate`, when given: see `UIScene`), then the app and its scene become active.
    /// False when either launch call returned false (the app still runs, as in UIKit, where the
    /// answer only concerns opening a URL).
    @discardableResult
    package func launch(
        delegate: (any UIApplicationDelegate)?, sceneDelegate: (@MainActor () -> any UISceneDelegate)? = nil,
        options: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        self.delegate = delegate
        makeSceneDelegate = sceneDelegate
        let willFinish = delegate?.application(self, willFinishLaunchingWithOptions: options) ?? true
        let didFinish = delegate?.application(self, didFinishLaunchingWithOptions: options) ?? true
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        connectScene(to: context.screens.main)
        becomeActive()
        return willFinish && didFinish
    }

    /// The app receives events again (its window got focus back, or launch finished): its scenes
    /// come to the foreground and become active, then `applicationDidBecomeActive` (only in apps
    /// without scene delegates, as in UIKit) and the notification.
    package func becomeActive() {
        guard applicationState != .active else { return }
        applicationState = .active
        activateScenes()
        if !hasSceneDelegates { delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }

    /// The app stops receiving events for a while (its window lost focus): its scenes, then
    /// `applicationWillResignActive` (without scene delegates) and the notification.
    package func resignActive() {
        guard applicationState == .active else { return }
        deactivateScenes()
        if !hasSceneDelegates { delegate?.applicationWillResignActive(self) }
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
        applicationState = .inactive
    }

    /// The app is about to end: it resigns active, goes to the background (its scenes, then
    /// `applicationDidEnterBackground` without scene delegates, and the notification), its scenes
    /// disconnect, then `applicationWillTerminate` and its notification. Only the first call ends it.
    package func terminate() {
        guard !hasTerminated else { return }
        hasTerminated = true
        resignActive()
        backgroundScenes()
        applicationState = .background
        if !hasSceneDelegates { delegate?.applicationDidEnterBackground(self) }
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
        disconnectScenes()
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
    }

    /// The system is short of memory (the simulator's "Simulate Memory Warning"; no Lamina
    /// backend watches memory pressure yet): `applicationDidReceiveMemoryWarning`, its
    /// notification, then `didReceiveMemoryWarning()` on every view controller of the visible
    /// windows — roots, their children and what they present, parents before children.
    package func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
        var pending =
            ApplicationContext.current.windowRegistry.windows.compactMap(\.rootViewController).reversed()
            as [UIViewController]
        while let controller = pending.popLast() {
            controller.didReceiveMemoryWarning()
            var next = controller.children
            if let presented = controller.modal.presented { next.append(presented) }
            pending.append(contentsOf: next.reversed())
        }
    }
}
