import Foundation
import LaminaSDL
import UIKit

/// The set-up the real-window benchmarks share: SDL's X11 video, a 390 × 844 screen at scale 1
/// on the system clock, and its application context made current for `body`. Without a display
/// the benchmark `name` is reported skipped and `body` does not run.
@MainActor
enum RealWindow {
    static func run(
        _ harness: Harness, reporting name: String,
        _ body: (ApplicationContext, UIScreen, SystemMediaClock) -> Void
    ) {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil, SDLBackend.initializeVideo(driver: "x11") else {
            harness.report(name, ["skipped": "\"no DISPLAY (make bench runs Xvfb)\""])
            return
        }
        defer { SDLBackend.quitVideo() }
        let clock = SystemMediaClock()
        guard let screen = UIScreen(virtualSize: CGSize(width: 390, height: 844), scale: 1, clock: clock) else {
            return
        }
        let context = ApplicationContext(clock: clock, mainScreen: screen)
        ApplicationContext.withCurrent(context) { context in body(context, screen, clock) }
    }
}
