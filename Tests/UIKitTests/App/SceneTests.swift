import Foundation
import Testing
import UIKit
import UIKitTesting

/// Scenes: the main screen's window scene connects after launch, its delegate (made by the entry
/// point's function) sets up the window, and its state follows the app's.
@MainActor @Suite struct SceneTests {
    final class Log {
        var entries: [String] = []
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            log.entries.append("didFinishLaunching")
            return true
        }
        func application(
            _ application: UIApplication, configurationForConnecting session: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            log.entries.append("configuration for \(session.role == .windowApplication ? "app" : "other")")
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
        func applicationDidBecomeActive(_ application: UIApplication) { log.entries.append("app active") }
        func applicationWillResignActive(_ application: UIApplication) { log.entries.append("app resigns") }
        func applicationWillTerminate(_ application: UIApplication) { log.entries.append("app terminates") }
    }

    /// The iOS 13 template's scene delegate: a window made for the scene, a root controller.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let log: Log
        init(log: Log) { self.log = log }
        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            guard let windowScene = (scene as? UIWindowScene) else { return }
            log.entries.append("willConnect \(scene.activationState)")
            let window = UIWindow(windowScene: windowScene)
            let root = UIViewController()
            root.view.backgroundColor = .systemGreen
            window.rootViewController = root
            self.window = window
            window.makeKeyAndVisible()
        }
        func sceneDidBecomeActive(_ scene: UIScene) { log.entries.append("sceneDidBecomeActive") }
        func sceneWillResignActive(_ scene: UIScene) { log.entries.append("sceneWillResignActive") }
        func sceneWillEnterForeground(_ scene: UIScene) { log.entries.append("sceneWillEnterForeground") }
        func sceneDidEnterBackground(_ scene: UIScene) { log.entries.append("sceneDidEnterBackground") }
        func sceneDidDisconnect(_ scene: UIScene) {
            // Still connected while it hears of it.
            log.entries.append("sceneDidDisconnect \(UIApplication.shared.connectedScenes.contains(scene))")
        }
    }

    @Test func aSceneDelegateSetsUpTheWindowAndHearsTheSceneBecomeActive() throws {
        try HeadlessHost.run(size: CGSize(width: 40, height: 30), scale: 1) { host in
            let log = Log()
            var activations = 0
            let observer = NotificationCenter.default.addObserver(
                forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
            ) { _ in MainActor.assumeIsolated { activations += 1 } }
            defer { NotificationCenter.default.removeObserver(observer) }
            var sceneDelegate: SceneDelegate?
            host.launch(AppDelegate(log: log)) {
                let made = SceneDelegate(log: log)
                sceneDelegate = made
                return made
            }
            #expect(
                log.entries == [
                    "didFinishLaunching", "configuration for app", "willConnect background",
                    "sceneWillEnterForeground", "sceneDidBecomeActive",
                ])
            #expect(activations == 1)
            let application = UIApplication.shared
            #expect(application.connectedScenes.count == 1 && !application.supportsMultipleScenes)
            let scene = try #require(application.connectedScenes.first as? UIWindowScene)
            #expect(scene.activationState == .foregroundActive)
            #expect(scene.delegate === sceneDelegate)
            #expect(scene.session.configuration.name == "Default Configuration")
            #expect(scene.session.scene === scene && application.openSessions == [scene.session])
            #expect(scene.screen === host.screen)
            let window = try #require(sceneDelegate?.window)
            #expect(window.windowScene === scene && window.frame == host.screen.bounds)
            #expect(scene.windows == [window] && scene.keyWindow === window)
            // A window made for the scene is listed at once, hidden; shown, it is listed once; a
            // window moved out of the scene is not; the scene does not keep windows alive.
            let overlay = UIWindow(windowScene: scene)
            #expect(overlay.isHidden && scene.windows == [window, overlay])
            overlay.isHidden = false
            #expect(scene.windows.count == 2 && scene.windows.contains { $0 === overlay })
            overlay.isHidden = true
            overlay.windowScene = nil
            #expect(scene.windows == [window])
            weak var weakPanel: UIWindow?
            do {
                let panel = UIWindow(windowScene: scene)
                weakPanel = panel
                #expect(scene.windows.count == 2)
            }
            #expect(weakPanel == nil && scene.windows == [window])
            #expect(scene.traitCollection.displayScale == 1)
            // The responder chain goes window, scene, application, as on iOS 13.
            #expect(window.next === scene && scene.next === application)
            host.renderFrame()
            #expect(host.pixel(x: 20, y: 15) == PixelRGBA(52, 199, 89, 255))
        }
    }

    @Test func theScenesStateFollowsTheAppsToItsDisconnection() {
        HeadlessHost.run(size: CGSize(width: 40, height: 30), scale: 1) { host in
            let log = Log()
            host.launch(AppDelegate(log: log)) { SceneDelegate(log: log) }
            let scene = UIApplication.shared.connectedScenes.first
            log.entries.removeAll()
            host.context.application.resignActive()
            #expect(scene?.activationState == .foregroundInactive)
            host.context.application.becomeActive()
            host.terminate()
            #expect(
                log.entries == [
                    "sceneWillResignActive", "sceneDidBecomeActive", "sceneWillResignActive",
                    "sceneDidEnterBackground", "sceneDidDisconnect true", "app terminates",
                ])
            #expect(scene?.activationState == .unattached && scene?.session.scene == nil)
            #expect(UIApplication.shared.connectedScenes.isEmpty)
            #expect(UIApplication.shared.applicationState == .background)
            host.terminate()  // once only
            #expect(log.entries.count == 6)
        }
    }

    /// An app without a scene delegate hears its activation itself; its windows are in the scene
    /// of their screen all the same, as on iOS.
    @Test func appsWithoutSceneDelegatesKeepTheirCallbacksAndTheirWindowsAScene() throws {
        try HeadlessHost.run(size: CGSize(width: 40, height: 30), scale: 1) { host in
            let log = Log()
            host.launch(AppDelegate(log: log))
            #expect(log.entries == ["didFinishLaunching", "configuration for app", "app active"])
            let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            #expect(scene.delegate == nil && scene.activationState == .foregroundActive)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(window.windowScene === scene)
            window.windowScene = scene
            window.windowScene = nil
            #expect(window.windowScene === scene)  // still the scene of its screen
            host.terminate()
            #expect(log.entries.suffix(2) == ["app resigns", "app terminates"])
            #expect(window.windowScene == nil)
        }
    }
}
