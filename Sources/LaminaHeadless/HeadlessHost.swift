public import CoreGraphics
public import Foundation
public import QuartzCore
public import UIKit

/// A headless app for tests and tools: a virtual screen, windows on it, and frames on demand.
///
/// Time never passes by itself: the host's `clock` is a `ManualMediaClock`, advanced by
/// `advance(by:)`. Each `renderFrame(through:)` runs the screen's frame — input, tick, layout,
/// display, commit, composite, present — optionally stopping after a chosen phase, and returns what
/// it did: layers laid out, backing stores redrawn (`draw(_:)` calls), render nodes rebuilt, pixels
/// composited and the damage rectangles. `pixel(x:y:)` and `snapshot()` read the framebuffer back.
///
/// The host is the headless backend: its screen presents through the same present seam as a
/// desktop window, into a presenter that keeps nothing but counts (`presentedFrames`,
/// `lastPresentedDamage`), since the framebuffer itself is what a headless screen shows.
///
/// The host's screen becomes the main screen of the current screen registry; run each test inside
/// `ScreenRegistry.withIsolatedRegistry` (or use `HeadlessHost.run(size:scale:_:)`) so tests running
/// in parallel never share screens or windows.
@MainActor
public final class HeadlessHost {
    /// The virtual screen.
    public let screen: UIScreen
    /// The clock frames take their timestamps from.
    public let clock: ManualMediaClock
    /// Where the screen's frames are presented.
    private let presenter = HeadlessPresenter()

    /// Creates a host with a `size`-point screen at `scale`, made the main screen; nil for sizes
    /// or scales a screen refuses.
    public init?(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1) {
        let clock = ManualMediaClock()
        guard let screen = UIScreen(virtualSize: size, scale: scale, clock: clock) else { return nil }
        self.clock = clock
        self.screen = screen
        screen.presenter = presenter
        if screen !== UIScreen.main {
            _ = screen.connect()
            _ = screen.makeMain()
        }
    }

    /// Runs `body` with a fresh host in an isolated screen registry.
    ///
    /// The size and scale must be ones a screen accepts (finite, positive, at most 16,384 pixels
    /// a side, scale at most 16); anything else stops the test with a message naming them, since
    /// there is no screen to run on.
    public static func run<Result>(
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1,
        _ body: (HeadlessHost) throws -> Result
    ) rethrows -> Result {
        try ScreenRegistry.withIsolatedRegistry(ScreenRegistry()) { _ in
            guard let host = HeadlessHost(size: size, scale: scale) else {
                preconditionFailure("HeadlessHost.run: no screen can be \(size) points at scale \(scale)")
            }
            return try body(host)
        }
    }

    /// Shows `viewController` as the root of a new key window covering the screen.
    @discardableResult
    public func show(_ viewController: UIViewController) -> UIWindow {
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        return window
    }

    /// Shows `view` in a new key window covering the screen, at its current frame.
    @discardableResult
    public func show(_ view: UIView) -> UIWindow {
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.addSubview(view)
        window.makeKeyAndVisible()
        return window
    }

    /// Runs a frame through `last` (by default all seven phases, presenting it) and returns what
    /// it did.
    @discardableResult
    public func renderFrame(through last: LayerTreeHost.Phase = .present) -> FrameReport {
        screen.renderFrame(through: last)
    }

    /// Advances the clock by `interval` seconds, then runs a whole frame.
    @discardableResult
    public func advance(by interval: TimeInterval) -> FrameReport {
        clock.advance(by: interval)
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
