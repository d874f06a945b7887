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
        defer { drawAttachments(of: layout, at: point) }
        if layout.hasEffects || state.textDrawingMode != .fill {
            drawWithEffects(layout, at: point)
            return
        }
        // Glyph runs are composited together, so overlaps and blend modes apply once.
        performAsOneObject { target in
            cairo_set_source_rgba(target, 0, 0, 0, 1)
            layout.render(on: target, at: point)
        }
    }

    /// Draws the images of `layout`'s attachments upright (text's user space is y down), unless
    /// the text drawing mode paints nothing.
    private func drawAttachments(of layout: TextLayout, at point: CGPoint) {
        let mode = state.textDrawingMode
        guard mode.fills || mode.strokes else { return }
        for (image, rect) in layout.attachmentPlacements(at: point) where rect.width > 0 && rect.height > 0 {
            saveGState()
            translateBy(x: rect.minX, y: rect.maxY)
            scaleBy(x: 1, y: -1)
            draw(image, in: CGRect(origin: .zero, size: rect.size))
            restoreGState()
        }
    }
}
