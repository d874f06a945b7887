import Foundation
import Testing
import UIKit
import UIKitTesting

/// What an assistive technology does with an app: focus moving through elements, activation,
/// adjusting, escaping, custom actions, the notifications the app posts and the settings it reads.
@MainActor @Suite struct AccessibilityInspectorTests {
    /// An element that records what the assistive technology did to it.
    final class Dial: UIView {
        var events: [String] = []
        var level = 5
        var handlesActivation = true
        var handlesEscape = false
        override var accessibilityValue: String? {
            get { "\(level)" }
            set {}
        }
        override func accessibilityActivate() -> Bool {
            events.append("activate")
            return handlesActivation
        }
        override func accessibilityIncrement() { level += 1 }
        override func accessibilityDecrement() { level -= 1 }
        override func accessibilityPerformEscape() -> Bool {
            events.append("escape")
            return handlesEscape
        }
        override func accessibilityElementDidBecomeFocused() { events.append("focused") }
        override func accessibilityElementDidLoseFocus() { events.append("unfocused") }
    }

    static func dial(_ label: String, x: CGFloat) -> Dial {
        let dial = Dial(frame: CGRect(x: x, y: 10, width: 40, height: 40))
        dial.isAccessibilityElement = true
        dial.accessibilityLabel = label
        dial.accessibilityTraits = .adjustable
        return dial
    }

    @Test func focusMovesThroughTheElementsAndTellsThem() throws {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let (bass, treble) = (Self.dial("Bass", x: 10), Self.dial("Treble", x: 100))
            root.addSubview(treble)
            root.addSubview(bass)
            let window = host.show(root)
            let inspector = AccessibilityInspector(context: host.context)
            defer { inspector.detach() }
            var focusedNotes: [String] = []
            let observer = NotificationCenter.default.addObserver(
                forName: UIAccessibility.elementFocusedNotification, object: nil, queue: nil
            ) { note in
                let element = note.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? UIView
                MainActor.assumeIsolated { focusedNotes.append(element?.accessibilityLabel ?? "?") }
            }
            defer { NotificationCenter.default.removeObserver(observer) }

            #expect(inspector.focusNext(in: window) === bass)
            #expect(bass.accessibilityElementIsFocused() && !treble.accessibilityElementIsFocused())
            #expect(inspector.focusNext(in: window) === treble)
            #expect(inspector.focusNext(in: window) == nil)
            #expect(inspector.focusedElement === treble)
            #expect(inspector.focusPrevious(in: window) === bass)
            #expect(bass.events == ["focused", "unfocused", "focused"] && treble.events == ["focused", "unfocused"])
            #expect(focusedNotes == ["Bass", "Treble", "Bass"])
            #expect(UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView === bass)
            #expect(inspector.spokenDescription(of: bass) == "Bass, 5, Adjustable")

            inspector.increment(bass)
            inspector.increment(bass)
            inspector.decrement(treble)
            #expect(bass.accessibilityValue == "7" && treble.accessibilityValue == "4")
        }
    }

    @Test func activationFallsBackToATapAtTheActivationPoint() throws {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let button = UIButton(type: .system)
            button.setTitle("Send", for: .normal)
            button.frame = CGRect(x: 100, y: 20, width: 80, height: 40)
            var sent = 0
            button.addAction(UIAction { _ in sent += 1 }, for: .touchUpInside)
            let dial = Self.dial("Dial", x: 10)
            root.addSubview(button)
            root.addSubview(dial)
            let window = host.show(root)
            host.renderFrame()
            let inspector = AccessibilityInspector(context: host.context)
            defer { inspector.detach() }
            #expect(inspector.element(labelled: "Send", in: window) === button)
            #expect(inspector.activate(dial, in: host))
            #expect(dial.events == ["activate"] && sent == 0)
            #expect(!inspector.activate(button, in: host))
            #expect(sent == 1)
            // An activation point set elsewhere taps there: the dial, not the button.
            button.accessibilityActivationPoint = CGPoint(x: 30, y: 30)
            dial.handlesActivation = false
            inspector.activate(button, in: host)
            #expect(sent == 1)
        }
    }

    @Test func escapeGoesUpUntilSomethingHandlesIt() throws {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let outer = Self.dial("Outer", x: 0)
            outer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            outer.isAccessibilityElement = false
            let inner = Self.dial("Inner", x: 10)
            outer.addSubview(inner)
            host.show(outer)
            let inspector = AccessibilityInspector(context: host.context)
            defer { inspector.detach() }
            #expect(!inspector.escape(from: inner))
            #expect(inner.events == ["escape"] && outer.events == ["escape"])
            outer.handlesEscape = true
            #expect(inspector.escape(from: inner))
            #expect(outer.events == ["escape", "escape"])
        }
    }

    @Test func customActionsRunTheirHandlers() {
        let view = UIView()
        var deleted = 0
        view.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { action in
                deleted += 1
                return action.name == "Delete"
            },
            UIAccessibilityCustomAction(attributedName: NSAttributedString(string: "Fails"), actionHandler: nil),
        ]
        let inspector = AccessibilityInspector()
        defer { inspector.detach() }
        #expect(inspector.performCustomAction(named: "Delete", of: view) && deleted == 1)
        #expect(!inspector.performCustomAction(named: "Fails", of: view))
        #expect(!inspector.performCustomAction(named: "Archive", of: view))
    }

    @Test func postedNotificationsReachTheAssistiveTechnology() throws {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let (first, second) = (Self.dial("First", x: 10), Self.dial("Second", x: 100))
            root.addSubview(first)
            root.addSubview(second)
            host.show(root)
            // Without an assistive technology nothing hears them.
            UIAccessibility.post(notification: .layoutChanged, argument: second)
            #expect(!second.accessibilityElementIsFocused())

            let inspector = AccessibilityInspector(context: host.context)
            defer { inspector.detach() }
            var finished: [String] = []
            let observer = NotificationCenter.default.addObserver(
                forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: nil
            ) { note in
                let text = note.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String
                let success = note.userInfo?[UIAccessibility.announcementWasSuccessfulUserInfoKey] as? Bool
                MainActor.assumeIsolated { finished.append("\(text ?? "?") \(success ?? false)") }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            #expect(inspector.announcements == ["Saved"] && finished == ["Saved true"])
            UIAccessibility.post(notification: .layoutChanged, argument: second)
            #expect(second.accessibilityElementIsFocused() && second.events == ["focused"])
            UIAccessibility.post(notification: .screenChanged, argument: nil)
            #expect(first.accessibilityElementIsFocused() && second.events == ["focused", "unfocused"])
            UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 3")
            #expect(
                inspector.notifications.map(\.notification) == [
                    .announcement, .layoutChanged, .screenChanged, .pageScrolled,
                ])
            #expect(inspector.notifications.last?.argument as? String == "Page 2 of 3")
            inspector.detach()
            #expect(!first.accessibilityElementIsFocused())
            UIAccessibility.post(notification: .announcement, argument: "Unheard")
            #expect(inspector.announcements == ["Saved"])
        }
    }

    @Test func settingsAreReadAndTheirChangesPosted() throws {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
            #expect(UIAccessibility.isVideoAutoplayEnabled && UIAccessibility.isShakeToUndoEnabled)
            var posted: [NSNotification.Name] = []
            let names = [
                UIAccessibility.reduceMotionStatusDidChangeNotification,
                UIAccessibility.voiceOverStatusDidChangeNotification,
                UIAccessibility.boldTextStatusDidChangeNotification,
            ]
            let observers = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    let name = note.name
                    MainActor.assumeIsolated { posted.append(name) }
                }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            host.context.accessibilitySettings.isReduceMotionEnabled = true
            host.context.accessibilitySettings.isReduceMotionEnabled = true  // unchanged: not posted again
            var settings = host.context.accessibilitySettings
            settings.isVoiceOverRunning = true
            settings.isBoldTextEnabled = true
            host.context.accessibilitySettings = settings
            #expect(UIAccessibility.isReduceMotionEnabled && UIAccessibility.isVoiceOverRunning)
            #expect(UIAccessibility.isBoldTextEnabled && !UIAccessibility.isGrayscaleEnabled)
            #expect(posted == names)
            #expect(
                UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue
                    == "UIAccessibilityReduceMotionStatusDidChangeNotification")
        }
    }
}
