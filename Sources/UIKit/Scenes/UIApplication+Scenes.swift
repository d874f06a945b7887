import Foundation

/// Scenes: the main screen's window scene connects after launch; its state follows the app's.
extension UIApplication {
    /// The connected scenes.
    public var connectedScenes: Set<UIScene> { Set(sceneList) }

    /// The sessions of the connected scenes (Lamina keeps none across launches).
    public var openSessions: Set<UISceneSession> { Set(sceneList.map(\.session)) }

    /// Whether the app shows several scenes at once: false (one scene, the main screen's).
    public var supportsMultipleScenes: Bool { false }

    /// Whether the app's delegate hears its activation, or its scenes' delegates do: with a scene
    /// delegate, as in UIKit, the app delegate's activation methods are not called (the
    /// application's notifications still are).
    var hasSceneDelegates: Bool { makeSceneDelegate != nil }

    /// Connects a window scene for `screen`: the app delegate's configuration, the scene's
    /// delegate (when the app has them), `willConnectNotification` and
    /// `scene(_:willConnectTo:options:)`.
    func connectScene(to screen: UIScreen) {
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(
            role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        if let configuration = delegate?.application(self, configurationForConnecting: session, options: options) {
            session.configuration = configuration
        }
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.screen = screen
        scene.application = self
        session.scene = scene
        scene.delegate = makeSceneDelegate?()
        sceneList.append(scene)
        scene.activationState = .background
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
    }

    /// Brings the scenes to the foreground and makes them active.
    func activateScenes() {
        for scene in sceneList where scene.activationState != .foregroundActive {
            if scene.activationState == .background {
                scene.delegate?.sceneWillEnterForeground(scene)
                NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
            }
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        }
    }

    /// Makes the active scenes inactive.
    func deactivateScenes() {
        for scene in sceneList where scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
            scene.activationState = .foregroundInactive
        }
    }

    /// Sends the inactive scenes to the background.
    func backgroundScenes() {
        for scene in sceneList where scene.activationState == .foregroundInactive {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        }
    }

    /// Disconnects the scenes (the app is ending): each stays connected until its delegate and the
    /// notification have heard of it.
    func disconnectScenes() {
        for scene in sceneList {
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
            scene.session.scene = nil
            scene.application = nil
        }
        sceneList.removeAll()
    }
}
