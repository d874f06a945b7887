internal import CCairo
public import Foundation

/// Clipping to an image mask.
///
/// Cairo's clip is a path, so a soft clip is kept as an alpha buffer the size of the target, in
/// device pixels, in the graphics state; every later drawing call is composited through it. A
/// second mask multiplies into the first. The buffer is never changed once it is in a state, so
/// saving the state is a reference copy.
extension CGContext {
    /// Clips to `rect` and, inside it, to the mask image stretched over it.
    ///
    /// An image with an alpha channel masks by its alpha; an opaque image (as Core Graphics'
    /// gray masks are) masks by its luminance, white showing through and black hiding.
    public func clip(to rect: CGRect, mask: CGImage) {
        let r = rect.standardized
        guard canDraw, [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.width > 0, r.height > 0,
            let coverage = Self.coverage(of: mask), let coverageSurface = coverage.makeSurface()
        else { return }
        defer { cairo_surface_destroy(coverageSurface) }
        let bounds = targetDeviceBounds
        guard let combined = PixelBuffer(format: .a8, width: Int(bounds.width), height: Int(bounds.height)),
            let combinedSurface = combined.makeSurface()
        else { return }
        defer { cairo_surface_destroy(combinedSurface) }

        let painter = cairo_create(combinedSurface)!
        var matrix = cairoMatrix(userSpaceToDeviceSpaceTransform)
        cairo_set_matrix(painter, &matrix)
        let pattern = cairo_pattern_create_for_surface(coverageSurface)!
        let imageToUser = CGAffineTransform(
            a: r.width / CGFloat(mask.width), b: 0, c: 0, d: -r.height / CGFloat(mask.height), tx: r.minX, ty: r.maxY)
        var patternMatrix = cairoMatrix(imageToUser.inverted())
        cairo_pattern_set_matrix(pattern, &patternMatrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(painter, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_clip(painter)
        cairo_set_source(painter, pattern)
        cairo_paint(painter)
        cairo_pattern_destroy(pattern)
        if let previous = state.softMask, let previousSurface = previous.makeSurface() {
            cairo_reset_clip(painter)
            cairo_identity_matrix(painter)
            cairo_set_operator(painter, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(painter, previousSurface, 0, 0)
            cairo_paint(painter)
            cairo_surface_destroy(previousSurface)
        }
        cairo_destroy(painter)
        cairo_surface_flush(combinedSurface)
        state.softMask = combined
    }

    /// The mask's coverage as alpha: its alpha channel, or its luminance when it has none.
    static func coverage(of mask: CGImage) -> PixelBuffer? {
        let source = mask.pixels
        if source.format == .a8 { return source }
        guard let alpha = PixelBuffer(format: .a8, width: source.width, height: source.height) else { return nil }
        let useLuminance = source.format == .rgb24
        for y in 0..<source.height {
            let row = (alpha.bytes + y * alpha.stride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<source.width {
                let p = source.pixel(x: x, y: y)
                row[x] =
                    useLuminance
                    ? UInt8(truncatingIfNeeded: (UInt32(p.r) * 77 + UInt32(p.g) * 150 + UInt32(p.b) * 29 + 128) >> 8)
                    : p.a
            }
        }
        return alpha
    }

    /// Composites what `body` draws through the soft mask, with the state's blend mode.
    func throughSoftMask(_ mask: PixelBuffer, _ body: () -> Void) {
        cairo_push_group(cr)
        body()
        cairo_pop_group_to_source(cr)
        guard let surface = mask.makeSurface() else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, state.blendMode.cairoOperator)
        cairo_mask_surface(cr, surface, 0, 0)
        cairo_restore(cr)
    }
}
