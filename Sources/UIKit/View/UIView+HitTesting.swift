import CoreGraphics
import QuartzCore

/// Hit testing, front to back, as UIKit does it.
extension UIView {
    /// `hitTest(_:with:)`: `point` is in this view's coordinates.
    ///
    /// A view that takes the point returns itself or a view below it, never nil; so descending
    /// into a subview of exactly `UIView` (which overrides neither `hitTest` nor
    /// `point(inside:)`) that takes the point settles the answer there. That descent is a loop,
    /// not a call: a chain 100,000 levels deep costs no stack. Other subviews are asked through
    /// their `hitTest(_:with:)`.
    func hitTestView(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard takesTouches(at: point, with: event) else { return nil }
        var view = self
        var point = point
        let plainView = ObjectIdentifier(UIView.self)
        descent: while true {
            // A snapshot: an overridden `hitTest` may rearrange the subviews while we iterate. It
            // keeps every subview alive, so the loop reads them unretained (retain and release
            // would be most of the cost of rejecting a subview).
            let subviews = view.subviewList
            // Not `withExtendedLifetime(_:_:)`: its closure pays a main-actor check on every call.
            defer { extendLifetime(subviews) }
            let layer = view.layer
            let flat = layer.hasIdentitySublayerTransform
            var index = subviews.count
            while index > 0 {
                index -= 1
                unowned(unsafe) let subview = subviews[index]
                guard ObjectIdentifier(type(of: subview)) == plainView else {
                    if let hit = subview.hitTest(subview.point(fromSuperlayer: layer, point), with: event) {
                        return hit
                    }
                    continue
                }
                // Exactly `UIView`: its layer is exactly a `CALayer`, so a point outside its bounds
                // cannot hit it or anything in it, rejected without the calls (most subviews are).
                var local: CGPoint?
                if flat {
                    let sublayer = Unmanaged.passUnretained(subview.layer)
                    if CALayer.untransformedBoundsExclude(sublayer, superlayerPoint: point) { continue }
                    // Its layer's geometry is the stored one: convert without dynamic dispatch.
                    local = CALayer.untransformedPoint(sublayer, fromSuperlayerPoint: point)
                }
                let inSubview = local ?? subview.point(fromSuperlayer: layer, point)
                guard subview.takesTouches(at: inSubview, with: event) else { continue }
                view = subview
                point = inSubview
                continue descent
            }
            return view
        }
    }

    /// Whether this view can take a touch at `point`, in its coordinates: shown, interactive,
    /// visible enough, not in a block animation that disallows interaction (UIKit's rule without
    /// `.allowUserInteraction`), and the point inside. Geometry is the model's, as in UIKit.
    private func takesTouches(at point: CGPoint, with event: UIEvent?) -> Bool {
        !layer.isHidden && isUserInteractionEnabled && layer.opacity >= 0.01 && !layer.isAnimatingNonInteractively
            && self.point(inside: point, with: event)
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
