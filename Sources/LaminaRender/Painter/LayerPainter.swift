internal import CCairo
import CoreGraphics
import Foundation

/// Paints render trees with cairo, implementing Core Animation's rendering of every layer
/// property.
///
/// The order for one layer follows Core Animation: shadow, background, contents, sublayers
/// (sorted by `zPosition`), border on top. `masksToBounds` clips contents and sublayers (and, as
/// in Core Animation, the shadow, which therefore vanishes). Translucent layers whose content
/// overlaps (sublayers, or contents with a background or border) are rendered as one offscreen
/// group when `allowsGroupOpacity` is set; otherwise the opacity multiplies into each piece.
///
/// 3-D: transforms compose as 4 × 4 matrices down the tree; each layer's content is flattened
/// into its superlayer's plane unless the superlayer is a transform layer
/// (`flattensSublayers == false`), whose sublayers share its space and are drawn back to front by
/// depth. A layer whose plane maps to the target affinely is drawn directly; one seen in
/// perspective is rendered flat offscreen and warped with pixman's projective transform. Layers
/// edge-on or reaching behind the eye are culled, as are single-sided layers seen from behind.
///
/// Bad input (non-finite geometry, transforms or opacity) skips the node and its subtree; huge
/// bounds are clamped to the visible window before they reach cairo.
package enum LayerPainter {}

/// Counters one paint collects.
struct PaintCounters: Equatable {
    var layersPainted = 0
    var layersCulled = 0
    var groups = 0
    var reusedGroups = 0
    var reusedShadows = 0
    var resampledGroups = 0
    var offscreenPixels = 0
}

/// Where a paint draws: a cairo context, its clip in device pixels and its orientation.
struct PaintTarget {
    let cr: OpaquePointer
    /// The clip's bounding box in the target's device pixels.
    var clip: Box
    /// +1 when the target shows the layer plane the right way round as seen on screen, −1 mirrored;
    /// used to hide single-sided layers seen from behind.
    var flip: Double
}

/// One paint of a tree: its options and counters, and the occluder found for the region painted.
final class PaintSession {
    var counters = PaintCounters()
    /// Tints layers drawn with blending red and opaque ones green.
    let tintsBlending: Bool
    /// The nodes from the root to an opaque layer covering the whole region; everything drawn
    /// before that layer is skipped. Empty when there is none.
    var occluderPath: [ObjectIdentifier] = []
    /// Group surfaces kept between composites; nil paints every group afresh.
    let groupCache: GroupSurfaceCache?

    /// Whether turned groups are composited by `AffineResampler` where it applies (else cairo).
    let resamples: Bool

    init(tintsBlending: Bool = false, groupCache: GroupSurfaceCache? = nil, resamples: Bool = true) {
        self.tintsBlending = tintsBlending
        self.resamples = resamples
        // Tinted groups hold the tint: they are not kept.
        self.groupCache = tintsBlending ? nil : groupCache
    }

    /// Draws `node`, whose bounds space maps into `plane`'s space by `local` (3-D, not yet
    /// flattened), with `plane` mapping that space to the target's pixels.
    func drawLayer(
        _ node: RenderNode, local: Matrix4, plane: Matrix4, alpha: Double, target: PaintTarget, pathIndex: Int = -1
    ) {
        guard !node.style.isHidden, node.isDrawable, alpha > 0, node.clampedOpacity > 0 else { return }
        if !node.style.flattensSublayers {
            drawTransformLayer(node, local: local, plane: plane, alpha: alpha, target: target)
            return
        }
        let m = local.flattened * plane
        guard m.isFinite else { return }
        let h = m.homography
        if h.isAffine {
            drawAffine(node, h.affine, alpha: alpha, target: target, pathIndex: pathIndex)
        } else {
            drawWarped(node, h, alpha: alpha, target: target)
        }
    }

    /// Draws a layer whose plane maps to the target by the affine `a`.
    func drawAffine(_ node: RenderNode, _ a: CGAffineTransform, alpha: Double, target: PaintTarget, pathIndex: Int) {
        let det = Double(a.a * a.d - a.b * a.c)
        guard a.isCairoInvertible, abs(det) > 1e-12 else {
            counters.layersCulled += 1
            return
        }
        if !node.style.isDoubleSided, det * target.flip < 0 { return }
        // A subtree is bounded by the layer's bounds when it clips; a leaf by its own drawing.
        if node.style.masksToBounds || node.sublayerList.isEmpty {
            let own = node.style.masksToBounds ? node.boundsBox : node.boundsBox.union(node.shadowBox)
            guard let device = own.mapped(by: Homography(affine: a)), device.intersects(target.clip) else {
                counters.layersCulled += 1
                return
            }
        }
        if needsGroup(node) {
            if !drawTintedLeaf(node, a, alpha: alpha, target: target) {
                drawGroup(node, a, alpha: alpha, target: target)
            }
        } else {
            counters.layersPainted += 1
            drawContent(node, a, alpha: alpha * node.clampedOpacity, target: target, pathIndex: pathIndex)
        }
    }

    /// Whether the layer must be composited as one offscreen group.
    func needsGroup(_ node: RenderNode) -> Bool {
        if node.mask != nil || node.style.blendsAdditively || node.hasAdditiveSublayer || node.style.tint != nil {
            return true
        }
        if node.hasVisibleShadow, node.style.shadow?.path == nil, !node.style.masksToBounds { return true }
        guard node.clampedOpacity < 1, node.style.allowsGroupOpacity else { return false }
        if node.sublayerList.contains(where: { !$0.style.isHidden }) { return true }
        let background = node.hasVisibleBackground
        let border = node.hasVisibleBorder
        return (node.contents != nil && (background || border)) || (background && border)
    }

    /// The sublayers of `node` to consider in drawing order: for a large node whose sublayers
    /// share one `zPosition`, only those the spatial index finds near `clip` (the rest count as
    /// culled); else all of them.
    private func sublayersToDraw(_ node: RenderNode, clip: Box?) -> [RenderNode] {
        let list = node.sublayerList
        if let clip, !clip.isEmpty, list.uniformZ != nil, let indices = list.candidates(intersecting: clip) {
            counters.layersCulled += list.count - indices.count
            return indices.map { list[$0] }
        }
        return node.sublayersInDrawingOrder
    }

    /// Draws the sublayers of `node` (whose plane maps to the target by `m`) in drawing order.
    func drawSublayers(_ node: RenderNode, _ m: Matrix4, alpha: Double, target: PaintTarget, pathIndex: Int) {
        let sublayerMatrix = node.sublayerMatrix
        // The clip in the node's bounds space: sublayers whose kept extent misses it are skipped
        // with one box test, whatever their subtrees (a small damage over many sublayers).
        let clipLocal = sublayerMatrix == nil ? m.homography.inverse.flatMap { target.clip.mapped(by: $0) } : nil
        var childPath = -1
        var skipping = false
        if pathIndex >= 0, pathIndex + 1 < occluderPath.count {
            childPath = pathIndex + 1
            skipping = true
        }
        for child in sublayersToDraw(node, clip: clipLocal) {
            if skipping {
                guard ObjectIdentifier(child) == occluderPath[childPath] else {
                    counters.layersCulled += 1
                    continue
                }
                skipping = false
                var local = child.localMatrix
                if let sublayerMatrix { local = local * sublayerMatrix }
                drawLayer(child, local: local, plane: m, alpha: alpha, target: target, pathIndex: childPath)
                continue
            }
            // Not-finite extents (shadows wider than any number) are not trusted to cull.
            if let clipLocal, child.extentInParent.isFinite, !child.extentInParent.intersects(clipLocal) {
                counters.layersCulled += 1
                continue
            }
            var local = child.localMatrix
            if let sublayerMatrix { local = local * sublayerMatrix }
            drawLayer(child, local: local, plane: m, alpha: alpha, target: target)
        }
    }
}

extension Homography {
    init(affine t: CGAffineTransform) {
        self.init(
            a: Double(t.a), b: Double(t.b), p: 0, c: Double(t.c), d: Double(t.d), q: 0, tx: Double(t.tx),
            ty: Double(t.ty), w: 1)
    }
}

extension CGAffineTransform {
    var cairo: cairo_matrix_t {
        cairo_matrix_t(
            xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
    }
}

/// Logs, under `LAMINA_DIAGNOSTICS=geometry`, a paint that left `cr` in cairo's error state, in
/// which nothing drawn afterwards shows. The painter keeps cairo's rules (`isCairoInvertible`,
/// `setSource`), so this reports one it missed.
func reportContextError(_ cr: OpaquePointer, painting what: String) {
    let status = cairo_status(cr)
    guard status != CAIRO_STATUS_SUCCESS else { return }
    Diagnostics.ignored("what cairo refused while painting \(what): \(String(cString: cairo_status_to_string(status)))")
}

/// Sets cairo's matrix; false, leaving the matrix as it was, for one cairo would refuse
/// (`isCairoInvertible`): the caller skips what it meant to draw under it.
@discardableResult
func setMatrix(_ cr: OpaquePointer, _ t: CGAffineTransform) -> Bool {
    guard t.isCairoInvertible else { return false }
    var m = t.cairo
    cairo_set_matrix(cr, &m)
    return true
}

/// Makes `surface`, placed at (`x`, `y`) in user space, the source, sampled with `filter`;
/// false, leaving the source as it was, when cairo cannot make that pattern.
///
/// Instead of `cairo_set_source_surface` followed by `cairo_get_source`: on a context in an
/// error state, `cairo_get_source` returns a new pattern that nobody frees, and cairo 1.16's
/// `cairo_set_source_surface` drops the pattern it made for a surface in an error state
/// without freeing it. A pattern in an error state is never set: it would put the context in
/// one.
func setSource(_ cr: OpaquePointer, surface: OpaquePointer, x: Double, y: Double, filter: cairo_filter_t) -> Bool {
    guard x.isFinite, y.isFinite, let pattern = cairo_pattern_create_for_surface(surface) else { return false }
    defer { cairo_pattern_destroy(pattern) }
    var offset = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -x, y0: -y)
    cairo_pattern_set_matrix(pattern, &offset)
    cairo_pattern_set_filter(pattern, filter)
    guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { return false }
    cairo_set_source(cr, pattern)
    return true
}
