import CoreGraphics
import Foundation
import LaminaScrollPhysics

/// Scrolling with a mouse wheel, a touchpad and keys, as Mac Catalyst scrolls a scroll view:
///
/// - A wheel turn scrolls the innermost scroll view under the pointer that can move in that
///   direction (an inner list at its end lets the page around it scroll); Shift turns a vertical
///   turn sideways. Each notch moves `ScrollMetrics.wheelNotchDistance` points at once, kept inside the
///   resting range (a notched wheel does not rubber-band). Precise deltas (a touchpad) move by
///   the same points per unit, as a drag without a finger, with the rubber band past the edges
///   (`UIScrollView+Touchpad.swift`).
/// - Keys scroll the scroll view the responder chain reaches from the first responder, or,
///   with no first responder, the one the user last scrolled, else the largest in the key
///   window: the arrows by `ScrollMetrics.arrowKeyDistance`, Page Up/Down and Space (Shift+Space up) by a
///   page less `ScrollMetrics.pageOverlap`, Home/End to the top and bottom, animated. A key held
///   down scrolls again at each of the keyboard's automatic repeats.
extension UIScrollView {
    /// Delivers a wheel report: to the innermost scroll view under the pointer that can move.
    static func deliverWheel(_ report: ScrollReport, to application: UIApplication) {
        guard !application.isIgnoringInteractionEvents, report.location.x.isFinite, report.location.y.isFinite,
            report.dx.isFinite, report.dy.isFinite
        else { return }
        var dx = report.dx
        var dy = report.dy
        if report.modifierFlags.contains(.shift), dx == 0 { (dx, dy) = (-dy, 0) }
        // Content offset deltas: a wheel turned away from the user (positive dy) scrolls up.
        let delta = CGPoint(x: dx * ScrollMetrics.wheelNotchDistance, y: -dy * ScrollMetrics.wheelNotchDistance)
        guard delta != .zero else { return }
        for window in UIWindow.visibleWindowsFrontToBack(on: report.screen) {
            let local =
                window.layer.superlayer.map { window.layer.convert(report.location, from: $0) } ?? report.location
            guard let hit = window.hitTest(local, with: nil) else { continue }
            if report.isPrecise {
                _ = deliverTouchpadDelta(delta, from: hit)
                return
            }
            var view: UIView? = hit
            while let current = view {
                if let scrollView = current as? UIScrollView, scrollView.scrollByWheel(delta) {
                    ScrollFocus.lastScrolled = scrollView
                    return
                }
                view = current.superview
            }
            return
        }
    }

    /// Moves the offset by `delta` within the resting range; false when it cannot move that way.
    func scrollByWheel(_ delta: CGPoint) -> Bool {
        guard isScrollEnabled, isUserInteractionEnabled, drag == nil else { return false }
        let current = motion?.finalOffset ?? contentOffset
        let target = clampedContentOffset(CGPoint(x: current.x + delta.x, y: current.y + delta.y))
        guard target != clampedContentOffset(current) else { return false }
        stopMotion()
        indicators.scrollingDidBegin(in: self)
        setOffsetNow(target)
        indicators.scrollingDidEnd(in: self)
        return true
    }

    /// Scrolls for a key press; false when the key is not a scrolling key or there is no room.
    func scrollForKey(_ press: UIPress) -> Bool {
        guard isScrollEnabled, allowsKeyboardScrolling, let key = press.key else { return false }
        let shift = key.modifierFlags.contains(.shift)
        let page = max(0, bounds.height - adjustedContentInset.top - adjustedContentInset.bottom)
        let pageStep = CGFloat(ScrollMetrics.pageDistance(visible: Double(page)))
        let line = CGFloat(ScrollMetrics.arrowKeyDistance)
        let base = motion?.finalOffset ?? contentOffset
        var target = base
        switch key.keyCode {
        case .keyboardUpArrow: target.y -= line
        case .keyboardDownArrow: target.y += line
        case .keyboardLeftArrow: target.x -= line
        case .keyboardRightArrow: target.x += line
        case .keyboardPageUp: target.y -= pageStep
        case .keyboardPageDown: target.y += pageStep
        case .keyboardSpacebar: target.y += shift ? -pageStep : pageStep
        case .keyboardHome: target.y = minimumContentOffset.y
        case .keyboardEnd: target.y = maximumContentOffset.y
        default: return false
        }
        target = clampedContentOffset(target)
        guard target != clampedContentOffset(base) else { return false }
        ScrollFocus.lastScrolled = self
        keyScrollPress = press
        setContentOffset(target, animated: true)
        return true
    }

    /// A key held down repeats: the scroll view along the responder chain from `press`'s
    /// responder that scrolled for the press scrolls again, from where its animation is going
    /// (so a held arrow scrolls on at the keyboard's repeat rate). False when none did.
    static func repeatKeyScroll(for press: UIPress) -> Bool {
        var seen = Set<ObjectIdentifier>()
        var responder = press.responder
        while let current = responder, seen.insert(ObjectIdentifier(current)).inserted {
            if let scrollView = current as? UIScrollView, scrollView.keyScrollPress === press {
                scrollView.keyDidRepeat(press)
                return true
            }
            responder = current.next
        }
        return false
    }

    /// The scroll view keys go to in `window` when nothing is first responder: the one last
    /// scrolled there, else the largest visible one.
    static func keyScrollView(in window: UIWindow) -> UIScrollView? {
        if let last = ScrollFocus.lastScrolled, last.window === window, !last.isHiddenOrInHiddenAncestor {
            return last
        }
        var best: (UIScrollView, CGFloat)?
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0 else { continue }
            if let scrollView = view as? UIScrollView {
                let area = scrollView.bounds.width * scrollView.bounds.height
                if area > (best?.1 ?? 0) { best = (scrollView, area) }
            }
            stack.append(contentsOf: view.subviews)
        }
        return best?.0
    }

    private var isHiddenOrInHiddenAncestor: Bool {
        var view: UIView? = self
        while let current = view {
            if current.isHidden { return true }
            view = current.superview
        }
        return false
    }
}

/// The scroll view the user last scrolled with the wheel or keys: where keys go without a first
/// responder.
@MainActor
enum ScrollFocus {
    static weak var lastScrolled: UIScrollView?
    /// The scroll view a touchpad scroll is under way in: its deltas go there until it ends.
    static weak var touchpadScrolling: UIScrollView?
}

/// The status bar's tap: on a device-shaped screen (one with a `displayCutout` whose top inset is
/// the status bar's height), a finger landing in that strip does not reach the app; as iOS does,
/// it asks the visible scroll view closest to the status bar to scroll to its top — nothing
/// happens when that one has `scrollsToTop` off, its delegate says no, or it is at the top already.
extension UIScrollView {
    /// Whether a touch at `point` (screen points) is a status bar tap, handled here.
    static func handleStatusBarTap(at point: CGPoint, on screen: UIScreen, in application: UIApplication) -> Bool {
        let strip = screen.displayCutout.insets.top
        guard strip > 0, point.y < strip, let window = application.keyWindow, window.screen === screen else {
            return false
        }
        closestToStatusBar(in: window)?.scrollToTopFromStatusBar()
        return true
    }

    /// The visible scroll view whose visible top, in the window, is nearest the window's top (the
    /// front one of equals).
    private static func closestToStatusBar(in window: UIWindow) -> UIScrollView? {
        var best: (UIScrollView, CGFloat)?
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0 else { continue }
            if let scrollView = view as? UIScrollView {
                // Its part inside the window; one scrolled out of sight is not a candidate.
                let frame = scrollView.convert(scrollView.bounds, to: window).intersection(window.bounds)
                if !frame.isNull, !frame.isEmpty, best == nil || frame.minY <= best!.1 {
                    best = (scrollView, frame.minY)
                }
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return best?.0
    }

    /// Scrolls to the top, animated, with the delegate's leave; `scrollViewDidScrollToTop` at the end.
    func scrollToTopFromStatusBar() {
        guard scrollsToTop, isScrollEnabled, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        let top = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
        guard top != contentOffset else { return }
        scroll(to: top, animated: true, kind: .scrollToTop)
    }
}
