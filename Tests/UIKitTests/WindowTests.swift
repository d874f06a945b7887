import Foundation
import Testing
import UIKit
import UIKitTesting

/// A window that never becomes key (an overlay, a tooltip).
@MainActor
private final class PassiveWindow: UIWindow {
    override var canBecomeKey: Bool { false }
}

@MainActor
@Suite struct WindowTests {
    @Test func aWindowThatCannotBecomeKeyIgnoresMakeKey() {
        HeadlessHost.run { _ in
            let main = UIWindow()
            main.makeKeyAndVisible()
            let overlay = PassiveWindow()
            #expect(main.canBecomeKey && !overlay.canBecomeKey)
            overlay.makeKeyAndVisible()
            #expect(!overlay.isHidden && !overlay.isKeyWindow && main.isKeyWindow)
            overlay.makeKey()
            #expect(main.isKeyWindow)
        }
    }

    @Test func windowsStartHiddenAndShowOnTheirScreen() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.backgroundColor = .red
            #expect(window.isHidden)
            #expect(window.screen === host.screen)
            host.renderFrame()
            #expect(host.pixel(x: 50, y: 50) == PixelRGBA(0, 0, 0, 255))
            window.makeKeyAndVisible()
            #expect(!window.isHidden && window.isKeyWindow)
            host.renderFrame()
            #expect(host.pixel(x: 50, y: 50) == PixelRGBA(255, 0, 0, 255))
            window.isHidden = true
            host.renderFrame()
            #expect(host.pixel(x: 50, y: 50) == PixelRGBA(0, 0, 0, 255))
            #expect(!window.isKeyWindow)
        }
    }

    @Test func keyWindowMovesAndNotificationsFollow() {
        HeadlessHost.run { _ in
            let first = UIWindow()
            let second = UIWindow()
            let events = EventList()
            let center = NotificationCenter.default
            let names: [(Notification.Name, String)] = [
                (UIWindow.didBecomeKeyNotification, "key"), (UIWindow.didResignKeyNotification, "resign"),
                (UIWindow.didBecomeVisibleNotification, "visible"), (UIWindow.didBecomeHiddenNotification, "hidden"),
            ]
            let observers = names.map { name, label in
                center.addObserver(forName: name, object: nil, queue: nil) { note in
                    let which = (note.object as AnyObject?) === first ? "first" : "second"
                    events.append("\(which) \(label)")
                }
            }
            defer { observers.forEach(center.removeObserver) }
            first.makeKeyAndVisible()
            second.makeKeyAndVisible()
            first.makeKey()
            #expect(first.isKeyWindow && !second.isKeyWindow)
            #expect(
                events.items == [
                    "first visible", "first key", "second visible", "first resign", "second key", "second resign",
                    "first key",
                ])
        }
    }

    @Test func aNewWindowPostsNoVisibilityNotification() {
        HeadlessHost.run { _ in
            let events = EventList()
            let center = NotificationCenter.default
            let observers = [UIWindow.didBecomeHiddenNotification, UIWindow.didBecomeVisibleNotification].map {
                center.addObserver(forName: $0, object: nil, queue: nil) { note in events.append(note.name.rawValue) }
            }
            defer { observers.forEach(center.removeObserver) }
            let window = UIWindow()
            #expect(window.isHidden)
            #expect(events.items.isEmpty)
            window.isHidden = false
            #expect(events.items == [UIWindow.didBecomeVisibleNotification.rawValue])
        }
    }

    @Test func theFrontWindowWinsAHitTestWhereWindowsOverlap() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let back = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            back.isHidden = false
            let front = UIWindow(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
            front.windowLevel = .statusBar
            front.isHidden = false
            // Screen points enter each window through its frame, front window first.
            @MainActor func hit(_ point: CGPoint) -> UIView? {
                UIWindow.visibleWindowsFrontToBack(on: host.screen).lazy.compactMap { window in
                    window.hitTest(CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY), with: nil)
                }.first
            }
            #expect(hit(CGPoint(x: 60, y: 60)) === front)
            #expect(hit(CGPoint(x: 10, y: 10)) === back)
            front.windowLevel = .normal - 1
            #expect(hit(CGPoint(x: 60, y: 60)) === back)
        }
    }

    @Test func levelsOrderCompositingAndHitTesting() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            alert.windowLevel = .alert
            alert.backgroundColor = .blue
            alert.isHidden = false
            let normal = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            normal.backgroundColor = .green
            normal.isHidden = false
            host.renderFrame()
            #expect(host.pixel(x: 30, y: 30) == PixelRGBA(0, 0, 255, 255))
            #expect(host.pixel(x: 80, y: 80) == PixelRGBA(0, 255, 0, 255))
            let order = UIWindow.visibleWindowsFrontToBack(on: host.screen)
            #expect(order.count == 2 && order[0] === alert && order[1] === normal)
            alert.windowLevel = .normal - 1
            host.renderFrame()
            #expect(host.pixel(x: 30, y: 30) == PixelRGBA(0, 255, 0, 255))
            #expect(UIWindow.visibleWindowsFrontToBack(on: host.screen).first === normal)
        }
    }

    @Test func aWindowOnAnExternalScreenCompositesThere() throws {
        try HeadlessHost.run(size: CGSize(width: 50, height: 50)) { host in
            let external = try #require(UIScreen(virtualSize: CGSize(width: 80, height: 40), scale: 2))
            #expect(external.connect())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
            window.backgroundColor = .yellow
            window.screen = external
            window.isHidden = false
            external.renderFrame()
            host.renderFrame()
            #expect(external.pixel(x: 150, y: 70) == PixelRGBA(255, 255, 0, 255))
            #expect(host.pixel(x: 10, y: 10) == PixelRGBA(0, 0, 0, 255))
            window.screen = host.screen
            host.renderFrame()
            external.renderFrame()
            #expect(host.pixel(x: 10, y: 10) == PixelRGBA(255, 255, 0, 255))
            #expect(external.pixel(x: 150, y: 70) == PixelRGBA(0, 0, 0, 255))
        }
    }

    @Test func rootViewControllerViewFillsTheWindowAndFollowsIt() {
        HeadlessHost.run(size: CGSize(width: 200, height: 100)) { _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let controller = UIViewController()
            window.rootViewController = controller
            #expect(controller.view.superview === window)
            #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
            window.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
            #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
            #expect(controller.view.window === window)
            #expect(controller.view.next === controller)
            #expect(controller.next === window)
        }
    }
}

/// Strings recorded by notification observers (posted synchronously on the main thread).
final class EventList: @unchecked Sendable {
    private(set) var items: [String] = []
    func append(_ item: String) { items.append(item) }
}

@MainActor
@Suite struct ViewCoordinateSpaceTests {
    @Test func viewsConvertToAndFromScreenSpaces() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let window = UIWindow(frame: CGRect(x: 50, y: 30, width: 100, height: 100))
            window.isHidden = false
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            window.addSubview(view)
            let space: any UICoordinateSpace = view
            #expect(space.convert(CGPoint(x: 0, y: 0), to: host.screen.coordinateSpace) == CGPoint(x: 60, y: 40))
            #expect(view.convert(CGPoint(x: 65, y: 45), from: host.screen.coordinateSpace) == CGPoint(x: 5, y: 5))
            #expect(
                view.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: host.screen.fixedCoordinateSpace)
                    == CGRect(x: 60, y: 40, width: 20, height: 20))
            #expect(host.screen.convert(CGPoint(x: 60, y: 40), to: view) == .zero)
        }
    }

    @Test func viewsInDifferentWindowsConvertThroughTheScreen() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { _ in
            let left = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let right = UIWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            left.isHidden = false
            right.isHidden = false
            let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            let b = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
            left.addSubview(a)
            right.addSubview(b)
            b.transform = CGAffineTransform(rotationAngle: .pi / 2)
            // a's origin is (10, 10) on the screen; b's centre (125, 25); b is turned 90°, so the
            // screen offset (−115, −15) from its centre reads (−15, 115) in b, plus b's (5, 5).
            let point = a.convert(CGPoint(x: 0, y: 0), to: b)
            #expect(abs(point.x - -10) < 1e-9 && abs(point.y - 120) < 1e-9)
            let screenPoint = b.convert(point, to: UIScreen.main.coordinateSpace)
            #expect(abs(screenPoint.x - 10) < 1e-9 && abs(screenPoint.y - 10) < 1e-9)
        }
    }
}
