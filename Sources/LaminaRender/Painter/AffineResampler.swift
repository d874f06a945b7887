internal import CCairo
import CoreGraphics
import Foundation

/// Composites a group surface through an affine map, filtered bilinearly, at an opacity, over a
/// cairo image target, in one pass.
///
/// It is what `cairo_paint_with_alpha` does for a transformed source with `CAIRO_FILTER_BILINEAR`
/// and `CAIRO_EXTEND_NONE`, but with the opacity folded into the filter's weights, so a faded
/// group needs neither a faded copy nor a mask pass: the cost of a turning, fading container is
/// one read of its surface. A target pixel's value depends only on its own position (sample
/// positions are exact 32.32 fixed-point functions of the pixel, not sums along a span), so
/// pixels come out the same whichever band or damaged rectangle paints them.
///
/// Sampling follows pixman: the sample point is the pixel centre mapped back to the source,
/// the four nearest source pixels are weighted by 7-bit fractions, and pixels outside the
/// source are transparent (soft, antialiased edges). A few pixels differ from cairo's by up to
/// 3 levels a channel (cairo fades a group in 8 bits before filtering it; here the opacity is
/// folded into the weights), as `AffineResamplerTests` checks.
///
/// Used only where it is exactly what cairo would do: the operator is OVER, the target is an
/// ARGB32 image surface, and cairo's clip is a list of whole-pixel rectangles; `drawGroup`
/// falls back to cairo otherwise.
enum AffineResampler {
    /// An ARGB32 image surface and the whole-pixel rectangles of it cairo's clip allows.
    struct Target {
        let surface: OpaquePointer
        let pixels: UnsafeMutablePointer<UInt32>
        let stride: Int
        let width: Int
        let height: Int
        /// Device space → surface pixels.
        let offsetX: Double
        let offsetY: Double
        /// Clip rectangles in surface pixels, x0 ≤ x < x1, y0 ≤ y < y1.
        let rects: [(x0: Int, y0: Int, x1: Int, y1: Int)]
    }

    /// `cr`'s target when the resampler can composite onto it; nil to leave it to cairo.
    static func target(of cr: OpaquePointer) -> Target? {
        guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, let surface = cairo_get_group_target(cr),
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return nil }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard stride % 4 == 0 else { return nil }
        var offsetX = 0.0
        var offsetY = 0.0
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var rects: [(x0: Int, y0: Int, x1: Int, y1: Int)] = []
        for index in 0..<Int(max(0, list.pointee.num_rectangles)) {
            let r = list.pointee.rectangles[index]
            let x0 = r.x + offsetX
            let y0 = r.y + offsetY
            let x1 = x0 + r.width
            let y1 = y0 + r.height
            // A clip with fractional edges is antialiased: cairo's.
            guard x0 == x0.rounded(), y0 == y0.rounded(), x1 == x1.rounded(), y1 == y1.rounded(),
                abs(x0) < 1e9, abs(y0) < 1e9, abs(x1) < 1e9, abs(y1) < 1e9
            else { return nil }
            let box = (
                x0: max(0, Int(x0)), y0: max(0, Int(y0)), x1: min(width, Int(x1)), y1: min(height, Int(y1))
            )
            if box.x0 < box.x1, box.y0 < box.y1 { rects.append(box) }
        }
        return Target(
            surface: surface, pixels: data.withMemoryRebound(to: UInt32.self, capacity: 1) { $0 },
            stride: stride / 4, width: width, height: height, offsetX: offsetX, offsetY: offsetY, rects: rects)
    }

    /// The largest source-to-target coefficient the fixed-point sampling takes.
    private static let coefficientLimit = 4096.0

    /// Composites `source` (premultiplied ARGB32) mapped to device space by `toDevice` at
    /// `opacity` over `target`. False, having written nothing, when the map is out of the range
    /// the fixed-point sampling handles (degenerate, huge or not finite).
    static func composite(
        _ source: PixelBuffer, _ toDevice: CGAffineTransform, opacity: Double, onto target: Target
    ) -> Bool {
        guard source.format == .argb32, source.width > 0, source.height > 0 else { return false }
        let m = toDevice.concatenating(CGAffineTransform(translationX: target.offsetX, y: target.offsetY))
        let det = Double(m.a * m.d - m.b * m.c)
        guard det.isFinite, abs(det) > 1e-9 else { return false }
        // Surface pixels → source pixels.
        let ia = Double(m.d) / det
        let ib = -Double(m.b) / det
        let ic = -Double(m.c) / det
        let id = Double(m.a) / det
        let itx = (Double(m.c) * Double(m.ty) - Double(m.d) * Double(m.tx)) / det
        let ity = (Double(m.b) * Double(m.tx) - Double(m.a) * Double(m.ty)) / det
        let limit = coefficientLimit
        guard abs(ia) < limit, abs(ib) < limit, abs(ic) < limit, abs(id) < limit, abs(itx) < 1e6, abs(ity) < 1e6
        else { return false }
        let level = UInt32(min(max((opacity * 255).rounded(), 0), 255))
        guard level > 0 else { return true }
        // Where the source can reach, one pixel of filter margin all round.
        let w = Double(source.width)
        let h = Double(source.height)
        var reach = (x0: Double.infinity, y0: Double.infinity, x1: -Double.infinity, y1: -Double.infinity)
        for (x, y) in [(-1.0, -1.0), (w + 1, -1), (-1, h + 1), (w + 1, h + 1)] {
            let px = Double(m.a) * x + Double(m.c) * y + Double(m.tx)
            let py = Double(m.b) * x + Double(m.d) * y + Double(m.ty)
            reach = (min(reach.x0, px), min(reach.y0, py), max(reach.x1, px), max(reach.y1, py))
        }
        guard reach.x0.isFinite, reach.y0.isFinite, reach.x1.isFinite, reach.y1.isFinite else { return false }
        let sampler = Sampler(
            source: source, ia: ia, ib: ib, ic: ic, id: id, itx: itx, ity: ity, level: level + (level >> 7))
        var written = false
        for rect in target.rects {
            let x0 = max(rect.x0, clamped(reach.x0.rounded(.down), target.width))
            let x1 = min(rect.x1, clamped(reach.x1.rounded(.up), target.width))
            let y0 = max(rect.y0, clamped(reach.y0.rounded(.down), target.height))
            let y1 = min(rect.y1, clamped(reach.y1.rounded(.up), target.height))
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 {
                let span = sampler.span(row: y, from: x0, to: x1)
                guard span.lowerBound < span.upperBound else { continue }
                sampler.blend(row: y, span, into: target.pixels + y * target.stride)
                written = true
            }
        }
        if written { cairo_surface_mark_dirty(target.surface) }
        return true
    }
}

/// `value` as an Int within -1…`size` + 1.
private func clamped(_ value: Double, _ size: Int) -> Int {
    Int(min(max(value, -1), Double(size) + 1))
}

/// Sampling of one source through one inverse map, in 32.32 fixed point.
private struct Sampler {
    let pixels: UnsafePointer<UInt32>
    let stride: Int
    let width: Int
    let height: Int
    let ia, ib, ic, id, itx, ity: Double
    /// The opacity on a 0…256 scale.
    let level: UInt64
    let du: Int64
    let dv: Int64

    init(source: PixelBuffer, ia: Double, ib: Double, ic: Double, id: Double, itx: Double, ity: Double, level: UInt32) {
        pixels = UnsafePointer(source.bytes.assumingMemoryBound(to: UInt32.self))
        stride = source.stride / 4
        width = source.width
        height = source.height
        (self.ia, self.ib, self.ic, self.id, self.itx, self.ity) = (ia, ib, ic, id, itx, ity)
        self.level = UInt64(level)
        du = Int64((ia * 4_294_967_296).rounded())
        dv = Int64((ib * 4_294_967_296).rounded())
    }

    /// The source position of pixel (0, `row`)'s centre, shifted half a pixel so that flooring
    /// gives the first of the four pixels sampled.
    private func origin(row: Int) -> (u: Int64, v: Int64) {
        let cy = Double(row) + 0.5
        let u = ia * 0.5 + ic * cy + itx - 0.5
        let v = ib * 0.5 + id * cy + ity - 0.5
        return (Int64((u * 4_294_967_296).rounded()), Int64((v * 4_294_967_296).rounded()))
    }

    /// The pixels of `row` within `x0..<x1` whose samples may touch the source (a pixel wider
    /// each side; `blend` tests each sample exactly).
    func span(row: Int, from x0: Int, to x1: Int) -> Range<Int> {
        let cy = Double(row) + 0.5
        var lo = Double(x0)
        var hi = Double(x1)
        // The sample at x is at start + step·x, and must lie in [-1, size] to touch the source.
        for (start, step, size) in [
            (ic * cy + itx + ia * 0.5 - 0.5, ia, Double(width)), (id * cy + ity + ib * 0.5 - 0.5, ib, Double(height)),
        ] {
            if step == 0 {
                if start < -1 || start >= size { return x0..<x0 }
                continue
            }
            let a = (-1 - start) / step
            let b = (size - start) / step
            lo = max(lo, min(a, b) - 1)
            hi = min(hi, max(a, b) + 1)
        }
        guard lo < hi else { return x0..<x0 }
        return Int(lo.rounded(.down))..<Int(hi.rounded(.up))
    }

    /// Blends the samples for `span` of `row` over `line`.
    func blend(row: Int, _ span: Range<Int>, into line: UnsafeMutablePointer<UInt32>) {
        let (u0, v0) = origin(row: row)
        let inner = interior(of: span, u0: u0, v0: v0)
        blendEdge(span.lowerBound..<inner.lowerBound, u0: u0, v0: v0, into: line)
        blendInterior(inner, u0: u0, v0: v0, into: line)
        blendEdge(inner.upperBound..<span.upperBound, u0: u0, v0: v0, into: line)
    }

    /// Whether the four source pixels sampled at x all lie in the source.
    @inline(__always)
    private func inside(_ x: Int, u0: Int64, v0: Int64) -> Bool {
        let ix = Int(truncatingIfNeeded: (u0 &+ Int64(x) &* du) >> 32)
        let iy = Int(truncatingIfNeeded: (v0 &+ Int64(x) &* dv) >> 32)
        return ix >= 0 && ix + 1 < width && iy >= 0 && iy + 1 < height
    }

    /// The part of `span` whose samples lie wholly inside the source: one interval, since the
    /// sample moves in a straight line; its ends are checked exactly.
    private func interior(of span: Range<Int>, u0: Int64, v0: Int64) -> Range<Int> {
        var lo = Double(span.lowerBound)
        var hi = Double(span.upperBound)
        for (start, step, size) in [
            (Double(u0), Double(du), Double(width - 1)), (Double(v0), Double(dv), Double(height - 1)),
        ] {
            // start + step·x, in 32.32 fixed point, must lie in [0, size).
            let scale = 4_294_967_296.0
            if step == 0 {
                if start < 0 || start >= size * scale { return span.lowerBound..<span.lowerBound }
                continue
            }
            let a = (0 - start) / step
            let b = (size * scale - start) / step
            lo = max(lo, min(a, b))
            hi = min(hi, max(a, b))
        }
        guard lo < hi else { return span.lowerBound..<span.lowerBound }
        var first = max(span.lowerBound, Int(lo.rounded(.up)))
        var end = min(span.upperBound, Int(hi.rounded(.down)) + 1)
        while first < end, !inside(first, u0: u0, v0: v0) { first += 1 }
        while end > first, !inside(end - 1, u0: u0, v0: v0) { end -= 1 }
        return first < end ? first..<end : span.lowerBound..<span.lowerBound
    }

    /// Blends pixels whose samples may fall partly or wholly outside the source.
    private func blendEdge(_ span: Range<Int>, u0: Int64, v0: Int64, into line: UnsafeMutablePointer<UInt32>) {
        for x in span {
            let u = u0 &+ Int64(x) &* du
            let v = v0 &+ Int64(x) &* dv
            let ix = Int(truncatingIfNeeded: u >> 32)
            let iy = Int(truncatingIfNeeded: v >> 32)
            guard ix >= -1, ix < width, iy >= -1, iy < height else { continue }
            let quad = (texel(ix, iy), texel(ix + 1, iy), texel(ix, iy + 1), texel(ix + 1, iy + 1))
            if (quad.0 | quad.1 | quad.2 | quad.3) == 0 { continue }
            line[x] = Self.over(Self.sample(quad, u: u, v: v, level: level), line[x])
        }
    }

    /// Blends pixels whose four samples all lie inside the source: no checks.
    private func blendInterior(_ span: Range<Int>, u0: Int64, v0: Int64, into line: UnsafeMutablePointer<UInt32>) {
        guard !span.isEmpty else { return }
        let (source, stride, level, du, dv) = (pixels, self.stride, self.level, self.du, self.dv)
        var u = u0 &+ Int64(span.lowerBound) &* du
        var v = v0 &+ Int64(span.lowerBound) &* dv
        for x in span {
            let top = source + (Int(truncatingIfNeeded: v >> 32) &* stride &+ Int(truncatingIfNeeded: u >> 32))
            let quad = (top[0], top[1], top[stride], top[stride &+ 1])
            line[x] = Self.over(Self.sample(quad, u: u, v: v, level: level), line[x])
            u = u &+ du
            v = v &+ dv
        }
    }

    /// The bilinear sample of the four pixels around the point (u, v) (32.32, shifted half a
    /// pixel), at `level` (0…256). Vertical first, 7-bit weights in 16-bit lanes (≤ 255 · 128),
    /// then horizontal with weights carrying the opacity (≤ 128 · 256), keeping the high half of
    /// each product: the sum is the sample times 2⁶.
    @inline(__always)
    private static func sample(
        _ quad: (UInt32, UInt32, UInt32, UInt32), u: Int64, v: Int64, level: UInt64
    ) -> SIMD4<UInt16> {
        let fx = UInt64(truncatingIfNeeded: (u >> 25) & 0x7F)
        let fy = UInt64(truncatingIfNeeded: (v >> 25) & 0x7F)
        let top = SIMD8<UInt16>(
            truncatingIfNeeded: unsafeBitCast(UInt64(quad.0) | UInt64(quad.1) << 32, to: SIMD8<UInt8>.self))
        let bottom = SIMD8<UInt16>(
            truncatingIfNeeded: unsafeBitCast(UInt64(quad.2) | UInt64(quad.3) << 32, to: SIMD8<UInt8>.self))
        let column = top &* UInt16(truncatingIfNeeded: 128 &- fy) &+ bottom &* UInt16(truncatingIfNeeded: fy)
        let wl = UInt16(truncatingIfNeeded: (128 &- fx) &* level)
        let wr = UInt16(truncatingIfNeeded: fx &* level)
        let weights = SIMD8<UInt16>(wl, wl, wl, wl, wr, wr, wr, wr)
        let products = SIMD8<UInt16>(
            truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: column)
                &* SIMD8<UInt32>(truncatingIfNeeded: weights)) &>> 16)
        return (products.lowHalf &+ products.highHalf) &>> 6
    }

    /// `sample` over the pixel `under`: the destination times (255 − alpha) / 255, rounded as
    /// pixman's UN8 multiply.
    @inline(__always)
    private static func over(_ sample: SIMD4<UInt16>, _ under: UInt32) -> UInt32 {
        let a = sample[3]
        if a == 255 { return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: sample), to: UInt32.self) }
        if sample == .zero { return under }
        let below = SIMD4<UInt16>(truncatingIfNeeded: unsafeBitCast(under, to: SIMD4<UInt8>.self))
        let t = below &* (255 &- a) &+ 0x80
        let kept = (t &+ (t &>> 8)) &>> 8
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: sample &+ kept), to: UInt32.self)
    }

    /// The source pixel at (x, y); transparent outside.
    private func texel(_ x: Int, _ y: Int) -> UInt32 {
        guard x >= 0, x < width, y >= 0, y < height else { return 0 }
        return pixels[y * stride + x]
    }
}
