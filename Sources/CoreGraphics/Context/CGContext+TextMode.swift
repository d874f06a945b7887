internal import CCairo
import Foundation

/// How text is painted: filled, stroked, added to the clip, or a mix of these.
public enum CGTextDrawingMode: Int32, Sendable {
    /// Glyphs are filled (the default).
    case fill = 0
    /// Glyph outlines are stroked with the context's line settings.
    case stroke
    /// Glyphs are filled, then stroked.
    case fillStroke
    /// Nothing is painted.
    case invisible
    /// Glyphs are filled, then added to the clip.
    case fillClip
    /// Glyph outlines are stroked, then the glyphs are added to the clip.
    case strokeClip
    /// Glyphs are filled and stroked, then added to the clip.
    case fillStrokeClip
    /// Glyphs are added to the clip and not painted.
    case clip

    /// Whether glyphs are filled in this mode.
    package var fills: Bool { self == .fill || self == .fillStroke || self == .fillClip || self == .fillStrokeClip }
    /// Whether glyph outlines are stroked in this mode.
    package var strokes: Bool {
        self == .stroke || self == .fillStroke || self == .strokeClip || self == .fillStrokeClip
    }
    /// Whether the glyphs become the clip after they are drawn.
    package var clips: Bool { self == .fillClip || self == .strokeClip || self == .fillStrokeClip || self == .clip }
}

extension CGContext {
    /// Sets how text drawn into this context is painted; part of the graphics state.
    ///
    /// UIKit's string drawing honours it, as it does on iOS: in `.stroke` the glyph outlines
    /// are stroked with the context's line width, join, cap and miter limit, in the text's
    /// foreground colour (so an outlined label draws its text twice, once stroked and once
    /// filled); in the clip modes the glyphs are intersected with the clip once drawn, so later
    /// drawing shows through the text until the state is restored. Underlines, strikethroughs
    /// and backgrounds are drawn only in the modes that fill. Text strokes are solid: the
    /// context's dash pattern does not apply to them.
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) {
        state.textDrawingMode = mode
    }

    /// Draws `layout` with its top-left corner at `point` when the text drawing mode is not
    /// plain filling or runs carry strokes or shadows (`TextLayout.hasEffects`).
    func drawWithEffects(_ layout: TextLayout, at point: CGPoint) {
        let mode = state.textDrawingMode
        let visible = textCullingArea(layout)
        // `.invisible` and `.clip` paint nothing, not even the outlines runs ask for.
        if mode.fills || mode.strokes {
            performAsOneObject { [self] target in
                for shadow in layout.shadows {
                    let graphicsShadow = GraphicsState.Shadow(
                        offset: shadow.offset, blur: shadow.blur, color: shadow.color)
                    drawShadow(graphicsShadow, on: target) { recorder in
                        layout.paintShadowCoverage(of: shadow, on: recorder, at: point, mode: mode, visible: visible)
                    }
                }
                if mode.fills {
                    cairo_set_source_rgba(target, 0, 0, 0, 1)
                    layout.render(on: target, at: point)
                }
                layout.strokeRuns(on: target, at: point, contextStrokes: mode.strokes, visible: visible)
            }
        }
        if mode.clips, canDraw {
            cairo_new_path(cr)
            layout.addGlyphPaths(on: cr, at: point, visible: visible)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
    }

    /// The part of user space text drawing can change: the clip's extents grown by the farthest
    /// a shadow (the context's or a run's) moves and blurs coverage. Runs whose outlined ink
    /// lies outside it change no pixel, so the run-by-run passes skip them: outlining and
    /// recording glyphs far off the target cost gigabytes (95 characters of 10,000-point text
    /// drawn at y = −1.8 × 10³⁰⁸, stroked, with a shadow, are enough; cairo turns such
    /// coordinates into garbage in its fixed-point space). Nil when the matrix is too
    /// degenerate to tell.
    func textCullingArea(_ layout: TextLayout) -> CGRect? {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let major = StrokePen.majorScale(xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)
        let determinant = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)
        guard major.isFinite, major > 0, determinant.isFinite, determinant > 0 else { return nil }
        let offsetScale = Double(
            max(
                hypot(shadowOffsetTransform.a, shadowOffsetTransform.b),
                hypot(shadowOffsetTransform.c, shadowOffsetTransform.d)))
        var deviceMargin = 2.0
        let shadows =
            layout.shadows.map { ($0.offset, $0.blur) } + (state.shadow.map { [($0.offset, $0.blur)] } ?? [])
        for (offset, blur) in shadows {
            let reach = Double(abs(offset.width) + abs(offset.height) + 1.5 * blur) * offsetScale
            deviceMargin = max(deviceMargin, reach + 2)
        }
        let margin = deviceMargin / (determinant / major)
        guard margin.isFinite, x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return nil }
        return CGRect(x: x1 - margin, y: y1 - margin, width: x2 - x1 + 2 * margin, height: y2 - y1 + 2 * margin)
    }
}
