import Foundation
import Testing
import UIKit
import UIKitTesting
import ViewTransitionsApp

@MainActor @Suite struct ApplicationRunLoopTests {
    @Test func anIdleAppRendersNothingAndWaitsWithoutALimit() {
        let clock = ManualMediaClock()
        let screen = UIScreen(virtualSize: CGSize(width: 100, height: 100), scale: 1, clock: clock)!
        let context = ApplicationContext(clock: clock, mainScreen: screen)
        ApplicationContext.withCurrent(context) { context in
            let window = UIWindow(frame: screen.bounds)
            window.backgroundColor = .white
            window.makeKeyAndVisible()
            let platform = ScriptedPlatform(clock: clock, screen: screen, steps: [], endAt: 10)
            let loop = ApplicationRunLoop(context: context, platform: platform)
            loop.run()
            // One frame shows the window; then nothing moves for 10 s, and the loop sleeps through
            // them in one wait without a limit.
            #expect(loop.framesRendered == 1)
            #expect(platform.waits == [0, .infinity])
            #expect(loop.turns == 1)
        }
    }

    /// Work another thread queues for the main thread ends the wait without a limit at once, and
    /// runs in the turn that follows (the platform blocks for real here, up to 20 s).
    @Test(.timeLimit(.minutes(1))) func workQueuedFromAnotherThreadEndsTheIdleWait() {
        let clock = ManualMediaClock()
        let screen = UIScreen(virtualSize: CGSize(width: 100, height: 100), scale: 1, clock: clock)!
        let context = ApplicationContext(clock: clock, mainScreen: screen)
        ApplicationContext.withCurrent(context) { context in
            let window = UIWindow(frame: screen.bounds)
            window.makeKeyAndVisible()
            let queue = StandInMainQueue()
            let platform = ScriptedPlatform(clock: clock, screen: screen, steps: [], endAt: 10)
            platform.blockingLimit = 20
            var posted = false
            platform.willBlock = {
                guard !posted else { return }
                posted = true
                Thread.detachNewThread { queue.async {} }
            }
            let loop = ApplicationRunLoop(context: context, platform: platform, work: queue.work)
            loop.run(until: { queue.itemsRun > 0 })
            #expect(!platform.blockTimedOut, "the queued work did not wake the wait")
            #expect(queue.itemsRun == 1)
            #expect(platform.waits == [0, .infinity])
        }
    }

    @Test func aTapOnTheSamplesButtonRunsItsTransitionAtSixtyFramesASecondThenGoesIdle() throws {
        let clock = ManualMediaClock()
        let screen = UIScreen(virtualSize: CGSize(width: 390, height: 844), scale: 1, clock: clock)!
        let context = ApplicationContext(clock: clock, mainScreen: screen)
        try ApplicationContext.withCurrent(context) { context in
            let delegate = ViewTransitionsAppDelegate()
            context.application.launch(delegate: delegate)
            #expect(context.application.applicationState == .active)
            let controller = try #require(delegate.controller)
            let button = CGPoint(x: 195, y: 822)
            let platform = ScriptedPlatform(
                clock: clock, screen: screen,
                steps: [.init(time: 1, phase: .began, point: button), .init(time: 1.1, phase: .ended, point: button)],
                endAt: 4)
            let loop = ApplicationRunLoop(context: context, platform: platform)
            loop.run()
            #expect(controller.transitionCount == 1)
            #expect(controller.frontView.image != nil && !controller.frontView.isHidden)
            #expect(controller.backView.isHidden)
            // The first frame, the two touch frames, then the 0.75 s transition at 60 frames a
            // second (45 frames, give or take the one that ends it), then nothing.
            #expect((45...52).contains(loop.framesRendered))
            #expect(!context.needsFrame)
        }
    }

    @Test func anIdleLoopWakesForALongPressDeadline() {
        let clock = ManualMediaClock()
        let screen = UIScreen(virtualSize: CGSize(width: 100, height: 100), scale: 1, clock: clock)!
        let context = ApplicationContext(clock: clock, mainScreen: screen)
        ApplicationContext.withCurrent(context) { context in
            let window = UIWindow(frame: screen.bounds)
            window.makeKeyAndVisible()
            var beganAt: TimeInterval?
            let press = UILongPressGestureRecognizer { recognizer in
                if recognizer.state == .began { beganAt = clock.now }
            }
            window.addGestureRecognizer(press)
            // The finger lifts at 2, after the deadline: a touch left down would keep the
            // recognizer tracking it, and the two would keep each other (and the window) alive.
            let platform = ScriptedPlatform(
                clock: clock, screen: screen,
                steps: [
                    .init(time: 1, phase: .began, point: CGPoint(x: 50, y: 50)),
                    .init(time: 2, phase: .ended, point: CGPoint(x: 50, y: 50)),
                ],
                endAt: 3)
            ApplicationRunLoop(context: context, platform: platform).run()
            // No report between the touch-down and 2: the loop woke for the recognizer's deadline itself.
            #expect(beganAt == 1.5)
            #expect(context.activeTouches.isEmpty)
        }
    }

    /// A scroll view's indicator flash waits for its fade on the media clock without frames: the
    /// loop sleeps until the fade is due (0.75 s after the flash), then runs the 0.25 s fade.
    @Test func anIndicatorFlashSleepsUntilItsFade() {
        let clock = ManualMediaClock()
        let screen = UIScreen(virtualSize: CGSize(width: 100, height: 100), scale: 1, clock: clock)!
        let context = ApplicationContext(clock: clock, mainScreen: screen)
        ApplicationContext.withCurrent(context) { context in
            let window = UIWindow(frame: screen.bounds)
            let scroll = UIScrollView(frame: screen.bounds)
            scroll.contentSize = CGSize(width: 100, height: 400)
            window.addSubview(scroll)
            window.makeKeyAndVisible()
            scroll.flashScrollIndicators()
            let platform = ScriptedPlatform(clock: clock, screen: screen, steps: [], endAt: 3)
            let loop = ApplicationRunLoop(context: context, platform: platform)
            loop.run()
            let bar = try! #require(scroll.subviews.last)
            #expect(bar.alpha == 0)
            // The first frame shows the bar; the loop sleeps 0.75 s; the fade's frames (0.25 s at
            // 60 a second, give or take the one that ends it); then it sleeps without a limit.
            #expect(platform.waits.prefix(2) == [0, 0.75])
            #expect(platform.waits.last == .infinity)
            #expect((15...18).contains(loop.framesRendered))
            #expect(!context.needsFrame)
        }
    }

    /// Work asked for outside any frame — a focus update, a new viewer offset for motion
    /// effects — runs in the run loop's turn, as at the end of a turn on iOS, not only when a
    /// test ends the turn itself.
    @Test func focusAndMotionEffectUpdatesRunInTheRunLoop() {
        final class Tile: UIView {
            override var canBecomeFocused: Bool { true }
        }
        let clock = ManualMediaClock()
        let screen = UIScreen(virtualSize: CGSize(width: 100, height: 100), scale: 1, clock: clock)!
        let context = ApplicationContext(clock: clock, mainScreen: screen)
        ApplicationContext.withCurrent(context) { context in
            let window = UIWindow(frame: screen.bounds)
            let tile = Tile(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
            window.addSubview(tile)
            window.makeKeyAndVisible()
            let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
            (tilt.minimumRelativeValue, tilt.maximumRelativeValue) = (-6, 6)
            tile.addMotionEffect(tilt)
            context.viewerOffset = UIOffset(horizontal: 0.5, vertical: 0)
            window.setNeedsFocusUpdate()
            let loop = ApplicationRunLoop(
                context: context, platform: ScriptedPlatform(clock: clock, screen: screen, steps: [], endAt: 1))
            loop.run()
            #expect(tile.isFocused)
            #expect(tile.layer.presentation()?.position == CGPoint(x: 28, y: 25))
        }
    }
}
