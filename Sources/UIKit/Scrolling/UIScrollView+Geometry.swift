import CoreGraphics

/// The offset's range: the content size and the insets, with the safe area as the adjustment
/// behaviour says.
extension UIScrollView {
    /// `contentInset` plus the safe area, as `contentInsetAdjustmentBehavior` says.
    public var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset + safeAreaContentInset
        inset.top += refreshInset
        return inset
    }

    /// The bounds' size as lengths (a bounds rectangle set with a negative size reads its
    /// magnitude, as `CGRect.width` does), so the range and the paging agree.
    var visibleSize: CGSize { CGSize(width: bounds.width, height: bounds.height) }

    /// The least content offset at rest: the top-left corner of the content with its insets.
    var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The greatest content offset at rest; the least where the content (with its insets) is no
    /// larger than the view.
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let size = visibleSize
        let low = minimumContentOffset
        return CGPoint(
            x: max(low.x, contentSize.width + inset.right - size.width),
            y: max(low.y, contentSize.height + inset.bottom - size.height))
    }

    /// The range of offsets at rest along each axis.
    var offsetRangeX: ClosedRange<Double> { Double(minimumContentOffset.x)...Double(maximumContentOffset.x) }
    var offsetRangeY: ClosedRange<Double> { Double(minimumContentOffset.y)...Double(maximumContentOffset.y) }

    /// Whether the content (with its insets) is wider than the view.
    var hasHorizontalOverflow: Bool { maximumContentOffset.x > minimumContentOffset.x }
    /// Whether the content (with its insets) is taller than the view.
    var hasVerticalOverflow: Bool { maximumContentOffset.y > minimumContentOffset.y }

    /// Whether a drag moves the content horizontally: it is wider than the view, or it always
    /// bounces that way (when it bounces at all).
    var scrollsHorizontally: Bool {
        hasHorizontalOverflow || (bounces && bouncesHorizontally && alwaysBounceHorizontal)
    }
    /// Whether a drag moves the content vertically.
    var scrollsVertically: Bool { hasVerticalOverflow || (bounces && bouncesVertically && alwaysBounceVertical) }

    /// `point` moved into the resting range.
    func clampedContentOffset(_ point: CGPoint) -> CGPoint {
        let low = minimumContentOffset
        let high = maximumContentOffset
        return CGPoint(x: min(max(point.x, low.x), high.x), y: min(max(point.y, low.y), high.y))
    }

    /// Whether the offset lies outside the resting range (bounced past an edge).
    var isOutOfRange: Bool { clampedContentOffset(contentOffset) != contentOffset }

    // MARK: Keeping it current

    /// Sets up the recognizers; called once by each initializer.
    func configureScrollView() {
        clipsToBounds = true
        // Pinching needs both fingers: scroll views take several touches, as in UIKit.
        isMultipleTouchEnabled = true
        panRecognizer.scrollView = self
        panRecognizer.addHandler { [unowned self] recognizer in self.handlePan(recognizer) }
        addGestureRecognizer(panRecognizer)
        touchDelayRecognizer.scrollView = self
        addGestureRecognizer(touchDelayRecognizer)
    }

    /// The bounds origin moved: tell the delegate, lay out again (tiled content follows), and
    /// keep the indicators current.
    func contentOffsetDidChange() {
        // The indicators follow in the layout phase (`layoutSubviews`), not here.
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }

    /// The content size, insets or bounds size changed: work out the safe-area part of the
    /// insets again. A resting scroll view at its least offset on an axis stays there when the
    /// safe area moves that edge (a table under a bar starts below it); a changed `contentInset`
    /// leaves the offset where it is, as UIKit does.
    func contentGeometryDidChange() {
        let old = adjustedContentInset
        let oldSafe = safeAreaContentInset
        let oldMinimum = minimumContentOffset
        safeAreaContentInset = computedSafeAreaContentInset()
        placeRefreshControl()
        if !isAdoptingContentSize { setNeedsLayout() }
        guard adjustedContentInset != old else { return }
        if safeAreaContentInset != oldSafe, drag == nil, motion == nil {
            var offset = contentOffset
            if offset.x == oldMinimum.x, safeAreaContentInset.left != oldSafe.left { offset.x = minimumContentOffset.x }
            if offset.y == oldMinimum.y, safeAreaContentInset.top != oldSafe.top { offset.y = minimumContentOffset.y }
            if offset != contentOffset { setOffsetNow(offset) }
        }
        adjustedContentInsetDidChange()
    }

    /// The safe area's share of the adjusted inset, by the adjustment behaviour.
    private func computedSafeAreaContentInset() -> UIEdgeInsets {
        let safe = safeAreaInsets
        guard safe.isFinite else { return .zero }
        switch contentInsetAdjustmentBehavior {
        case .never:
            return .zero
        case .always:
            return safe
        case .automatic, .scrollableAxes:
            // Whether each axis scrolls, judged without the safe area (it would otherwise feed itself).
            let size = visibleSize
            let horizontal =
                contentSize.width + contentInset.left + contentInset.right > size.width || alwaysBounceHorizontal
            let vertical =
                contentSize.height + contentInset.top + contentInset.bottom > size.height || alwaysBounceVertical
            return UIEdgeInsets(
                top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
        }
    }
}
