internal import CCairo
import CoreGraphics
import Foundation

/// Contents: gravity, `contentsRect`, `contentsCenter` (nine-part), `contentsScale` and filters.
extension PaintSession {
    /// Draws `contents` into a layer with bounds `bounds`, mapped to the target by `a`; `pixels`,
    /// when given, stand in for the image's (the same size: a tinted copy).
    func drawContents(
        _ contents: RenderNode.Contents, in bounds: Box, _ a: CGAffineTransform, alpha: Double, target: PaintTarget,
        pixels: PixelBuffer? = nil
    ) {
        let pixels = pixels ?? contents.image.pixels
        let (source, size, scale) = contents.shownPart
        let destination = Self.place(size, in: bounds, gravity: contents.gravity)
        guard !destination.isEmpty, !source.isEmpty,
            let surface = pixels.makeSurface()
        else { return }
        defer {
            // The source set last is a pattern over `pixels`, which may be a transient copy (a
            // tinted image): let go of it before they can be freed.
            cairo_set_source_rgba(target.cr, 0, 0, 0, 0)
            cairo_surface_destroy(surface)
        }

        let center = Box(contents.contentsCenter)
        if center == Box(x0: 0, y0: 0, x1: 1, y1: 1) || !(center.x0 + center.y0 + center.x1 + center.y1).isFinite {
            drawSlice(
                surface, pixels, source: source, destination: destination, contents, a, alpha: alpha, target: target)
            return
        }
        let slicing = NinePart(
            sourceSize: CGSize(width: size.width, height: size.height), top: center.y0 * size.height,
            left: center.x0 * size.width, bottom: (1 - center.y1) * size.height,
            right: (1 - center.x1) * size.width, destination: destination.rect)
        for slice in slicing.slices {
            let s = Box(slice.source)
            let part = Box(
                x0: source.x0 + s.x0 * scale, y0: source.y0 + s.y0 * scale, x1: source.x0 + s.x1 * scale,
                y1: source.y0 + s.y1 * scale)
            drawSlice(
                surface, pixels, source: part, destination: Box(slice.destination), contents, a, alpha: alpha,
                target: target)
        }
    }

    /// Where contents of `size` points land in `bounds` for `gravity`.
    ///
    /// Vertical names refer to the layer's y axis, as in Core Animation: `top` is the maximum-y
    /// edge (the bottom of the screen on iOS).
    static func place(_ size: (width: Double, height: Double), in b: Box, gravity: CALayerContentsGravity) -> Box {
        var w = size.width
        var h = size.height
        switch gravity {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return .empty }
            let fit = gravity == .resizeAspect ? min(b.width / w, b.height / h) : max(b.width / w, b.height / h)
            w *= fit
            h *= fit
        default:
            break
        }
        let midX = (b.x0 + b.x1 - w) / 2
        let midY = (b.y0 + b.y1 - h) / 2
        let x: Double
        let y: Double
        switch gravity {
        case .left: (x, y) = (b.x0, midY)
        case .right: (x, y) = (b.x1 - w, midY)
        case .top: (x, y) = (midX, b.y1 - h)
        case .bottom: (x, y) = (midX, b.y0)
        case .topLeft: (x, y) = (b.x0, b.y1 - h)
        case .topRight: (x, y) = (b.x1 - w, b.y1 - h)
        case .bottomLeft: (x, y) = (b.x0, b.y0)
        case .bottomRight: (x, y) = (b.x1 - w, b.y0)
        default: (x, y) = (midX, midY)
        }
        return Box(x0: x, y0: y, x1: x + w, y1: y + h)
    }

    /// Draws the `source` pixels of the image stretched over `destination` (layer points).
    private func drawSlice(
        _ surface: OpaquePointer, _ pixels: PixelBuffer, source: Box, destination: Box, _ contents: RenderNode.Contents,
        _ a: CGAffineTransform, alpha: Double, target: PaintTarget
    ) {
        let cr = target.cr
        var transform = a
        var dest = destination
        // Pixel snapping: under a translation at a whole-number scale, contents land on whole
        // device pixels, which keeps them sharp and takes pixman's fastest paths.
        let k = Double(a.a)
        let snapped = a.b == 0 && a.c == 0 && a.a == a.d && k > 0 && k == k.rounded()
        if snapped {
            let x0 = (dest.x0 * k + Double(a.tx)).rounded()
            let y0 = (dest.y0 * k + Double(a.ty)).rounded()
            dest = Box(x0: x0, y0: y0, x1: x0 + dest.width * k, y1: y0 + dest.height * k)
            transform = .identity
        }
        let clampedDest = visiblePart(of: dest, transform, target: target)
        guard !clampedDest.box.isEmpty else { return }
        let sx = source.width / dest.width
        let sy = source.height / dest.height
        guard sx.isFinite, sy.isFinite, sx > 0, sy > 0 else { return }
        if !snapped, transform.b != 0 || transform.c != 0,
            resample(pixels, contents, source: source, destination: dest, transform, alpha: alpha, target: target)
        {
            return
        }
        // The pattern maps user space (layer points, or device pixels when snapped) to image pixels.
        var patternMatrix = cairo_matrix_t(
            xx: sx, yx: 0, xy: 0, yy: sy, x0: source.x0 - dest.x0 * sx, y0: source.y0 - dest.y0 * sy)
        // cairo inverts a diagonal pattern matrix scale by scale, so only the offsets and each
        // scale's inverse must stay finite; the layer's matrix obeys cairo's rule.
        guard transform.isCairoInvertible, sx.isNormal, sy.isNormal, (1 / sx).isNormal, (1 / sy).isNormal,
            patternMatrix.x0.isFinite, patternMatrix.y0.isFinite
        else { return }
        // pixman samples through 16.16 fixed point: an image minified past 32,767 of its pixels
        // to a device pixel (400 pixels in a 40-point layer scaled by 10⁻⁴) makes cairo fail the
        // fill and leave the context in its error state. Such contents are a speck: not drawn.
        let fromDevice = transform.inverted()
        let imagePerDevice = max(
            abs(sx * fromDevice.a), abs(sx * fromDevice.c), abs(sy * fromDevice.b), abs(sy * fromDevice.d))
        guard imagePerDevice < 32_767 else { return }
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_matrix(pattern, &patternMatrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let deviceX = hypot(Double(transform.a), Double(transform.b)) / sx
        let deviceY = hypot(Double(transform.c), Double(transform.d)) / sy
        let exact =
            snapped && sx == 1 && sy == 1 && patternMatrix.x0 == patternMatrix.x0.rounded()
            && patternMatrix.y0 == patternMatrix.y0.rounded()
        cairo_pattern_set_filter(
            pattern,
            exact
                ? CAIRO_FILTER_NEAREST
                : Self.filter(
                    min(deviceX, deviceY) < 1 ? contents.minificationFilter : contents.magnificationFilter))
        setMatrix(cr, transform)
        cairo_set_source(cr, pattern)
        let box = clampedDest.box
        cairo_rectangle(cr, box.x0, box.y0, box.width, box.height)
        if alpha >= 1 {
            cairo_fill(cr)
        } else {
            cairo_save(cr)
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
        setMatrix(cr, a)
    }

    /// Draws a turned image whole through `AffineResampler` (one filtered pass, as for turned
    /// groups; cairo's turned, padded rectangle fill costs several times more): only the whole
    /// image, filtered bilinearly, drawn between half and twice its size in device pixels, over
    /// what is there (`AffineResampler.target` refuses any other operator).
    /// False when it does not apply.
    private func resample(
        _ pixels: PixelBuffer, _ contents: RenderNode.Contents, source: Box, destination: Box, _ a: CGAffineTransform,
        alpha: Double, target: PaintTarget
    ) -> Bool {
        guard resamples, contents.magnificationFilter == .linear, contents.minificationFilter == .linear,
            source == Box(x0: 0, y0: 0, x1: Double(pixels.width), y1: Double(pixels.height)),
            let resampler = AffineResampler.target(of: target.cr)
        else { return false }
        let sx = destination.width / source.width
        let sy = destination.height / source.height
        let scale = min(a.axisStretch.x * sx, a.axisStretch.y * sy)
        // Up to twice magnified: beyond it the resampler's soft edge (it fades the image's last
        // half pixel) would show, where cairo's padded fill keeps the edge sharp.
        let largest = max(a.axisStretch.x * sx, a.axisStretch.y * sy)
        guard scale >= 0.5, largest <= 2 else { return false }
        let toLayer = CGAffineTransform(
            a: CGFloat(sx), b: 0, c: 0, d: CGFloat(sy), tx: CGFloat(destination.x0), ty: CGFloat(destination.y0))
        return AffineResampler.composite(pixels, toLayer.concatenating(a), opacity: alpha, onto: resampler)
    }

    /// Cairo's filter for a Core Animation filter (cairo's default, GOOD, is its slowest).
    static func filter(_ filter: CALayerContentsFilter) -> cairo_filter_t {
        switch filter {
        case .nearest: CAIRO_FILTER_NEAREST
        case .trilinear: CAIRO_FILTER_GOOD
        default: CAIRO_FILTER_BILINEAR
        }
    }
}

extension RenderNode.Contents {
    /// The part of the image shown, in pixels (y down, row 0 first), its size in points, and the
    /// pixels-per-point scale; an invalid `contentsRect` shows the whole image, an invalid scale is 1.
    var shownPart: (source: Box, size: (width: Double, height: Double), scale: Double) {
        var unit = Box(contentsRect)
        if !(unit.x0.isFinite && unit.y0.isFinite && unit.x1.isFinite && unit.y1.isFinite) || unit.isEmpty {
            unit = Box(x0: 0, y0: 0, x1: 1, y1: 1)
        }
        let width = Double(image.width)
        let height = Double(image.height)
        let source = Box(x0: unit.x0 * width, y0: unit.y0 * height, x1: unit.x1 * width, y1: unit.y1 * height)
        let scale = Double(contentsScale).isFinite && contentsScale > 0 ? Double(contentsScale) : 1
        return (source, (source.width / scale, source.height / scale), scale)
    }
}
