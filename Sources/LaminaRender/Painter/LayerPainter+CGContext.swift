internal import CCairo
package import CoreGraphics
import Foundation

extension LayerPainter {
    /// Draws a whole tree into `context` in its current user space, the way
    /// `CALayer.render(in:)` does: the root's bounds space is the user space (its position and
    /// transform are not applied; its opacity is).
    ///
    /// Perspective is flattened as on screen; the context's clip bounds the work. The context's
    /// soft mask (`clip(to:mask:)`) is not applied, and its alpha, blend mode and shadow settings
    /// are ignored, as Core Animation ignores them.
    package static func paint(_ node: RenderNode, in context: CGContext) {
        DeepStack.perform(height: node.height) { paintNow(node, in: context) }
    }

    private static func paintNow(_ node: RenderNode, in context: CGContext) {
        context.withCairoContext { cr in
            cairo_save(cr)
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            let base = CGAffineTransform(
                a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
            cairo_identity_matrix(cr)
            var x0 = 0.0
            var y0 = 0.0
            var x1 = 0.0
            var y1 = 0.0
            cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
            let determinant = Double(base.a * base.d - base.b * base.c)
            let target = PaintTarget(
                cr: cr, clip: Box(x0: x0, y0: y0, x1: x1, y1: y1), flip: determinant < 0 ? -1 : 1)
            let session = PaintSession()
            session.drawLayer(node, local: .identity, plane: Matrix4(affine: base), alpha: 1, target: target)
            reportContextError(cr, painting: "a layer tree into a CGContext")
            cairo_restore(cr)
        }
    }

    /// Draws a tree into `buffer` (`.argb32`), over what it holds, with `scale` device pixels a
    /// point; the root is placed by its own geometry, as on screen.
    package static func paint(_ node: RenderNode, into buffer: PixelBuffer, scale: CGFloat = 1) {
        DeepStack.perform(height: node.height) { paintNow(node, into: buffer, scale: scale) }
    }

    private static func paintNow(_ node: RenderNode, into buffer: PixelBuffer, scale: CGFloat) {
        guard let surface = buffer.makeSurface() else { return }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_tolerance(cr, 0.1)
        let s = Double(scale).isFinite && scale > 0 ? Double(scale) : 1
        var plane = Matrix4()
        (plane.m11, plane.m22) = (s, s)
        let target = PaintTarget(
            cr: cr, clip: Box(x0: 0, y0: 0, x1: Double(buffer.width), y1: Double(buffer.height)), flip: 1)
        PaintSession().drawLayer(node, local: node.localMatrix, plane: plane, alpha: 1, target: target)
        cairo_surface_flush(surface)
    }
}
