internal import CCairo
public import Foundation

/// Filling, stroking and clipping.
extension CGContext {
    /// Fills the current path and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let shape = currentPath
        currentPath.removeAll()
        fill(shape, rule: rule)
    }

    /// Strokes the current path and clears it.
    public func strokePath() {
        let shape = currentPath
        currentPath.removeAll()
        stroke(shape)
    }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let shape = currentPath
        currentPath.removeAll()
        switch mode {
        case .fill: fill(shape, rule: .winding)
        case .eoFill: fill(shape, rule: .evenOdd)
        case .stroke: stroke(shape)
        case .fillStroke:
            fill(shape, rule: .winding)
            stroke(shape)
        case .eoFillStroke:
            fill(shape, rule: .evenOdd)
            stroke(shape)
        }
    }

    /// Fills a rectangle; the current path is left alone.
    public func fill(_ rect: CGRect) {
        // The common case (no shadow, a bounded blend mode) skips building a path: cairo takes the
        // rectangle in user space directly.
        if state.shadow == nil, state.softMask == nil, !state.blendMode.isUnboundedInCairo,
            state.fillColor.patternTile == nil, canDraw
        {
            let r = rect.standardized
            // Huge or non-finite rectangles take the path route, which drops NaNs and clamps.
            let limit: CGFloat = 1_000_000
            guard abs(r.minX) < limit, abs(r.minY) < limit, abs(r.maxX) < limit, abs(r.maxY) < limit else {
                fillClampedRect(rect)
                return
            }
            let color = state.fillColor.rgba
            cairo_set_operator(cr, state.blendMode.cairoOperator)
            cairo_set_source_rgba(
                cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * state.alpha))
            cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
            cairo_fill(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            didDraw()
            return
        }
        fillClampedRect(rect)
    }

    private func fillClampedRect(_ rect: CGRect) {
        var shape = PathStorage()
        shape.addRect(rect, transform: state.ctm)
        fill(shape, rule: .winding)
    }

    /// Fills several rectangles.
    public func fill(_ rects: [CGRect]) {
        var shape = PathStorage()
        rects.forEach { shape.addRect($0, transform: state.ctm) }
        fill(shape, rule: .winding)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        var shape = PathStorage()
        shape.addEllipse(in: rect, transform: state.ctm)
        fill(shape, rule: .winding)
    }

    /// Strokes a rectangle with the current line width.
    public func stroke(_ rect: CGRect) {
        var shape = PathStorage()
        shape.addRect(rect, transform: state.ctm)
        stroke(shape)
    }

    /// Strokes a rectangle with `width` (the line width setting is unchanged).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = state.lineWidth
        setLineWidth(width)
        stroke(rect)
        setLineWidth(saved)
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        var shape = PathStorage()
        shape.addEllipse(in: rect, transform: state.ctm)
        stroke(shape)
    }

    /// Strokes separate segments between consecutive pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        var shape = PathStorage()
        var index = 0
        while index + 1 < points.count {
            shape.append(.move(points[index].applying(state.ctm)))
            shape.append(.line(points[index + 1].applying(state.ctm)))
            index += 2
        }
        stroke(shape)
    }

    /// Paints a rectangle transparent, ignoring blend mode, alpha and shadow.
    public func clear(_ rect: CGRect) {
        guard canDraw else { return }
        var shape = PathStorage()
        shape.addRect(rect, transform: state.ctm)
        emitPath(shape, on: cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        didDraw()
    }

    /// Intersects the clip with the current path's interior, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let shape = currentPath
        currentPath.removeAll()
        clip(shape, rule: rule)
    }

    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) {
        var shape = PathStorage()
        shape.addRect(rect, transform: state.ctm)
        clip(shape, rule: .winding)
    }

    /// Intersects the clip with the union of rectangles.
    public func clip(to rects: [CGRect]) {
        var shape = PathStorage()
        rects.forEach { shape.addRect($0, transform: state.ctm) }
        clip(shape, rule: .winding)
    }

    /// Resets the clip to the whole context.
    public func resetClip() {
        cairo_reset_clip(cr)
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        guard canDraw else { return .null }
        var x0 = 0.0
        var y0 = 0.0
        var x1 = 0.0
        var y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).standardized
    }

    // MARK: - Core

    /// Maps user space to the space patterns tile in: the default user space, shifted by the
    /// pattern phase.
    var userToPatternSpace: CGAffineTransform {
        state.ctm.concatenating(patternSpace.inverted()).concatenating(
            CGAffineTransform(translationX: -state.patternPhase.width, y: -state.patternPhase.height))
    }

    func fill(_ shape: PathStorage, rule: CGPathFillRule) {
        guard !shape.isEmpty else { return }
        let color = state.fillColor.rgba
        let alpha = state.alpha
        let unbounded = state.blendMode.isUnboundedInCairo
        let tile = state.fillColor.patternTile
        let userToTile = userToPatternSpace
        perform { [self] target in
            emitPath(shape, on: target)
            if let tile {
                // A pattern colour tiles from the origin of the pattern space.
                tile.fillPath(
                    on: target, userToTile: userToTile, alpha: Double(color.alpha * alpha), evenOdd: rule == .evenOdd)
                return
            }
            cairo_set_fill_rule(target, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(
                target, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * alpha))
            if unbounded {
                cairo_save(target)
                cairo_clip(target)
                cairo_paint(target)
                cairo_restore(target)
            } else {
                cairo_fill(target)
            }
        }
    }

    func stroke(_ shape: PathStorage) {
        guard !shape.isEmpty else { return }
        let color = state.strokeColor.rgba
        // A pattern that would cut this path into too many dashes strokes solid at its duty cycle.
        let solidDuty = state.dash?.solidFallbackDuty(for: shape)
        let alpha = state.alpha * (solidDuty ?? 1)
        let unbounded = state.blendMode.isUnboundedInCairo
        let tile = state.strokeColor.patternTile
        let userToTile = userToPatternSpace
        perform { [self] target in
            emitPath(shape, on: target)
            // A pen wider than cairo can walk in time is bounded (see `StrokePen`).
            withBoundedPen(on: target) {
                if solidDuty != nil {
                    cairo_save(target)
                    cairo_set_dash(target, nil, 0, 0)
                }
                defer { if solidDuty != nil { cairo_restore(target) } }
                if let tile {
                    // A pattern colour tiles from the origin of the pattern space, as in fills.
                    tile.strokePath(on: target, userToTile: userToTile, alpha: Double(color.alpha * alpha))
                    return
                }
                cairo_set_source_rgba(
                    target, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * alpha))
                if unbounded {
                    var x0 = 0.0
                    var y0 = 0.0
                    var x1 = 0.0
                    var y1 = 0.0
                    cairo_stroke_extents(target, &x0, &y0, &x1, &y1)
                    cairo_save(target)
                    cairo_new_path(target)
                    cairo_rectangle(target, x0, y0, x1 - x0, y1 - y0)
                    cairo_clip(target)
                    emitPath(shape, on: target)
                    cairo_stroke(target)
                    cairo_restore(target)
                } else {
                    cairo_stroke(target)
                }
            }
        }
    }

    func clip(_ shape: PathStorage, rule: CGPathFillRule) {
        guard canDraw else { return }
        emitPath(shape, on: cr)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        // An empty path clips everything away, as in Core Graphics.
        cairo_clip(cr)
    }

    /// Runs one drawing operation made of many cairo primitives (text runs, a PDF page) as one
    /// object: when the state's alpha is below 1 or its blend mode is not normal, the primitives
    /// are drawn plainly into a group, which is then composited once with the alpha and blend
    /// mode, so overlaps inside the object do not blend with each other.
    func performAsOneObject(_ draw: (OpaquePointer) -> Void) {
        let alpha = Double(state.alpha)
        let grouped = alpha < 1 || state.blendMode != .normal
        perform { target in
            if grouped {
                cairo_push_group(target)
                cairo_set_operator(target, CAIRO_OPERATOR_OVER)
            }
            draw(target)
            if grouped {
                cairo_pop_group_to_source(target)
                cairo_paint_with_alpha(target, alpha)
            }
        }
    }

    /// Runs one drawing operation with the blend mode and shadow of the current state.
    ///
    /// `draw` must do all its work on the cairo context it is given: with a shadow set it runs
    /// three times: to find the shadow's extent, to draw its mask, and for real.
    func perform(_ draw: (OpaquePointer) -> Void) {
        guard canDraw else { return }
        if let mask = state.softMask {
            // Inside the group everything is drawn plainly; the blend mode applies when the group
            // is composited through the mask.
            throughSoftMask(mask) {
                if let shadow = state.shadow { drawShadow(shadow, of: draw) }
                draw(cr)
            }
        } else {
            if let shadow = state.shadow { drawShadow(shadow, of: draw) }
            cairo_set_operator(cr, state.blendMode.cairoOperator)
            draw(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_new_path(cr)
        didDraw()
    }
}
