import CoreGraphics
import Foundation
import LaminaScrollPhysics
import QuartzCore

/// One scroll indicator: a rounded bar, a subview of the scroll view kept in front of the
/// content, as UIKit's are (they appear in `subviews` once shown). While it shows, a pointer can
/// drag it (as iOS 13's indicators can be dragged, and as a desktop scroller is): it takes
/// touches `ScrollIndicatorView.grabMargin` points either side of the bar.
@MainActor
final class ScrollIndicatorView: UIView {
    let isVertical: Bool
    /// How far beside the 3-point bar a pointer still grabs it.
    static let grabMargin: CGFloat = 6
    /// The offset a drag of the bar started from.
    private var dragStart: CGPoint?

    init(vertical: Bool) {
        isVertical = vertical
        super.init(frame: .zero)
        alpha = 0
        layer.cornerRadius = CGFloat(ScrollMetrics.indicatorThickness / 2)
        let pan = UIPanGestureRecognizer()
        pan.addHandler { [unowned self] recognizer in
            if let pan = recognizer as? UIPanGestureRecognizer { self.handleDrag(pan) }
        }
        addGestureRecognizer(pan)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard alpha > 0 else { return false }
        let margin = Self.grabMargin
        return bounds.insetBy(dx: isVertical ? -margin : 0, dy: isVertical ? 0 : -margin).contains(point)
    }

    /// Moves the content so the bar follows the pointer: a point along the track is the range over
    /// the track's free length.
    private func handleDrag(_ pan: UIPanGestureRecognizer) {
        guard let scrollView = superview as? UIScrollView else { return }
        switch pan.state {
        case .began:
            dragStart = scrollView.contentOffset
            scrollView.indicators.scrollingDidBegin(in: scrollView)
        case .changed:
            guard let start = dragStart else { return }
            let moved = pan.translation(in: scrollView)
            let ratio = scrollView.indicatorTravelRatio(vertical: isVertical)
            var offset = start
            if isVertical { offset.y += moved.y * ratio } else { offset.x += moved.x * ratio }
            scrollView.setOffsetNow(scrollView.clampedContentOffset(offset))
        default:
            dragStart = nil
            scrollView.indicators.scrollingDidEnd(in: scrollView)
        }
    }

    required init?(coder: NSCoder) {
        isVertical = true
        super.init(coder: coder)
    }
}

/// The scroll view's indicators: shown while the content moves, placed along the edges in
/// proportion to the offset (shorter past an edge), faded out `ScrollMetrics.indicatorFadeDelay`
/// after it stops.
@MainActor
struct ScrollIndicators {
    var vertical: ScrollIndicatorView?
    var horizontal: ScrollIndicatorView?
    /// Whether they are showing (the content is moving, or a flash is on).
    var isShowing = false
    /// The fade waiting for its time, and the schedule it waits in (no frames run meanwhile).
    var pendingFade: (token: MediaClockSchedule.Token, schedule: MediaClockSchedule)?

    mutating func scrollingDidBegin(in scrollView: UIScrollView) {
        cancelPendingFade()
        isShowing = true
        scrollView.setNeedsLayout()
    }

    /// The content stopped: the indicators fade after `delay` (a scroll that starts again shows
    /// them at once, replacing the fade). Until the fade starts they keep their alpha, so they
    /// can still be grabbed.
    mutating func scrollingDidEnd(in scrollView: UIScrollView, after delay: Double = ScrollMetrics.indicatorFadeDelay) {
        guard isShowing else { return }
        isShowing = false
        cancelPendingFade()
        guard delay > 0 else {
            fadeNow()
            return
        }
        let schedule = (scrollView.window?.owningContext ?? ApplicationContext.current).schedule
        let token = schedule.schedule(at: CACurrentMediaTime() + delay) { [weak scrollView] in
            guard let scrollView else { return }
            scrollView.indicators.pendingFade = nil
            scrollView.indicators.fadeNow()
        }
        pendingFade = (token, schedule)
    }

    private mutating func cancelPendingFade() {
        if let pendingFade { pendingFade.schedule.cancel(pendingFade.token) }
        pendingFade = nil
    }

    /// Fades the indicators out over `ScrollMetrics.indicatorFadeDuration`.
    func fadeNow() {
        let views = [vertical, horizontal].compactMap { $0 }
        UIView.animate(withDuration: ScrollMetrics.indicatorFadeDuration, delay: 0, options: [.allowUserInteraction]) {
            for view in views { view.alpha = 0 }
        }
    }
}

extension UIScrollView {
    /// `flashScrollIndicators()`: shows them, then fades them as after a scroll.
    func flashIndicators() {
        indicators.scrollingDidBegin(in: self)
        layoutIfNeeded()
        indicators.scrollingDidEnd(in: self, after: ScrollMetrics.indicatorFlashDuration)
    }

    /// Places and shows the indicators for the current offset (from `layoutSubviews`).
    func layoutIndicators() {
        guard indicators.isShowing else { return }
        let insets = indicatorAreaInsets
        if showsVerticalScrollIndicator, hasVerticalOverflow {
            let view = indicators.vertical ?? makeIndicator(vertical: true)
            indicators.vertical = view
            place(view, vertical: true, insets: insets)
        }
        if showsHorizontalScrollIndicator, hasHorizontalOverflow {
            let view = indicators.horizontal ?? makeIndicator(vertical: false)
            indicators.horizontal = view
            place(view, vertical: false, insets: insets)
        }
    }

    /// The edges of the indicators' area: the indicator insets, plus the safe area where it is
    /// followed.
    var indicatorAreaInsets: (vertical: UIEdgeInsets, horizontal: UIEdgeInsets) {
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        return (verticalScrollIndicatorInsets + safe, horizontalScrollIndicatorInsets + safe)
    }

    private func makeIndicator(vertical: Bool) -> ScrollIndicatorView {
        let view = ScrollIndicatorView(vertical: vertical)
        addSubview(view)
        return view
    }

    private func place(
        _ view: ScrollIndicatorView, vertical: Bool, insets: (vertical: UIEdgeInsets, horizontal: UIEdgeInsets)
    ) {
        if subviews.last !== view, let index = subviews.firstIndex(where: { $0 === view }),
            subviews[(index + 1)...].contains(where: { !($0 is ScrollIndicatorView) })
        {
            bringSubviewToFront(view)
        }
        view.backgroundColor = indicatorColor
        if view.alpha != 1 || view.layer.animationKeys()?.isEmpty == false {
            view.layer.removeAllAnimations()
            view.alpha = 1
        }
        let thickness = CGFloat(ScrollMetrics.indicatorThickness)
        let edge = CGFloat(ScrollMetrics.indicatorInset)
        let size = visibleSize
        let offset = contentOffset
        let inset = adjustedContentInset
        if vertical {
            let area = insets.vertical
            let track = size.height - area.top - area.bottom - 2 * edge
            let (start, length) = Self.indicatorSpan(
                track: track, visible: size.height, content: contentSize.height + inset.top + inset.bottom,
                offset: offset.y + inset.top, range: maximumContentOffset.y - minimumContentOffset.y)
            view.frame = CGRect(
                x: offset.x + size.width - area.right - edge - thickness, y: offset.y + area.top + edge + start,
                width: thickness, height: length)
        } else {
            let area = insets.horizontal
            let reserve = indicators.vertical?.alpha == 1 && showsVerticalScrollIndicator ? thickness + edge : 0
            let track = size.width - area.left - area.right - 2 * edge - reserve
            let (start, length) = Self.indicatorSpan(
                track: track, visible: size.width, content: contentSize.width + inset.left + inset.right,
                offset: offset.x + inset.left, range: maximumContentOffset.x - minimumContentOffset.x)
            view.frame = CGRect(
                x: offset.x + area.left + edge + start, y: offset.y + size.height - area.bottom - edge - thickness,
                width: length, height: thickness)
        }
    }

    /// Content points per point the bar moves along its track.
    func indicatorTravelRatio(vertical: Bool) -> CGFloat {
        let edge = CGFloat(ScrollMetrics.indicatorInset)
        let size = visibleSize
        let inset = adjustedContentInset
        let range =
            vertical ? maximumContentOffset.y - minimumContentOffset.y : maximumContentOffset.x - minimumContentOffset.x
        let insets = indicatorAreaInsets
        let track =
            vertical
            ? size.height - insets.vertical.top - insets.vertical.bottom - 2 * edge
            : size.width - insets.horizontal.left - insets.horizontal.right - 2 * edge
        let visible = vertical ? size.height : size.width
        let content =
            vertical ? contentSize.height + inset.top + inset.bottom : contentSize.width + inset.left + inset.right
        let length = CGFloat(
            ScrollMetrics.indicatorLength(
                track: Double(track), visible: Double(visible), content: Double(content), overshoot: 0))
        let free = track - length
        return free > 0 ? range / free : 0
    }

    /// Where along a track of `track` points the indicator starts and how long it is: its length
    /// the visible fraction of the content (at least the minimum), its place the offset's fraction
    /// of the range; past an edge it shortens by the overshoot, to no less than its thickness.
    static func indicatorSpan(
        track: CGFloat, visible: CGFloat, content: CGFloat, offset: CGFloat, range: CGFloat
    )
        -> (start: CGFloat, length: CGFloat)
    {
        guard track > 0, content > 0, range > 0 else { return (0, max(0, track)) }
        let overshoot = offset < 0 ? -offset : max(0, offset - range)
        let length = CGFloat(
            ScrollMetrics.indicatorLength(
                track: Double(track), visible: Double(visible), content: Double(content), overshoot: Double(overshoot)))
        let fraction = min(max(offset / range, 0), 1)
        let start = (track - length) * fraction
        return (start, length)
    }

    /// The indicators' opacity over their colour.
    static let indicatorOpacity = 0.35

    /// The indicators' colour for `indicatorStyle` (`.default` follows the appearance).
    private var indicatorColor: UIColor {
        switch indicatorStyle {
        case .black: UIColor(white: 0, alpha: CGFloat(Self.indicatorOpacity))
        case .white: UIColor(white: 1, alpha: CGFloat(Self.indicatorOpacity))
        case .default:
            traitCollection.userInterfaceStyle == .dark
                ? UIColor(white: 1, alpha: CGFloat(Self.indicatorOpacity))
                : UIColor(white: 0, alpha: CGFloat(Self.indicatorOpacity))
        }
    }
}
