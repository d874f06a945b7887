internal import CCairo
import Foundation

/// Shadows: the operation is recorded once to learn its coverage, drawn again into an alpha mask
/// around the part of that coverage whose shadow can land on the target, the mask is blurred and
/// painted in the shadow colour at the offset, under the operation.
extension CGContext {
    /// Paints the shadow `shadow` that `draw` would cast, onto `destination` (the context's own
    /// cairo context by default; a recorder or a group when shadows are drawn inside another
    /// operation).
    func drawShadow(
        _ shadow: GraphicsState.Shadow, on destination: OpaquePointer? = nil, of draw: (OpaquePointer) -> Void
    ) {
        let cr = destination ?? self.cr
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return }
        defer { cairo_surface_destroy(recording) }
        let recorder = cairo_create(recording)!
        copyDrawingState(to: recorder)
        draw(recorder)
        cairo_destroy(recorder)

        var x = 0.0
        var y = 0.0
        var width = 0.0
        var height = 0.0
        cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height)
        guard width > 0, height > 0 else { return }

        let displacement = CGPoint(x: shadow.offset.width, y: shadow.offset.height).applying(
            CGAffineTransform(
                a: shadowOffsetTransform.a, b: shadowOffsetTransform.b, c: shadowOffsetTransform.c,
                d: shadowOffsetTransform.d, tx: 0, ty: 0))
        let scale = Double(hypot(shadowOffsetTransform.a, shadowOffsetTransform.b))
        // Core Graphics' blur reads as roughly twice the Gaussian's standard deviation.
        let sigma = Double(shadow.blur) * scale / 2
        let margin = (sigma * 3).rounded(.up) + 1

        // Only the part whose shadow can land on the target matters.
        let bounds = targetDeviceBounds
        let extents = CGRect(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
        let visible = extents.finiteIntersection(
            bounds.offsetBy(dx: -displacement.x, dy: -displacement.y).insetBy(dx: -margin, dy: -margin)
        )
        .integral
        // A mask past 2³¹ pixels a side (a blur radius near the largest double) could not be
        // allocated anyway, and its size would trap converting to Int.
        guard !visible.isNull, visible.width >= 1, visible.height >= 1, visible.width < 0x8000_0000,
            visible.height < 0x8000_0000,
            let mask = PixelBuffer(format: .a8, width: Int(visible.width), height: Int(visible.height)),
            let maskSurface = mask.makeSurface()
        else { return }
        defer { cairo_surface_destroy(maskSurface) }
        // The operation runs again on the mask rather than the recording being replayed onto it:
        // cairo 1.16's replay of two strokes of 10,000-point glyphs 1,300 points wide goes past
        // 2 GB in 40-byte allocations, where drawing the same strokes takes milliseconds and no
        // memory to speak of. The mask's place is a device offset, since the operation may set
        // matrices of its own; it comes off before the mask is used as a source, where it would
        // shift it.
        cairo_surface_set_device_offset(maskSurface, Double(-visible.minX), Double(-visible.minY))
        let painter = cairo_create(maskSurface)!
        copyDrawingState(to: painter)
        draw(painter)
        cairo_destroy(painter)
        cairo_surface_set_device_offset(maskSurface, 0, 0)
        cairo_surface_flush(maskSurface)
        if sigma > 0.3 { AlphaBlur.blur(mask, sigma: sigma) }
        cairo_surface_mark_dirty(maskSurface)

        // The mask already holds the operation's alpha (the context's global alpha included), as
        // Core Graphics' shadow follows what is drawn: the shadow colour's alpha alone comes on top.
        let color = shadow.color.rgba
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        cairo_mask_surface(
            cr, maskSurface, Double(visible.minX + displacement.x), Double(visible.minY + displacement.y))
        cairo_restore(cr)
    }

    /// Gives `other` this context's matrix, line settings, fill rule, antialiasing and tolerance.
    func copyDrawingState(to other: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(other, &matrix)
        cairo_set_line_width(other, cairo_get_line_width(cr))
        cairo_set_line_cap(other, cairo_get_line_cap(cr))
        cairo_set_line_join(other, cairo_get_line_join(cr))
        cairo_set_miter_limit(other, cairo_get_miter_limit(cr))
        cairo_set_fill_rule(other, cairo_get_fill_rule(cr))
        cairo_set_antialias(other, cairo_get_antialias(cr))
        cairo_set_tolerance(other, cairo_get_tolerance(cr))
        let count = Int(cairo_get_dash_count(cr))
        if count > 0 {
            var dashes = [Double](repeating: 0, count: count)
            var offset = 0.0
            cairo_get_dash(cr, &dashes, &offset)
            cairo_set_dash(other, dashes, Int32(count), offset)
        }
    }

    /// The drawable area in device pixels.
    var targetDeviceBounds: CGRect {
        switch target {
        case .bitmap(let bitmap): CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        case .pdf(let pdf): CGRect(origin: .zero, size: pdf.mediaBox.size)
        }
    }
}

/// A Gaussian blur of an alpha mask, approximated by three box blurs in each direction.
///
/// A wide blur runs on a copy reduced by a whole factor (about an eighth of sigma), then
/// scaled back up bilinearly: the result differs from the full-size blur by a few levels, and
/// its cost falls with the square of the factor (a 1,800² mask blurred at full size with
/// sigma 105 takes seconds).
package enum AlphaBlur {
    /// Sigmas from which the blur runs reduced.
    static let reductionThreshold = 16.0

    package static func blur(_ buffer: PixelBuffer, sigma: Double) {
        // A blur much wider than the buffer spreads it flat whatever its exact size; capping
        // sigma keeps the box widths small integers (a shadow radius of 1e300 is legal).
        guard sigma.isFinite, sigma > 0 else { return }
        let capped = min(sigma, 4 * Double(max(buffer.width, buffer.height, 1)))
        let factor = Int(capped / 8)
        if capped >= reductionThreshold, factor >= 2, let small = reduced(buffer, by: factor) {
            // Averaging blocks and scaling back up blur by about factor / 2 themselves.
            let remaining = max(capped * capped - Double(factor * factor) / 4, 1).squareRoot()
            blurInPlace(small, sigma: remaining / Double(factor))
            enlarge(small, into: buffer, by: factor)
            return
        }
        blurInPlace(buffer, sigma: capped)
    }

    /// The blur at full size.
    package static func blurInPlace(_ buffer: PixelBuffer, sigma: Double) {
        let width = buffer.width
        let height = buffer.height
        guard sigma > 0 else { return }
        let boxes = boxSizes(sigma: sigma, passes: 3)
        var line = [UInt8](repeating: 0, count: max(width, height))
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        let base = buffer.bytes.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width { line[x] = base[y * buffer.stride + x] }
            for box in boxes { boxBlur(&line, &scratch, count: width, radius: (box - 1) / 2) }
            for x in 0..<width { base[y * buffer.stride + x] = line[x] }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = base[y * buffer.stride + x] }
            for box in boxes { boxBlur(&line, &scratch, count: height, radius: (box - 1) / 2) }
            for y in 0..<height { base[y * buffer.stride + x] = line[y] }
        }
    }

    /// `buffer` with each `factor` × `factor` block averaged into one pixel (outside counts as
    /// transparent, as for the blur).
    static func reduced(_ buffer: PixelBuffer, by factor: Int) -> PixelBuffer? {
        let width = (buffer.width + factor - 1) / factor
        let height = (buffer.height + factor - 1) / factor
        guard let small = PixelBuffer(format: .a8, width: width, height: height) else { return nil }
        let source = buffer.bytes.assumingMemoryBound(to: UInt8.self)
        let target = small.bytes.assumingMemoryBound(to: UInt8.self)
        var sums = [Int](repeating: 0, count: width)
        let area = factor * factor
        for row in 0..<height {
            for i in sums.indices { sums[i] = 0 }
            for y in (row * factor)..<min((row + 1) * factor, buffer.height) {
                for x in 0..<buffer.width { sums[x / factor] += Int(source[y * buffer.stride + x]) }
            }
            for x in 0..<width { target[row * small.stride + x] = UInt8((sums[x] + area / 2) / area) }
        }
        return small
    }

    /// Fills `buffer` from `small`, `factor` times smaller, by bilinear interpolation between the
    /// centres of its pixels.
    static func enlarge(_ small: PixelBuffer, into buffer: PixelBuffer, by factor: Int) {
        let source = small.bytes.assumingMemoryBound(to: UInt8.self)
        let target = buffer.bytes.assumingMemoryBound(to: UInt8.self)
        func sample(_ x: Int, _ y: Int) -> Double {
            guard x >= 0, y >= 0, x < small.width, y < small.height else { return 0 }
            return Double(source[y * small.stride + x])
        }
        let scale = 1 / Double(factor)
        for y in 0..<buffer.height {
            let sy = (Double(y) + 0.5) * scale - 0.5
            let y0 = Int(sy.rounded(.down))
            let fy = sy - Double(y0)
            for x in 0..<buffer.width {
                let sx = (Double(x) + 0.5) * scale - 0.5
                let x0 = Int(sx.rounded(.down))
                let fx = sx - Double(x0)
                let top = sample(x0, y0) * (1 - fx) + sample(x0 + 1, y0) * fx
                let bottom = sample(x0, y0 + 1) * (1 - fx) + sample(x0 + 1, y0 + 1) * fx
                target[y * buffer.stride + x] = UInt8(min(max((top * (1 - fy) + bottom * fy).rounded(), 0), 255))
            }
        }
    }

    /// Odd box widths whose repeated application approximates a Gaussian of `sigma`.
    static func boxSizes(sigma: Double, passes: Int) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(passes) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m =
            ((12 * sigma * sigma - Double(passes * lower * lower) - 4 * Double(passes * lower) - 3 * Double(passes))
            / (-4 * Double(lower) - 4)).rounded()
        return (0..<passes).map { Double($0) < m ? lower : upper }
    }

    private static func boxBlur(_ line: inout [UInt8], _ scratch: inout [UInt8], count: Int, radius: Int) {
        guard radius > 0, count > 0 else { return }
        let window = 2 * radius + 1
        var sum = 0
        // Pixels past the ends count as transparent.
        for i in 0...min(radius, count - 1) { sum += Int(line[i]) }
        for i in 0..<count {
            scratch[i] = UInt8((sum + window / 2) / window)
            let outgoing = i - radius
            let incoming = i + radius + 1
            if outgoing >= 0 { sum -= Int(line[outgoing]) }
            if incoming < count { sum += Int(line[incoming]) }
        }
        for i in 0..<count { line[i] = scratch[i] }
    }
}
