import Foundation
import LaminaSDL
import Testing
import UIKit
import UIKitTesting
import ViewTransitionsApp

/// Whether a display and xdotool are there: `make test` runs the suites under Xvfb with xdotool
/// installed; a plain `swift test` without a display skips these.
private let canDriveRealWindows: Bool = {
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { return false }
    return FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
}()

/// The guide's sample in a real X11 window, clicked with real X input (xdotool, through the X
/// server), run by the real run loop on the system clock.
extension SDLPresenterTests {
    @Test(.enabled(if: canDriveRealWindows, "needs DISPLAY and xdotool (make test runs Xvfb)"))
    func clickingTransitionInARealWindowSwapsThePictures() throws {
        try #require(SDLBackend.initializeVideo(driver: "x11"))
        defer { SDLBackend.quitVideo() }
        let clock = SystemMediaClock()
        let screen = try #require(UIScreen(virtualSize: CGSize(width: 390, height: 844), scale: 1, clock: clock))
        let context = ApplicationContext(clock: clock, mainScreen: screen)
        try ApplicationContext.withCurrent(context) { context in
            let platform = SDLPlatform()
            let title =
                "Lamina ViewTransitions \(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
            try #require(platform.add(screen, title: title, software: true))
            let presenter = try #require(platform.presenter(for: screen))
            let delegate = ViewTransitionsAppDelegate()
            context.application.launch(delegate: delegate)
            let controller = try #require(delegate.controller)

            // xdotool waits for the window to be mapped, then clicks the Transition button.
            let click = Process()
            click.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
            click.arguments = [
                "search", "--sync", "--name", title, "mousemove", "--sync", "--window", "%1", "195", "822", "click",
                "1",
            ]
            try click.run()
            let loop = ApplicationRunLoop(context: context, platform: platform)
            let deadline = clock.now + 20
            var dayPixel: UInt32?
            loop.run {
                if dayPixel == nil, presenter.presentedFrames > 0 { dayPixel = presenter.renderedPixel(x: 195, y: 400) }
                return (controller.transitionCount == 1 && !context.needsFrame) || clock.now > deadline
            }
            click.waitUntilExit()
            #expect(click.terminationStatus == 0)
            #expect(controller.transitionCount == 1)
            // Day sky before (light blue), night sky after (dark navy), as presented in the window.
            let red = { (pixel: UInt32?) in pixel.map { Int($0 >> 16 & 0xFF) } ?? -1 }
            #expect(red(dayPixel) > 90)
            #expect((0..<60).contains(red(presenter.renderedPixel(x: 195, y: 400))))
            #expect(loop.framesRendered >= 30)
        }
    }

    @Test(.enabled(if: canDriveRealWindows, "needs DISPLAY and xdotool (make test runs Xvfb)"))
    func resizingTheRealWindowRelaysOutTheSample() throws {
        try #require(SDLBackend.initializeVideo(driver: "x11"))
        defer { SDLBackend.quitVideo() }
        let clock = SystemMediaClock()
        let screen = try #require(UIScreen(virtualSize: CGSize(width: 390, height: 844), scale: 1, clock: clock))
        let context = ApplicationContext(clock: clock, mainScreen: screen)
        try ApplicationContext.withCurrent(context) { context in
            let platform = SDLPlatform()
            let title = "Lamina resize \(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
            try #require(platform.add(screen, title: title, software: true))
            let presenter = try #require(platform.presenter(for: screen))
            let delegate = ViewTransitionsAppDelegate()
            context.application.launch(delegate: delegate)
            let controller = try #require(delegate.controller)
            let resize = Process()
            resize.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
            resize.arguments = ["search", "--sync", "--name", title, "windowsize", "--sync", "%1", "500", "600"]
            try resize.run()
            let deadline = clock.now + 20
            ApplicationRunLoop(context: context, platform: platform).run {
                (screen.bounds.size == CGSize(width: 500, height: 600) && !context.needsFrame) || clock.now > deadline
            }
            resize.waitUntilExit()
            #expect(screen.bounds.size == CGSize(width: 500, height: 600))
            // The toolbar follows the bottom edge and the width (autoresizing); the window shows it.
            #expect(controller.toolbar.frame == CGRect(x: 0, y: 556, width: 500, height: 44))
            let bar = presenter.renderedPixel(x: 10, y: 590).map { Int($0 >> 16 & 0xFF) } ?? -1
            #expect(bar > 200)  // the light toolbar at the new bottom
        }
    }
}
