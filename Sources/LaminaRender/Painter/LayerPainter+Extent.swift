import Foundation

/// How far a subtree's drawing reaches, used to size offscreen groups, to cull, and for damage.
extension RenderNode {
    /// A box standing for "anywhere": what a subtree reaching behind the eye may cover.
    static let unboundedBox = Box(x0: -1e12, y0: -1e12, x1: 1e12, y1: 1e12)

    /// The bounds with the sublayers' extents (unless the layer clips to its bounds), in the
    /// layer's own bounds space; shadows of this layer are not included.
    var contentExtent: Box {
        var box = boundsBox
        guard !style.masksToBounds else { return box }
        // Contents placed by a gravity that does not scale to the bounds (aspect fill, or pinned
        // contents larger than the layer) show outside the bounds when the layer does not clip.
        if let placed = contentsBox { box = box.union(placed) }
        let list = sublayerList
        guard !list.isEmpty else { return box }
        // Kept per store: a node evaluated from a committed one adds only its patches' extents.
        guard let sublayerMatrix = self.sublayerMatrix else { return box.union(list.unionOfExtents) }
        for child in list {
            box = box.union(child.extent(mappedBy: child.localMatrix * sublayerMatrix))
        }
        return box
    }

    /// Everything the layer draws, shadow included, in its own bounds space.
    var fullExtent: Box {
        guard style.flattensSublayers else { return contentExtent }
        let content = contentExtent
        guard hasVisibleShadow, !style.masksToBounds, let shadow = style.shadow else { return content }
        let shape = shadow.path.map { Box($0.controlPointBounds) } ?? content
        guard !shape.isEmpty else { return content }
        let margin = shadowMargin
        let dx = Double(shadow.offset.width)
        let dy = Double(shadow.offset.height)
        return content.union(
            Box(
                x0: shape.x0 + dx - margin, y0: shape.y0 + dy - margin, x1: shape.x1 + dx + margin,
                y1: shape.y1 + dy + margin))
    }

    /// The subtree's extent in the space `local` maps this layer into (flattened there), then
    /// mapped by `plane` when one is given.
    ///
    /// A transform layer draws nothing itself; its sublayers' extents are mapped through it in
    /// 3-D. Hidden and undrawable subtrees are empty; one reaching behind the eye gives
    /// `unboundedBox`.
    func extent(mappedBy local: Matrix4, plane: Matrix4? = nil) -> Box {
        guard !style.isHidden, isDrawable, style.opacity > 0 else { return .empty }
        guard style.flattensSublayers else {
            var box = Box.empty
            let sublayerMatrix = self.sublayerMatrix
            for child in sublayerList {
                var childLocal = child.localMatrix
                if let sublayerMatrix { childLocal = childLocal * sublayerMatrix }
                box = box.union(child.extent(mappedBy: childLocal * local, plane: plane))
            }
            return box
        }
        let own = fullExtent
        guard !own.isEmpty else { return .empty }
        let m = plane.map { local.flattened * $0 } ?? local.flattened
        return own.mapped(by: m.homography) ?? Self.unboundedBox
    }
}

extension RenderNode {
    /// Where the contents land in the bounds space, or nil when there are none.
    var contentsBox: Box? {
        guard let contents, contents.gravity != .resize else { return nil }
        let size = contents.shownPart.size
        let placed = PaintSession.place(size, in: boundsBox, gravity: contents.gravity)
        return placed.isEmpty ? nil : placed
    }
}

extension PaintSession {
    func contentExtent(_ node: RenderNode) -> Box { node.contentExtent }
}
