internal import CCairo
import CoreGraphics
import Foundation

/// Offscreen groups (group opacity, masks, shadows of composited alpha) and shadows.
extension PaintSession {
    /// Groups of at most this many pixels are rendered whole even when only part is in view.
    static let smallGroupArea = 256 * 256

    /// Draws `node` as one group: rendered offscreen at full opacity, masked, then composited at
    /// its opacity over its shadow.
    func drawGroup(_ node: RenderNode, _ a: CGAffineTransform, alpha: Double, target: PaintTarget) {
        let style = node.style
        let opacity = alpha * node.clampedOpacity
        let castsShadow = node.hasVisibleShadow && !style.masksToBounds
        let extent = contentExtent(node)
        var region = extent
        let clip = target.clip
        var window = Box(x0: clip.x0 - 2, y0: clip.y0 - 2, x1: clip.x1 + 2, y1: clip.y1 + 2)
        if castsShadow, let offset = style.shadow?.offset {
            // Content outside the clip still matters where its shadow falls inside it: content
            // at p casts onto p + offset, blurred over the margin, so the clip moved back by the
            // offset and widened by the margin (not the clip widened by both every way round:
            // for a shadow cast down and right, four times the area).
            let stretch = max(a.axisStretch.x, a.axisStretch.y)
            let margin = node.shadowBlurReach * stretch + 3
            let dx = Double(a.a * offset.width + a.c * offset.height)
            let dy = Double(a.b * offset.width + a.d * offset.height)
            window = window.union(
                Box(
                    x0: clip.x0 - dx - margin, y0: clip.y0 - dy - margin, x1: clip.x1 - dx + margin,
                    y1: clip.y1 - dy + margin))
        }
        if let inverse = Homography(affine: a).inverse, let local = window.mapped(by: inverse) {
            region = region.intersection(local)
        }
        let det = Double(a.a * a.d - a.b * a.c)
        let flip = det < 0 ? -target.flip : target.flip
        let grid = imageGrid(of: node)
        // A shadow's blurred mask is the group's surface widened by the blur's reach, and obeys
        // the area limit too (past it the shadow is not drawn). So a group magnified past 64
        // times is planned no denser than lets its shadow's mask fit; at 64 or less, a shadow too
        // wide to fit is left out.
        func densest(_ box: Box) -> Double {
            guard castsShadow else { return .infinity }
            let reach = 2 * node.shadowBlurReach
            let fits = (Self.maximumOffscreenArea / ((box.width + reach) * (box.height + reach))).squareRoot()
            return fits.isNaN ? .infinity : max(fits * 0.98, 64)
        }
        guard !region.isEmpty,
            var plan = Self.offscreen(for: region, a, grid: grid, maximumScale: densest(region))
        else {
            counters.layersCulled += 1
            return
        }
        // A kept group is rendered whole when that costs little more than the part in view, so
        // one surface serves every band and every frame of a turn (whose clipped part changes);
        // planned the same way (both on an image's grid or neither), so bands agree.
        if groupCache != nil, region != extent,
            let whole = Self.offscreen(for: extent, a, grid: grid, maximumScale: densest(extent)),
            (whole.padded == nil) == (plan.padded == nil),
            whole.width * whole.height <= max(4 * plan.width * plan.height, Self.smallGroupArea)
        {
            plan = whole
        }
        let key = GroupSurfaceCache.key(
            node, width: plan.width, height: plan.height, fromPlane: plan.fromPlane, flip: flip)
        let content = groupCache.map { _ in GroupSurfaceCache.Content(node) }
        let buffer: PixelBuffer
        var shared = false
        if let groupCache, let content, let kept = groupCache.surface(for: key, showing: content) {
            buffer = kept
            shared = true
            counters.reusedGroups += 1
        } else {
            guard let fresh = renderGroup(node, plan, flip: flip, a) else {
                counters.layersCulled += 1
                return
            }
            buffer = fresh
            counters.offscreenPixels += plan.width * plan.height
            if let groupCache, let content {
                groupCache.store(fresh, for: key, showing: content)
                shared = true
            }
        }
        counters.layersPainted += 1
        counters.groups += 1
        // A turned group goes through the resampler, which folds the opacity into its filter,
        // where it can; cairo gets the rest. For cairo, folding the opacity into a group of its
        // own (a cheap untransformed pass) lets the transformed composite run without a mask; a
        // kept surface is not faded (a faded copy costs more than the mask).
        let resampler =
            plan.aligned || plan.padded != nil || style.blendsAdditively || tintsBlending || !resamples
            ? nil : AffineResampler.target(of: target.cr)
        let folded = opacity < 1 && !plan.aligned && !shared && resampler == nil
        if folded { Self.fade(buffer, by: opacity) }
        guard let surface = buffer.makeSurface() else { return }
        defer { cairo_surface_destroy(surface) }

        let cr = target.cr
        if castsShadow, let shadow = style.shadow {
            // A folded group already carries the opacity in its alpha.
            let shadowAlpha = folded && shadow.path == nil ? 1 : opacity
            let kept = shared ? content.map { (key, $0) } : nil
            drawGroupShadow(node, shadow, group: surface, plan, a, alpha: shadowAlpha, target: target, kept: kept)
        }
        if let resampler, AffineResampler.composite(buffer, plan.toTarget, opacity: opacity, onto: resampler) {
            counters.resampledGroups += 1
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // A group whose plane the area limit made far coarser than the target can map back with
        // an overflowing determinant, which cairo refuses: nothing is drawn.
        guard setMatrix(cr, plan.toTarget) else { return }
        if style.blendsAdditively { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
        let filter = plan.aligned ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR
        guard setSource(cr, surface: surface, x: 0, y: 0, filter: filter) else { return }
        if let padded = plan.padded {
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_rectangle(cr, padded.x0, padded.y0, padded.width, padded.height)
            // Filled, the box costs what it covers; clipped, a mask of it first.
            if folded || opacity >= 1 {
                cairo_fill(cr)
            } else {
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, opacity)
            }
        } else if folded {
            cairo_paint(cr)
        } else {
            cairo_paint_with_alpha(cr, opacity)
        }
        if tintsBlending {
            cairo_set_source_rgba(cr, 1, 0, 0, 0.3)
            cairo_rectangle(cr, 0, 0, Double(plan.width), Double(plan.height))
            cairo_fill(cr)
        }
        _ = buffer
    }

    /// Renders `node`'s group at full opacity into a fresh surface planned by `plan`, masked and
    /// tinted (a tinted leaf's image is tinted instead, when that costs less).
    private func renderGroup(
        _ node: RenderNode, _ plan: Offscreen, flip: Double, _ a: CGAffineTransform
    ) -> PixelBuffer? {
        guard let buffer = PixelBuffer(format: .argb32, width: plan.width, height: plan.height),
            let surface = buffer.makeSurface()
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        let groupContext = cairo_create(surface)!
        cairo_set_tolerance(groupContext, 0.1)
        let inner = PaintTarget(
            cr: groupContext, clip: Box(x0: 0, y0: 0, x1: Double(plan.width), y1: Double(plan.height)), flip: flip)
        let tinted = node.style.tint == nil ? nil : tintedPixels(node, a)
        drawContent(node, plan.fromPlane, alpha: 1, target: inner, pathIndex: -1, drawsShadow: false, pixels: tinted)
        if let mask = node.mask {
            applyMask(mask, plan, to: inner)
        }
        cairo_destroy(groupContext)
        cairo_surface_flush(surface)
        if let tint = node.style.tint, tinted == nil { Self.multiply(buffer, by: tint) }
        return buffer
    }

    /// Multiplies `buffer` by `opacity`, in place.
    private static func fade(_ buffer: PixelBuffer, by opacity: Double) {
        guard let surface = buffer.makeSurface() else { return }
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_rgba(cr, 0, 0, 0, opacity)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        cairo_surface_destroy(surface)
    }

    /// Multiplies the group by the mask layer's composited alpha.
    private func applyMask(_ mask: RenderNode, _ plan: Offscreen, to group: PaintTarget) {
        guard let buffer = PixelBuffer(format: .argb32, width: plan.width, height: plan.height),
            let surface = buffer.makeSurface()
        else { return }
        defer { cairo_surface_destroy(surface) }
        let maskContext = cairo_create(surface)!
        let maskTarget = PaintTarget(cr: maskContext, clip: group.clip, flip: group.flip)
        drawLayer(mask, local: mask.localMatrix, plane: Matrix4(affine: plan.fromPlane), alpha: 1, target: maskTarget)
        cairo_destroy(maskContext)
        cairo_surface_flush(surface)
        let cr = group.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
        _ = buffer
    }

    /// The shadow of a group's alpha (or of the shadow path), blurred, under the group.
    private func drawGroupShadow(
        _ node: RenderNode, _ shadow: RenderNode.Shadow, group: OpaquePointer, _ plan: Offscreen,
        _ a: CGAffineTransform, alpha: Double, target: PaintTarget,
        kept: (key: GroupSurfaceCache.Key, content: GroupSurfaceCache.Content)?
    ) {
        if let kept, let groupCache,
            let found = groupCache.shadowMask(
                for: kept.key, showing: kept.content, radius: shadow.radius, path: shadow.path),
            let surface = found.mask.makeSurface()
        {
            defer { cairo_surface_destroy(surface) }
            counters.reusedShadows += 1
            paintShadowMask(surface, margin: found.margin, shadow, plan, a, alpha: alpha, target: target)
            return
        }
        let scale = hypot(Double(plan.fromPlane.a), Double(plan.fromPlane.b))
        // A shadow whose blur reaches past the largest surface has nothing to draw into (and its
        // margin would not fit an Int).
        let reach = (node.shadowBlurReach * scale + 1).rounded(.up)
        guard reach.isFinite, reach >= 0, reach <= Double(PixelBuffer.maximumDimension) else { return }
        let margin = Int(reach)
        // The blurred mask obeys the offscreen limit too: a wash wider than that is skipped.
        guard Double(plan.width + 2 * margin) * Double(plan.height + 2 * margin) <= Self.maximumOffscreenArea else {
            return
        }
        guard let buffer = PixelBuffer(format: .a8, width: plan.width + 2 * margin, height: plan.height + 2 * margin),
            let surface = buffer.makeSurface()
        else { return }
        defer { cairo_surface_destroy(surface) }
        let shadowContext = cairo_create(surface)!
        if let path = shadow.path {
            // A matrix cairo refuses leaves the mask empty: such a shadow cannot show.
            if setMatrix(
                shadowContext,
                plan.fromPlane.concatenating(CGAffineTransform(translationX: CGFloat(margin), y: CGFloat(margin))))
            {
                addPath(shadowContext, path)
                cairo_fill(shadowContext)
            }
        } else {
            cairo_set_source_surface(shadowContext, group, Double(margin), Double(margin))
            cairo_paint(shadowContext)
        }
        cairo_destroy(shadowContext)
        cairo_surface_flush(surface)
        let sigma = Double(shadow.radius) / 2 * scale
        if sigma > 0.3 { AlphaBlur.blur(buffer, sigma: sigma) }
        cairo_surface_mark_dirty(surface)
        if let kept {
            groupCache?.storeShadowMask(
                buffer, margin: margin, for: kept.key, showing: kept.content, radius: shadow.radius, path: shadow.path)
        }
        paintShadowMask(surface, margin: margin, shadow, plan, a, alpha: alpha, target: target)
    }

    /// Paints a group's blurred shadow mask (`margin` pixels around the group's surface) in the
    /// shadow's colour, offset, into the target.
    private func paintShadowMask(
        _ surface: OpaquePointer, margin: Int, _ shadow: RenderNode.Shadow, _ plan: Offscreen,
        _ a: CGAffineTransform, alpha: Double, target: PaintTarget
    ) {
        let toTarget = CGAffineTransform(translationX: -CGFloat(margin), y: -CGFloat(margin))
            .concatenating(plan.fromPlane.inverted())
            .concatenating(CGAffineTransform(translationX: shadow.offset.width, y: shadow.offset.height))
            .concatenating(a)
        let cr = target.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard setMatrix(cr, toTarget) else { return }
        setColor(cr, shadow.color, alpha: Double(min(max(shadow.opacity, 0), 1)) * alpha)
        cairo_mask_surface(cr, surface, 0, 0)
    }

    /// A shadow cast by `path` (layer space), drawn straight into the target under the layer.
    func drawPathShadow(
        _ shadow: RenderNode.Shadow, path: PathStorage, _ a: CGAffineTransform, alpha: Double, target: PaintTarget
    ) {
        let scale = sqrt(abs(Double(a.a * a.d - a.b * a.c)))
        let sigma = max(0, Double(shadow.radius)) / 2 * scale
        let margin = (sigma * 3).rounded(.up) + 1
        let moved = CGAffineTransform(translationX: shadow.offset.width, y: shadow.offset.height).concatenating(a)
        guard let device = Box(path.controlPointBounds).mapped(by: Homography(affine: moved)) else { return }
        let box = Box(x0: device.x0 - margin, y0: device.y0 - margin, x1: device.x1 + margin, y1: device.y1 + margin)
            .intersection(target.clip).outerPixels
        guard !box.isEmpty, let buffer = PixelBuffer(format: .a8, width: Int(box.width), height: Int(box.height)),
            let surface = buffer.makeSurface()
        else { return }
        defer { cairo_surface_destroy(surface) }
        let shadowContext = cairo_create(surface)!
        guard setMatrix(shadowContext, moved.concatenating(CGAffineTransform(translationX: -box.x0, y: -box.y0)))
        else {
            cairo_destroy(shadowContext)
            return
        }
        addPath(shadowContext, path)
        cairo_fill(shadowContext)
        cairo_destroy(shadowContext)
        cairo_surface_flush(surface)
        if sigma > 0.3 { AlphaBlur.blur(buffer, sigma: sigma) }
        cairo_surface_mark_dirty(surface)
        let cr = target.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        setColor(cr, shadow.color, alpha: Double(min(max(shadow.opacity, 0), 1)) * alpha)
        cairo_mask_surface(cr, surface, box.x0, box.y0)
        cairo_restore(cr)
    }
}

/// Adds a path's elements to cairo's current path.
func addPath(_ cr: OpaquePointer, _ path: PathStorage) {
    var current = (x: 0.0, y: 0.0)
    for element in path.elements {
        switch element {
        case .move(let p):
            cairo_move_to(cr, Double(p.x), Double(p.y))
            current = (Double(p.x), Double(p.y))
        case .line(let p):
            cairo_line_to(cr, Double(p.x), Double(p.y))
            current = (Double(p.x), Double(p.y))
        case .quad(let c, let p):
            // A quadratic segment as the equivalent cubic.
            let (cx, cy, px, py) = (Double(c.x), Double(c.y), Double(p.x), Double(p.y))
            cairo_curve_to(
                cr, current.x + 2 / 3 * (cx - current.x), current.y + 2 / 3 * (cy - current.y),
                px + 2 / 3 * (cx - px), py + 2 / 3 * (cy - py), px, py)
            current = (px, py)
        case .cubic(let c1, let c2, let p):
            cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            current = (Double(p.x), Double(p.y))
        case .close:
            cairo_close_path(cr)
            var x = 0.0
            var y = 0.0
            cairo_get_current_point(cr, &x, &y)
            current = (x, y)
        }
    }
}
