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
        // `.invisible` and `.clip` paint nothing, not even the outlines runs ask for.
        if mode.fills || mode.strokes {
            performAsOneObject { [self] target in
                for shadow in layout.shadows {
                    let graphicsShadow = GraphicsState.Shadow(
                        offset: shadow.offset, blur: shadow.blur, color: shadow.color)
                    drawShadow(graphicsShadow, on: target) { recorder in
                        layout.paintShadowCoverage(of: shadow, on: recorder, at: point, mode: mode)
                    }
                }
                if mode.fills {
                    cairo_set_source_rgba(target, 0, 0, 0, 1)
                    layout.render(on: target, at: point)
                }
                layout.strokeRuns(on: target, at: point, contextStrokes: mode.strokes)
            }
        }
        if mode.clips, canDraw {
            cairo_new_path(cr)
            layout.addGlyphPaths(on: cr, at: point)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
    }
}
