internal import CPango
import Foundation

/// Indents, line heights and tab stops of a paragraph (`NSParagraphStyle`'s geometry).
extension TextLayout.Paragraph {
    /// Where a paragraph's lines go, from its indents and the width it is laid out in.
    struct Geometry {
        /// The width lines wrap to once indented, or nil when unconstrained.
        var lineWidth: CGFloat?
        /// Points every line is moved right: the smaller of the two head indents.
        var shift: CGFloat
        /// Pango's first-line indent, relative to `shift` (negative: a hanging indent).
        var indent: CGFloat

        init(_ paragraph: TextParagraphStyle, width: CGFloat?) {
            let first = paragraph.firstLineHeadIndent
            let head = paragraph.headIndent
            shift = max(0, min(first, head))
            indent = first - head
            var end: CGFloat?
            if paragraph.tailIndent > 0 {
                end = paragraph.tailIndent
            } else if let width {
                end = width + paragraph.tailIndent
            }
            lineWidth = end.map { max(0, $0 - shift) }
        }
    }

    /// How far glyphs are moved down in each line: UIKit puts the room a taller line height
    /// adds above the text (and takes the room a shorter one removes from above it), where Pango
    /// splits it evenly above and below.
    static func glyphDrop(_ paragraph: TextParagraphStyle, font: TextFont) -> CGFloat {
        guard paragraph.setsLineHeight else { return 0 }
        let natural = font.metrics.lineHeight
        return (paragraph.lineHeight(natural: natural) - natural) / 2
    }

    /// The attribute giving every line of the paragraph its height, when its style sets one.
    static func lineHeightAttribute(
        _ paragraph: TextParagraphStyle, font: TextFont
    ) -> UnsafeMutablePointer<PangoAttribute>? {
        guard paragraph.setsLineHeight else { return nil }
        let height = paragraph.lineHeight(natural: font.metrics.lineHeight)
        let attribute = pango_attr_line_height_new_absolute(pangoUnits(min(height, 100_000)))
        attribute?.pointee.start_index = 0
        attribute?.pointee.end_index = UInt32.max
        return attribute
    }

    /// Gives `layout` the paragraph's tab stops, or UIKit's default of one every 28 points.
    static func setTabs(_ layout: OpaquePointer, _ paragraph: TextParagraphStyle) {
        var stops = paragraph.tabStops
        if stops.isEmpty {
            // The common case, without building an array.
            let tabs = pango_tab_array_new(1, 0)
            pango_tab_array_set_tab(tabs, 0, PANGO_TAB_LEFT, pangoUnits(28))
            pango_layout_set_tabs(layout, tabs)
            pango_tab_array_free(tabs)
            return
        } else if paragraph.defaultTabInterval > 0, let last = stops.last {
            // Past the last stop, stops every interval (Pango repeats the last spacing after).
            let next =
                ((last.location / paragraph.defaultTabInterval).rounded(.down) + 1) * paragraph.defaultTabInterval
            stops.append(TextTabStop(location: next, alignment: .left))
            stops.append(TextTabStop(location: next + paragraph.defaultTabInterval, alignment: .left))
        }
        let tabs = pango_tab_array_new(Int32(stops.count), 0)
        for (index, stop) in stops.enumerated() {
            let alignment: PangoTabAlign
            switch stop.alignment {
            case .left: alignment = PANGO_TAB_LEFT
            case .center: alignment = PANGO_TAB_CENTER
            case .right: alignment = PANGO_TAB_RIGHT
            }
            pango_tab_array_set_tab(tabs, Int32(index), alignment, pangoUnits(stop.location))
        }
        pango_layout_set_tabs(layout, tabs)
        pango_tab_array_free(tabs)
    }
}

extension TextParagraphStyle {
    /// The widest step a tab can make: the furthest stop or interval (28 points by default).
    var widestTab: CGFloat { max(28, tabStops.last?.location ?? 0, 2 * defaultTabInterval) }
}

extension TextLayout.Paragraph {
    /// Reserves each attachment's room: every U+FFFC (bytes EF BF BC) whose run has an
    /// attachment becomes a shape as wide as its box, standing on the baseline at its offset.
    static func addAttachmentShapes(to list: OpaquePointer, bytes: [UInt8], runs: StyledRanges, start: Int) {
        guard bytes.count >= 3, runs.ranges.contains(where: { $0.1.attachment != nil }) else { return }
        var index = 0
        while index + 2 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBC,
                let attachment = runs.ranges.first(where: { $0.0.contains(start + index) })?.1.attachment
            else { continue }
            let box = attachment.bounds
            var logical = PangoRectangle(
                x: 0, y: -pangoUnits(box.maxY), width: pangoUnits(box.maxX), height: pangoUnits(box.height))
            var ink = logical
            guard let shape = pango_attr_shape_new(&ink, &logical) else { continue }
            shape.pointee.start_index = UInt32(index)
            shape.pointee.end_index = UInt32(index + 3)
            pango_attr_list_insert(list, shape)
        }
    }
}
