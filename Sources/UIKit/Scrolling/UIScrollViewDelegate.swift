public import CoreGraphics

/// What a scroll view tells its delegate, in UIKit's order: for a drag, `WillBeginDragging`,
/// `DidScroll` as the content follows, `WillEndDragging` (with the target, which may be
/// changed), `DidEndDragging(willDecelerate:)`, then if it moves on `WillBeginDecelerating`,
/// `DidScroll` each frame and `DidEndDecelerating`. Every method has a default that does nothing.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by any means).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A finger started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger is lifting: `velocity` in points per millisecond, and where the content will come
    /// to rest, which the delegate may change.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset` or `scrollRectToVisible` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming; nil (the default) means no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming starts, on `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a scroll to the top may happen; true by default.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A scroll to the top ended.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Nothing, by default.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Nothing, by default.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Nothing, by default.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Nothing, by default.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Nothing, by default.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing, by default.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing, by default.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Nothing, by default.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Nil, by default: no zooming.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Nothing, by default.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Nothing, by default.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// True, by default.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Nothing, by default.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Nothing, by default.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
