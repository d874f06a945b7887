internal import CCairo
internal import CPango
import Foundation

/// Text drawn run by run: outlines stroked (`strokeWidth`, `CGTextDrawingMode.stroke`), shadows
/// cast per run (`NSShadow`), glyphs added to the clip. Pango fills glyphs and draws
/// backgrounds and lines (`render(on:at:)`); these passes add what Pango cannot, over the same
/// glyphs, so plain text never takes them.
extension TextLayout {
    /// Paints, on `cr`, what the runs casting `shadow` cover: their glyphs filled (when `mode`
    /// fills and the run is not hollow) and their outlines stroked (when stroked at all), in
    /// their foreground alpha. The shadow is the blurred, tinted, offset copy of this coverage.
    /// Glyphs whose outlined ink misses `visible` (user space; nil: none miss) are left out.
    func paintShadowCoverage(
        of shadow: TextShadow, on cr: OpaquePointer, at origin: CGPoint, mode: CGTextDrawingMode, visible: CGRect?
    ) {
        withClipWidth(on: cr, at: origin) {
            forEachRun(at: origin) { run, style, point in
                guard style.shadow == shadow else { return }
                if mode.fills, style.strokeWidth <= 0 {
                    cairo_new_path(cr)
                    TextLayout.addPath(of: run, at: point, on: cr, visible: visible, reach: 1)
                    cairo_set_source_rgba(cr, 0, 0, 0, Double(style.foregroundColor.rgba.alpha))
                    cairo_fill(cr)
                }
                TextLayout.stroke(run, style: style, at: point, contextStrokes: mode.strokes, on: cr, visible: visible)
            }
        }
    }

    /// Strokes the outlines of the runs that carry a stroke width, and of every run when
    /// `contextStrokes` (the context's text drawing mode strokes); glyphs whose outline misses
    /// `visible` are left out.
    func strokeRuns(on cr: OpaquePointer, at origin: CGPoint, contextStrokes: Bool, visible: CGRect?) {
        withClipWidth(on: cr, at: origin) {
            forEachRun(at: origin) { run, style, point in
                TextLayout.stroke(
                    run, style: style, at: point, contextStrokes: contextStrokes, on: cr, visible: visible)
            }
        }
    }

    /// Adds the outlines of the shown glyphs to `cr`'s path, but those that miss `visible` (they
    /// could not widen a clip they are intersected with).
    func addGlyphPaths(on cr: OpaquePointer, at origin: CGPoint, visible: CGRect?) {
        forEachRun(at: origin) { run, _, point in
            TextLayout.addPath(of: run, at: point, on: cr, visible: visible, reach: 1)
        }
    }

    /// Where each attachment's image goes, in user space (y down), the layout's top-left corner
    /// being at `origin`: one box per U+FFFC shown.
    func attachmentPlacements(at origin: CGPoint) -> [(CGImage, CGRect)] {
        guard hasAttachments else { return [] }
        var placements: [(CGImage, CGRect)] = []
        forEachRun(at: origin) { run, style, point in
            guard let attachment = style.attachment, let image = attachment.image,
                let glyphs = run.pointee.glyphs
            else { return }
            var x = point.x
            for index in 0..<Int(glyphs.pointee.num_glyphs) {
                let box = attachment.bounds
                placements.append(
                    (image, CGRect(x: x + box.minX, y: point.y - box.maxY, width: box.width, height: box.height)))
                x += points(glyphs.pointee.glyphs[index].geometry.width)
            }
        }
        return placements
    }

    /// Runs `body` clipped to `clipWidth` when the layout clips its lines.
    func withClipWidth(on cr: OpaquePointer, at origin: CGPoint, _ body: () -> Void) {
        guard let clipWidth else { return body() }
        cairo_save(cr)
        cairo_rectangle(cr, Double(origin.x), -1e6, Double(clipWidth), 2e6)
        cairo_clip(cr)
        body()
        cairo_restore(cr)
    }

    /// Calls `body` for each run of glyphs on the shown lines with its style and the start of
    /// its baseline in user space, the layout's top-left corner being at `origin`.
    private func forEachRun(
        at origin: CGPoint, _ body: (UnsafeMutablePointer<PangoGlyphItem>, TextStyle, CGPoint) -> Void
    ) {
        for paragraph in paragraphs where paragraph.visibleLines > 0 {
            paragraph.forEachRun { run, x, baseline in
                let offset = paragraph.start + Int(run.pointee.item.pointee.offset)
                let style = paragraph.runs.style(at: offset, default: paragraph.style)
                let point = CGPoint(
                    x: origin.x + paragraph.shift.x + points(x),
                    y: origin.y + paragraph.top + paragraph.shift.y + points(baseline))
                body(run, style, point)
            }
        }
    }

    /// Strokes `run`'s outline when it carries a stroke width (that many percent of its point
    /// size wide, in its stroke colour) or when `contextStrokes` (the context's line width, in
    /// the foreground colour). Solid, with the pen bounded as every stroke is (`StrokePen`).
    private static func stroke(
        _ run: UnsafeMutablePointer<PangoGlyphItem>, style: TextStyle, at point: CGPoint, contextStrokes: Bool,
        on cr: OpaquePointer, visible: CGRect?
    ) {
        let attributed = style.strokeWidth != 0
        guard attributed || contextStrokes else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_set_dash(cr, nil, 0, 0)
        var width = attributed ? Double(abs(style.strokeWidth) / 100 * style.font.pointSize) : cairo_get_line_width(cr)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        if let limited = StrokePen.limitedWidth(width, under: matrix) { width = limited }
        cairo_set_line_width(cr, width)
        let color = ((attributed ? style.strokeColor : nil) ?? style.foregroundColor).rgba
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        // How far the outline reaches past the ink: half the width, times the miter limit at
        // mitred joins.
        let miter = cairo_get_line_join(cr) == CAIRO_LINE_JOIN_MITER ? max(1, cairo_get_miter_limit(cr)) : 1
        cairo_new_path(cr)
        addPath(of: run, at: point, on: cr, visible: visible, reach: CGFloat(width / 2 * miter + 1))
        cairo_stroke(cr)
    }

    /// Adds the outlines of `run`'s glyphs, their baseline starting at `point`, to `cr`'s path:
    /// all of them when `visible` is nil, else those whose ink box grown by `reach` meets it.
    ///
    /// Outlining glyphs far off the target is what costs: 95 characters of 10,000-point text at
    /// y = −1.8 × 10³⁰⁸, stroked and with a shadow, take over 2 GB (23 GB in a debug build). Each
    /// glyph is checked, since one run of huge text spans far more than the target.
    private static func addPath(
        of run: UnsafeMutablePointer<PangoGlyphItem>, at point: CGPoint, on cr: OpaquePointer, visible: CGRect?,
        reach: CGFloat
    ) {
        guard let font = run.pointee.item.pointee.analysis.font, let glyphs = run.pointee.glyphs else { return }
        guard let visible else {
            cairo_move_to(cr, Double(point.x), Double(point.y))
            pango_cairo_glyph_string_path(cr, font, glyphs)
            return
        }
        guard let single = pango_glyph_string_new() else { return }
        defer { pango_glyph_string_free(single) }
        pango_glyph_string_set_size(single, 1)
        var pen = point.x
        for index in 0..<Int(glyphs.pointee.num_glyphs) {
            let info = glyphs.pointee.glyphs[index]
            defer { pen += points(info.geometry.width) }
            var ink = PangoRectangle()
            pango_font_get_glyph_extents(font, info.glyph, &ink, nil)
            let x = pen + points(info.geometry.x_offset)
            let y = point.y + points(info.geometry.y_offset)
            let box = CGRect(
                x: x + points(ink.x) - reach, y: y + points(ink.y) - reach, width: points(ink.width) + 2 * reach,
                height: points(ink.height) + 2 * reach)
            guard !box.width.isFinite || !box.height.isFinite || box.intersects(visible) else { continue }
            // The glyph alone, its offsets kept, drawn from its pen position.
            single.pointee.glyphs[0] = info
            single.pointee.log_clusters[0] = 0
            cairo_move_to(cr, Double(pen), Double(point.y))
            pango_cairo_glyph_string_path(cr, font, single)
        }
    }
}

extension TextLayout.Paragraph {
    /// Calls `body` for each run of glyphs on the shown lines with its left edge and baseline
    /// (raised or lowered by its baseline offset), in Pango units from the paragraph's corner.
    func forEachRun(_ body: (UnsafeMutablePointer<PangoGlyphItem>, Int32, Int32) -> Void) {
        guard visibleLines > 0, let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        var line = 0
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iterator) {
                var logical = PangoRectangle()
                pango_layout_iter_get_run_extents(iterator, nil, &logical)
                body(UnsafeMutablePointer(mutating: run), logical.x, pango_layout_iter_get_run_baseline(iterator))
            } else {
                // Each line ends with an empty run.
                line += 1
                if line >= visibleLines { break }
            }
        } while pango_layout_iter_next_run(iterator) != 0
    }
}
