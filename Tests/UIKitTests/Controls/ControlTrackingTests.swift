import Foundation
import Testing
import UIKit
import UIKitTesting

/// UIControl's tracking: which events a finger's path sends, highlight, and actions by identifier.
@MainActor @Suite struct ControlTrackingTests {
    /// A 100 × 50 control at (50, 50) on a 400 × 400 screen that logs the events it sends.
    private func stage(_ host: HeadlessHost) -> (UIControl, () -> [String]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let control = UIControl(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        root.addSubview(control)
        host.show(root)
        var log: [String] = []
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "dragIn"),
            (.touchDragOutside, "dragOut"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upIn"), (.touchUpOutside, "upOut"), (.touchCancel, "cancel"),
            (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in names {
            control.addAction(UIAction { _ in log.append(name) }, for: event)
        }
        return (control, { log })
    }

    @Test func aTapSendsDownThenUpInsideAndHighlightsWhileDown() {
        HeadlessHost.run(size: CGSize(width: 400, height: 400)) { host in
            let (control, log) = stage(host)
            host.touchDown(at: CGPoint(x: 60, y: 60))
            #expect(control.isHighlighted)
            #expect(control.isTracking)
            #expect(control.state == .highlighted)
            host.touchUp(at: CGPoint(x: 60, y: 60))
            #expect(!control.isHighlighted)
            #expect(!control.isTracking)
            #expect(log() == ["down", "upIn"])
        }
    }

    @Test func draggingOutBeyondTheSlopAndBackSendsExitAndEnter() {
        HeadlessHost.run(size: CGSize(width: 400, height: 400)) { host in
            let (control, log) = stage(host)
            host.touchDown(at: CGPoint(x: 60, y: 60))
            host.touchMove(to: CGPoint(x: 210, y: 60))  // 60 beyond the right edge: within the slop
            host.touchMove(to: CGPoint(x: 230, y: 60))  // 80 beyond: outside
            #expect(!control.isHighlighted)
            #expect(!control.isTouchInside)
            host.touchMove(to: CGPoint(x: 240, y: 60))
            host.touchMove(to: CGPoint(x: 100, y: 60))
            host.touchUp(at: CGPoint(x: 300, y: 300))
            #expect(log() == ["down", "dragIn", "dragOut", "exit", "dragOut", "dragIn", "enter", "upOut"])
        }
    }

    @Test func aDoubleTapSendsTouchDownRepeat() {
        HeadlessHost.run(size: CGSize(width: 400, height: 400)) { host in
            let (_, log) = stage(host)
            host.tap(at: CGPoint(x: 60, y: 60))
            host.tap(at: CGPoint(x: 62, y: 61))
            #expect(log() == ["down", "upIn", "down", "repeat", "upIn"])
        }
    }

    @Test func cancellationSendsTouchCancelAndADisabledControlIgnoresTouches() {
        HeadlessHost.run(size: CGSize(width: 400, height: 400)) { host in
            let (control, log) = stage(host)
            host.touchDown(at: CGPoint(x: 60, y: 60))
            host.context.cancelAllTouches()
            #expect(!control.isHighlighted)
            control.isEnabled = false
            #expect(control.state == .disabled)
            host.tap(at: CGPoint(x: 60, y: 60))
            #expect(log() == ["down", "cancel"])
        }
    }

    @Test func actionsAreReplacedAndRemovedByIdentifierAndKnowTheirSender() {
        let control = UIControl(frame: .zero)
        var runs: [String] = []
        var sender: AnyObject?
        let id = UIAction.Identifier("log")
        control.addAction(
            UIAction(identifier: id) { action in
                runs.append("first")
                sender = action.sender
            }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in runs.append("second") }, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(runs == ["second", "second"])
        #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(runs == ["second", "second"])
        #expect(control.allControlEvents == .valueChanged)
        let action = UIAction { a in sender = a.sender }
        control.sendAction(action)
        #expect(sender === control)
        #expect(action.sender == nil)
    }

    /// A finger still down on a button when the app ends: the control held its touch, the touch
    /// its view, so the two kept each other, and the whole window and screen, alive (FuzzEvents
    /// ran out of memory after about 95,000 such inputs).
    @Test func aControlTouchedWhenItsAppEndsIsFreed() {
        weak var weakButton: UIButton?
        weak var weakWindow: UIWindow?
        weak var weakScreen: UIScreen?
        HeadlessHost.run(size: CGSize(width: 64, height: 48)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
            weakWindow = host.show(root)
            weakScreen = host.screen
            let button = UIButton(type: .system, primaryAction: UIAction(title: "B") { _ in })
            button.frame = CGRect(x: 20, y: 15, width: 40, height: 30)
            root.addSubview(button)
            weakButton = button
            host.touch(.began, at: CGPoint(x: 30, y: 20), finger: 0)
            #expect(button.isHighlighted && button.isTracking)
            host.advance(by: 2)
        }
        #expect(weakButton == nil)
        #expect(weakWindow == nil)
        #expect(weakScreen == nil)
    }

    /// A finger still down on a view with a tap recognizer when the host ends: the recognizer and
    /// the touch it tracked kept each other, and the window, alive. The host cancels what is
    /// still down when it ends, as when an app's window goes away.
    @Test func touchesStillDownWhenTheHostEndsAreCancelled() {
        weak var weakRecognizer: UIGestureRecognizer?
        weak var weakWindow: UIWindow?
        var cancelled = false
        HeadlessHost.run(size: CGSize(width: 64, height: 48)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
            weakWindow = host.show(root)
            let tap = UITapGestureRecognizer { _ in }
            tap.isEnabled = false
            tap.isEnabled = true
            root.addGestureRecognizer(tap)
            weakRecognizer = tap
            let button = UIButton(type: .system, primaryAction: UIAction(title: "B") { _ in })
            button.frame = CGRect(x: 20, y: 15, width: 40, height: 30)
            button.addAction(UIAction { _ in cancelled = true }, for: .touchCancel)
            root.addSubview(button)
            host.touch(.began, at: CGPoint(x: 2, y: 0), finger: 0)
            host.touch(.began, at: CGPoint(x: 30, y: 20), finger: 1)
        }
        #expect(cancelled)
        #expect(weakRecognizer == nil)
        #expect(weakWindow == nil)
    }
}
