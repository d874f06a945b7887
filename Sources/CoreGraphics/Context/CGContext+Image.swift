internal import CCairo
public import Foundation

/// Drawing images.
extension CGContext {
    /// Draws `image` scaled to fill `rect`, its first row at the rectangle's maximum y (upright in
    /// Core Graphics' y-up space, upside down in a flipped UIKit context, as on Apple's platforms).
    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(image, in: rect, byTiling: false)
    }

    /// Draws `image` in `rect`, or with `byTiling` tiles it from `rect` across the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite, r.width > 0, r.height > 0 else {
            return
        }
        let filter = filterFor(image)
        let alpha = state.alpha
        let unbounded = state.blendMode.isUnboundedInCairo
        // Quartz scales the source by the global alpha before blending; cairo's paint_with_alpha
        // instead fades the result towards the destination, which differs for copy and the
        // unbounded modes. For those the faded source is made first, in a group.
        let fadeSourceFirst = alpha < 1 && (unbounded || state.blendMode == .copy)
        withPattern(for: image) { pattern in
            // Pattern space is image pixels, row 0 at the top; user space puts row 0 at maxY.
            let imageToUser = CGAffineTransform(
                a: r.width / CGFloat(image.width), b: 0, c: 0, d: -r.height / CGFloat(image.height),
                tx: r.minX, ty: r.maxY)
            var matrix = cairoMatrix(imageToUser.inverted())
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_filter(pattern, filter)
            cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
            perform { target in
                cairo_save(target)
                if !byTiling {
                    cairo_rectangle(target, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
                    cairo_clip(target)
                }
                if fadeSourceFirst {
                    // The group saves and restores the operator, so the fade composites normally.
                    cairo_push_group(target)
                    cairo_set_operator(target, CAIRO_OPERATOR_OVER)
                    cairo_set_source(target, pattern)
                    cairo_paint_with_alpha(target, Double(alpha))
                    cairo_pop_group_to_source(target)
                    cairo_paint(target)
                } else if alpha < 1 || unbounded {
                    cairo_set_source(target, pattern)
                    cairo_paint_with_alpha(target, Double(alpha))
                } else {
                    cairo_set_source(target, pattern)
                    cairo_paint(target)
                }
                cairo_restore(target)
            }
        }
    }

    /// Cairo's filter for the current interpolation quality (cairo's default is its slowest, so
    /// it is always set explicitly).
    ///
    /// Cairo's BEST filter turns blocky when enlarging a lot, where Core Graphics' high quality
    /// stays smooth, so medium and high use GOOD: bilinear when enlarging, box-filtered when
    /// shrinking.
    func filterFor(_ image: CGImage) -> cairo_filter_t {
        if !image.shouldInterpolate { return CAIRO_FILTER_NEAREST }
        switch state.interpolationQuality {
        case .none: return CAIRO_FILTER_NEAREST
        case .low, .default: return CAIRO_FILTER_BILINEAR
        case .medium, .high: return CAIRO_FILTER_GOOD
        }
    }

    func withPattern(for image: CGImage, _ body: (OpaquePointer) -> Void) {
        guard let surface = image.pixels.makeSurface() else { return }
        defer { cairo_surface_destroy(surface) }
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        withExtendedLifetime(image) { body(pattern) }
    }
}
