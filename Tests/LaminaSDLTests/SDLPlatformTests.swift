import Foundation
import LaminaSDL
import Testing
import UIKit
import UIKitTesting

/// A full-screen view that logs its touches as "phase x,y" in its own points.
@MainActor
final class TouchLog: UIView {
    var entries: [String] = []
    private func log(_ phase: String, _ touches: Set<UITouch>) {
        let point = touches.first!.location(in: self)
        entries.append("\(phase) \(Int(point.x)),\(Int(point.y))")
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled", touches) }
}

/// SDL's events through `SDLPlatform` into touches, on SDL's offscreen driver with events pushed
/// on SDL's queue; and, when a display is there (`make test` runs the suite under Xvfb), the
/// sample in a real X11 window clicked by xdotool. Part of the serialized SDL suite: SDL's video
/// is process-wide.
extension SDLPresenterTests {
    /// A platform with one hidden window showing a `size`-point screen at `scale`, holding a
    /// `TouchLog` that covers it, in a fresh context on a manual clock.
    private func withLoggedScreen(
        scale: CGFloat, _ body: (SDLPlatform, UInt32, TouchLog, ApplicationContext, UIScreen) throws -> Void
    ) throws {
        try #require(SDLBackend.initializeVideo(driver: "offscreen"))
        defer { SDLBackend.quitVideo() }
        let clock = ManualMediaClock()
        let screen = try #require(UIScreen(virtualSize: CGSize(width: 200, height: 100), scale: scale, clock: clock))
        let context = ApplicationContext(clock: clock, mainScreen: screen)
        try ApplicationContext.withCurrent(context) { context in
            let platform = SDLPlatform()
            try #require(platform.add(screen, title: "Lamina platform test", hidden: true, software: true))
            let window = UIWindow(frame: screen.bounds)
            let log = TouchLog(frame: screen.bounds)
            window.addSubview(log)
            window.makeKeyAndVisible()
            let id = try #require(platform.presenter(for: screen)?.windowID)
            try body(platform, id, log, context, screen)
        }
    }

    @Test func theMouseIsOneFingerInPointsOfTheScreen() throws {
        try withLoggedScreen(scale: 2) { platform, id, log, context, screen in
            SDLBackend.pushMouseMotion(windowID: id, x: 10, y: 10, leftButtonHeld: false)  // hover: nothing
            SDLBackend.pushMouseButton(windowID: id, x: 40, y: 60, down: true)
            SDLBackend.pushMouseMotion(windowID: id, x: 100, y: 60, leftButtonHeld: true)
            SDLBackend.pushMouseButton(windowID: id, x: 120, y: 80, down: false)
            #expect(platform.pumpEvents(waitingUpTo: 0, into: context))
            screen.renderFrame()
            #expect(log.entries == ["began 20,30", "moved 50,30", "ended 60,40"])
        }
    }

    @Test func sdlFingersAreTouchesOfTheirOwn() throws {
        try withLoggedScreen(scale: 1) { platform, id, log, context, screen in
            log.isMultipleTouchEnabled = true
            SDLBackend.pushFinger(windowID: id, finger: 5, phase: .down, x: 0.5, y: 0.5)
            SDLBackend.pushFinger(windowID: id, finger: 6, phase: .down, x: 0.25, y: 0.25)
            SDLBackend.pushFinger(windowID: id, finger: 5, phase: .up, x: 0.5, y: 0.5)
            SDLBackend.pushFinger(windowID: id, finger: 6, phase: .up, x: 0.1, y: 0.1)
            platform.pumpEvents(waitingUpTo: 0, into: context)
            screen.renderFrame()
            #expect(log.entries == ["began 100,50", "began 50,25", "ended 100,50", "ended 20,10"])
        }
    }

    @Test func losingFocusCancelsTouchesAndClosingTheMainWindowEndsTheApp() throws {
        try withLoggedScreen(scale: 1) { platform, id, log, context, screen in
            context.application.launch(delegate: nil)
            SDLBackend.pushMouseButton(windowID: id, x: 10, y: 10, down: true)
            platform.pumpEvents(waitingUpTo: 0, into: context)
            screen.renderFrame()
            SDLBackend.pushWindowEvent(windowID: id, .focusLost)
            platform.pumpEvents(waitingUpTo: 0, into: context)
            #expect(context.application.applicationState == .inactive)
            #expect(log.entries == ["began 10,10", "cancelled 10,10"])
            SDLBackend.pushMouseButton(windowID: id, x: 10, y: 10, down: false)  // its finger is gone
            SDLBackend.pushWindowEvent(windowID: id, .focusGained)
            #expect(platform.pumpEvents(waitingUpTo: 0, into: context))
            screen.renderFrame()
            #expect(context.application.applicationState == .active)
            #expect(log.entries.count == 2)
            SDLBackend.pushWindowEvent(windowID: id, .close)
            #expect(!platform.pumpEvents(waitingUpTo: 0, into: context))
        }
    }

    /// What the real-window tests wait for before they make X input: the window shown, then
    /// focused; losing the focus or being hidden undoes it.
    @Test func aWindowIsReadyForInputOnceShownAndFocused() throws {
        try withLoggedScreen(scale: 1) { platform, id, _, context, screen in
            platform.pumpEvents(waitingUpTo: 0, into: context)
            #expect(!platform.isShownAndFocused(screen))  // made hidden
            SDLBackend.pushWindowEvent(windowID: id, .focusGained)
            platform.pumpEvents(waitingUpTo: 0, into: context)
            #expect(!platform.isShownAndFocused(screen))
            SDLBackend.pushWindowEvent(windowID: id, .shown)
            platform.pumpEvents(waitingUpTo: 0, into: context)
            #expect(platform.isShownAndFocused(screen))
            SDLBackend.pushWindowEvent(windowID: id, .focusLost)
            platform.pumpEvents(waitingUpTo: 0, into: context)
            #expect(!platform.isShownAndFocused(screen))
            SDLBackend.pushWindowEvent(windowID: id, .focusGained)
            SDLBackend.pushWindowEvent(windowID: id, .hidden)
            platform.pumpEvents(waitingUpTo: 0, into: context)
            #expect(!platform.isShownAndFocused(screen))
        }
    }

    @Test func sdlKeysBecomePressesWithUSLayoutCharacters() throws {
        try withLoggedScreen(scale: 1) { platform, id, log, context, screen in
            final class Keys: UIView {
                var typed: [String] = []
                var commands = 0
                override var canBecomeFirstResponder: Bool { true }
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(input: "b", modifierFlags: []) { [unowned self] _, _ in commands += 1 }]
                }
                override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                    let key = presses.first!.key!
                    typed.append(
                        "\(key.characters)|\(key.charactersIgnoringModifiers)|\(key.modifierFlags.rawValue >> 16)")
                }
            }
            let keys = Keys(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            log.addSubview(keys)
            keys.becomeFirstResponder()
            SDLBackend.pushKey(windowID: id, scancode: 4, symbol: 97, down: true)  // a
            SDLBackend.pushKey(windowID: id, scancode: 4, symbol: 97, down: false)
            SDLBackend.pushKey(windowID: id, scancode: 4, symbol: 97, mod: 0x0001, down: true)  // shift-a
            SDLBackend.pushKey(windowID: id, scancode: 4, symbol: 97, down: false)
            SDLBackend.pushKey(windowID: id, scancode: 31, symbol: 50, mod: 0x0002, down: true)  // shift-2
            SDLBackend.pushKey(windowID: id, scancode: 31, symbol: 50, down: false)
            SDLBackend.pushKey(windowID: id, scancode: 82, symbol: 0x4000_0052, down: true)  // up arrow
            // SDL's repeats of a held key: not presses; a key command's key performs it again.
            SDLBackend.pushKey(windowID: id, scancode: 82, symbol: 0x4000_0052, down: true, repeated: true)
            SDLBackend.pushKey(windowID: id, scancode: 5, symbol: 98, down: true)  // b
            SDLBackend.pushKey(windowID: id, scancode: 5, symbol: 98, down: true, repeated: true)
            SDLBackend.pushKey(windowID: id, scancode: 5, symbol: 98, down: true, repeated: true)
            SDLBackend.pushKey(windowID: id, scancode: 5, symbol: 98, down: false)
            platform.pumpEvents(waitingUpTo: 0, into: context)
            screen.renderFrame()
            #expect(keys.typed == ["a|a|0", "A|a|2", "@|2|2", "\(UIKeyInputUpArrow)|\(UIKeyInputUpArrow)|0"])
            #expect(keys.commands == 3)
        }
    }

    @Test func resizingTheWindowResizesTheScreenAndTheWindowsCoveringIt() throws {
        try withLoggedScreen(scale: 2) { platform, id, log, context, screen in
            let window = try #require(log.window)
            var notified = 0
            let observer = NotificationCenter.default.addObserver(
                forName: UIScreen.modeDidChangeNotification, object: screen, queue: nil
            ) { _ in MainActor.assumeIsolated { notified += 1 } }
            defer { NotificationCenter.default.removeObserver(observer) }
            log.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            SDLBackend.pushWindowEvent(windowID: id, .resized(width: 600, height: 300))
            platform.pumpEvents(waitingUpTo: 0, into: context)
            #expect(screen.bounds == CGRect(x: 0, y: 0, width: 300, height: 150))
            #expect(window.frame == screen.bounds)
            #expect(log.frame == screen.bounds)
            #expect(notified == 1)
            screen.renderFrame()
            #expect(screen.framebufferSize == CGSize(width: 600, height: 300))
            #expect(platform.presenter(for: screen)?.lastUpload == [PixelRect(x: 0, y: 0, width: 600, height: 300)])
            // Clicks land in the new geometry.
            SDLBackend.pushMouseButton(windowID: id, x: 500, y: 250, down: true)
            SDLBackend.pushMouseButton(windowID: id, x: 500, y: 250, down: false)
            platform.pumpEvents(waitingUpTo: 0, into: context)
            screen.renderFrame()
            #expect(log.entries == ["began 250,125", "ended 250,125"])
        }
    }

    @Test func anExternalScreenIsASecondWindowWhoseTouchesAndCloseAreItsOwn() throws {
        try withLoggedScreen(scale: 1) { platform, mainID, log, context, screen in
            let external = try #require(
                UIScreen(virtualSize: CGSize(width: 80, height: 60), scale: 1, clock: context.clock))
            var connected: [ObjectIdentifier] = []
            var disconnected: [ObjectIdentifier] = []
            let center = NotificationCenter.default
            let on = center.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: nil) { note in
                let id = note.object.map { ObjectIdentifier($0 as AnyObject) }
                MainActor.assumeIsolated { if let id { connected.append(id) } }
            }
            let off = center.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: nil) {
                note in
                let id = note.object.map { ObjectIdentifier($0 as AnyObject) }
                MainActor.assumeIsolated { if let id { disconnected.append(id) } }
            }
            defer {
                center.removeObserver(on)
                center.removeObserver(off)
            }
            #expect(
                platform.connectExternal(external, to: context, title: "Lamina external", hidden: true, software: true))
            #expect(connected == [ObjectIdentifier(external)])
            #expect(UIScreen.screens.count == 2)
            let window = UIWindow(frame: external.bounds)
            window.screen = external
            let second = TouchLog(frame: external.bounds)
            window.addSubview(second)
            window.isHidden = false
            let externalID = try #require(platform.presenter(for: external)?.windowID)
            #expect(externalID != mainID)
            SDLBackend.pushMouseButton(windowID: externalID, x: 30, y: 20, down: true)
            SDLBackend.pushMouseButton(windowID: externalID, x: 30, y: 20, down: false)
            platform.pumpEvents(waitingUpTo: 0, into: context)
            screen.renderFrame()
            #expect(second.entries == ["began 30,20", "ended 30,20"])
            #expect(log.entries.isEmpty)
            external.renderFrame()
            #expect(platform.presenter(for: external)?.presentedFrames == 1)
            SDLBackend.pushWindowEvent(windowID: externalID, .close)
            #expect(platform.pumpEvents(waitingUpTo: 0, into: context))  // the app goes on
            #expect(disconnected == [ObjectIdentifier(external)])
            #expect(UIScreen.screens.count == 1)
            #expect(platform.presenter(for: external) == nil)
        }
    }
}
