import Foundation
import LaminaSDL
import Synchronization
import Testing
import UIKit
import UIKitTesting
import ViewTransitionsApp

/// Whether a display and xdotool are there: `make test` runs the suites under Xvfb with xdotool
/// installed; a plain `swift test` without a display skips these.
let canDriveRealWindows: Bool = {
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { return false }
    return FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool")
}()

/// Runs `body` with SDL's X11 video started, a `width` × `height`-point screen on the system
/// clock as the main screen of a fresh current context, and a platform to add windows to.
@MainActor
func withRealScreen(
    width: CGFloat, height: CGFloat,
    _ body: (SystemMediaClock, UIScreen, ApplicationContext, SDLPlatform) throws -> Void
) throws {
    try #require(SDLBackend.initializeVideo(driver: "x11"), "SDL: \(SDLBackend.lastError)")
    defer { SDLBackend.quitVideo() }
    let clock = SystemMediaClock()
    let screen = try #require(UIScreen(virtualSize: CGSize(width: width, height: height), scale: 1, clock: clock))
    let context = ApplicationContext(clock: clock, mainScreen: screen)
    try ApplicationContext.withCurrent(context) { context in try body(clock, screen, context, SDLPlatform()) }
}

/// Runs `loop` until `screen`'s window is shown and has had the keyboard focus for 20 ms (at most
/// 5 s): X input made before then can be lost. SDL's X11 backend drops a button press that it
/// reads within 10 ms of the window's focus event (a click that focuses a desktop window is not
/// the app's), and a window not pumped since it was mapped reads the two together.
@MainActor
func waitUntilShownAndFocused(
    _ loop: ApplicationRunLoop, _ platform: SDLPlatform, _ screen: UIScreen, _ clock: SystemMediaClock
) throws {
    loop.run(until: { platform.isShownAndFocused(screen) }, deadline: clock.now + 5)
    try #require(platform.isShownAndFocused(screen), "the window was not shown and focused within 5 s")
    loop.run(deadline: clock.now + 0.02)
}

/// The guide's sample in a real X11 window, clicked with real X input (xdotool, through the X
/// server), run by the real run loop on the system clock.
extension SDLPresenterTests {
    @Test(.enabled(if: canDriveRealWindows, "needs DISPLAY and xdotool (make test runs Xvfb)"))
    func clickingTransitionInARealWindowSwapsThePictures() throws {
        try withRealScreen(width: 390, height: 844) { clock, screen, context, platform in
            let title =
                "Lamina ViewTransitions \(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
            // As `make run` shows it: frames presented from the render thread.
            try #require(platform.add(screen, title: title, renderThread: true))
            let presenter = try #require(platform.renderThreadPresenter(for: screen))
            let delegate = ViewTransitionsAppDelegate()
            context.application.launch(delegate: delegate)
            let controller = try #require(delegate.controller)

            // The first frame, read back from the window over another X connection: the day.
            let loop = ApplicationRunLoop(context: context, platform: platform)
            loop.run(until: { !context.needsFrame }, deadline: clock.now + 10)
            try waitUntilShownAndFocused(loop, platform, screen, clock)
            screen.waitForRenderSide()
            try #require(presenter.presentedFrames > 0)
            let reader = try #require(X11WindowSampler(window: platform.x11Window(for: screen)))
            let dayPixel = reader.pixel(x: 195, y: 400)

            // xdotool clicks the Transition button through the X server.
            let click = Process()
            click.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
            click.arguments = [
                "search", "--sync", "--name", title, "mousemove", "--sync", "--window", "%1", "195", "822",
                "click", "1",
            ]
            try click.run()
            loop.run(until: { controller.transitionCount == 1 && !context.needsFrame }, deadline: clock.now + 5)
            click.waitUntilExit()
            #expect(click.terminationStatus == 0)
            #expect(controller.transitionCount == 1)
            // Day sky before (light blue), night sky after (dark navy), as presented in the window.
            let red = { (pixel: UInt32?) in pixel.map { Int($0 >> 16 & 0xFF) } ?? -1 }
            #expect(red(dayPixel) > 90)
            screen.waitForRenderSide()
            #expect((0..<60).contains(red(reader.pixel(x: 195, y: 400))))
            #expect(loop.framesRendered >= 30)
        }
    }

    @Test(.enabled(if: canDriveRealWindows, "needs DISPLAY and xdotool (make test runs Xvfb)"))
    func resizingTheRealWindowRelaysOutTheSample() throws {
        try withRealScreen(width: 390, height: 844) { clock, screen, context, platform in
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
            ApplicationRunLoop(context: context, platform: platform).run(
                until: { screen.bounds.size == CGSize(width: 500, height: 600) && !context.needsFrame },
                deadline: clock.now + 20)
            resize.waitUntilExit()
            #expect(screen.bounds.size == CGSize(width: 500, height: 600))
            // The toolbar follows the bottom edge and the width (autoresizing); the window shows it.
            #expect(controller.toolbar.frame == CGRect(x: 0, y: 556, width: 500, height: 44))
            let bar = presenter.renderedPixel(x: 10, y: 590).map { Int($0 >> 16 & 0xFF) } ?? -1
            #expect(bar > 200)  // the light toolbar at the new bottom
        }
    }

    /// The render thread presents through shared memory, and with plain `PutImage` requests.
    @Test(.enabled(if: canDriveRealWindows, "needs DISPLAY (make test runs Xvfb)"), arguments: [true, false])
    func anAnimationKeepsReachingTheWindowWhileTheMainThreadIsBlocked(sharedMemory: Bool) throws {
        try withRealScreen(width: 200, height: 100) { clock, screen, context, platform in
            try #require(
                platform.add(
                    screen, title: "Lamina blocked main thread", renderThread: true, sharedMemory: sharedMemory))
            let presenter = try #require(platform.renderThreadPresenter(for: screen))
            #expect(presenter.usesSharedMemory == sharedMemory)
            let window = UIWindow(frame: screen.bounds)
            let view = UIView(frame: screen.bounds)
            window.addSubview(view)
            window.makeKeyAndVisible()
            // A colour sweeping red → blue and back, forever, on the render side.
            let sweep = CABasicAnimation(keyPath: "backgroundColor")
            sweep.fromValue = UIColor.red.cgColor
            sweep.toValue = UIColor.blue.cgColor
            sweep.duration = 0.4
            sweep.autoreverses = true
            sweep.repeatCount = .infinity
            view.layer.add(sweep, forKey: "sweep")
            let loop = ApplicationRunLoop(context: context, platform: platform)
            let started = clock.now
            loop.run(deadline: started + 0.4)
            let xWindow = platform.x11Window(for: screen)
            try #require(xWindow != 0)

            // Sample the window from another thread over another X connection while the main
            // thread sleeps for half a second.
            let samples = Mutex<[UInt32]>([])
            let done = DispatchSemaphore(value: 0)
            let framesBefore = presenter.presentedFrames
            let sampler = Thread {
                defer { done.signal() }
                guard let reader = X11WindowSampler(window: xWindow) else { return }
                for _ in 0..<5 {
                    if let pixel = reader.pixel(x: 100, y: 50) { samples.withLock { $0.append(pixel) } }
                    Thread.sleep(forTimeInterval: 0.1)
                }
            }
            sampler.start()
            Thread.sleep(forTimeInterval: 0.5)
            let framesDuring = presenter.presentedFrames - framesBefore
            done.wait()
            let seen = samples.withLock { $0 }
            #expect(seen.count == 5)
            #expect(Set(seen).count >= 4)  // the colour kept changing
            #expect(framesDuring >= 15)  // about 30 at 60 Hz
            #expect(screen.rendersOnRenderThread)
        }
    }

    @Test(.enabled(if: canDriveRealWindows, "needs DISPLAY (make test runs Xvfb)"), arguments: [true, false])
    func anExposeWhileTheMainThreadIsBlockedIsRepaintedFromTheRetainedFrame(sharedMemory: Bool) throws {
        try withRealScreen(width: 200, height: 100) { clock, screen, context, platform in
            try #require(platform.add(screen, title: "Lamina expose", renderThread: true, sharedMemory: sharedMemory))
            let presenter = try #require(platform.renderThreadPresenter(for: screen))
            try #require(presenter.usesSharedMemory == sharedMemory)
            let window = UIWindow(frame: screen.bounds)
            window.backgroundColor = .green
            window.makeKeyAndVisible()
            let loop = ApplicationRunLoop(context: context, platform: platform)
            loop.run(until: { !context.needsFrame }, deadline: clock.now + 10)
            screen.waitForRenderSide()
            try #require(presenter.presentedFrames > 0)
            let xWindow = platform.x11Window(for: screen)
            // Another client covers and uncovers the window while the main thread is busy (it
            // never pumps SDL's events here): the presenter's own thread repaints the area.
            let done = DispatchSemaphore(value: 0)
            let seen = Mutex<UInt32?>(nil)
            let other = Thread {
                defer { done.signal() }
                guard let reader = X11WindowSampler(window: xWindow) else { return }
                reader.coverAndUncover(x: 20, y: 20, width: 60, height: 40)
                Thread.sleep(forTimeInterval: 0.3)
                seen.withLock { $0 = reader.pixel(x: 40, y: 30) }
            }
            other.start()
            Thread.sleep(forTimeInterval: 0.5)
            done.wait()
            #expect(presenter.exposesRepainted >= 1)
            #expect(seen.withLock { $0 } == 0x00FF00)
        }
    }

    @Test(.enabled(if: canDriveRealWindows, "needs DISPLAY and xdotool (make test runs Xvfb)"))
    func aWindowResizedWhileTheMainThreadIsBlockedKeepsItsFrameThenRelaysOut() throws {
        try withRealScreen(width: 200, height: 100) { clock, screen, context, platform in
            let title = "Lamina blocked resize \(ProcessInfo.processInfo.processIdentifier)"
            try #require(platform.add(screen, title: title, renderThread: true))
            let presenter = try #require(platform.renderThreadPresenter(for: screen))
            let window = UIWindow(frame: screen.bounds)
            window.backgroundColor = .green
            let bar = UIView(frame: CGRect(x: 0, y: 80, width: 200, height: 20))
            bar.backgroundColor = .blue
            bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            window.addSubview(bar)
            window.makeKeyAndVisible()
            let loop = ApplicationRunLoop(context: context, platform: platform)
            loop.run(until: { !context.needsFrame }, deadline: clock.now + 10)
            screen.waitForRenderSide()
            try #require(presenter.presentedFrames > 0)
            let xWindow = platform.x11Window(for: screen)

            // xdotool makes the window 300 × 160 while the main thread sleeps; the old frame stays
            // in the window (repainted from the presenter's copy where exposed).
            let resize = Process()
            resize.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
            resize.arguments = ["search", "--sync", "--name", title, "windowsize", "--sync", "%1", "300", "160"]
            try resize.run()
            resize.waitUntilExit()
            Thread.sleep(forTimeInterval: 0.3)
            let reader = try #require(X11WindowSampler(window: xWindow))
            #expect(reader.pixel(x: 50, y: 40) == 0x00FF00)
            #expect(reader.pixel(x: 50, y: 90) == 0x0000FF)
            // Then the main thread's turn: the screen takes the new size and lays out.
            loop.run(
                until: { screen.bounds.size == CGSize(width: 300, height: 160) && !context.needsFrame },
                deadline: clock.now + 10)
            screen.waitForRenderSide()
            #expect(screen.bounds.size == CGSize(width: 300, height: 160))
            #expect(bar.frame == CGRect(x: 0, y: 140, width: 300, height: 20))
            #expect(reader.pixel(x: 250, y: 150) == 0x0000FF)
            #expect(reader.pixel(x: 250, y: 100) == 0x00FF00)
        }
    }

    @Test(.enabled(if: canDriveRealWindows, "needs DISPLAY and xdotool (make test runs Xvfb)"))
    func aRealDragIsOneTouchThatMovesAndAPanRecognizesIt() throws {
        try withRealScreen(width: 200, height: 150) { clock, screen, context, platform in
            let title = "Lamina drag \(ProcessInfo.processInfo.processIdentifier)"
            try #require(platform.add(screen, title: title, renderThread: true))
            let window = UIWindow(frame: screen.bounds)
            let view = TouchLog(frame: screen.bounds)
            var translation = CGPoint.zero
            var states: [UIGestureRecognizer.State] = []
            let pan = UIPanGestureRecognizer { recognizer in
                states.append(recognizer.state)
                translation = (recognizer as! UIPanGestureRecognizer).translation(in: view)
            }
            pan.cancelsTouchesInView = false
            view.addGestureRecognizer(pan)
            window.addSubview(view)
            window.makeKeyAndVisible()
            let loop = ApplicationRunLoop(context: context, platform: platform)
            loop.run(until: { !context.needsFrame }, deadline: clock.now + 10)
            try waitUntilShownAndFocused(loop, platform, screen, clock)
            let drag = Process()
            drag.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
            drag.arguments = [
                "search", "--sync", "--name", title, "mousemove", "--sync", "--window", "%1", "20", "20",
                "mousedown", "1", "mousemove", "--sync", "--window", "%1", "70", "40", "mousemove", "--sync",
                "--window", "%1", "120", "60", "mouseup", "1",
            ]
            try drag.run()
            loop.run(until: { view.entries.last?.hasPrefix("ended") == true }, deadline: clock.now + 5)
            drag.waitUntilExit()
            #expect(view.entries.first == "began 20,20")
            #expect(view.entries.last == "ended 120,60")
            #expect(view.entries.dropFirst().dropLast().allSatisfy { $0.hasPrefix("moved") })
            #expect(states.first == .began && states.last == .ended)
            #expect(translation == CGPoint(x: 100, y: 40))
        }
    }
}
