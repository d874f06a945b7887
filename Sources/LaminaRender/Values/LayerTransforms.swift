package import CoreGraphics

/// Core Animation's geometry between a layer and its superlayer, written once for the model
/// (conversion, hit testing, frames) and the render side (painting, damage, occlusion).
///
/// A point `p` in a layer's bounds space maps to its superlayer's bounds space by moving the
/// anchor point to the origin, applying `transform`, then moving to `position` and `zPosition`;
/// the superlayer's `sublayerTransform` then applies about the superlayer's anchor point.
package enum LayerTransforms {
    /// The anchor point in bounds coordinates.
    @inlinable
    package static func anchor(bounds: CGRect, anchorPoint: CGPoint) -> CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The map from a layer's bounds space to its superlayer's (before the superlayer's
    /// `sublayerTransform`); `transform` nil means the identity, which makes it a translation.
    package static func layerToSuperlayer(
        bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, anchorPointZ: CGFloat, zPosition: CGFloat,
        transform: CATransform3D?
    ) -> Matrix4 {
        let a = anchor(bounds: bounds, anchorPoint: anchorPoint)
        let (ax, ay, az) = (Double(a.x), Double(a.y), Double(anchorPointZ))
        let (px, py, pz) = (Double(position.x), Double(position.y), Double(zPosition))
        guard let transform, transform != CATransform3DIdentity else {
            return .translation(px - ax, py - ay, pz - az)
        }
        var m = Matrix4(transform).translatedFirst(-ax, -ay, -az)
        m.m41 += px
        m.m42 += py
        m.m43 += pz
        return m
    }

    /// What a layer's `sublayerTransform` does to its sublayers, applied about its anchor point;
    /// nil when it is the identity.
    package static func sublayerToLayer(
        bounds: CGRect, anchorPoint: CGPoint, sublayerTransform: CATransform3D?
    ) -> Matrix4? {
        guard let sublayerTransform, sublayerTransform != CATransform3DIdentity else { return nil }
        let a = anchor(bounds: bounds, anchorPoint: anchorPoint)
        let (ax, ay) = (Double(a.x), Double(a.y))
        return Matrix4(sublayerTransform).translatedFirst(-ax, -ay, 0) * .translation(ax, ay)
    }
}
