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
    ///
    /// Only what the clip shows is drawn: the rectangle is clipped in device space with
    /// coordinates bounded like a path's, and a tiling starts from the copy of `rect` nearest
    /// the clip, so a rectangle millions of pixels across, or a tiling anchored far away, draws
    /// its visible part in time and memory bounded by the clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        var r = rect.standardized
        guard r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite, r.width > 0, r.height > 0 else {
            return
        }
        if byTiling { r = Self.tile(r, movedNear: boundingBoxOfClipPath) }
        // The clip is emitted in base space, clamped as paths are: cairo's fixed-point device
        // space would overflow on a rectangle mapped millions of pixels across.
        var shape = PathStorage()
        shape.addRect(r, transform: state.ctm)
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
                    emitPath(shape, on: target)
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

    /// `tile` moved by whole multiples of its size so that it starts at or just before the
    /// origin of `visible` (user space): the same tiling, anchored near what is drawn. Far from
    /// the origin the phase is as exact as doubles allow.
    static func tile(_ tile: CGRect, movedNear visible: CGRect) -> CGRect {
        guard !visible.isNull, visible.minX.isFinite, visible.minY.isFinite else { return tile }
        func moved(_ origin: CGFloat, _ size: CGFloat, _ target: CGFloat) -> CGFloat {
            let steps = ((target - origin) / size).rounded(.down)
            guard steps.isFinite, steps != 0 else { return origin }
            let result = origin + steps * size
            return result.isFinite ? result : origin
        }
        return CGRect(
            x: moved(tile.minX, tile.width, visible.minX), y: moved(tile.minY, tile.height, visible.minY),
            width: tile.width, height: tile.height)
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
