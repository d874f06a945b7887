import Foundation

/// Occlusion: the topmost opaque layer covering a whole damage rectangle hides everything drawn
/// before it there, so painting starts at that layer.
extension Compositor {
    /// The nodes from `root` down to the topmost layer that covers `box` with opaque pixels, or
    /// an empty path when none does.
    ///
    /// A layer qualifies when it is opaque (`isOpaque`, or an opaque background with no rounded
    /// corners), at full opacity with every ancestor, drawn directly (no group, mask or pathless
    /// shadow on it or above it, no perspective, no transform layer), axis-aligned and unmirrored,
    /// and its bounds, cut by its ancestors' clips, contain `box`.
    static func occluderPath(_ root: RenderNode, covering box: Box, plane: Matrix4) -> [ObjectIdentifier] {
        var path: [ObjectIdentifier] = []
        _ = search(root, local: root.localMatrix, plane: plane, clip: RenderNode.unboundedBox, box: box, path: &path)
        return path.reversed()
    }

    /// Searches the subtree in reverse drawing order; on success appends the occluder and then its
    /// ancestors to `path` (leaf first).
    private static func search(
        _ node: RenderNode, local: Matrix4, plane: Matrix4, clip: Box, box: Box, path: inout [ObjectIdentifier]
    ) -> Bool {
        let style = node.style
        guard !style.isHidden, node.isDrawable, style.opacity >= 1, style.flattensSublayers, node.mask == nil,
            !style.blendsAdditively, style.tint == nil,
            !(node.hasVisibleShadow && style.shadow?.path == nil && !style.masksToBounds)
        else { return false }
        let m = local.flattened * plane
        let h = m.homography
        guard h.isAffine else { return false }
        let a = h.affine
        guard a.b == 0, a.c == 0, a.a > 0, a.d > 0, let device = node.boundsBox.mapped(by: h) else { return false }
        let rounded = style.cornerRadius > 0 && !style.maskedCorners.isEmpty
        var childClip = clip
        var descend = !node.sublayerList.isEmpty
        if style.masksToBounds {
            childClip = clip.intersection(device)
            // Nothing inside can cover the box if the clip does not, or if it rounds corners.
            descend = descend && childClip.contains(box) && !rounded
        }
        if descend {
            let sublayerMatrix = node.sublayerMatrix
            // Only a sublayer whose whole extent holds the box can hold an occluder of it.
            let boxLocal = sublayerMatrix == nil ? h.inverse.flatMap { box.mapped(by: $0) } : nil
            for child in candidates(of: node, holding: boxLocal) {
                if let boxLocal, !child.extentInParent.contains(boxLocal) { continue }
                var childLocal = child.localMatrix
                if let sublayerMatrix { childLocal = childLocal * sublayerMatrix }
                if search(child, local: childLocal, plane: m, clip: childClip, box: box, path: &path) {
                    path.append(ObjectIdentifier(node))
                    return true
                }
            }
        }
        let opaqueBackground = style.backgroundColor.map { $0.alpha >= 1 && $0.patternTile == nil } == true && !rounded
        guard style.isOpaque || opaqueBackground, device.intersection(clip).contains(box) else { return false }
        path.append(ObjectIdentifier(node))
        return true
    }

    /// The sublayers of `node` that may hold `box`, front to back: from the spatial index when
    /// drawing order is index order, else all of them.
    private static func candidates(of node: RenderNode, holding box: Box?) -> [RenderNode] {
        let list = node.sublayerList
        if let box, !box.isEmpty, list.uniformZ != nil, let indices = list.candidates(intersecting: box) {
            return indices.reversed().map { list[$0] }
        }
        return node.sublayersInDrawingOrder.reversed()
    }
}
