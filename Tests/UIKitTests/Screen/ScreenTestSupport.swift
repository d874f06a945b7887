import Foundation
import UIKit

/// Records the screen notifications posted for the screens a test cares about.
@MainActor
final class ScreenNotificationRecorder {
    /// The notifications seen, in order: the name and the screen posted as the object.
    private(set) var events: [(name: Notification.Name, screen: UIScreen)] = []
    private var tokens: [any NSObjectProtocol] = []

    init() {
        let names = [
            UIScreen.didConnectNotification, UIScreen.didDisconnectNotification, UIScreen.modeDidChangeNotification,
            UIScreen.brightnessDidChangeNotification,
        ]
        for name in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let name = note.name
                    guard let screen = note.object as? UIScreen else { return }
                    MainActor.assumeIsolated { self?.events.append((name, screen)) }
                })
        }
    }

    /// The names of the notifications posted for `screen`, in order (other tests' screens are
    /// ignored, since tests run in parallel).
    func names(for screen: UIScreen) -> [Notification.Name] {
        events.filter { $0.screen === screen }.map(\.name)
    }

    /// Stops observing.
    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
    }
}

extension UIScreenMode {
    /// A mode of `width` × `height` pixels (test input is always valid).
    static func pixels(_ width: CGFloat, _ height: CGFloat) -> UIScreenMode {
        UIScreenMode(size: CGSize(width: width, height: height))!
    }
}
