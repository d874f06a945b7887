import CoreGraphics
import Foundation

/// Offscreen plans: how many pixels a group's (or a warp's) surface has, and how they map from
/// the layer's plane and onto the target. As dense as the target's pixels, within an area limit;
/// a group showing only a magnified image, on that image's own pixels.
extension PaintSession {
    /// An offscreen surface for part of a layer's plane and how it maps back to the target.
    struct Offscreen {
        var width: Int
        var height: Int
        /// Layer plane → offscreen pixels.
        var fromPlane: CGAffineTransform
        /// Offscreen pixels → target pixels.
        var toTarget: CGAffineTransform
        /// Whether offscreen pixels land exactly on target pixels (composited without filtering).
        var aligned: Bool
        /// For a plan on an image's grid, the offscreen box the image covers: composited with
        /// its edge pixels extended up to that box's edges, which stay sharp, as the image's
        /// own are drawn, instead of fading out over half an image pixel past the surface's.
        var padded: Box? = nil
    }

    /// The largest offscreen area, in pixels: a bigger region is rendered at a lower resolution
    /// (a group shadow's mask past it is not drawn).
    /// 4,096² (16 Mi), or fewer when `LAMINA_MAX_OFFSCREEN_PIXELS` names a smaller positive count
    /// when the process first paints a group; `make fuzz` runs at 512² (docs/Reliability.md).
    static let maximumOffscreenArea = Double(
        LayerPainter.offscreenLimit(ProcessInfo.processInfo.environment["LAMINA_MAX_OFFSCREEN_PIXELS"]))

    /// Plans an offscreen surface for `region` of a plane that maps to the target by `a`, of at
    /// most `limit` pixels: past it the region is rendered at a lower resolution. A group showing
    /// only an image that `a` magnifies is planned on that image's `grid` instead.
    /// `maximumScale` bounds its pixels a plane unit (a group casting a shadow: its mask must fit).
    static func offscreen(
        for region: Box, _ a: CGAffineTransform, limit: Double = maximumOffscreenArea, grid: ImageGrid? = nil,
        maximumScale: Double = .infinity
    ) -> Offscreen? {
        if let grid, let plan = offscreen(for: region, on: grid, a, limit: limit) { return plan }
        // An upright plane maps pixel for pixel when its device box fits; a larger one takes the
        // scaled plan below, so that its group is still drawn.
        if a.b == 0, a.c == 0, a.a > 0, a.d > 0, max(Double(a.a), Double(a.d)) <= maximumScale,
            let device = region.mapped(by: Homography(affine: a))?.outerPixels,
            !device.isEmpty, device.width * device.height <= limit
        {
            return Offscreen(
                width: Int(device.width), height: Int(device.height),
                fromPlane: CGAffineTransform(
                    a: a.a, b: 0, c: 0, d: a.d, tx: a.tx - device.x0, ty: a.ty - device.y0),
                toTarget: CGAffineTransform(translationX: device.x0, y: device.y0), aligned: true)
        }
        // As dense as the target's pixels however far the plane is magnified (a group magnified
        // 10,000 times shows its content, not one or two group pixels blown up), at most `limit`
        // pixels in all. Snapped to 1/4096 steps, so that turning a layer (whose scale then wobbles
        // in the last bits) plans the same offscreen pixels and its kept group surface is reused.
        let stretch = max(a.axisStretch.x, a.axisStretch.y)
        var scale = max(min(stretch < 0x1p40 ? (stretch * 4096).rounded() / 4096 : stretch, maximumScale), 1.0 / 64)
        // Compared as scales, not areas, which overflow for a plane magnified 10¹⁵⁵ times.
        let largest = (limit / (region.width * region.height)).squareRoot()
        if scale > largest { scale = largest * 0.99 }
        guard scale.isFinite, scale > 0 else { return nil }
        return plan(for: region, scaleX: scale, scaleY: scale, phase: (0, 0), a, limit: limit)
    }

    /// A plan whose pixels are the image's own, when `a` magnifies the image along both axes:
    /// the image is copied into the group, and the group magnified onto the target as the image
    /// itself would be (a particle magnified 10,000 times costs its image's pixels, not the
    /// screen's). Nil when `a` magnifies it less than 4 times along either axis (the target's
    /// density then costs at most 16 times the image's, and keeps the fast composites of upright
    /// and turned groups), or the plan is past `limit`.
    private static func offscreen(
        for region: Box, on grid: ImageGrid, _ a: CGAffineTransform, limit: Double
    ) -> Offscreen? {
        let stretch = a.axisStretch
        guard 4 * grid.density.x <= stretch.x, 4 * grid.density.y <= stretch.y,
            region.width * grid.density.x * region.height * grid.density.y <= limit
        else { return nil }
        // One image pixel more on each side (within the image): a target pixel near the edge of
        // the part in view blends the image pixel beyond it, and a band or damage rectangle
        // planned without it would pad its edge pixel there, unlike its neighbour's.
        let grown = Box(
            x0: region.x0 - 1 / grid.density.x, y0: region.y0 - 1 / grid.density.y,
            x1: region.x1 + 1 / grid.density.x, y1: region.y1 + 1 / grid.density.y
        ).intersection(grid.shown)
        guard !grown.isEmpty,
            var plan = plan(
                for: grown, scaleX: grid.density.x, scaleY: grid.density.y, phase: grid.phase, a, limit: limit),
            let covered = grown.mapped(by: Homography(affine: plan.fromPlane)),
            !covered.isEmpty
        else { return nil }
        plan.padded = covered
        return plan
    }

    /// The whole pixels covering `region` scaled by `scaleX` and `scaleY`, their edges at
    /// `phase` plus whole numbers; nil when empty, not finite, or past `limit` (whole pixels can
    /// make a region of tiny area huge, a hair 10²⁰⁰ long).
    private static func plan(
        for region: Box, scaleX: Double, scaleY: Double, phase: (x: Double, y: Double), _ a: CGAffineTransform,
        limit: Double
    ) -> Offscreen? {
        let x0 = (region.x0 * scaleX - phase.x).rounded(.down)
        let y0 = (region.y0 * scaleY - phase.y).rounded(.down)
        let width = (region.x1 * scaleX - phase.x).rounded(.up) - x0
        let height = (region.y1 * scaleY - phase.y).rounded(.up) - y0
        guard width > 0, height > 0, width.isFinite, height.isFinite, x0.isFinite, y0.isFinite,
            width * height <= limit
        else { return nil }
        let fromPlane = CGAffineTransform(
            a: scaleX, b: 0, c: 0, d: scaleY, tx: -(x0 + phase.x), ty: -(y0 + phase.y))
        return Offscreen(
            width: Int(width), height: Int(height), fromPlane: fromPlane,
            toTarget: fromPlane.inverted().concatenating(a), aligned: false)
    }

    /// The pixel grid of a layer's image in its plane: `density` image pixels a unit along each
    /// axis, pixel edges at `phase` plus whole numbers of pixels (in plane units × density).
    struct ImageGrid {
        var density: (x: Double, y: Double)
        var phase: (x: Double, y: Double)
        /// The box of the plane the image covers.
        var shown: Box
    }

    /// The grid of `node`'s image when its group would show that image and nothing else,
    /// magnified smoothly (a particle, most often), so that the group is planned on it; else nil.
    /// A group any denser would only hold a smooth magnification of the image, which compositing
    /// the group makes anyway: planned at the screen's density, a particle magnified 10,000 times
    /// would be a group the size of the screen (such particles in a shadowed group take tens of
    /// seconds a frame under the address sanitizer).
    func imageGrid(of node: RenderNode) -> ImageGrid? {
        // Not for a layer casting a shadow: a shadow of its alpha is drawn from the group, whose
        // edges would be soft over half an image pixel (a hard shadow's too); a shadow of a path
        // or of bounds that clip is left to the plan every other group takes.
        guard let contents = node.contents, contents.magnificationFilter != .nearest, node.mask == nil,
            !node.hasVisibleShadow,
            Box(contents.contentsCenter) == Box(x0: 0, y0: 0, x1: 1, y1: 1), !node.hasVisibleBackground,
            !node.hasVisibleBorder, !node.sublayerList.contains(where: { !$0.style.isHidden })
        else { return nil }
        let (source, size, _) = contents.shownPart
        let shown = Self.place(size, in: node.boundsBox, gravity: contents.gravity)
        // Clipped by rounded corners or by bounds inside the image, the group would hold edges
        // drawn at the image's density, blurred when magnified: those keep the target's.
        if node.style.masksToBounds, node.style.cornerRadius > 0 || shown.intersection(node.boundsBox) != shown {
            return nil
        }
        let density = (x: source.width / shown.width, y: source.height / shown.height)
        // Image pixel i's left edge lies at shown.x0 + (i − source.x0) / density.x.
        let start = (x: shown.x0 * density.x - source.x0, y: shown.y0 * density.y - source.y0)
        let phase = (x: start.x - start.x.rounded(.down), y: start.y - start.y.rounded(.down))
        // A source edge between image pixels (a `contentsRect` of a third of 100 pixels) would
        // fall inside a group pixel, drawn partly covered: its edge would fade when magnified.
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-9 }
        guard density.x > 0, density.y > 0, density.x.isFinite, density.y.isFinite, phase.x.isFinite,
            phase.y.isFinite, whole(source.x0), whole(source.y0), whole(source.x1), whole(source.y1)
        else { return nil }
        return ImageGrid(density: density, phase: phase, shown: shown)
    }
}

extension LayerPainter {
    /// The limit a `LAMINA_MAX_OFFSCREEN_PIXELS` value asks for: 4,096² unless the value lowers
    /// it (see `EnvironmentLimit`).
    package static func offscreenLimit(_ setting: String?) -> Int {
        EnvironmentLimit.value("LAMINA_MAX_OFFSCREEN_PIXELS", setting, standard: 4096 * 4096)
    }
}

extension CGAffineTransform {
    /// How long the plane's unit x and y vectors come out (the lengths of the matrix's columns).
    var axisStretch: (x: Double, y: Double) {
        (hypot(Double(a), Double(b)), hypot(Double(c), Double(d)))
    }
}
