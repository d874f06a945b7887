internal import CCairo
import CoreGraphics
import Foundation

/// A layer's own drawing in the direct (ungrouped, affine) path: shadow from a path, background,
/// contents and sublayers under the `masksToBounds` clip, then the border on top.
extension PaintSession {
    /// Draws `node` with `a` mapping its bounds space to the target, every piece at `alpha`.
    ///
    /// `pathIndex` ≥ 0 marks a node on the occluder path: an ancestor of the occluder skips its
    /// own background, contents and shadow, which the occluder hides, and the sublayers before
    /// the path. `pixels`, when given, stand in for the contents image's (a tinted copy).
    func drawContent(
        _ node: RenderNode, _ a: CGAffineTransform, alpha: Double, target: PaintTarget, pathIndex: Int,
        drawsShadow: Bool = true, pixels: PixelBuffer? = nil
    ) {
        let cr = target.cr
        let hidesOwn = pathIndex >= 0 && pathIndex < occluderPath.count - 1
        let style = node.style
        let bounds = visiblePart(of: node.boundsBox, a, target: target)
        let radius = bounds.clamped ? 0 : cornerRadius(node)
        setMatrix(cr, a)
        if !hidesOwn {
            if drawsShadow, node.hasVisibleShadow, !style.masksToBounds, let shadow = style.shadow,
                let path = shadow.path
            {
                drawPathShadow(shadow, path: path, a, alpha: alpha, target: target)
                setMatrix(cr, a)
            }
            if let color = style.backgroundColor, color.alpha > 0, !bounds.box.isEmpty {
                addShape(cr, bounds.box, radius: radius, corners: style.maskedCorners)
                if let tile = color.patternTile {
                    // A pattern background tiles from the layer's bounds origin, as UIKit's does.
                    tile.fillPath(on: cr, userToTile: .identity, alpha: Double(color.alpha) * alpha)
                } else {
                    setColor(cr, color, alpha: alpha)
                    cairo_fill(cr)
                }
            }
        }
        if style.masksToBounds {
            guard !bounds.box.isEmpty, let device = bounds.box.mapped(by: Homography(affine: a)) else { return }
            cairo_save(cr)
            addShape(cr, bounds.box, radius: radius, corners: style.maskedCorners)
            cairo_clip(cr)
            var inner = target
            inner.clip = target.clip.intersection(device)
            if !hidesOwn, let contents = node.contents {
                drawContents(contents, in: node.boundsBox, a, alpha: alpha, target: inner, pixels: pixels)
            }
            if !hidesOwn { tint(node, bounds.box, radius: radius, alpha: alpha, cr: cr) }
            drawSublayers(node, Matrix4(affine: a), alpha: alpha, target: inner, pathIndex: pathIndex)
            cairo_restore(cr)
        } else {
            if !hidesOwn, let contents = node.contents {
                drawContents(contents, in: node.boundsBox, a, alpha: alpha, target: target, pixels: pixels)
            }
            if !hidesOwn { tint(node, bounds.box, radius: radius, alpha: alpha, cr: cr) }
            if !node.sublayerList.isEmpty {
                drawSublayers(node, Matrix4(affine: a), alpha: alpha, target: target, pathIndex: pathIndex)
            }
        }
        setMatrix(cr, a)
        drawBorder(node, bounds.box, radius: radius, alpha: alpha, cr: cr)
    }

    /// The blending overlay: red over layers drawn with blending, green over opaque ones.
    private func tint(_ node: RenderNode, _ box: Box, radius: Double, alpha: Double, cr: OpaquePointer) {
        guard tintsBlending, node.hasOwnContent, !box.isEmpty else { return }
        let blended = alpha < 1 || radius > 0 || !isOpaque(node)
        cairo_set_source_rgba(cr, blended ? 1 : 0, blended ? 0 : 1, 0, 0.3)
        cairo_rectangle(cr, box.x0, box.y0, box.width, box.height)
        cairo_fill(cr)
    }

    private func drawBorder(_ node: RenderNode, _ box: Box, radius: Double, alpha: Double, cr: OpaquePointer) {
        let style = node.style
        let width = Double(style.borderWidth)
        guard width > 0, width.isFinite, let color = style.borderColor, color.alpha > 0, !box.isEmpty else { return }
        addShape(cr, box, radius: radius, corners: style.maskedCorners)
        let inner = box.inset(by: width)
        if let tile = color.patternTile {
            // A pattern colour tiles from the layer's origin, as its background does.
            if !inner.isEmpty { addShape(cr, inner, radius: max(0, radius - width), corners: style.maskedCorners) }
            tile.fillPath(on: cr, userToTile: .identity, alpha: Double(color.alpha) * alpha, evenOdd: !inner.isEmpty)
            return
        }
        setColor(cr, color, alpha: alpha)
        if !inner.isEmpty {
            addShape(cr, inner, radius: max(0, radius - width), corners: style.maskedCorners)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        } else {
            cairo_fill(cr)
        }
    }

    /// Whether the layer's own pixels are all opaque (used by the blending tint).
    func isOpaque(_ node: RenderNode) -> Bool {
        if node.style.isOpaque { return true }
        if let color = node.style.backgroundColor, color.alpha >= 1, color.patternTile == nil, cornerRadius(node) == 0 {
            return true
        }
        return node.contents?.image.isOpaque == true && node.contents?.gravity == .resize
    }

    /// The corner radius in effect, clamped to half the shorter side.
    func cornerRadius(_ node: RenderNode) -> Double {
        let r = Double(node.style.cornerRadius)
        guard r > 0, r.isFinite, !node.style.maskedCorners.isEmpty else { return 0 }
        let b = node.boundsBox
        return min(r, b.width / 2, b.height / 2)
    }

    /// `box` limited to what can show through the target's clip when mapping it to device space
    /// would put cairo's coordinates beyond its fixed-point range; `clamped` says it was cut.
    func visiblePart(of box: Box, _ a: CGAffineTransform, target: PaintTarget) -> (box: Box, clamped: Bool) {
        let limit = Double(1 << 20)
        guard let device = box.mapped(by: Homography(affine: a)) else { return (.empty, true) }
        if device.x0 > -limit, device.y0 > -limit, device.x1 < limit, device.y1 < limit { return (box, false) }
        let window = Box(
            x0: target.clip.x0 - 4, y0: target.clip.y0 - 4, x1: target.clip.x1 + 4, y1: target.clip.y1 + 4)
        guard let inverse = Homography(affine: a).inverse, let local = window.mapped(by: inverse) else {
            return (.empty, true)
        }
        return (box.intersection(local), true)
    }
}

/// Sets a colour, multiplied by `alpha`, as cairo's source.
func setColor(_ cr: OpaquePointer, _ color: CGColor, alpha: Double) {
    let c = color.rgba
    cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha) * alpha)
}

/// Adds a rectangle whose `corners` are rounded by `radius` (y down: min-y corners first).
func addShape(_ cr: OpaquePointer, _ b: Box, radius r: Double, corners: CACornerMask) {
    guard r > 0 else {
        cairo_rectangle(cr, b.x0, b.y0, b.width, b.height)
        return
    }
    cairo_new_sub_path(cr)
    if corners.contains(.layerMinXMinYCorner) {
        cairo_arc(cr, b.x0 + r, b.y0 + r, r, .pi, 1.5 * .pi)
    } else {
        cairo_move_to(cr, b.x0, b.y0)
    }
    if corners.contains(.layerMaxXMinYCorner) {
        cairo_arc(cr, b.x1 - r, b.y0 + r, r, 1.5 * .pi, 2 * .pi)
    } else {
        cairo_line_to(cr, b.x1, b.y0)
    }
    if corners.contains(.layerMaxXMaxYCorner) {
        cairo_arc(cr, b.x1 - r, b.y1 - r, r, 0, 0.5 * .pi)
    } else {
        cairo_line_to(cr, b.x1, b.y1)
    }
    if corners.contains(.layerMinXMaxYCorner) {
        cairo_arc(cr, b.x0 + r, b.y1 - r, r, 0.5 * .pi, .pi)
    } else {
        cairo_line_to(cr, b.x0, b.y1)
    }
    cairo_close_path(cr)
}
