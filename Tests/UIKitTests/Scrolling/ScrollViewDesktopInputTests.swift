import Foundation
import Testing
import UIKit
import UIKitTesting

/// The wheel, the keys, zooming and the indicators.
@MainActor @Suite struct ScrollViewDesktopInputTests {
    @Test func aWheelNotchScrollsFortyPointsInTheInnermostScrollViewThatCanMove() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let page = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            page.contentSize = CGSize(width: 300, height: 3000)
            let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
            inner.contentSize = CGSize(width: 300, height: 180)
            page.addSubview(inner)
            host.show(page)
            // Towards the user (negative dy): down the content.
            host.wheel(at: CGPoint(x: 150, y: 150), dy: -1)
            #expect(inner.contentOffset == CGPoint(x: 0, y: 40))
            #expect(page.contentOffset == .zero)
            host.wheel(at: CGPoint(x: 150, y: 150), dy: -3)
            #expect(inner.contentOffset == CGPoint(x: 0, y: 80))  // kept at its end, no rubber band
            // At its end the inner one lets the turn through to the page.
            host.wheel(at: CGPoint(x: 150, y: 150), dy: -2)
            #expect(inner.contentOffset == CGPoint(x: 0, y: 80))
            #expect(page.contentOffset == CGPoint(x: 0, y: 80))
            // Outside the inner one, the page; away from the user scrolls back up.
            host.wheel(at: CGPoint(x: 150, y: 350), dy: 1.5, precise: true)
            #expect(page.contentOffset == CGPoint(x: 0, y: 20))
        }
    }

    @Test func shiftTurnsTheWheelSideways() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            scroll.contentSize = CGSize(width: 3000, height: 3000)
            host.show(scroll)
            host.wheel(at: CGPoint(x: 10, y: 10), dy: -2, modifiers: .shift)
            #expect(scroll.contentOffset == CGPoint(x: 80, y: 0))
            host.wheel(at: CGPoint(x: 10, y: 10), dx: -1)
            #expect(scroll.contentOffset == CGPoint(x: 40, y: 0))
        }
    }

    @Test func keysScrollTheKeyScrollView() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            scroll.contentSize = CGSize(width: 300, height: 3000)
            let log = ScrollLog()
            scroll.delegate = log
            host.show(scroll)
            @MainActor func press(_ key: UIKeyboardHIDUsage, _ characters: String, _ modifiers: UIKeyModifierFlags = [])
            {
                host.key(key, down: true, characters: characters, modifiers: modifiers)
                host.key(key, down: false, characters: characters, modifiers: modifiers)
                host.runFrames(for: 0.5)
            }
            press(.keyboardDownArrow, UIKeyInputDownArrow)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
            #expect(log.events.last == "didEndScrollingAnimation")
            // A page of 400 points less 40 overlap (WebKit's rule: max(0.875 · 400, 400 − 40)).
            press(.keyboardPageDown, UIKeyInputPageDown)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
            press(.keyboardSpacebar, " ", .shift)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
            press(.keyboardEnd, UIKeyInputEnd)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 2600))
            press(.keyboardDownArrow, UIKeyInputDownArrow)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 2600))
            press(.keyboardHome, UIKeyInputHome)
            #expect(scroll.contentOffset == .zero)
        }
    }

    /// A held arrow scrolls again at each of the keyboard's repeats, from where the running
    /// animation is going, as a native Linux app scrolls while a key is held.
    @Test func aHeldArrowScrollsAgainAtEachRepeat() {
        HeadlessHost.run(size: CGSize(width: 300, height: 400)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            scroll.contentSize = CGSize(width: 300, height: 3000)
            host.show(scroll)
            host.key(.keyboardDownArrow, down: true, characters: UIKeyInputDownArrow)
            host.advance(by: 0.5)  // a typical delay before repeats start
            for _ in 0..<5 {
                host.key(.keyboardDownArrow, down: true, repeated: true, characters: UIKeyInputDownArrow)
                host.advance(by: 0.033)
            }
            host.key(.keyboardDownArrow, down: false, characters: UIKeyInputDownArrow)
            host.runFrames(for: 0.5)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 240))
            // Held at the top, the repeats have no room and scroll nothing.
            host.key(.keyboardUpArrow, down: true, characters: UIKeyInputUpArrow)
            host.runFrames(for: 0.5)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
            scroll.contentOffset = .zero
            host.key(.keyboardUpArrow, down: true, repeated: true, characters: UIKeyInputUpArrow)
            host.runFrames(for: 0.5)
            #expect(scroll.contentOffset == .zero)
            host.key(.keyboardUpArrow, down: false, characters: UIKeyInputUpArrow)
        }
    }

    @Test func zoomingScalesTheViewAndTheContentSize() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            scroll.addSubview(image)
            scroll.contentSize = image.frame.size
            let log = ScrollLog()
            log.zoomView = image
            scroll.delegate = log
            host.show(scroll)
            #expect(scroll.pinchGestureRecognizer == nil)
            scroll.minimumZoomScale = 0.5
            scroll.maximumZoomScale = 4
            #expect(scroll.pinchGestureRecognizer != nil)
            scroll.setZoomScale(2, animated: false)
            #expect(scroll.zoomScale == 2)
            #expect(scroll.contentSize == CGSize(width: 800, height: 800))
            #expect(image.frame == CGRect(x: 0, y: 0, width: 800, height: 800))
            // About the visible centre (100, 100) → content point (100, 100) now at (200, 200).
            #expect(scroll.contentOffset == CGPoint(x: 100, y: 100))
            scroll.setZoomScale(10, animated: false)
            #expect(scroll.zoomScale == 4)
            scroll.zoom(to: CGRect(x: 300, y: 300, width: 100, height: 100), animated: false)
            #expect(scroll.zoomScale == 2)
            #expect(scroll.contentOffset == CGPoint(x: 600, y: 600))
            #expect(log.events.contains("didZoom"))
        }
    }

    @Test func indicatorsShowWhileScrollingAndFadeAfter() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            scroll.contentSize = CGSize(width: 200, height: 1600)
            host.show(scroll)
            #expect(scroll.subviews.isEmpty)
            host.drag(from: CGPoint(x: 100, y: 300), through: [CGPoint(x: 100, y: 290), CGPoint(x: 100, y: 90)])
            // Scrolled 200 of a 1,200 range; a track of 400 − 2·3, the bar 394 · 400/1600 long.
            let bar = try! #require(scroll.subviews.last)
            let length = (394.0 * 400 / 1600)
            #expect(bar.frame.width == 3)
            #expect(abs(bar.frame.minX - (200 - 3 - 3)) < 1e-9)
            #expect(abs(bar.frame.height - length) < 1e-9)
            #expect(abs(bar.frame.minY - (200 + 3 + (394 - length) * 200 / 1200)) < 1e-9)
            #expect(bar.alpha == 1)
            host.clock.advance(by: 0.5)
            host.touchUp(at: CGPoint(x: 100, y: 90))
            host.runFrames(for: 0.5)
            #expect(bar.alpha == 0)
            #expect(bar.layer.presentation()?.opacity == 0)
        }
    }
}

/// Dragging the indicator, and pinching.
@MainActor @Suite struct ScrollViewIndicatorDragAndPinchTests {
    @Test func aShowingIndicatorCanBeDragged() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            scroll.contentSize = CGSize(width: 200, height: 1600)
            host.show(scroll)
            scroll.flashScrollIndicators()
            let bar = try! #require(scroll.subviews.last)
            // Shown for the flash's 0.75 s before it fades.
            #expect(bar.alpha == 1)
            // Grab it 3.5 points right of the bar's centre line and drag it down 70 points (the bar
            // follows the whole drag, the 10 points before the pan began included).
            host.drag(from: CGPoint(x: 195, y: 50), through: [CGPoint(x: 195, y: 60), CGPoint(x: 195, y: 120)])
            // Track 394, bar 394 · 400/1600 = 98.5, free 295.5; range 1,200.
            let expected = 70 * 1200 / (394 - 98.5)
            #expect(abs(scroll.contentOffset.y - expected) < 1e-9)
            host.touchUp(at: CGPoint(x: 195, y: 120))
        }
    }

    @Test func aPinchZoomsAboutTheFingersAndBouncesBackInsideTheLimits() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            // An image view takes no touches: the fingers land on the scroll view.
            let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scroll.addSubview(image)
            scroll.contentSize = image.frame.size
            let log = ScrollLog()
            log.zoomView = image
            scroll.delegate = log
            scroll.minimumZoomScale = 1
            scroll.maximumZoomScale = 2
            host.show(scroll)
            host.touchDown(at: CGPoint(x: 80, y: 100), finger: 0)
            host.touchDown(at: CGPoint(x: 120, y: 100), finger: 1)
            for step in 1...10 {
                let spread = 20 + CGFloat(step) * 4
                host.clock.advance(by: 1.0 / 60)
                host.touchMove(to: CGPoint(x: 100 - spread, y: 100), finger: 0)
                host.touchMove(to: CGPoint(x: 100 + spread, y: 100), finger: 1)
            }
            #expect(log.events.first == "willBeginZooming")
            #expect(scroll.isZooming)
            // Past the maximum the scale goes on with resistance, never a whole limit beyond it.
            #expect(scroll.zoomScale > 2 && scroll.zoomScale < 4)
            // About the fingers' centroid: the content point under it when the pinch began stays
            // under it. The fingers' reports come one at a time, so that centroid was 2 points
            // left of (100, 100) (one finger had moved 4 points, the other not yet).
            let anchor = (scroll.contentOffset.x + 100) / scroll.zoomScale
            #expect(abs(anchor - 98) < 1e-6)
            host.touchUp(at: CGPoint(x: 40, y: 100), finger: 0)
            host.touchUp(at: CGPoint(x: 160, y: 100), finger: 1)
            host.runFrames(for: 1)
            #expect(scroll.zoomScale == 2)
            #expect(!scroll.isZooming && !scroll.isZoomBouncing)
            #expect(log.events.last == "didEndZooming(2.0)")
        }
    }
}
