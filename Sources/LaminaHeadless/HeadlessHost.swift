public import CoreGraphics
public import Foundation
public import QuartzCore
public import UIKit

/// A headless app for tests and tools: a virtual screen, windows on it, and frames on demand.
///
/// Time never passes by itself: the host's `clock` is a `ManualMediaClock`, advanced by
/// `advance(by:)`. Each `renderFrame(through:)` runs a turn of the host's application through the
/// same seam a desktop backend's run loop uses (`ApplicationPlatform`, `ApplicationRunLoop`,
/// `ApplicationFrame`) — input, tick, layout, display, commit, composite, present — optionally
/// stopping after a chosen phase, and returns what the screen's frame did: layers laid out, backing stores redrawn (`draw(_:)` calls), render nodes rebuilt, pixels
/// composited and the damage rectangles. `pixel(x:y:)` and `snapshot()` read the framebuffer back.
///
/// The host is the headless backend: its screen presents through the same present seam as a
/// desktop window, into a presenter that keeps nothing but counts (`presentedFrames`,
/// `lastPresentedDamage`), since the framebuffer itself is what a headless screen shows.
///
/// The host is an application of its own: it makes an `ApplicationContext` on its manual clock
/// (`context`), whose main screen is the host's screen. Run it through `HeadlessHost.run(size:scale:_:)`
/// (or inside `ApplicationContext.withCurrent(host.context)`), so that `UIScreen.main`, the windows
/// and the key window, and `CACurrentMediaTime()` are the host's while the body runs and tests
/// running in parallel never share them. The host's own calls (`show`, `renderFrame`, `advance`)
/// make its context current for their duration wherever they are called.
@MainActor
public final class HeadlessHost {
    /// The virtual screen.
    public let screen: UIScreen
    /// The clock frames take their timestamps from; its context's clock.
    public let clock: ManualMediaClock
    /// The host's application: its screens (the host's screen is the main one), windows and clock.
    public let context: ApplicationContext
    /// Where the screen's frames are presented.
    private let presenter = HeadlessPresenter()
    /// The platform side of the host: the reports tests post, pumped at the start of each turn.
    private let platform = HeadlessPlatform()
    /// The application's run loop over `platform`, driven one turn per frame.
    private let runLoop: ApplicationRunLoop

    /// Creates a host with a `size`-point screen at `scale`, the main screen of a new context on a
    /// new manual clock starting at 0; nil for sizes or scales a screen refuses.
    public init?(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1) {
        let clock = ManualMediaClock()
        guard let screen = UIScreen(virtualSize: size, scale: scale, clock: clock) else { return nil }
        self.clock = clock
        self.screen = screen
        context = ApplicationContext(clock: clock, mainScreen: screen)
        runLoop = ApplicationRunLoop(context: context, platform: platform)
        screen.presenter = presenter
    }

    /// Runs `body` with a fresh host, its context current (`ApplicationContext.withCurrent`).
    /// Touches and keys still down when `body` returns are cancelled, as when an app's window goes
    /// away: what they were delivered to lets go of them, so nothing they touched outlives the
    /// host (a gesture recognizer and the touch it tracks would otherwise keep each other).
    ///
    /// The size and scale must be ones a screen accepts (finite, positive, at most 16,384 pixels
    /// a side, scale at most 16); anything else stops the test with a message naming them, since
    /// there is no screen to run on.
    public static func run<Result>(
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1,
        _ body: (HeadlessHost) throws -> Result
    ) rethrows -> Result {
        guard let host = HeadlessHost(size: size, scale: scale) else {
            preconditionFailure("HeadlessHost.run: no screen can be \(size) points at scale \(scale)")
        }
        return try ApplicationContext.withCurrent(host.context) { context in
            defer {
                context.cancelAllTouches()
                context.cancelAllPresses()
            }
            return try body(host)
        }
    }

    /// Runs `body` with the host's context current (the synchronous `withCurrent`, which nests), unless it
    /// is current already.
    private func whileCurrent<Result>(_ body: () -> Result) -> Result {
        if ApplicationContext.current === context { return body() }
        return ApplicationContext.withCurrent(context) { _ in body() }
    }

    /// Launches the host's application with `delegate`, as an app's entry point does: the
    /// delegate hears `willFinishLaunching` and `didFinishLaunching` (where it shows its window),
    /// the main screen's window scene connects (its delegate, made by `sceneDelegate` when given,
    /// hears `scene(_:willConnectTo:options:)`, where it shows its window), then the app and the
    /// scene become active. Returns what the launch calls returned.
    @discardableResult
    public func launch(
        _ delegate: any UIApplicationDelegate, sceneDelegate: (@MainActor () -> any UISceneDelegate)? = nil
    ) -> Bool {
        whileCurrent { context.application.launch(delegate: delegate, sceneDelegate: sceneDelegate) }
    }

    /// Ends the host's application as a platform does when the app quits: it resigns active, its
    /// scenes go to the background and disconnect, and its delegate hears `applicationWillTerminate`.
    public func terminate() {
        whileCurrent { context.application.terminate() }
    }

    /// Delivers a memory warning, as the iOS simulator's menu item does: the delegate, the
    /// notification, then every shown view controller's `didReceiveMemoryWarning()`.
    public func simulateMemoryWarning() {
        whileCurrent { context.application.receiveMemoryWarning() }
    }

    /// Shows `viewController` as the root of a new key window covering the screen.
    @discardableResult
    public func show(_ viewController: UIViewController) -> UIWindow {
        whileCurrent {
            let window = UIWindow(frame: screen.bounds)
            window.screen = screen
            window.rootViewController = viewController
            window.makeKeyAndVisible()
            return window
        }
    }

    /// Shows `view` in a new key window covering the screen, at its current frame.
    @discardableResult
    public func show(_ view: UIView) -> UIWindow {
        whileCurrent {
            let window = UIWindow(frame: screen.bounds)
            window.screen = screen
            window.addSubview(view)
            window.makeKeyAndVisible()
            return window
        }
    }

    /// Runs one turn of the host's application, as a desktop backend's run loop does — the
    /// reports posted since the last turn pumped through the platform seam, the turn's updates,
    /// then the application's frame through `last` (by default all seven phases, presenting it),
    /// with the host's screen in it whether or not anything changed — and returns what the
    /// screen's frame did.
    @discardableResult
    public func renderFrame(through last: LayerTreeHost.Phase = .present) -> FrameReport {
        whileCurrent {
            runLoop.runTurn(through: last, forcing: [screen])
            return screen.lastFrame
        }
    }

    /// Advances the clock by `interval` seconds — running the work scheduled on it as it falls due,
    /// each piece at its own media time — then runs a whole frame.
    @discardableResult
    public func advance(by interval: TimeInterval) -> FrameReport {
        whileCurrent {
            clock.advance(by: interval)
            return renderFrame()
        }
    }

    // MARK: Touches

    /// Puts finger `finger` (0 by default) down at `point` in the screen's points, then runs a
    /// frame, whose input phase delivers it: hit testing picks the view, `touchesBegan` follows.
    @discardableResult
    public func touchDown(at point: CGPoint, finger: Int = 0) -> FrameReport {
        touch(.began, at: point, finger: finger)
    }

    /// Moves finger `finger` to `point`, then runs a frame.
    @discardableResult
    public func touchMove(to point: CGPoint, finger: Int = 0) -> FrameReport {
        touch(.moved, at: point, finger: finger)
    }

    /// Lifts finger `finger` at `point`, then runs a frame.
    @discardableResult
    public func touchUp(at point: CGPoint, finger: Int = 0) -> FrameReport {
        touch(.ended, at: point, finger: finger)
    }

    /// Taps `point`: the finger goes down (a frame), `holding` seconds pass, and it lifts there
    /// (a frame).
    @discardableResult
    public func tap(at point: CGPoint, finger: Int = 0, holding: TimeInterval = 0.05) -> FrameReport {
        touchDown(at: point, finger: finger)
        clock.advance(by: holding)
        return touchUp(at: point, finger: finger)
    }

    /// Reports finger `finger` in `phase` at `point` (the screen's points) now, then runs a frame;
    /// `force` where a platform would measure one.
    @discardableResult
    public func touch(
        _ phase: UITouch.Phase, at point: CGPoint, finger: Int = 0, force: CGFloat? = nil
    )
        -> FrameReport
    {
        platform.queue(
            .touch(
                TouchReport(
                    finger: finger, phase: phase, location: point, screen: screen, timestamp: clock.now, force: force)))
        return renderFrame()
    }

    // MARK: Wheel

    /// Turns the mouse wheel with the pointer at `point` (the screen's points) — `dy` notches away
    /// from the user (scrolling up), `dx` to the right; `precise` for a touchpad's fractions —
    /// then runs a frame.
    @discardableResult
    public func wheel(
        at point: CGPoint, dx: Double = 0, dy: Double = 0, precise: Bool = false, modifiers: UIKeyModifierFlags = []
    ) -> FrameReport {
        platform.queue(
            .scroll(
                ScrollReport(
                    location: point, screen: screen, dx: dx, dy: dy, isPrecise: precise, modifierFlags: modifiers,
                    timestamp: clock.now)))
        return renderFrame()
    }

    // MARK: Keys

    /// Presses (`down`) or releases the hardware key `keyCode`, typing `characters`, then runs a
    /// frame whose input phase delivers it to the key window's first responder. Without modifiers
    /// the key types `characters` in lower case (a special key's input string, such as
    /// `UIKeyInputUpArrow`, as it is). `repeated` makes the press an automatic repeat of the key
    /// held down, as a keyboard sends while a key is held.
    @discardableResult
    public func key(
        _ keyCode: UIKeyboardHIDUsage, down: Bool, repeated: Bool = false, characters: String,
        modifiers: UIKeyModifierFlags = []
    ) -> FrameReport {
        platform.queue(
            .key(
                KeyReport(
                    keyCode: keyCode, isDown: down, isRepeat: repeated, characters: characters,
                    charactersIgnoringModifiers: characters.hasPrefix("UIKeyInput")
                        ? characters : characters.lowercased(),
                    modifierFlags: modifiers,
                    timestamp: clock.now)))
        return renderFrame()
    }

    /// What the last frame did.
    public var lastFrame: FrameReport { screen.lastFrame }

    /// How many frames the screen has presented (frames run through the present phase).
    public var presentedFrames: Int { presenter.record.presentedFrames }

    /// The damage rectangles, in framebuffer pixels, of the last frame presented; empty before the
    /// first.
    public var lastPresentedDamage: [CGRect] { presenter.record.lastDamage }

    /// A copy of the framebuffer.
    public func snapshot() -> CGImage? { screen.snapshot() }

    /// The framebuffer pixel at (x, y), row 0 at the top.
    public func pixel(x: Int, y: Int) -> PixelRGBA { screen.pixel(x: x, y: y) }
}
