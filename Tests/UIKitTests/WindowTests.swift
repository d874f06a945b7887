import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite struct WindowTests {
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
