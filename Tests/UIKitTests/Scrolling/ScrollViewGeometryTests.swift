import Foundation
import Testing
import UIKit
import UIKitTesting

/// The offset, the range it rests in, the insets with the safe area, and programmatic scrolls.
@MainActor @Suite struct ScrollViewGeometryTests {
    @Test func theContentOffsetIsTheBoundsOriginBothWays() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let log = ScrollLog()
        scroll.delegate = log
        scroll.contentOffset = CGPoint(x: 10, y: 30)
        #expect(scroll.bounds == CGRect(x: 10, y: 30, width: 200, height: 400))
        scroll.bounds.origin = CGPoint(x: 0, y: 75)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 75))
        #expect(log.offsets == [CGPoint(x: 10, y: 30), CGPoint(x: 0, y: 75)])
        // An offset is not clamped (UIKit lets code put it anywhere); a non-finite one is refused.
        scroll.contentOffset = CGPoint(x: -500, y: 9000)
        #expect(scroll.contentOffset == CGPoint(x: -500, y: 9000))
        scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        #expect(scroll.contentOffset == CGPoint(x: -500, y: 9000))
        #expect(scroll.clipsToBounds)
    }

    @Test func scrollingMovesTheSubviewsOnScreenWithoutLayingThemOut() {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scroll.backgroundColor = .white
            scroll.contentSize = CGSize(width: 200, height: 1000)
            let red = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 50))
            red.backgroundColor = .red
            scroll.addSubview(red)
            host.show(scroll)
            host.renderFrame()
            #expect(host.pixel(x: 100, y: 125) == PixelRGBA(255, 255, 255, 255))
            scroll.contentOffset = CGPoint(x: 0, y: 200)
            host.renderFrame()
            // The red band, at y 300 in the content, shows at 100 ..< 150 on the screen.
            #expect(host.pixel(x: 100, y: 125) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 100, y: 151) == PixelRGBA(255, 255, 255, 255))
            #expect(red.frame == CGRect(x: 0, y: 300, width: 200, height: 50))
        }
    }

    @Test func theAdjustedInsetFollowsTheBehaviourAndTheSafeArea() {
        HeadlessHost.run(size: CGSize(width: 300, height: 600)) { host in
            let root = UIViewController()
            root.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 10, bottom: 30, right: 20)
            let window = host.show(root)
            let scroll = UIScrollView(frame: window.bounds)
            let log = ScrollLog()
            scroll.delegate = log
            root.view.addSubview(scroll)
            scroll.contentSize = CGSize(width: 300, height: 2000)
            window.layoutIfNeeded()
            #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 40, left: 10, bottom: 30, right: 20))
            // Automatic: the vertical axis scrolls, so only its edges take the safe area.
            #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0))
            // A resting scroll view at its top stays at the (new) top.
            #expect(scroll.contentOffset == CGPoint(x: 0, y: -40))
            scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
            #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 45, left: 0, bottom: 30, right: 0))
            // A changed contentInset leaves the offset (UIKit's documented behaviour).
            #expect(scroll.contentOffset == CGPoint(x: 0, y: -40))
            scroll.contentInsetAdjustmentBehavior = .always
            #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 45, left: 10, bottom: 30, right: 20))
            scroll.contentInsetAdjustmentBehavior = .never
            #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
            scroll.contentInsetAdjustmentBehavior = .scrollableAxes
            scroll.alwaysBounceHorizontal = true
            scroll.contentSize = CGSize(width: 300, height: 2000)
            scroll.contentInset.top = 6
            #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 46, left: 10, bottom: 30, right: 20))
            #expect(log.events.filter { $0 == "didChangeAdjustedInset" }.count == 5)
        }
    }

    @Test func setContentOffsetAnimatedEasesAndEndsWithOneCallback() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            scroll.contentSize = CGSize(width: 200, height: 3000)
            let log = ScrollLog()
            scroll.delegate = log
            host.show(scroll)
            scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
            #expect(scroll.contentOffset == .zero)
            host.advance(by: 0.1)
            let early = scroll.contentOffset.y
            #expect(early > 0 && early < 600)
            host.runFrames(for: 0.5)
            #expect(scroll.contentOffset == CGPoint(x: 0, y: 600))
            #expect(log.events == ["didScroll", "didEndScrollingAnimation"])
            // Animated to where it is: nothing happens, not even the end callback.
            scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
            host.runFrames(for: 0.5)
            #expect(log.events == ["didScroll", "didEndScrollingAnimation"])
        }
    }

    @Test func scrollRectToVisibleScrollsAsLittleAsNeeded() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        scroll.contentSize = CGSize(width: 200, height: 3000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
        #expect(scroll.contentOffset == .zero)  // already visible
        scroll.scrollRectToVisible(CGRect(x: 0, y: 900, width: 50, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 550))  // its bottom at the view's bottom
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))  // its top at the view's top
        scroll.scrollRectToVisible(CGRect(x: 0, y: 2900, width: 50, height: 500), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 2600))  // kept inside the range
    }
}
