import CoreGraphics
import QuartzCore

/// Hit testing, front to back, as UIKit does it.
extension UIView {
    /// `hitTest(_:with:)`: `point` is in this view's coordinates.
    func hitTestView(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !layer.isHidden, isUserInteractionEnabled, layer.opacity >= 0.01,
            self.point(inside: point, with: event)
        else { return nil }
        // A snapshot: an overridden `hitTest` may rearrange the subviews while we iterate. It
        // keeps every subview alive, so the loop reads them unretained (retain and release were
        // most of the cost of rejecting a subview).
        let subviews = subviewList
        // Not `withExtendedLifetime(_:_:)`: its closure paid a main-actor check on every call.
        defer { extendLifetime(subviews) }
        let flat = layer.hasIdentitySublayerTransform
        let plainView = ObjectIdentifier(UIView.self)
        var index = subviews.count
        while index > 0 {
            index -= 1
            unowned(unsafe) let subview = subviews[index]
            // A view of exactly `UIView` overrides neither `hitTest` nor `point(inside:)`, and its
            // layer is exactly a `CALayer`: a point outside its bounds cannot hit it or anything
            // in it, so it is rejected here without the calls (most subviews are).
            if flat, ObjectIdentifier(type(of: subview)) == plainView {
                let sublayer = Unmanaged.passUnretained(subview.layer)
                if CALayer.untransformedBoundsExclude(sublayer, superlayerPoint: point) { continue }
                // Its layer's geometry is the stored one: convert without dynamic dispatch.
                if let local = CALayer.untransformedPoint(sublayer, fromSuperlayerPoint: point) {
                    if let hit = subview.hitTest(local, with: event) { return hit }
                    continue
                }
            }
            if let hit = subview.hitTest(subview.point(fromSuperlayer: layer, point), with: event) { return hit }
        }
        return self
    }

    /// Converts a point in the superview's coordinates (whose layer, `parent`, the caller holds)
    /// to this view's; untransformed views take a shortcut (no matrices).
    func point(fromSuperlayer parent: CALayer, _ point: CGPoint) -> CGPoint {
        let layer = self.layer
        if layer.hasIdentityTransform, parent.hasIdentitySublayerTransform {
            let bounds = layer.bounds
            let anchor = layer.anchorPoint
            let position = layer.position
            return CGPoint(
                x: point.x - position.x + bounds.minX + anchor.x * bounds.width,
                y: point.y - position.y + bounds.minY + anchor.y * bounds.height)
        }
        return layer.convert(point, from: parent)
    }
}
