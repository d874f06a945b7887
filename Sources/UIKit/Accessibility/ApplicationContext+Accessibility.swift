import Foundation

/// What stands in for VoiceOver: it hears what the app posts (`UIAccessibility.post`). UIKitTesting's
/// `AccessibilityInspector` is one; a bridge to the desktop's accessibility bus would be another.
@MainActor
package protocol AssistiveTechnology: AnyObject {
    /// The app posted `notification` with `argument`.
    func receive(_ notification: UIAccessibility.Notification, argument: Any?)
}

extension ApplicationContext {
    /// Hands a posted notification to the assistive technology, if one runs.
    func postAccessibility(_ notification: UIAccessibility.Notification, argument: Any?) {
        assistiveTechnology?.receive(notification, argument: argument)
    }

    /// Moves the assistive technology's focus to `element` (nil: nowhere), telling the element
    /// that loses it and the one that gains it, and posting `elementFocusedNotification`.
    package func moveAccessibilityFocus(to element: UIResponder?) {
        guard element !== accessibilityFocus else { return }
        let previous = accessibilityFocus
        accessibilityFocus = element
        previous?.accessibilityElementDidLoseFocus()
        guard let element else { return }
        element.accessibilityElementDidBecomeFocused()
        NotificationCenter.default.post(
            name: UIAccessibility.elementFocusedNotification, object: nil,
            userInfo: [UIAccessibility.focusedElementUserInfoKey: element])
    }

    /// Posts the notification of each setting that changed.
    func accessibilitySettingsDidChange(from old: AccessibilitySettings) {
        for (setting, name) in AccessibilitySettings.notifications
        where old[keyPath: setting] != accessibilitySettings[keyPath: setting] {
            NotificationCenter.default.post(name: name, object: nil)
        }
    }
}
