internal import CCairo
import Foundation

/// Drawing laid-out text.
extension CGContext {
    /// Draws `layout` with its top-left corner at `point` in user space, honouring the alpha,
    /// blend mode, shadow and clip of the current state.
    ///
    /// Glyphs are placed in user space as they are, so text reads upright in UIKit's flipped
    /// contexts and upside down in unflipped ones, as UIKit string drawing does on iOS.
    package func draw(_ layout: TextLayout, at point: CGPoint) {
        guard layout.lineCount > 0, point.x.isFinite, point.y.isFinite else { return }
        let alpha = Double(state.alpha)
        let grouped = alpha < 1 || state.blendMode != .normal
        perform { target in
            if grouped {
                // Glyph runs are composited together first, so overlaps and blend modes apply once.
                cairo_push_group(target)
                cairo_set_operator(target, CAIRO_OPERATOR_OVER)
            }
            cairo_set_source_rgba(target, 0, 0, 0, 1)
            layout.render(on: target, at: point)
            if grouped {
                cairo_pop_group_to_source(target)
                cairo_paint_with_alpha(target, alpha)
            }
        }
    }
}
