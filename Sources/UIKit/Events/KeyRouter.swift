import Foundation

/// Turns key reports into presses delivered to the key window's first responder (or the key
/// window itself), one per key held: a key's release goes to the responder its press went to.
/// A press that a key command along the responder chain matches performs it instead, and neither
/// that press nor its release is delivered. The platform's automatic repeats of a key held down
/// are not presses (UIKit sends `pressesBegan` once): they perform the key's command again
/// (UIKit's key commands repeat), or scroll again for a key a scroll view scrolled for; other
/// repeats are dropped. At most `maximumPresses` keys are tracked.
@MainActor
final class KeyRouter {
    static let maximumPresses = 32
    private var held: [(key: UIKeyboardHIDUsage, press: UIPress)] = []
    /// Keys down whose press performed a key command: their releases are dropped.
    private var commandKeys: Set<UIKeyboardHIDUsage> = []
    private let event = UIPressesEvent()

    func deliver(_ report: KeyReport, to application: UIApplication) {
        guard !application.isIgnoringInteractionEvents || !report.isDown else { return }
        if report.isDown, repeatHeldKey(report, in: application) { return }
        if report.isDown {
            guard !held.contains(where: { $0.key == report.keyCode }), !commandKeys.contains(report.keyCode),
                held.count + commandKeys.count < Self.maximumPresses, let window = application.keyWindow
            else { return }
            let press = UIPress(report)
            press.window = window
            press.responder = window.firstResponder ?? scrollingResponder(for: report.keyCode, in: window) ?? window
            if let key = press.key, let first = press.responder,
                let match = UIKeyCommand.command(for: key, from: first, in: window)
            {
                commandKeys.insert(report.keyCode)
                match.command.perform(for: match.responder)
                return
            }
            for entry in held { entry.press.phase = .stationary }
            held.append((report.keyCode, press))
            send(press, at: report.timestamp) { $0.pressesBegan($1, with: $2) }
        } else {
            if commandKeys.remove(report.keyCode) != nil { return }
            guard let index = held.firstIndex(where: { $0.key == report.keyCode }) else { return }
            let press = held[index].press
            for entry in held { entry.press.phase = .stationary }
            press.phase = .ended
            press.force = 0
            press.timestamp = report.timestamp
            send(press, at: report.timestamp) { $0.pressesEnded($1, with: $2) }
            held.remove(at: index)
        }
    }

    /// Handles a press of a key already down: a repeat performs its command again, or scrolls
    /// again; any other press of it is dropped. False for a key not down (a repeat of a key held
    /// since before the window had focus starts as a press).
    private func repeatHeldKey(_ report: KeyReport, in application: UIApplication) -> Bool {
        if commandKeys.contains(report.keyCode) {
            guard report.isRepeat, let window = application.keyWindow else { return true }
            let first = window.firstResponder ?? scrollingResponder(for: report.keyCode, in: window) ?? window
            if let match = UIKeyCommand.command(for: UIKey(report), from: first, in: window) {
                match.command.perform(for: match.responder)
            }
            return true
        }
        guard let press = held.first(where: { $0.key == report.keyCode })?.press else { return false }
        guard report.isRepeat else { return true }
        press.timestamp = report.timestamp
        _ = UIScrollView.repeatKeyScroll(for: press)
        return true
    }

    /// Without a first responder, the keys that scroll (and Return) go to the window's key scroll view
    /// (`UIScrollView.keyScrollView(in:)`), as a desktop app scrolls its page.
    private func scrollingResponder(for key: UIKeyboardHIDUsage, in window: UIWindow) -> UIResponder? {
        let scrolling: [UIKeyboardHIDUsage] = [
            .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow, .keyboardPageUp,
            .keyboardPageDown, .keyboardHome, .keyboardEnd, .keyboardSpacebar,
            // Return activates a list's selected row (`UITableView+Keyboard.swift`).
            .keyboardReturnOrEnter,
        ]
        guard scrolling.contains(key) else { return nil }
        return UIScrollView.keyScrollView(in: window)
    }

    /// Cancels every held key (the window lost focus).
    func cancelAll(at time: TimeInterval) {
        let presses = held.map(\.press)
        held.removeAll()
        commandKeys.removeAll()
        for press in presses {
            press.phase = .cancelled
            press.timestamp = time
            send(press, at: time) { $0.pressesCancelled($1, with: $2) }
        }
    }

    private func send(
        _ press: UIPress, at time: TimeInterval, _ handler: (UIResponder, Set<UIPress>, UIPressesEvent) -> Void
    ) {
        event.timestamp = time
        event.pressList = held.map(\.press)
        if !event.pressList.contains(where: { $0 === press }) { event.pressList.append(press) }
        guard let responder = press.responder else { return }
        handler(responder, [press], event)
    }
}
