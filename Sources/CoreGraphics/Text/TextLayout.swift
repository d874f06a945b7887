internal import CCairo
internal import CPango
import Foundation

/// A string laid out in lines, ready to measure and to draw again and again.
///
/// Built from a string, attribute runs in UTF-16 ranges and constraints. Each paragraph is its
/// own Pango layout so it can carry its own alignment, wrapping and spacing; paragraphs stack
/// with their line spacing and paragraph spacing between them. Sizes are in points and do not
/// depend on the scale the layout is later drawn at.
///
/// A layout belongs to the thread that made it (Pango objects are not thread-safe).
package final class TextLayout {
    /// The size of the lines shown: the widest line's width and the bottom of the last line.
    package private(set) var size = CGSize.zero
    /// The distance from the top to the first line's baseline (0 for empty text).
    package private(set) var firstBaseline: CGFloat = 0
    /// How many lines are shown.
    package private(set) var lineCount = 0
    /// With clipping line breaks and a width, drawing is clipped to that width.
    package private(set) var clipWidth: CGFloat?
    /// Whether any run is stroked or casts a shadow: such text is drawn run by run
    /// (`TextLayout+Effects.swift`) rather than by Pango alone.
    package private(set) var hasEffects = false
    /// The distinct shadows runs cast, in order of first appearance.
    private(set) var shadows: [TextShadow] = []
    /// Whether any run shows an attachment's image.
    private(set) var hasAttachments = false

    let paragraphs: [Paragraph]

    /// Lays out `string`; characters no run covers take `defaultStyle`.
    package init(
        string: String, runs: [TextRun], defaultStyle: TextStyle, constraints: TextConstraints = TextConstraints()
    ) {
        let text = TextBuffer(string)
        let context = PangoThreadState.current.context
        let width = constraints.width.flatMap { $0.isFinite && $0 < 1_000_000 ? max(0, $0) : nil }
        var built: [Paragraph] = []
        guard !text.utf8.isEmpty else {
            paragraphs = []
            return
        }
        let styled = text.styleRuns(runs, defaultStyle: defaultStyle)
        hasAttachments = styled.ranges.contains { $0.1.attachment != nil }
        for (_, style) in styled.ranges where style.hasEffects {
            hasEffects = true
            if let shadow = style.shadow, !shadows.contains(shadow) { shadows.append(shadow) }
        }
        for range in text.paragraphRanges() {
            let style = styled.style(at: range.lowerBound, default: defaultStyle)
            let paragraph = Paragraph(
                context: context, text: text, range: range, runs: styled, style: style, width: width)
            built.append(paragraph)
        }
        paragraphs = built
        if let width, built.contains(where: { $0.style.paragraph.lineBreak == .clipping }) { clipWidth = width }
        if width == nil { alignUnconstrained() }
        applyLimits(constraints)
    }

    deinit {
        for paragraph in paragraphs { g_object_unref(UnsafeMutableRawPointer(paragraph.layout)) }
    }

    /// Gives every paragraph the widest paragraph's width, so centred and right-aligned
    /// paragraphs line up with each other instead of each with itself.
    private func alignUnconstrained() {
        guard paragraphs.count > 1,
            paragraphs.contains(where: {
                $0.style.paragraph.alignment != .left && $0.style.paragraph.alignment != .natural
            })
        else { return }
        let widest = paragraphs.map(\.naturalWidth).max() ?? 0
        for paragraph in paragraphs where paragraph.naturalWidth < widest {
            pango_layout_set_width(paragraph.layout, widest)
        }
    }

    /// Decides which lines show and measures them, ellipsizing the last one where asked.
    private func applyLimits(_ constraints: TextConstraints) {
        let maximumLines = constraints.maximumLines == 0 ? Int.max : constraints.maximumLines
        let maximumHeight = constraints.maximumHeight.map { $0.isNaN ? 0 : $0 } ?? .infinity
        var top: CGFloat = 0
        var shown = 0
        var previous: Paragraph?
        for paragraph in paragraphs {
            if let previous {
                top +=
                    previous.style.paragraph.lineSpacing + previous.style.paragraph.paragraphSpacing
                    + paragraph.style.paragraph.paragraphSpacingBefore
            }
            paragraph.top = top
            let lines = paragraph.lineBottoms()
            var fitting = 0
            while fitting < lines.count, shown + fitting < maximumLines,
                top + lines[fitting] <= maximumHeight + 0.001
            {
                fitting += 1
            }
            paragraph.visibleLines = fitting
            let cutHere = fitting < lines.count
            if cutHere, fitting > 0, constraints.truncatesLastVisibleLine {
                paragraph.ellipsize(keepingLines: fitting)
            }
            shown += fitting
            if fitting > 0 { previous = paragraph }
            if cutHere || fitting == 0 { break }
            top += lines[lines.count - 1]
        }
        measure()
    }

    private func measure() {
        var width: CGFloat = 0
        var bottom: CGFloat = 0
        var baseline: CGFloat?
        var count = 0
        for paragraph in paragraphs where paragraph.visibleLines > 0 {
            // Indented lines end further right: their indent counts in the width.
            let indents = paragraph.shift.x > 0 || pango_layout_get_indent(paragraph.layout) != 0
            paragraph.forEachLine { line, logical, lineBaseline in
                let start = indents ? paragraph.shift.x + max(0, points(logical.x)) : 0
                width = max(width, start + points(logical.width) + paragraph.kernCorrection(of: line))
                bottom = max(bottom, paragraph.top + points(logical.y, plus: logical.height))
                if baseline == nil { baseline = paragraph.top + paragraph.shift.y + points(lineBaseline) }
                count += 1
            }
        }
        if let clipWidth { width = min(width, clipWidth) }
        size = CGSize(width: width, height: bottom)
        firstBaseline = baseline ?? 0
        lineCount = count
    }

    /// Draws the shown lines with the layout's top-left corner at `origin`, on cairo context `cr`
    /// in its current user space.
    func render(on cr: OpaquePointer, at origin: CGPoint) {
        withClipWidth(on: cr, at: origin) {
            for paragraph in paragraphs where paragraph.visibleLines > 0 {
                paragraph.forEachLine { line, logical, baseline in
                    cairo_move_to(
                        cr, Double(origin.x + paragraph.shift.x + points(logical.x)),
                        Double(origin.y + paragraph.top + paragraph.shift.y + points(baseline)))
                    pango_cairo_show_layout_line(cr, line)
                }
            }
        }
    }
}
