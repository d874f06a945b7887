import CoreGraphics

/// The stored geometry of a layer.
///
/// The public properties are computed over this so that Lamina's own hot paths (hit testing,
/// frames) read plain final storage: an `open` stored property is read through dynamic dispatch
/// and an exclusivity check every time. Transforms are boxed and nil while they are the identity,
/// which is almost always: two inline 4 × 4 matrices would cost every layer 256 bytes and every
/// identity test 16 comparisons.
///
/// The fields are ordered so that those rejecting a point (transform, position, anchor point,
/// bounds) are contiguous: 72 bytes, two cache lines at most.
struct LayerGeometry {
    /// `transform`; nil means exactly the identity.
    var transform: TransformBox?
    /// `position`.
    var position: CGPoint = .zero
    /// `anchorPoint`.
    var anchorPoint = RenderNode.Geometry.modelDefault.anchorPoint
    /// `bounds`.
    var bounds: CGRect = .zero
    /// `sublayerTransform`; nil means exactly the identity.
    var sublayerTransform: TransformBox?
}

/// An immutable, shared 4 × 4 transform.
final class TransformBox: Sendable {
    /// The transform.
    let value: CATransform3D

    init(_ value: CATransform3D) { self.value = value }

    /// The storage for `t`: nil for the identity (bit for bit, so a stored `-0.0` reads back as
    /// set), `old` when it already holds `t`, else a new box.
    static func storing(_ t: CATransform3D, reusing old: TransformBox?) -> TransformBox? {
        let identity = withUnsafeBytes(of: t) { a in
            withUnsafeBytes(of: CATransform3DIdentity) { b in a.elementsEqual(b) }
        }
        if identity { return nil }
        if let old, withUnsafeBytes(of: t, { a in withUnsafeBytes(of: old.value) { b in a.elementsEqual(b) } }) {
            return old
        }
        return TransformBox(t)
    }
}

extension CALayer {
    /// Whether `transform` is the identity, without building it.
    package final var hasIdentityTransform: Bool { geometry.transform == nil }

    /// Whether `sublayerTransform` is the identity, without building it.
    package final var hasIdentitySublayerTransform: Bool { geometry.sublayerTransform == nil }

    /// For a layer of exactly this class (whose geometry properties are the stored ones) with an
    /// identity transform, in a superlayer with an identity sublayer transform: whether `p`, given
    /// in the superlayer's bounds space, lies outside the bounds. False under any transform.
    ///
    /// The arithmetic is UIKit's shortcut for untransformed views, so the answer agrees exactly
    /// with converting the point and asking the bounds.
    ///
    /// The layer comes unmanaged: callers reject thousands of layers per hit test, and retaining
    /// each around the call cost more than the test itself.
    package static func untransformedBoundsExclude(_ layer: Unmanaged<CALayer>, superlayerPoint p: CGPoint) -> Bool {
        guard let local = untransformedPoint(layer, fromSuperlayerPoint: p) else { return false }
        let b = layer._withUnsafeGuaranteedRef { $0.geometry.bounds }
        // Strictly outside the closed rectangle is outside under any edge convention; only the
        // rest pays for Foundation's (non-inlinable) `contains`.
        let (origin, size) = (b.origin, b.size)
        if size.width >= 0, size.height >= 0,
            local.x < origin.x || local.y < origin.y || local.x > origin.x + size.width
                || local.y > origin.y + size.height
        {
            return true
        }
        return !b.contains(local)
    }

    /// For a layer of exactly this class with an identity transform, in a superlayer with an
    /// identity sublayer transform: `p`, given in the superlayer's bounds space, in the layer's
    /// bounds space (UIKit's arithmetic for untransformed views). Nil under a transform.
    package static func untransformedPoint(_ layer: Unmanaged<CALayer>, fromSuperlayerPoint p: CGPoint) -> CGPoint? {
        let g = layer._withUnsafeGuaranteedRef { $0.geometry }
        guard g.transform == nil else { return nil }
        // The translation case of `LayerTransforms.layerToSuperlayer`, inverted, in the order
        // UIKit adds the terms (so results agree bit for bit with UIKit's shortcut).
        return CGPoint(
            x: p.x - g.position.x + g.bounds.minX + g.anchorPoint.x * g.bounds.width,
            y: p.y - g.position.y + g.bounds.minY + g.anchorPoint.y * g.bounds.height)
    }
}

/// A delegate that owns its layer (a view) and hears of changes the layer makes on its own, however
/// they were made: through the owner or on the layer directly.
package protocol OwningLayerDelegate: CALayerDelegate {
    /// `layer`'s bounds changed size (it has already marked itself for layout and display).
    func layerBoundsSizeDidChange(_ layer: CALayer)
}

extension CALayer {
    /// Makes `owner`, which holds this layer strongly, its delegate without a weak reference.
    ///
    /// The owner must call `releaseOwningDelegate()` from its `deinit`: the reference is unowned
    /// and unchecked, and a weak one would slow every retain and release of the owner.
    package final func adoptOwningDelegate(_ owner: any OwningLayerDelegate) {
        weakDelegate = nil
        owningDelegate = owner
    }

    /// Forgets the delegate set by `adoptOwningDelegate(_:)`, if it is still the delegate.
    package final func releaseOwningDelegate() { owningDelegate = nil }
}
