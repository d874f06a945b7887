import Foundation
import LaminaSDL
import Testing
import UIKit
import UIKitTesting

/// A 300 × 400-point real X11 window (scale 1, so a point is a pixel) filled by a white scroll
/// view whose content is 4,000 points tall: shown, focused, and handed to `body` with the run
/// loop and the window's title for xdotool.
@MainActor
private func withScrollWindow(
    _ name: String,
    _ body: (ApplicationRunLoop, UIScrollView, String, SystemMediaClock, UIScreen, SDLPlatform) throws -> Void
) throws {
    try withRealScreen(width: 300, height: 400) { clock, screen, context, platform in
        let title = "Lamina \(name) \(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        try #require(platform.add(screen, title: title, renderThread: true))
        let window = UIWindow(frame: screen.bounds)
        let scroll = UIScrollView(frame: screen.bounds)
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 300, height: 4000)
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        let loop = ApplicationRunLoop(context: context, platform: platform)
        loop.run(until: { !context.needsFrame }, deadline: clock.now + 10)
        try waitUntilShownAndFocused(loop, platform, screen, clock)
        try body(loop, scroll, title, clock, screen, platform)
    }
}

/// Runs xdotool with `arguments` after finding the window titled `title` (`%1` in them), the
/// loop running until `done` holds (at most 5 s of real time), then waits for xdotool to exit.
@MainActor
private func xdotool(
    _ title: String, _ arguments: [String], _ loop: ApplicationRunLoop, _ clock: SystemMediaClock,
    until done: () -> Bool
) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments = ["search", "--sync", "--name", title] + arguments
    try process.run()
    loop.run(until: done, deadline: clock.now + 5)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
}

/// Whether the scroll view is at rest: no finger, no deceleration, no animated scroll left
/// (the offset is where the last scroll aimed).
@MainActor
private func isAtRest(_ scroll: UIScrollView, at offset: CGPoint) -> Bool {
    !scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating && scroll.contentOffset == offset
}

/// Scrolling a real window with real X input: the wheel, a mouse drag, keys, and the indicator
/// as the window shows it.
extension SDLPresenterTests {
    @Test(.enabled(if: canDriveRealWindows, "needs DISPLAY and xdotool (make test runs Xvfb)"))
    func wheelClicksInARealWindowScrollFortyPointsANotch() throws {
        try withScrollWindow("wheel") { loop, scroll, title, clock, _, _ in
            // X's button 5 turns the wheel towards the user: down the content, a notch a click.
            // Not to the window's centre: Xvfb starts the pointer at the screen's centre, where
            // SDL centres the window, and `mousemove --sync` to where the pointer already is
            // waits for a motion that never comes (xdotool gives up after seconds).
            let down = [
                "mousemove", "--sync", "--window", "%1", "150", "180", "click", "5", "click", "5", "click", "5",
            ]
            try xdotool(title, down, loop, clock) { scroll.contentOffset.y >= 120 }
            loop.run(deadline: clock.now + 0.05)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 120))
            // Button 4 turns it away: up a notch.
            try xdotool(title, ["click", "4"], loop, clock) { scroll.contentOffset.y <= 80 }
            loop.run(deadline: clock.now + 0.05)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 80))
        }
    }

    @Test(.enabled(if: canDriveRealWindows, "needs DISPLAY and xdotool (make test runs Xvfb)"))
    func aMouseDragInARealWindowScrollsByItsDistanceLessThePanStart() throws {
        try withScrollWindow("scroll drag") { loop, scroll, title, clock, _, _ in
            // Up 150 points in steps, the first exactly the pan's 10-point start (from there the
            // content follows the pointer), then a rest of 0.1 s before the button lifts, longer
            // than the 40 ms after which a release has no velocity: no deceleration follows.
            var arguments = ["mousemove", "--sync", "--window", "%1", "150", "300", "mousedown", "1"]
            for y in [290, 260, 220, 180, 150] {
                arguments += ["sleep", "0.02", "mousemove", "--sync", "--window", "%1", "150", "\(y)"]
            }
            arguments += ["sleep", "0.1", "mouseup", "1"]
            try xdotool(title, arguments, loop, clock) { !scroll.isTracking && scroll.contentOffset.y > 0 }
            loop.run(deadline: clock.now + 0.1)
            // X reports the pointer in whole pixels, a point each at scale 1, so the drag's
            // distance is exact: 150 − 10. The tolerance of one pixel covers a motion event that
            // SDL reads after a pump boundary and reports at the pixel it rounded the pointer to.
            #expect(abs(scroll.contentOffset.y - 140) <= 1)
            #expect(scroll.contentOffset.x == 0)
            #expect(!scroll.isDecelerating)
        }
    }

    @Test(.enabled(if: canDriveRealWindows, "needs DISPLAY and xdotool (make test runs Xvfb)"))
    func keysInARealWindowScrollTheKeyScrollView() throws {
        try withScrollWindow("scroll keys") { loop, scroll, title, clock, _, _ in
            // Through XTEST to the focused window (`--window` would send synthetic events, which
            // SDL ignores). Page Down: a page of 400 less WebKit's 40-point overlap; Down: 40;
            // End: the bottom. Each scroll is animated; the loop runs until it ends.
            for (key, y) in [("Page_Down", 360.0), ("Down", 400), ("End", 3600)] {
                let target = CGPoint(x: 0, y: y)
                try xdotool(title, ["key", key], loop, clock) { isAtRest(scroll, at: target) }
                #expect(scroll.contentOffset == target, "after \(key)")
            }
        }
    }

    @Test(.enabled(if: canDriveRealWindows, "needs DISPLAY and xdotool (make test runs Xvfb)"))
    func theVerticalIndicatorShowsInARealWindowWhileDragging() throws {
        try withScrollWindow("scroll indicator") { loop, scroll, title, clock, screen, platform in
            // The button stays down after this xdotool exits: the drag goes on, the indicator shows.
            let press = [
                "mousemove", "--sync", "--window", "%1", "150", "300", "mousedown", "1", "sleep", "0.02", "mousemove",
                "--sync", "--window", "%1", "150", "290", "sleep", "0.02", "mousemove", "--sync", "--window", "%1",
                "150", "90",
            ]
            try xdotool(title, press, loop, clock) { scroll.isDragging && scroll.contentOffset.y >= 200 }
            loop.run(deadline: clock.now + 0.1)
            screen.waitForRenderSide()
            let bar = try #require(scroll.subviews.last)
            #expect(scroll.isDragging && bar.alpha == 1)
            // 3 points wide, 3 in from the right edge: columns 294–296 of 300. Sampled halfway
            // down the bar (in the window: less the offset), away from its rounded ends.
            let y = Int((bar.frame.midY - scroll.contentOffset.y).rounded())
            let reader = try #require(X11WindowSampler(window: platform.x11Window(for: screen)))
            let red = { (x: Int) in reader.pixel(x: x, y: y).map { Int($0 >> 16 & 0xFF) } ?? -1 }
            // Black at 35 % over white: 255 · 0.65 ≈ 166.
            for x in 294...296 { #expect((150...180).contains(red(x)), "column \(x): \(red(x))") }
            for x in [292, 293, 297, 298, 299] { #expect(red(x) == 255, "column \(x): \(red(x))") }
            try xdotool(title, ["mouseup", "1"], loop, clock) { !scroll.isTracking }
        }
    }
}
