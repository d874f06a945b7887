public import CoreGraphics
import Foundation
import LaminaScrollPhysics
import QuartzCore

/// The zoom machinery: the pinch, made once zooming is possible, and an animated change of scale.
@MainActor
struct ScrollZoomState {
    var recognizer: UIPinchGestureRecognizer?
    /// The scale a pinch started from, and the content point (unscaled) under its fingers.
    var pinchStart: (scale: CGFloat, anchor: CGPoint)?
    /// An animated zoom: from and to scale and offset, its start, its link.
    var animation:
        (from: CGFloat, to: CGFloat, fromOffset: CGPoint, toOffset: CGPoint, start: TimeInterval, link: CADisplayLink)?
}

extension UIScrollView {
    /// The scale of the zoomed view (`viewForZooming`); 1 without one.
    public var zoomScale: CGFloat {
        get { zoomedView.map { $0.transform.a } ?? 1 }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale`, kept within the limits, about the centre of the visible area.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0, zoomedView != nil else { return }
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        let size = visibleSize
        zoom(to: target, about: CGPoint(x: size.width / 2, y: size.height / 2), animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the view as far as the limits
    /// allow, centred.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = zoomedView, rect.isFinite, rect.width > 0 || rect.height > 0 else { return }
        let size = visibleSize
        let fit = min(
            rect.width > 0 ? size.width / rect.width : .infinity,
            rect.height > 0 ? size.height / rect.height : .infinity)
        let scale = min(max(fit, minimumZoomScale), maximumZoomScale)
        let origin = view.frame.origin
        let center = CGPoint(x: origin.x + rect.midX * scale, y: origin.y + rect.midY * scale)
        let offset = CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2)
        applyZoom(scale, offset: offset, animated: animated)
    }

    /// The delegate's view for zooming, while it is a subview.
    var zoomedView: UIView? {
        guard let view = delegate?.viewForZooming(in: self), view.superview === self else { return nil }
        return view
    }

    /// Stops an animated zoom where it is.
    func stopZoomAnimation() {
        zoom.animation?.link.invalidate()
        zoom.animation = nil
        isZoomBouncing = false
    }

    /// Makes the pinch once the limits allow zooming.
    func zoomLimitsDidChange() {
        guard zoom.recognizer == nil, maximumZoomScale > minimumZoomScale else { return }
        let pinch = UIPinchGestureRecognizer()
        pinch.addHandler { [unowned self] recognizer in
            if let pinch = recognizer as? UIPinchGestureRecognizer { self.handlePinch(pinch) }
        }
        zoom.recognizer = pinch
        addGestureRecognizer(pinch)
    }

    /// Zooms to `scale` keeping the content under `point` (in the view's frame, not its bounds)
    /// there.
    private func zoom(to scale: CGFloat, about point: CGPoint, animated: Bool) {
        let current = zoomScale
        let offset = contentOffset
        let anchor = CGPoint(x: (offset.x + point.x) / current, y: (offset.y + point.y) / current)
        let newOffset = CGPoint(x: anchor.x * scale - point.x, y: anchor.y * scale - point.y)
        applyZoom(scale, offset: newOffset, animated: animated)
    }

    /// Zooms to `scale` and moves the offset to `offset`, kept inside the resting range.
    private func applyZoom(_ scale: CGFloat, offset: CGPoint, animated: Bool) {
        // A zoom takes over the offset: a deceleration or animated scroll stops (their rest
        // points were worked out for the old content size).
        stopMotion()
        zoom.animation?.link.invalidate()
        zoom.animation = nil
        guard animated else {
            setZoomNow(scale)
            setOffsetNow(clampedContentOffset(offset))
            return
        }
        let fromScale = zoomScale
        let fromOffset = contentOffset
        setZoomNow(scale)
        let toOffset = clampedContentOffset(offset)
        setZoomNow(fromScale)
        let link = CADisplayLink { [weak self] link in self?.zoomAnimationFrame(at: link.timestamp) }
        zoom.animation = (fromScale, scale, fromOffset, toOffset, CACurrentMediaTime(), link)
        link.add(to: .main, forMode: .common)
    }

    /// A finger caught an animated zoom: it ends at once where it was going (its offset was
    /// worked out for that scale), with its end callback, so no zoom runs under a drag.
    func finishZoomAnimation() {
        guard let animation = zoom.animation else { return }
        zoomAnimationFrame(at: animation.start + ScrollAnimation.duration)
    }

    private func zoomAnimationFrame(at time: TimeInterval) {
        guard let animation = zoom.animation else { return }
        let elapsed = max(0, time - animation.start)
        let progress = CGFloat(ScrollAnimation.progress(at: min(elapsed, ScrollAnimation.duration)))
        let done = elapsed >= ScrollAnimation.duration
        setZoomNow(done ? animation.to : animation.from + (animation.to - animation.from) * progress)
        let target = animation.toOffset
        let from = animation.fromOffset
        // The target was clamped to the range when the zoom began; the insets, bounds or content
        // may have changed since, so the last frame clamps it again to the range it ends in.
        setOffsetNow(
            done
                ? clampedContentOffset(target)
                : CGPoint(x: from.x + (target.x - from.x) * progress, y: from.y + (target.y - from.y) * progress))
        guard done else { return }
        animation.link.invalidate()
        zoom.animation = nil
        // Every animated zoom ends as a pinch does — a bounce back inside the limits, and
        // `setZoomScale(_:animated:)` or `zoom(to:animated:)` with animation (UIKit's, on which
        // delegates that redraw at the new scale, as Apple's ScrollViewSuite does, rely).
        isZoomBouncing = false
        delegate?.scrollViewDidEndZooming(self, with: zoomedView, atScale: zoomScale)
    }

    /// Scales the zoomed view about its top-left corner and makes its frame the content size.
    private func setZoomNow(_ scale: CGFloat) {
        guard let view = zoomedView, scale.isFinite, scale > 0 else { return }
        let old = view.transform.a
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        if old != scale { delegate?.scrollViewDidZoom(self) }
    }

    // MARK: The pinch

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard zoomedView != nil else { return }
        let location = pinch.location(in: self)
        let point = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        switch pinch.state {
        case .began:
            stopMotion()
            let scale = zoomScale
            let offset = contentOffset
            zoom.pinchStart = (scale, CGPoint(x: (offset.x + point.x) / scale, y: (offset.y + point.y) / scale))
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: zoomedView)
        case .changed:
            guard let start = zoom.pinchStart, pinch.scale.isFinite, pinch.scale > 0 else { return }
            let scale = bandedZoomScale(start.scale * pinch.scale)
            setZoomNow(scale)
            setOffsetNow(CGPoint(x: start.anchor.x * scale - point.x, y: start.anchor.y * scale - point.y))
        case .ended, .cancelled:
            zoom.pinchStart = nil
            isZooming = false
            let scale = zoomScale
            let limited = min(max(scale, minimumZoomScale), maximumZoomScale)
            if limited != scale {
                isZoomBouncing = true
                zoom(to: limited, about: point, animated: true)
            } else {
                if isOutOfRange { setContentOffset(clampedContentOffset(contentOffset), animated: true) }
                delegate?.scrollViewDidEndZooming(self, with: zoomedView, atScale: scale)
            }
        default: break
        }
    }

    /// A pinch's scale past the limits: with `bouncesZoom`, it goes on with resistance
    /// (`ScrollMetrics.zoomScale`); without, it stops at the limit.
    private func bandedZoomScale(_ scale: CGFloat) -> CGFloat {
        let low = minimumZoomScale
        let high = maximumZoomScale
        guard bouncesZoom else { return min(max(scale, low), high) }
        return CGFloat(ScrollMetrics.zoomScale(Double(scale), minimum: Double(low), maximum: Double(high)))
    }
}
