import CoreGraphics
import QuartzCore

/// Layout: autoresizing masks, applied when the superview's bounds change size, and the layout
/// pass, which the layer's commit runs (`layoutSublayers(of:)` → `layoutSubviews()`), shallowest
/// view first, before any drawing.
extension UIView {
    /// The layout pass for this view's layer.
    func layoutPass(of layer: CALayer) {
        guard layer === self.layer else { return }
        let controller = owningViewController as? UIViewController
        handDownReportedSafeArea()
        reportMarginsIfChanged(duringLayout: true)
        updateConstraintsBeforeLayout()
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// Applies the autoresizing mask after the superview's bounds went from `old` to `new` size.
    ///
    /// Along each axis the change is shared among the flexible parts (margin before, size, margin
    /// after) in proportion to their current sizes; when those are not all positive-or-zero with a
    /// positive sum, in equal shares. The view is treated as its frame when its transform is the
    /// identity, else as the rectangle of its bounds size about its centre.
    func autoresize(oldSuperviewSize old: CGSize, newSuperviewSize new: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let identity = CATransform3DIsIdentity(layer.transform)
        let size = layer.bounds.size
        var rect =
            identity
            ? layer.frame
            : CGRect(
                x: layer.position.x - size.width / 2, y: layer.position.y - size.height / 2,
                width: size.width, height: size.height)
        let (x, width) = Self.share(
            new.width - old.width, start: rect.minX, length: rect.width, extent: old.width,
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin)
            ))
        let (y, height) = Self.share(
            new.height - old.height, start: rect.minY, length: rect.height, extent: old.height,
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin)
            ))
        let changed = CGRect(x: x, y: y, width: width, height: height)
        guard changed != rect else { return }
        rect = changed
        if identity {
            setFrame(rect)
        } else {
            let oldSize = layer.bounds.size
            layer.bounds.size = rect.size
            layer.position = CGPoint(x: rect.midX, y: rect.midY)
            boundsSizeMayHaveChanged(from: oldSize)
        }
    }

    /// Shares `delta` among the flexible parts of one axis; returns the new start and length.
    static func share(
        _ delta: CGFloat, start: CGFloat, length: CGFloat, extent: CGFloat, flexible: (Bool, Bool, Bool)
    ) -> (CGFloat, CGFloat) {
        guard delta != 0, flexible.0 || flexible.1 || flexible.2 else { return (start, length) }
        let after = extent - start - length
        let count = (flexible.0 ? 1 : 0) + (flexible.1 ? 1 : 0) + (flexible.2 ? 1 : 0)
        let sum = (flexible.0 ? start : 0) + (flexible.1 ? length : 0) + (flexible.2 ? after : 0)
        let negative = (flexible.0 && start < 0) || (flexible.1 && length < 0) || (flexible.2 && after < 0)
        let proportional = !negative && sum > 0
        func portion(_ part: CGFloat) -> CGFloat {
            proportional ? delta * part / sum : delta / CGFloat(count)
        }
        let startChange = flexible.0 ? portion(start) : 0
        let lengthChange = flexible.1 ? portion(length) : 0
        return (start + startChange, length + lengthChange)
    }

    /// `sizeToFit()`: the size from `sizeThatFits(_:)`, keeping the frame's origin (under a
    /// transform, the centre).
    func resizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else { return }
        if CATransform3DIsIdentity(layer.transform) {
            frame = CGRect(origin: frame.origin, size: size)
        } else {
            var rect = bounds
            rect.size = size
            bounds = rect
        }
    }
}
