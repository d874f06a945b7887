import Foundation

/// The geometry the painter and the compositor derive from a node, computed without allocating.
extension RenderNode {
    /// The map from this layer's bounds space to its superlayer's (`LayerTransforms`).
    var localMatrix: Matrix4 {
        let g = geometry
        return LayerTransforms.layerToSuperlayer(
            bounds: g.bounds, position: g.position, anchorPoint: g.anchorPoint, anchorPointZ: g.anchorPointZ,
            zPosition: g.zPosition, transform: g.transform)
    }

    /// What `sublayerTransform` does to the sublayers, or nil when it is the identity.
    var sublayerMatrix: Matrix4? {
        let g = geometry
        return LayerTransforms.sublayerToLayer(
            bounds: g.bounds, anchorPoint: g.anchorPoint, sublayerTransform: g.sublayerTransform)
    }

    /// Whether the node can be drawn at all: every geometric number finite and the opacity a
    /// number. Nodes that fail are skipped with their subtrees, so one bad value cannot reach
    /// cairo (which stops drawing for good after an invalid matrix) or spoil other layers.
    var isDrawable: Bool {
        let g = geometry
        let sum =
            g.bounds.origin.x + g.bounds.origin.y + g.bounds.size.width + g.bounds.size.height + g.position.x
            + g.position.y + g.anchorPoint.x + g.anchorPoint.y + g.anchorPointZ + g.zPosition
        guard sum.isFinite, !style.opacity.isNaN else { return false }
        return Matrix4(g.transform).isFinite && Matrix4(g.sublayerTransform).isFinite
    }

    /// The opacity clamped to 0…1.
    var clampedOpacity: Double { Double(min(max(style.opacity, 0), 1)) }

    /// The bounds as a box; empty for negative or non-finite sizes.
    var boundsBox: Box {
        let b = geometry.bounds
        guard b.width >= 0, b.height >= 0 else { return .empty }
        return Box(x0: Double(b.minX), y0: Double(b.minY), x1: Double(b.maxX), y1: Double(b.maxY))
    }

    /// Sublayers in drawing order: sorted by `zPosition`, keeping the given order among equals.
    ///
    /// Returns the committed array itself (no copy) in the common case where the sublayers share
    /// one `zPosition`.
    var sublayersInDrawingOrder: [RenderNode] {
        let list = sublayerList
        guard list.count > 1, list.uniformZ == nil else { return list.array }
        return list.enumerated().sorted { lhs, rhs in
            let l = lhs.element.geometry.zPosition
            let r = rhs.element.geometry.zPosition
            // NaN positions sort as 0 so the order stays a strict weak ordering.
            let lz = l.isNaN ? 0 : l
            let rz = r.isNaN ? 0 : r
            return lz != rz ? lz < rz : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The maximum distance a shadow reaches beyond its shape, in layer points.
    var shadowMargin: Double {
        style.shadow == nil ? 0 : shadowBlurReach + 1
    }

    /// How far a shadow's blur spreads its shape, in layer points: three standard deviations
    /// (1.5 × the radius). Painters add a pixel or two of their own, not a point, which under a
    /// plane magnified 1,000 times would be 1,000 pixels.
    var shadowBlurReach: Double {
        guard let shadow = style.shadow else { return 0 }
        let r = Double(shadow.radius)
        return r.isFinite ? max(0, r) * 1.5 : 0
    }

    /// Whether the node draws a visible shadow.
    var hasVisibleShadow: Bool {
        guard let shadow = style.shadow else { return false }
        return shadow.opacity > 0 && shadow.opacity.isFinite && shadow.color.alpha > 0
            && Double(shadow.offset.width + shadow.offset.height + shadow.radius).isFinite
    }

    /// The box the shadow may cover in layer space (empty when there is none).
    var shadowBox: Box {
        guard hasVisibleShadow, let shadow = style.shadow else { return .empty }
        let shape = shadow.path.map { Box($0.controlPointBounds) } ?? boundsBox
        guard !shape.isEmpty else { return .empty }
        let m = shadowMargin
        let dx = Double(shadow.offset.width)
        let dy = Double(shadow.offset.height)
        return Box(x0: shape.x0 + dx - m, y0: shape.y0 + dy - m, x1: shape.x1 + dx + m, y1: shape.y1 + dy + m)
    }

    /// Whether the layer draws anything itself (background, border, contents).
    var hasOwnContent: Bool { hasVisibleBackground || contents != nil || hasVisibleBorder }

    /// Whether the layer fills a background that is not fully transparent.
    var hasVisibleBackground: Bool { style.backgroundColor.map { $0.alpha > 0 } == true }

    /// Whether the layer strokes a border of some width and colour.
    var hasVisibleBorder: Bool { style.borderWidth > 0 && style.borderColor.map { $0.alpha > 0 } == true }
}
