import CoreGraphics
import Foundation

/// A stand-in for VoiceOver in tests: it reads a window's elements in the order VoiceOver would,
/// moves its focus through them, activates, adjusts and escapes as the user's gestures would, and
/// hears what the app posts (`UIAccessibility.post(notification:argument:)`).
///
/// Making one attaches it to `context` as its assistive technology (replacing any other);
/// `detach()` ends that. It reads announcements at once: each `.announcement` is recorded in
/// `announcements` and answered with `UIAccessibility.announcementDidFinishNotification`.
/// `.screenChanged` and `.layoutChanged` move the focus to the element posted with them (for
/// `.screenChanged` without one, to the first element of the key window).
@MainActor
public final class AccessibilityInspector: AssistiveTechnology {
    /// The application context it is attached to.
    public let context: ApplicationContext
    /// Every notification posted while attached, with its argument, in order.
    public private(set) var notifications: [(notification: UIAccessibility.Notification, argument: Any?)] = []
    /// The strings of `.announcement` notifications, in order.
    public private(set) var announcements: [String] = []

    /// Attaches an inspector to `context` (by default the current one).
    public init(context: ApplicationContext = .current) {
        self.context = context
        context.assistiveTechnology = self
    }

    /// Stops hearing the context's notifications and clears the focus.
    public func detach() {
        if context.assistiveTechnology === self { context.assistiveTechnology = nil }
        context.moveAccessibilityFocus(to: nil)
    }

    // MARK: Reading

    /// The elements of `root` (a window, or any view) in reading order.
    public func elements(in root: UIView) -> [UIResponder] { AccessibilityTree.elements(in: root) }

    /// The first element of `root` whose label is `label`.
    public func element(labelled label: String, in root: UIView) -> UIResponder? {
        elements(in: root).first { $0.accessibilityLabel == label }
    }

    /// The first object inside `root` (element or not, hidden or not) whose identifier is
    /// `identifier`: views, listed accessibility elements.
    public func object(identifiedBy identifier: String, in root: UIView) -> UIResponder? {
        AccessibilityTree.allObjects(in: root).first { object in
            (object as? any UIAccessibilityIdentification)?.accessibilityIdentifier == identifier
        }
    }

    /// What VoiceOver would say for `element`: its label, value, trait words and hint, joined by
    /// ", " ("Play, Button", "Volume, 50 %, Adjustable, Swipe up or down to adjust").
    public func spokenDescription(of element: UIResponder) -> String {
        var parts: [String] = []
        if let label = element.accessibilityLabel, !label.isEmpty { parts.append(label) }
        if let value = element.accessibilityValue, !value.isEmpty { parts.append(value) }
        let traits = element.accessibilityTraits
        for (trait, word) in Self.traitWords where traits.contains(trait) { parts.append(word) }
        if let hint = element.accessibilityHint, !hint.isEmpty { parts.append(hint) }
        return parts.joined(separator: ", ")
    }

    private static let traitWords: [(UIAccessibilityTraits, String)] = [
        (.selected, "Selected"), (.button, "Button"), (.toggleButton, "Toggle Button"), (.link, "Link"),
        (.header, "Heading"), (.searchField, "Search Field"), (.image, "Image"), (.adjustable, "Adjustable"),
        (.tabBar, "Tab Bar"), (.keyboardKey, "Key"), (.notEnabled, "Dimmed"),
    ]

    // MARK: Focus

    /// The element the focus is on.
    public var focusedElement: UIResponder? { context.accessibilityFocus }

    /// Moves the focus to `element` (nil: nowhere), telling the elements that lose and gain it.
    public func focus(_ element: UIResponder?) { context.moveAccessibilityFocus(to: element) }

    /// Moves the focus to the element after the focused one in `root` (a swipe right), or to the
    /// first when none is focused; returns the newly focused element, or nil at the end.
    @discardableResult
    public func focusNext(in root: UIView) -> UIResponder? { step(by: 1, in: root) }

    /// Moves the focus to the element before the focused one (a swipe left); nil at the start.
    @discardableResult
    public func focusPrevious(in root: UIView) -> UIResponder? { step(by: -1, in: root) }

    private func step(by delta: Int, in root: UIView) -> UIResponder? {
        let all = elements(in: root)
        let target: Int
        if let focused = focusedElement, let index = all.firstIndex(where: { $0 === focused }) {
            target = index + delta
        } else {
            target = delta > 0 ? 0 : all.count - 1
        }
        guard all.indices.contains(target) else { return nil }
        focus(all[target])
        return all[target]
    }

    // MARK: Gestures

    /// Activates `element` (a double tap): its own `accessibilityActivate()` first; when that
    /// declines, a tap at its `accessibilityActivationPoint` through `host`. Returns whether the
    /// element's own activation handled it.
    @discardableResult
    public func activate(_ element: UIResponder, in host: HeadlessHost) -> Bool {
        if element.accessibilityActivate() { return true }
        host.tap(at: element.accessibilityActivationPoint)
        return false
    }

    /// Raises an adjustable element's value (a swipe up).
    public func increment(_ element: UIResponder) { element.accessibilityIncrement() }

    /// Lowers an adjustable element's value (a swipe down).
    public func decrement(_ element: UIResponder) { element.accessibilityDecrement() }

    /// Performs the escape gesture from `element`: asks it, then the objects that contain it
    /// (its container element or superview, up to the window), until one handles it.
    @discardableResult
    public func escape(from element: UIResponder) -> Bool {
        var current: UIResponder? = element
        while let object = current {
            if object.accessibilityPerformEscape() { return true }
            current =
                (object as? UIAccessibilityElement)?.accessibilityContainer as? UIResponder
                ?? (object as? UIView)?.superview
        }
        return false
    }

    /// Performs `element`'s custom action named `name`; false when it has none by that name or
    /// the action fails.
    @discardableResult
    public func performCustomAction(named name: String, of element: UIResponder) -> Bool {
        guard let action = element.accessibilityCustomActions?.first(where: { $0.name == name }) else { return false }
        return action.perform()
    }

    // MARK: AssistiveTechnology

    /// Hears a posted notification (see the type's description).
    public func receive(_ notification: UIAccessibility.Notification, argument: Any?) {
        notifications.append((notification, argument))
        switch notification {
        case .announcement:
            let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? ""
            announcements.append(text)
            NotificationCenter.default.post(
                name: UIAccessibility.announcementDidFinishNotification, object: nil,
                userInfo: [
                    UIAccessibility.announcementStringValueUserInfoKey: text,
                    UIAccessibility.announcementWasSuccessfulUserInfoKey: true,
                ])
        case .screenChanged, .layoutChanged:
            if let element = argument as? UIResponder {
                focus(element)
            } else if notification == .screenChanged, let window = context.keyWindow {
                focus(elements(in: window).first)
            }
        default:
            break
        }
    }
}
