import Foundation
public import UIKit

/// The sample's application delegate: at launch, a key window with the transitions controller.
@MainActor
public final class ViewTransitionsAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's window.
    public var window: UIWindow?

    public override init() {
        super.init()
    }

    /// Shows the key window with the transitions controller.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = TransitionsViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// The transitions controller, once launched.
    public var controller: TransitionsViewController? {
        window?.rootViewController as? TransitionsViewController
    }
}
