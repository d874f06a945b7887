import CoreGraphics
import Foundation
import LaminaScrollPhysics

/// The scroll view's pan (UIKit's private `UIScrollViewPanGestureRecognizer`): a pan that begins
/// after the scroll view's own distance, fails when its first movement runs along an axis the
/// scroll view cannot scroll (so an enclosing scroll view that can takes it: a vertical list in a
/// horizontal pager), and tells the scroll view when fingers touch and lift, which stops a
/// moving scroll view and tracks `isTracking`.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    unowned(unsafe) var scrollView: UIScrollView?
    /// The time of the last touches event the pan saw (the release, after it ends).
    private(set) var lastEventTime: TimeInterval = 0

    override var beginDistance: CGFloat { CGFloat(ScrollMetrics.panHysteresis) }

    override func panMayBegin(after translation: CGPoint) -> Bool {
        guard let scrollView, scrollView.isScrollEnabled else { return false }
        let dx = abs(translation.x)
        let dy = abs(translation.y)
        let horizontal = scrollView.scrollsHorizontally
        let vertical = scrollView.scrollsVertically
        if !horizontal, !vertical { return false }
        if dx > dy, !horizontal { return false }
        if dy > dx, !vertical { return false }
        // A drag that started after the content took the touch may cancel it only as allowed.
        for touch in activeTouches where touch.viewHasBegun && !touch.viewHasEnded {
            guard let view = touch.view, view !== scrollView else { continue }
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEventTime = event.timestamp
        scrollView?.trackingDidBegin()
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEventTime = event.timestamp
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEventTime = event.timestamp
        super.touchesEnded(touches, with: event)
        if activeTouches.isEmpty, state == .possible || state == .failed { scrollView?.trackingDidEnd() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEventTime = event.timestamp
        super.touchesCancelled(touches, with: event)
        if activeTouches.isEmpty { scrollView?.trackingDidEnd() }
    }

    /// The attempt is over. A pan that failed while fingers were down (their first movement ran
    /// along an axis the scroll view cannot scroll, so an inner or outer scroll view took the
    /// drag, or scrolling was turned off) hears no more touches, so the lift that ends tracking
    /// arrives here instead.
    override func reset() {
        super.reset()
        if let scrollView, scrollView.isTracking, scrollView.drag == nil { scrollView.trackingDidEnd() }
    }
}

/// Holds the content's touches for `ScrollMetrics.contentTouchDelay` (UIKit's private
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`, on while `delaysContentTouches`): if the
/// pan begins in that time the content never hears of the touch; otherwise this recognizer
/// fails and the held touch goes to the content. A touch that stopped a moving scroll view is
/// never handed to the content (it recognizes when the finger lifts, which drops the touch).
@MainActor
final class ScrollViewTouchDelayRecognizer: UIGestureRecognizer {
    unowned(unsafe) var scrollView: UIScrollView?
    /// Whether the touch caught the content moving.
    var caughtMotion = false

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.count == touches.count {
            deadline = event.timestamp + ScrollMetrics.contentTouchDelay
        }
        // The scroll view decides, when the touch lands, whether its content gets it at all
        // (UIKit asks just before delivering it, after the delay; nothing in between changes it).
        guard let scrollView else { return }
        for touch in touches {
            guard let view = touch.view, view !== scrollView else { continue }
            if !scrollView.touchesShouldBegin([touch], with: event, in: view) { touch.isCancelledForView = true }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard activeTouches.isEmpty, state == .possible else { return }
        state = caughtMotion ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func deadlineDidPass() {
        deadline = nil
        if state == .possible, !caughtMotion { state = .failed }
    }

    override func reset() {
        super.reset()
        deadline = nil
        caughtMotion = false
    }
}

extension ScrollAxisLock {
    /// The lock a directionally locked drag takes from its first movement: along an axis when
    /// the movement is within `ScrollMetrics.directionalLockAngle` of it, free otherwise.
    init(_ translation: CGPoint) {
        switch ScrollMetrics.directionalLock(horizontal: Double(translation.x), vertical: Double(translation.y)) {
        case .horizontal: self = .horizontal
        case .vertical: self = .vertical
        case nil: self = .free
        }
    }
}

extension UIScrollView {
    /// A finger touched the scroll view or its content: it stops a moving scroll view there, and
    /// that touch does not reach the content.
    func trackingDidBegin() {
        // A finger takes over from a touchpad scroll: it ends (its bounce, if any, is caught).
        if touchpad != nil { endTouchpadScroll() }
        isTracking = true
        finishZoomAnimation()
        if motion != nil {
            touchDelayRecognizer.caughtMotion = true
            stopMotion()
        }
    }
}
