import Foundation
import Testing
import UIKit

/// `UIScreen.main`, `UIScreen.screens`, virtual screens and their notifications. Every test runs
/// in its own application context, so tests running in parallel never see each other's screens.
@MainActor
@Suite struct ScreenRegistryTests {
    @Test func defaultMainScreenIsAPhoneSizedScreenAtScaleOne() throws {
        ApplicationContext.withCurrent { _ in
            let main = UIScreen.main
            #expect(UIScreen.screens.count == 1)
            #expect(UIScreen.screens.first === main)
            #expect(main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(main.nativeBounds == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(main.scale == 1)
            #expect(main.nativeScale == 1)
            #expect(main.currentMode == UIScreenMode.pixels(390, 844))
            #expect(main.preferredMode == main.currentMode)
            #expect(main.availableModes == [UIScreenMode.pixels(390, 844)])
            #expect(main.currentMode?.pixelAspectRatio == 1)
            #expect(main.maximumFramesPerSecond == 60)
            #expect(main.mirrored == nil)
            #expect(main.overscanCompensation == .scale)
            #expect(main.brightness == 0.5)
            #expect(main.isConnected)
            #expect(ScreenRegistry.mainScreenScale == 1)
        }
    }

    @Test func virtualScreenMeasuresPointsAndPixels() throws {
        let screen = try #require(UIScreen(virtualSize: CGSize(width: 390, height: 844), scale: 3))
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        #expect(screen.scale == 3)
        #expect(screen.nativeScale == 3)
        #expect(screen.framebufferSize == CGSize(width: 1170, height: 2532))
        #expect(!screen.isConnected)
    }

    @Test func nativeScaleMayDifferFromTheDrawingScale() throws {
        // An iPhone 8 Plus: drawn at 3, shown at 1080 / 414 pixels per point.
        let screen = try #require(
            UIScreen(virtualModes: [.pixels(1080, 1920)], scale: 3, nativeScale: 1080.0 / 414.0))
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1080, height: 1920))
        #expect(abs(screen.bounds.width - 414) < 1e-9)
        #expect(abs(screen.bounds.height - 736) < 1e-9)
        #expect(screen.framebufferSize == CGSize(width: 1242, height: 2208))
    }

    @Test func makingAScreenMainPutsItFirstAndPublishesItsScale() throws {
        try ApplicationContext.withCurrent { context in
            let original = UIScreen.main
            let phone = try #require(UIScreen(virtualSize: CGSize(width: 390, height: 844), scale: 3))
            #expect(phone.makeMain())
            #expect(UIScreen.main === phone)
            #expect(UIScreen.screens.count == 2)
            #expect(UIScreen.screens[0] === phone)
            #expect(UIScreen.screens[1] === original)
            #expect(context.screens.main === phone)
            #expect(ScreenRegistry.mainScreenScale == 3)
        }
    }

    @Test func connectingAndDisconnectingPostNotificationsAndUpdateScreens() throws {
        let recorder = ScreenNotificationRecorder()
        defer { recorder.stop() }
        try ApplicationContext.withCurrent { _ in
            let main = UIScreen.main
            let tv = try #require(UIScreen(virtualSize: CGSize(width: 1920, height: 1080), scale: 1))
            #expect(tv.connect())
            #expect(UIScreen.screens.count == 2)
            #expect(UIScreen.screens[0] === main)
            #expect(UIScreen.screens[1] === tv)
            #expect(tv.isConnected)
            #expect(recorder.names(for: tv) == [UIScreen.didConnectNotification])

            #expect(!tv.connect())
            #expect(UIScreen.screens.count == 2)
            #expect(recorder.names(for: tv) == [UIScreen.didConnectNotification])

            #expect(tv.disconnect())
            #expect(UIScreen.screens.count == 1)
            #expect(UIScreen.screens[0] === main)
            #expect(!tv.isConnected)
            #expect(recorder.names(for: tv) == [UIScreen.didConnectNotification, UIScreen.didDisconnectNotification])

            #expect(!tv.disconnect())
            #expect(!main.disconnect())
            #expect(UIScreen.main === main)
            #expect(recorder.names(for: main).isEmpty)
        }
    }

    @Test func makingADisconnectedScreenMainConnectsIt() throws {
        let recorder = ScreenNotificationRecorder()
        defer { recorder.stop() }
        try ApplicationContext.withCurrent { _ in
            let old = UIScreen.main
            let screen = try #require(UIScreen(virtualSize: CGSize(width: 100, height: 100), scale: 2))
            #expect(screen.makeMain())
            #expect(recorder.names(for: screen) == [UIScreen.didConnectNotification])
            // The old main screen may now be disconnected; the new one may not.
            #expect(!screen.disconnect())
            #expect(old.disconnect())
            #expect(UIScreen.screens.count == 1)
        }
    }

    @Test func isolatedContextsDoNotLeak() throws {
        let outsideContext = ApplicationContext.current
        let outsideCount = outsideContext.screens.screens.count
        let outside = UIScreen.main
        try ApplicationContext.withCurrent { context in
            let screen = try #require(UIScreen(virtualSize: CGSize(width: 10, height: 10), scale: 2))
            #expect(screen.makeMain())
            #expect(UIScreen.main !== outside)
            // A screen connected to one context cannot join another.
            #expect(!outsideContext.screens.connect(screen))
            #expect(!outsideContext.screens.makeMain(screen))
            #expect(ApplicationContext.current === context)
        }
        #expect(UIScreen.main === outside)
        #expect(outsideContext.screens.screens.count == outsideCount)
        #expect(ApplicationContext.current === outsideContext)
    }

    @Test func brightnessIsClampedAndNotifies() throws {
        let recorder = ScreenNotificationRecorder()
        defer { recorder.stop() }
        let screen = try #require(UIScreen(virtualSize: CGSize(width: 10, height: 10), scale: 1))
        screen.brightness = 2
        #expect(screen.brightness == 1)
        screen.brightness = -1
        #expect(screen.brightness == 0)
        screen.brightness = .nan
        #expect(screen.brightness == 0)
        screen.brightness = 0
        #expect(recorder.names(for: screen) == Array(repeating: UIScreen.brightnessDidChangeNotification, count: 2))
        screen.overscanCompensation = .none
        #expect(screen.overscanCompensation == .none)
    }
}
