import CoreGraphics
import Foundation

/// The frame, conversions between layers and hit testing.
///
/// Between two layers a point travels plane by plane: each layer's content is flattened into its
/// superlayer's plane, so each step is the 2-D homography of that step's 4 × 4 transform (rows and
/// columns x, y and w; z is dropped), and 3-D transforms and perspective convert exactly.
extension CALayer {
    /// The anchor point in bounds coordinates.
    var anchorInBounds: CGPoint { LayerTransforms.anchor(bounds: bounds, anchorPoint: anchorPoint) }

    /// Maps this layer's bounds space into its superlayer's, were the layer at `position`.
    func layerToSuperlayer(at position: CGPoint) -> Homography { layerToSuperlayerMatrix(at: position).homography }

    /// The 4 × 4 form of `layerToSuperlayer(at:)`, for composing with a superlayer's transform
    /// before z is dropped.
    private func layerToSuperlayerMatrix(at position: CGPoint) -> Matrix4 {
        LayerTransforms.layerToSuperlayer(
            bounds: bounds, position: position, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
            zPosition: zPosition, transform: transform)
    }

    /// Maps this layer's plane into the coordinate space of its superlayer (its bounds, after its
    /// `sublayerTransform`), or of the layer it masks.
    var toParentPlane: Homography {
        let own = layerToSuperlayerMatrix(at: position)
        guard let parent,
            let sublayer = LayerTransforms.sublayerToLayer(
                bounds: parent.bounds, anchorPoint: parent.anchorPoint,
                sublayerTransform: parent.sublayerTransform)
        else { return own.homography }
        return (own * sublayer).homography
    }

    /// Maps this layer's plane into its topmost ancestor's bounds space (identity for that ancestor).
    var toRootPlane: Homography {
        guard var layer = dirtParent else { return .identity }
        var result = toParentPlane
        while let next = layer.dirtParent {
            result = result.followed(by: layer.toParentPlane)
            layer = next
        }
        return result
    }

    /// The bounding box of the bounds after the layer's transform, were it at `position`; null
    /// when a corner falls behind the eye.
    func transformedBoundingBox(at position: CGPoint) -> CGRect {
        if CATransform3DIsIdentity(transform) {
            let anchor = anchorInBounds
            return CGRect(
                x: position.x - (anchor.x - bounds.minX), y: position.y - (anchor.y - bounds.minY),
                width: bounds.width, height: bounds.height)
        }
        return layerToSuperlayer(at: position).boundingBox(of: bounds)
    }

    /// Sets position and bounds size so the frame reads `rect`; non-finite rectangles are ignored.
    func setFrame(_ rect: CGRect) {
        guard rect.isFiniteRect else {
            Diagnostics.ignored("frame = \(rect) on \(type(of: self)) #\(layerID)")
            return
        }
        var size = rect.size
        let t = transform
        if CATransform3DIsAffine(t), t.m12 == 0, t.m21 == 0, t.m11 != 0, t.m22 != 0 {
            size = CGSize(width: rect.width / abs(t.m11), height: rect.height / abs(t.m22))
        }
        bounds.size = size
        let box = transformedBoundingBox(at: .zero)
        if box.isNull || !box.isFiniteRect {
            position = CGPoint(x: rect.minX + anchorPoint.x * size.width, y: rect.minY + anchorPoint.y * size.height)
        } else {
            position = CGPoint(x: rect.minX - box.minX, y: rect.minY - box.minY)
        }
    }

    /// The map from `layer`'s plane to this one's; nil means the superlayer's space.
    private func map(from layer: CALayer?) -> Homography? {
        guard let layer else { return layerToSuperlayer(at: position).inverted() }
        return toRootPlane.inverted().map { layer.toRootPlane.followed(by: $0) }
    }

    /// Converts a point from `layer` to this layer; a point that cannot be mapped comes back unchanged.
    func convertPoint(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        map(from: layer)?.apply(p) ?? p
    }

    /// Converts a point from this layer to `layer`.
    func convertPoint(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let layer else { return layerToSuperlayer(at: position).apply(p) ?? p }
        return layer.convertPoint(p, from: self)
    }

    /// Converts a rectangle from `layer` to this layer, as its corners' bounding box.
    func convertRect(_ r: CGRect, from layer: CALayer?) -> CGRect {
        map(from: layer)?.boundingBox(of: r) ?? r
    }

    /// Converts a rectangle from this layer to `layer`.
    func convertRect(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard let layer else { return layerToSuperlayer(at: position).boundingBox(of: r) }
        return layer.convertRect(r, from: self)
    }

    /// Core Animation's hit test; `p` is in the superlayer's coordinates.
    ///
    /// Front to back: higher `zPosition` first, then later sublayers first; a hit in a sublayer
    /// wins, else the layer itself when the point is inside. Sublayers of exactly `CALayer` (which
    /// override nothing) are searched on an explicit stack, so a chain 100,000 levels deep does
    /// not recurse; any other class is asked through its `hitTest(_:)`.
    func hitTestLayer(_ p: CGPoint) -> CALayer? {
        guard let first = HitFrame(self, p) else { return nil }
        var stack = [first]
        while let top = stack.last {
            let index = top.next
            guard index < top.order.count else {
                stack.removeLast()
                if top.inside && top.layer.flattensSublayers { return top.layer }
                continue
            }
            stack[stack.count - 1].next = index + 1
            let sublayer = top.order[index]
            if type(of: sublayer) == CALayer.self {
                if let frame = HitFrame(sublayer, top.local) { stack.append(frame) }
            } else if let hit = sublayer.hitTest(top.local) {
                return hit
            }
        }
        return nil
    }
}

/// One layer on the hit test's stack: the point in its space, whether it is inside, its
/// sublayers front to back and the next one to try.
private struct HitFrame {
    let layer: CALayer
    let local: CGPoint
    let inside: Bool
    let order: [CALayer]
    var next = 0

    /// Enters `layer` with `p` in its superlayer's space; nil when nothing in it can be hit.
    init?(_ layer: CALayer, _ p: CGPoint) {
        guard !layer.isHidden, let local = layer.toParentPlane.inverted()?.apply(p) else { return nil }
        let inside = layer.contains(local)
        if layer.masksToBounds && !inside { return nil }
        self.layer = layer
        self.local = local
        self.inside = inside
        let list = layer.sublayerList
        if list.count < 2 {
            order = list
        } else {
            order = list.enumerated().sorted { a, b in
                a.element.zPosition != b.element.zPosition
                    ? a.element.zPosition > b.element.zPosition : a.offset > b.offset
            }.map(\.element)
        }
    }
}
