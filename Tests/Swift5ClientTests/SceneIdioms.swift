import UIKit

// The scene delegate of Xcode's iOS 13+ app template, as apps ship it, in the Swift 5 language
// mode: a window made for the connecting window scene, a root controller, key and visible.

class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var events: [String] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        root.view.backgroundColor = .systemIndigo
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        if let url = connectionOptions.urlContexts.first?.url { events.append("open \(url)") }
    }

    func sceneDidDisconnect(_ scene: UIScene) { events.append("disconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { events.append("active") }
    func sceneWillResignActive(_ scene: UIScene) { events.append("resign") }
    func sceneWillEnterForeground(_ scene: UIScene) { events.append("foreground") }
    func sceneDidEnterBackground(_ scene: UIScene) { events.append("background") }
}

class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
