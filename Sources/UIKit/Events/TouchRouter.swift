import CoreGraphics
import Foundation
import QuartzCore

/// Turns the platform's finger reports into `UITouch`es and touches events, as UIKit's event
/// dispatch does: one per application context.
///
/// - A finger that touches down is hit-tested against the visible windows of its screen, front
///   to back (a window whose `hitTest` answers nil lets the touch through to the windows behind);
///   the view found keeps the touch until it ends, wherever the finger goes. A finger that hits
///   nothing, or that a view's rules refuse, is not tracked: its later reports are dropped.
/// - A view with `isMultipleTouchEnabled` false takes one finger at a time; further fingers
///   touching it are dropped. While a view with `isExclusiveTouch` tracks a finger no other view
///   of its window gets a new one, and it gets none while other views of its window track fingers.
/// - Each report is one event (the router's single touches event, updated), whose `allTouches`
///   holds every tracked finger; the others than the reporting one are `.stationary`.
/// - At most `maximumTouches` fingers are tracked; more are dropped, so touches that never end
///   cost bounded memory.
@MainActor
final class TouchRouter {
    /// The most fingers tracked at once (more than any iOS device reports).
    static let maximumTouches = 20

    private struct Tracked {
        let finger: Int
        let touch: UITouch
    }

    /// Where and when the last tap ended, to count taps.
    private struct LastTap {
        weak var window: UIWindow?
        let location: CGPoint
        let time: TimeInterval
        let count: Int
    }

    private var tracked: [Tracked] = []
    private var lastTap: LastTap?
    /// The touches event, reused for every delivery as UIKit does.
    let event = UIEvent(type: .touches)
    /// The gesture recognizers taking part in the current touches.
    let arena = GestureArena()

    /// The fingers being tracked.
    var activeTouches: [UITouch] { tracked.map(\.touch) }

    /// Delivers `report` to `application` as a touches event (or drops it, see the type).
    func deliver(_ report: TouchReport, to application: UIApplication) {
        guard report.location.x.isFinite, report.location.y.isFinite, report.timestamp.isFinite else { return }
        switch report.phase {
        case .began: begin(report, application)
        case .moved, .ended, .cancelled: update(report, application)
        default: return
        }
    }

    /// Cancels every tracked finger (`touchesCancelled`), as when the window goes away; then every
    /// recognizer still active (one waiting for a deadline or for another to fail) stops.
    func cancelAll(in application: UIApplication, at time: TimeInterval) {
        defer { arena.detachAll() }
        guard !tracked.isEmpty else { return }
        for entry in tracked {
            entry.touch.phase = .cancelled
            entry.touch.timestamp = time
        }
        send(at: time, application)
        tracked.removeAll()
    }

    private func begin(_ report: TouchReport, _ application: UIApplication) {
        if tracked.isEmpty, !application.isIgnoringInteractionEvents,
            UIScrollView.handleStatusBarTap(at: report.location, on: report.screen, in: application)
        {
            return
        }
        guard !tracked.contains(where: { $0.finger == report.finger }), tracked.count < Self.maximumTouches,
            !application.isIgnoringInteractionEvents,
            let (window, view, location) = hitTest(report.location, on: report.screen), accepts(view, in: window)
        else { return }
        let touch = UITouch(
            view: view, window: window, location: location, timestamp: report.timestamp,
            tapCount: tapCount(at: location, in: window, time: report.timestamp), force: report.force)
        arena.attach(touch, event: event)
        markStationary()
        tracked.append(Tracked(finger: report.finger, touch: touch))
        send(at: report.timestamp, application)
    }

    private func update(_ report: TouchReport, _ application: UIApplication) {
        guard let index = tracked.firstIndex(where: { $0.finger == report.finger }) else { return }
        let touch = tracked[index].touch
        let location = touch.window.map { windowPoint(report.location, in: $0) } ?? report.location
        if report.phase == .moved, location == touch.windowLocation { return }
        markStationary()
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = location
        touch.phase = report.phase
        touch.timestamp = report.timestamp
        if let force = report.force { touch.force = force }
        send(at: report.timestamp, application)
        guard report.phase != .moved else { return }
        tracked.remove(at: index)
        if report.phase == .ended {
            lastTap = LastTap(window: touch.window, location: location, time: report.timestamp, count: touch.tapCount)
        }
    }

    private func send(at time: TimeInterval, _ application: UIApplication) {
        event.timestamp = time
        event.touchList = tracked.map(\.touch)
        application.sendEvent(event)
        event.touchList.removeAll { $0.phase == .ended || $0.phase == .cancelled }
    }

    private func markStationary() {
        for entry in tracked where entry.touch.phase != .ended && entry.touch.phase != .cancelled {
            entry.touch.phase = .stationary
        }
    }

    /// The front-most window of `screen` whose hit test takes `point` (screen points), the view it
    /// answered and the point in the window's coordinates.
    private func hitTest(_ point: CGPoint, on screen: UIScreen) -> (UIWindow, UIView, CGPoint)? {
        for window in UIWindow.visibleWindowsFrontToBack(on: screen) {
            let local = windowPoint(point, in: window)
            if let view = window.hitTest(local, with: event) { return (window, view, local) }
        }
        return nil
    }

    /// Whether `view` may take a new finger, by its multiple-touch and exclusive-touch rules.
    private func accepts(_ view: UIView, in window: UIWindow) -> Bool {
        let others = tracked.map(\.touch).filter { $0.window === window }
        if !view.isMultipleTouchEnabled, others.contains(where: { $0.view === view }) { return false }
        if others.contains(where: { $0.view?.isExclusiveTouch == true }) { return false }
        if view.isExclusiveTouch, !others.isEmpty { return false }
        return true
    }

    private func tapCount(at location: CGPoint, in window: UIWindow, time: TimeInterval) -> Int {
        guard let last = lastTap, last.window === window, time - last.time <= UITouch.multipleTapInterval,
            time >= last.time,
            hypot(location.x - last.location.x, location.y - last.location.y) <= UITouch.multipleTapDistance
        else { return 1 }
        return last.count + 1
    }

    /// `point` in the screen's points, in `window`'s coordinates (through its frame when it is no
    /// longer shown).
    private func windowPoint(_ point: CGPoint, in window: UIWindow) -> CGPoint {
        if let root = window.layer.superlayer { return window.layer.convert(point, from: root) }
        let frame = window.frame
        return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    }
}
