internal import CCairo
internal import CPixman
import CoreGraphics
import Foundation

/// Layers seen in perspective: rendered flat offscreen, then warped with pixman's projective
/// transform.
extension PaintSession {
    /// Draws `node`, whose plane maps to the target by the projective `h`.
    func drawWarped(_ node: RenderNode, _ h: Homography, alpha: Double, target: PaintTarget) {
        let extent = node.fullExtent
        // Any corner on or behind the eye: Core Animation would clip against the near plane; we
        // cull the layer (documented divergence).
        guard !extent.isEmpty, let device = extent.mapped(by: h) else {
            counters.layersCulled += 1
            return
        }
        let area = Self.signedArea(node.boundsBox.isEmpty ? extent : node.boundsBox, h)
        guard abs(area) > 1e-3 else {
            counters.layersCulled += 1
            return
        }
        if !node.style.isDoubleSided, area * target.flip < 0 { return }
        let visible = device.intersection(target.clip).outerPixels.intersection(target.clip)
        guard !visible.isEmpty else {
            counters.layersCulled += 1
            return
        }
        // Render at the largest stretch any edge of the region undergoes, so nothing is magnified
        // from a coarse offscreen.
        var scale = 1.0 / 64
        for (p, q) in Self.edges(of: extent) {
            let mp = h.map(p.0, p.1)
            let mq = h.map(q.0, q.1)
            let deviceLength = hypot(mp.x / mp.w - mq.x / mq.w, mp.y / mp.w - mq.y / mq.w)
            let planeLength = hypot(p.0 - q.0, p.1 - q.1)
            if planeLength > 0 { scale = max(scale, deviceLength / planeLength) }
        }
        scale = min(scale, 8)
        var region = extent
        if let inverse = h.inverse, let back = visible.mapped(by: inverse) {
            let pad = 2 / scale
            region = region.intersection(
                Box(x0: back.x0 - pad, y0: back.y0 - pad, x1: back.x1 + pad, y1: back.y1 + pad))
        }
        guard !region.isEmpty, let plan = Self.offscreen(for: region, CGAffineTransform(scaleX: scale, y: scale)),
            let buffer = PixelBuffer(format: .argb32, width: plan.width, height: plan.height),
            let surface = buffer.makeSurface()
        else {
            counters.layersCulled += 1
            return
        }
        defer { cairo_surface_destroy(surface) }
        counters.groups += 1
        counters.offscreenPixels += plan.width * plan.height
        let flatContext = cairo_create(surface)!
        cairo_set_tolerance(flatContext, 0.1)
        let inner = PaintTarget(
            cr: flatContext, clip: Box(x0: 0, y0: 0, x1: Double(plan.width), y1: Double(plan.height)),
            flip: area < 0 ? -target.flip : target.flip)
        drawAffine(node, plan.fromPlane, alpha: alpha, target: inner, pathIndex: -1)
        cairo_destroy(flatContext)
        cairo_surface_flush(surface)

        guard let warped = Self.warp(buffer, plan.fromPlane, h, into: visible), let warpedSurface = warped.makeSurface()
        else { return }
        defer { cairo_surface_destroy(warpedSurface) }
        let cr = target.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        // Pixman's projective sampling in 16.16 fixed point can reach a little past the region's
        // edges (a column of edge pixels above a turned card): only the region's own quad shows.
        for (index, corner) in Self.corners(of: region).enumerated() {
            let m = h.map(corner.0, corner.1)
            if index == 0 { cairo_move_to(cr, m.x / m.w, m.y / m.w) } else { cairo_line_to(cr, m.x / m.w, m.y / m.w) }
        }
        cairo_close_path(cr)
        cairo_clip(cr)
        if setSource(cr, surface: warpedSurface, x: visible.x0, y: visible.y0, filter: CAIRO_FILTER_NEAREST) {
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// The corners of `b` in order around it.
    static func corners(of b: Box) -> [(Double, Double)] { [(b.x0, b.y0), (b.x1, b.y0), (b.x1, b.y1), (b.x0, b.y1)] }

    /// The signed area of `box` mapped by `h` (positive when not mirrored).
    static func signedArea(_ box: Box, _ h: Homography) -> Double {
        var sum = 0.0
        for (p, q) in edges(of: box) {
            let mp = h.map(p.0, p.1)
            let mq = h.map(q.0, q.1)
            sum += (mp.x / mp.w) * (mq.y / mq.w) - (mq.x / mq.w) * (mp.y / mp.w)
        }
        return sum / 2
    }

    static func edges(of b: Box) -> [((Double, Double), (Double, Double))] {
        [
            ((b.x0, b.y0), (b.x1, b.y0)), ((b.x1, b.y0), (b.x1, b.y1)), ((b.x1, b.y1), (b.x0, b.y1)),
            ((b.x0, b.y1), (b.x0, b.y0)),
        ]
    }

    /// Warps `source` (the plane rendered through `fromPlane`) by `h` into a new buffer covering
    /// the target pixels `box`.
    static func warp(
        _ source: PixelBuffer, _ fromPlane: CGAffineTransform, _ h: Homography, into box: Box
    ) -> PixelBuffer? {
        guard let inverse = h.inverse,
            let result = PixelBuffer(format: .argb32, width: Int(box.width), height: Int(box.height))
        else { return nil }
        // Pixman maps destination pixels to source pixels with a column-vector matrix:
        // result pixel → target pixel (+box origin) → plane (h⁻¹) → offscreen pixel (fromPlane).
        let i = inverse
        let p: [[Double]] = [
            [i.a, i.c, i.a * box.x0 + i.c * box.y0 + i.tx],
            [i.b, i.d, i.b * box.x0 + i.d * box.y0 + i.ty],
            [i.p, i.q, i.p * box.x0 + i.q * box.y0 + i.w],
        ]
        let f = fromPlane
        let s: [[Double]] = [
            [Double(f.a), Double(f.c), Double(f.tx)], [Double(f.b), Double(f.d), Double(f.ty)], [0, 0, 1],
        ]
        var m = [[Double]](repeating: [0, 0, 0], count: 3)
        for r in 0..<3 {
            for c in 0..<3 { m[r][c] = s[r][0] * p[0][c] + s[r][1] * p[1][c] + s[r][2] * p[2][c] }
        }
        // Homogeneous scaling changes nothing but the numbers pixman sees: it computes the
        // undivided coordinates in 16.16 fixed point, so make w 1 at the centre (positive over the
        // whole result, as every corner is in front of the eye).
        let centerW = m[2][0] * box.width / 2 + m[2][1] * box.height / 2 + m[2][2]
        guard centerW.isFinite, abs(centerW) > 1e-12 else { return nil }
        let k = 1 / centerW
        guard m.joined().allSatisfy({ abs($0 * k) < 32767 }) else { return nil }
        func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * k * 65536).rounded()) }
        var transform = pixman_transform()
        transform.matrix = (
            (fixed(m[0][0]), fixed(m[0][1]), fixed(m[0][2])), (fixed(m[1][0]), fixed(m[1][1]), fixed(m[1][2])),
            (fixed(m[2][0]), fixed(m[2][1]), fixed(m[2][2]))
        )
        guard
            let src = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height),
                source.bytes.assumingMemoryBound(to: UInt32.self), Int32(source.stride))
        else { return nil }
        defer { pixman_image_unref(src) }
        guard
            let dst = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(result.width), Int32(result.height),
                result.bytes.assumingMemoryBound(to: UInt32.self), Int32(result.stride))
        else { return nil }
        defer { pixman_image_unref(dst) }
        guard pixman_image_set_transform(src, &transform) != 0 else { return nil }
        pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(src, PIXMAN_REPEAT_NONE)
        pixman_image_composite32(
            PIXMAN_OP_SRC, src, nil, dst, 0, 0, 0, 0, 0, 0, Int32(result.width), Int32(result.height))
        return result
    }
}
