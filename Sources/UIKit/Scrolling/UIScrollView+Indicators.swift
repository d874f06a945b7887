import CoreGraphics
import Foundation
import LaminaScrollPhysics

/// One scroll indicator: a rounded bar, a subview of the scroll view kept in front of the
/// content, as UIKit's are (they appear in `subviews` once shown).
@MainActor
final class ScrollIndicatorView: UIView {
    let isVertical: Bool

    init(vertical: Bool) {
        isVertical = vertical
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        alpha = 0
        layer.cornerRadius = CGFloat(ScrollMetrics.indicatorThickness / 2)
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
    func offsetDidChange(in scrollView: UIScrollView) {
        if isShowing { scrollView.layoutIndicators() }
    }

    mutating func scrollingDidBegin(in scrollView: UIScrollView) {
        isShowing = true
        scrollView.setNeedsLayout()
    }

    /// The content stopped: the indicators fade after the delay (a scroll that starts again
    /// shows them at once, replacing the fade).
    mutating func scrollingDidEnd(in scrollView: UIScrollView) {
        guard isShowing else { return }
        let delay = ScrollMetrics.indicatorFadeDelay
        let views = [vertical, horizontal].compactMap { $0 }
        UIView.animate(
            withDuration: ScrollMetrics.indicatorFadeDuration, delay: delay, options: [.allowUserInteraction]
        ) {
            for view in views { view.alpha = 0 }
        }
        isShowing = false
    }
}

extension UIScrollView {
    /// `flashScrollIndicators()`: shows them, then fades them as after a scroll.
    func flashIndicators() {
        indicators.scrollingDidBegin(in: self)
        layoutIfNeeded()
        indicators.scrollingDidEnd(in: self)
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
    private var indicatorAreaInsets: (vertical: UIEdgeInsets, horizontal: UIEdgeInsets) {
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
        let size = bounds.size
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
