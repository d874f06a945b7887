import Foundation

/// The app's launch, activation and end, as the entry point and the backends drive them.
extension UIApplication {
    /// Launches the app with `delegate`: `willFinishLaunching`, `didFinishLaunching` (and its
    /// notification), then the app becomes active (`applicationDidBecomeActive` and its
    /// notification). False when either launch call returned false (the app still runs, as in
    /// UIKit, where the answer only concerns opening a URL).
    @discardableResult
    package func launch(
        delegate: (any UIApplicationDelegate)?, options: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        self.delegate = delegate
        let willFinish = delegate?.application(self, willFinishLaunchingWithOptions: options) ?? true
        let didFinish = delegate?.application(self, didFinishLaunchingWithOptions: options) ?? true
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        becomeActive()
        return willFinish && didFinish
    }

    /// The app receives events again (its window got focus back, or launch finished).
    package func becomeActive() {
        guard applicationState != .active else { return }
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }

    /// The app stops receiving events for a while (its window lost focus).
    package func resignActive() {
        guard applicationState == .active else { return }
        delegate?.applicationWillResignActive(self)
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
        applicationState = .inactive
    }

    /// The app is about to end: it resigns active, then `applicationWillTerminate` and its
    /// notification.
    package func terminate() {
        resignActive()
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
