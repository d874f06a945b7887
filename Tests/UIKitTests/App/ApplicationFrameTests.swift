import Foundation
import QuartzCore
import Testing
import UIKit

/// The application's frame through the real run loop: input once, each screen laid out and
/// displayed, one commit for the whole application, then every screen with a published frame it
/// has not shown composited and presented — however that frame was published. Screens on render
/// threads are waited for without a deadline: the time limit fails a render side that never
/// answers.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ApplicationFrameTests {
    /// Two screens on one manual clock, each with a window filling it in `colour`.
    @MainActor private struct TwoScreens {
        let clock = ManualMediaClock()
        let main: UIScreen
        let second: UIScreen
        let context: ApplicationContext

        init(renderThreads: Bool = false) {
            main = UIScreen(virtualSize: CGSize(width: 40, height: 40), scale: 1, clock: clock)!
            second = UIScreen(virtualSize: CGSize(width: 30, height: 30), scale: 1, clock: clock)!
            main.rendersOnRenderThread = renderThreads
            second.rendersOnRenderThread = renderThreads
            context = ApplicationContext(clock: clock, mainScreen: main)
            _ = context.screens.connect(second)
        }

        func window(on screen: UIScreen, colour: UIColor) -> UIWindow {
            let window = UIWindow(frame: screen.bounds)
            window.screen = screen
            window.backgroundColor = colour
            window.isHidden = false
            return window
        }

        /// The pixel in the middle of `screen`, once its render side has caught up.
        func centre(of screen: UIScreen) -> [UInt8] {
            screen.waitForRenderSide()
            let size = screen.framebufferSize
            let pixel = screen.framebufferPixel(x: Int(size.width) / 2, y: Int(size.height) / 2)
            return [pixel.r, pixel.g, pixel.b, pixel.a]
        }
    }

    private static let red: [UInt8] = [255, 0, 0, 255]
    private static let green: [UInt8] = [0, 255, 0, 255]
    private static let blue: [UInt8] = [0, 0, 255, 255]

    @Test(arguments: [false, true])
    func aChangeOnTheSecondScreenShowsWhileTheFirstScreensFrameRunsFirst(renderThreads: Bool) {
        let screens = TwoScreens(renderThreads: renderThreads)
        ApplicationContext.withCurrent(screens.context) { context in
            let first = screens.window(on: screens.main, colour: .red)
            let second = screens.window(on: screens.second, colour: .red)
            let platform = ScriptedPlatform(clock: screens.clock, screen: screens.main, endAt: 2)
            var seen: [[UInt8]] = []
            platform.at(1) {
                first.backgroundColor = .green
                second.backgroundColor = .blue
            }
            // The next turn: each screen shows what the turn before it changed.
            platform.at(1.001) { seen = [screens.centre(of: screens.main), screens.centre(of: screens.second)] }
            ApplicationRunLoop(context: context, platform: platform).run()
            #expect(seen == [Self.green, Self.blue])
            #expect(screens.centre(of: screens.second) == Self.blue)
            #expect(!context.needsFrame)
        }
    }

    @Test(arguments: [false, true])
    func aChangeOnTheSecondScreenShowsWhileTheFirstAnimates(renderThreads: Bool) {
        let screens = TwoScreens(renderThreads: renderThreads)
        ApplicationContext.withCurrent(screens.context) { context in
            let first = screens.window(on: screens.main, colour: .red)
            let second = screens.window(on: screens.second, colour: .red)
            let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            spinner.backgroundColor = .white
            first.addSubview(spinner)
            let platform = ScriptedPlatform(clock: screens.clock, screen: screens.main, endAt: 3)
            var seen: [UInt8] = []
            platform.at(0.5) {
                UIView.animate(withDuration: 2) { spinner.frame.origin.x = 30 }
            }
            platform.at(1) { second.backgroundColor = .blue }
            platform.at(1.001) { seen = screens.centre(of: screens.second) }
            ApplicationRunLoop(context: context, platform: platform).run()
            #expect(seen == Self.blue)
            #expect(screens.centre(of: screens.second) == Self.blue)
        }
    }

    /// What the main screen's window shows a turn after a media-clock timer makes `change` to it
    /// outside any frame, and when the loop ends. The timer fires inside the idle wait, which
    /// platform work at 1 ends; the turn at 1.05 comes after that turn's frame.
    private func shownAfterTimer(
        renderThreads: Bool, _ change: @escaping @MainActor (UIWindow) -> Void
    ) -> (nextTurn: [UInt8], end: [UInt8]) {
        let screens = TwoScreens(renderThreads: renderThreads)
        return ApplicationContext.withCurrent(screens.context) { context in
            let window = screens.window(on: screens.main, colour: .red)
            let platform = ScriptedPlatform(clock: screens.clock, screen: screens.main, endAt: 2)
            var seen: [UInt8] = []
            screens.clock.schedule(at: 0.95) { MainActor.assumeIsolated { change(window) } }
            platform.at(1) {}
            platform.at(1.05) { seen = screens.centre(of: screens.main) }
            ApplicationRunLoop(context: context, platform: platform).run()
            return (seen, screens.centre(of: screens.main))
        }
    }

    @Test(arguments: [false, true])
    func aChangeCommittedInAnExplicitTransactionInATimerShowsInTheNextFrame(renderThreads: Bool) {
        let shown = shownAfterTimer(renderThreads: renderThreads) { window in
            CATransaction.begin()
            window.backgroundColor = .blue
            CATransaction.commit()
        }
        #expect(shown.nextTurn == Self.blue)
        #expect(shown.end == Self.blue)
    }

    @Test(arguments: [false, true])
    func aChangeFlushedInATimerShowsInTheNextFrame(renderThreads: Bool) {
        let shown = shownAfterTimer(renderThreads: renderThreads) { window in
            window.layer.backgroundColor = UIColor.green.cgColor
            CATransaction.flush()
        }
        #expect(shown.nextTurn == Self.green)
        #expect(shown.end == Self.green)
    }

    /// A touch on the second screen, while the main screen needs no frame, is delivered once by
    /// the application's frame, and what its handler changes on that screen shows in that frame.
    @Test func aTouchOnTheSecondScreenShowsItsHandlersChangeInTheSameTurn() {
        final class Switch: UIView {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                began += 1
                window?.backgroundColor = .blue
            }
        }
        let screens = TwoScreens()
        ApplicationContext.withCurrent(screens.context) { context in
            _ = screens.window(on: screens.main, colour: .red)
            let second = screens.window(on: screens.second, colour: .red)
            let button = Switch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            second.addSubview(button)
            let platform = ScriptedPlatform(
                clock: screens.clock, screen: screens.second,
                steps: [.init(time: 1, phase: .began, point: CGPoint(x: 5, y: 5))], endAt: 2)
            var seen: [UInt8] = []
            platform.at(1.001) { seen = screens.centre(of: screens.second) }
            ApplicationRunLoop(context: context, platform: platform).run()
            #expect(button.began == 1)
            #expect(seen == Self.blue)
            #expect(screens.centre(of: screens.main) == Self.red)
        }
    }
}
