import CoreGraphics
import QuartzCore

/// Hit testing, front to back, as UIKit does it.
extension UIView {
    /// `hitTest(_:with:)`: `point` is in this view's coordinates.
    func hitTestView(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !layer.isHidden, isUserInteractionEnabled, layer.opacity >= 0.01,
            self.point(inside: point, with: event)
        else { return nil }
        for subview in subviewList.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Converts a point in the superview's coordinates to this view's; untransformed views take a
    /// shortcut (no matrices).
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let layer = self.layer
        if let parent = superviewStorage?.layer, CATransform3DIsIdentity(layer.transform),
            CATransform3DIsIdentity(parent.sublayerTransform)
        {
            let bounds = layer.bounds
            let anchor = layer.anchorPoint
            let position = layer.position
            return CGPoint(
                x: point.x - position.x + bounds.minX + anchor.x * bounds.width,
                y: point.y - position.y + bounds.minY + anchor.y * bounds.height)
        }
        if let parent = superviewStorage?.layer { return layer.convert(point, from: parent) }
        return layer.convert(point, from: nil)
    }
}
