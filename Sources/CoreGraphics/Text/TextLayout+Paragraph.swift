internal import CPango
import Foundation

extension TextLayout {
    /// One paragraph: a Pango layout of its text and attributes, and where it sits.
    final class Paragraph {
        let layout: OpaquePointer
        let style: TextStyle
        /// The width of its widest line in Pango units, before any limits.
        let naturalWidth: Int32
        /// Byte ranges, relative to the paragraph, whose characters carry kerning, with the kern.
        let kerns: [(Range<Int>, CGFloat)]
        /// The styles of the whole text, and where this paragraph starts in it (bytes).
        let runs: StyledRanges
        let start: Int
        /// How far every line is moved from where Pango puts it, in points: right by the head
        /// indent, down by the room a set line height adds above the text.
        let shift: CGPoint
        /// Its top edge within the text layout, in points.
        var top: CGFloat = 0
        /// How many of its lines are shown.
        var visibleLines = 0

        init(
            context: OpaquePointer, text: TextBuffer, range: Range<Int>, runs allRuns: StyledRanges,
            style paragraphStyle: TextStyle, width: CGFloat?
        ) {
            // Pango sets a line in 32-bit units of 1/1024 point, and letter spacing summed over a
            // paragraph past about two million points overflows them (pango then aborts in
            // `process_line`). Kerning is clamped so that a paragraph's adds up to half a million
            // points at most, whatever its length.
            let kernLimit = Paragraph.maximumTotalKern / CGFloat(max(range.count, 1))
            let style = paragraphStyle.clampingKern(to: kernLimit)
            let runs = StyledRanges(ranges: allRuns.ranges.map { ($0.0, $0.1.clampingKern(to: kernLimit)) })
            self.style = style
            self.runs = runs
            start = range.lowerBound
            kerns = runs.ranges.compactMap { runRange, runStyle in
                guard runStyle.kern != 0, runRange.overlaps(range) else { return nil }
                let start = max(runRange.lowerBound, range.lowerBound) - range.lowerBound
                let end = min(runRange.upperBound, range.upperBound) - range.lowerBound
                return (start..<end, runStyle.kern)
            }
            // The widest character any run could set, with its letter spacing: boxes narrower
            // than a few of these are checked against their widest character (see `configure`).
            let styles = [style] + runs.ranges.filter { $0.0.overlaps(range) }.map(\.1)
            let spacing = styles.map { abs($0.kern) }.max() ?? 0
            let em = styles.map { $0.font.pointSize + abs($0.kern) }.max() ?? 0
            var bytes = Array(text.utf8[range])
            if Paragraph.tabsMightOverflow(bytes, em: em, tabWidth: style.paragraph.widestTab) {
                let spaced = bytes.map { $0 == 0x09 ? 0x20 : $0 }
                let probe = Paragraph.makeLayout(context, bytes: spaced, runs: runs, range: range, style: style)
                let tabs = bytes.lazy.filter { $0 == 0x09 }.count
                if Paragraph.tabsOverflow(probe, tabs: tabs, tabWidth: style.paragraph.widestTab) {
                    Diagnostics.ignored("tab stops in a line over a million points wide (set as spaces)")
                    bytes = spaced
                }
                g_object_unref(UnsafeMutableRawPointer(probe))
            }
            let layout = Paragraph.makeLayout(context, bytes: bytes, runs: runs, range: range, style: style)
            self.layout = layout
            let geometry = Geometry(style.paragraph, width: width)
            shift = CGPoint(x: geometry.shift, y: Paragraph.glyphDrop(style.paragraph, font: style.font))
            Paragraph.configure(
                layout, paragraph: style.paragraph, width: geometry.lineWidth, indent: geometry.indent, em: em,
                spacing: spacing)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            naturalWidth = logical.width
        }

        private static func makeLayout(
            _ context: OpaquePointer, bytes: [UInt8], runs: StyledRanges, range: Range<Int>, style: TextStyle
        ) -> OpaquePointer {
            let layout = pango_layout_new(context)!
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    pango_layout_set_text(layout, chars.baseAddress, Int32(chars.count))
                }
            }
            let description = style.font.makeDescription()
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
            // The layout takes its own reference to the list.
            let attributes = Paragraph.attributes(for: runs, in: range)
            if let lineHeight = Paragraph.lineHeightAttribute(style.paragraph, font: style.font) {
                pango_attr_list_insert(attributes, lineHeight)
            }
            Paragraph.addAttachmentShapes(to: attributes, bytes: bytes, runs: runs, start: range.lowerBound)
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
            return layout
        }

        /// Half of Pango's 32-bit coordinate range, in Pango units (about a million points).
        private static let tabSafeWidth: Int64 = 1 << 30

        /// Whether `bytes` hold a tab and could be set wider than `tabSafeWidth`, with every
        /// character as wide as four of its widest `em`s (a cheap bound, before measuring).
        ///
        /// Pango 1.50.12 finds a tab's stop by stepping through stops until one lies past the
        /// line so far; in a line near 2³¹ units the stops' positions overflow and the loop runs
        /// for minutes, logging a critical warning each step. Such lines (millions of points)
        /// have their tabs set as spaces instead: nothing of them could be seen either way.
        private static func tabsMightOverflow(_ bytes: [UInt8], em: CGFloat, tabWidth: CGFloat) -> Bool {
            guard bytes.contains(0x09) else { return false }
            let characters = CGFloat(bytes.lazy.filter { $0 & 0xC0 != 0x80 }.count)
            let tabs = CGFloat(bytes.lazy.filter { $0 == 0x09 }.count)
            return (characters * 4 * em + tabs * tabWidth) * CGFloat(PANGO_SCALE) >= CGFloat(tabSafeWidth)
        }

        /// Whether `layout` (its tabs set as spaces) is, with `tabs` full tab stops added, at
        /// least `tabSafeWidth` wide; widths are summed cluster by cluster, without overflow.
        private static func tabsOverflow(_ layout: OpaquePointer, tabs: Int, tabWidth: CGFloat) -> Bool {
            var total = Int64(tabs) * Int64(pangoUnits(tabWidth))
            guard let iterator = pango_layout_get_iter(layout) else { return true }
            defer { pango_layout_iter_free(iterator) }
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_cluster_extents(iterator, nil, &logical)
                total += abs(Int64(logical.width))
                if total >= tabSafeWidth { return true }
            } while pango_layout_iter_next_cluster(iterator) != 0
            return false
        }

        private static func configure(
            _ layout: OpaquePointer, paragraph: TextParagraphStyle, width: CGFloat?, indent: CGFloat, em: CGFloat,
            spacing: CGFloat
        ) {
            let indentUnits = pangoUnits(indent)
            pango_layout_set_indent(layout, indentUnits)
            switch paragraph.alignment {
            case .left, .natural, .justified: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
            }
            pango_layout_set_justify(layout, paragraph.alignment == .justified ? 1 : 0)
            pango_layout_set_spacing(layout, pangoUnits(paragraph.lineSpacing))
            // UIKit's default tab stops are every 28 points (pango's default is eight spaces).
            setTabs(layout, paragraph)
            switch paragraph.lineBreak {
            case .wordWrap:
                // Unconstrained, nothing wraps: no break needs sealing.
                let byWords = width == nil || sealGraphemeBreaks(layout)
                pango_layout_set_wrap(layout, byWords ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_CHAR)
            case .charWrap: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
            case .clipping: return
            case .truncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .truncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .truncatingTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
            if paragraph.lineBreak.truncates { pango_layout_set_height(layout, -1) }
            guard let width else { return }
            var units = Int64(pangoUnits(width))
            // A wrapping box narrower than one of its characters gets one character per line, as
            // in UIKit; pango 1.50.12 can abort the process breaking such lines (letter-spaced or
            // combining clusters), so the box is widened to its widest character first, which
            // lays out the same lines. The indent narrows the first line (or, hanging, the
            // others) by its size: those lines keep room for the widest character too (a hanging
            // indent of two million points in a 13-point box would leave them none).
            let indented = abs(Int64(indentUnits))
            if !paragraph.lineBreak.truncates, CGFloat(units - indented) < 8 * em * CGFloat(PANGO_SCALE) {
                // Pango spaces letters by half a kern on either side, which the clusters' widths
                // leave out: a kern more keeps the widened box from aborting pango all the same.
                units = max(units, Int64(widestUnbreakable(layout)) + indented + Int64(pangoUnits(spacing)))
            }
            pango_layout_set_width(layout, Int32(clamping: units))
        }

        /// The widest run of `layout` (not yet wrapped) that character wrapping cannot break, in
        /// Pango units: glyph clusters summed between character breaks. A grapheme can hold
        /// several glyph clusters (an unassigned character, a combining mark and an emoji
        /// modifier drawn from different fonts), so the widest glyph cluster is not enough.
        private static func widestUnbreakable(_ layout: OpaquePointer) -> Int32 {
            var attributeCount: Int32 = 0
            guard let iterator = pango_layout_get_iter(layout),
                let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount),
                let text = pango_layout_get_text(layout)
            else { return 0 }
            defer { pango_layout_iter_free(iterator) }
            var widest: Int64 = 0
            var unit: Int64 = 0
            var offset = 0
            var byte = 0
            repeat {
                // The cluster's first character, counted from the text's start.
                let index = Int(pango_layout_iter_get_index(iterator))
                while byte < index {
                    byte += 1
                    while UInt8(bitPattern: text[byte]) & 0xC0 == 0x80 { byte += 1 }
                    offset += 1
                }
                if offset < Int(attributeCount), attributes[offset].is_char_break != 0 { unit = 0 }
                var logical = PangoRectangle()
                pango_layout_iter_get_cluster_extents(iterator, nil, &logical)
                unit += abs(Int64(logical.width))
                widest = max(widest, unit)
            } while pango_layout_iter_next_cluster(iterator) != 0
            return Int32(clamping: widest)
        }

        /// What Pango leaves out of a kerned line's width compared with UIKit.
        ///
        /// Pango spaces each character by half its kern on either side and drops the halves at
        /// the line's ends; UIKit puts the whole kern after each character, the last included.
        /// Widths agree once the two dropped halves are added back. (Between characters whose
        /// kerns differ, Pango leaves the mean of the two rather than the first one's kern.)
        func kernCorrection(of line: UnsafeMutablePointer<PangoLayoutLine>) -> CGFloat {
            guard !kerns.isEmpty, line.pointee.length > 0 else { return 0 }
            let first = Int(line.pointee.start_index)
            let last = first + Int(line.pointee.length) - 1
            func kern(at byte: Int) -> CGFloat { kerns.first { $0.0.contains(byte) }?.1 ?? 0 }
            return (kern(at: first) + kern(at: last)) / 2
        }

        /// Keeps only the first `count` lines, ending the last with an ellipsis if text was lost.
        func ellipsize(keepingLines count: Int) {
            if pango_layout_get_ellipsize(layout) == PANGO_ELLIPSIZE_NONE {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
            pango_layout_set_height(layout, -Int32(clamping: count))
        }

        /// The bottom of each line's logical box, in points from the paragraph's top.
        func lineBottoms() -> [CGFloat] {
            var bottoms: [CGFloat] = []
            forEachLine(limit: Int.max) { _, logical, _ in bottoms.append(points(logical.y, plus: logical.height)) }
            return bottoms
        }

        /// Calls `body` for each shown line with the line, its logical box and its baseline, in
        /// Pango units from the paragraph's top-left corner.
        func forEachLine(
            limit: Int? = nil, _ body: (UnsafeMutablePointer<PangoLayoutLine>, PangoRectangle, Int32) -> Void
        ) {
            let limit = limit ?? visibleLines
            guard limit > 0, let iterator = pango_layout_get_iter(layout) else { return }
            defer { pango_layout_iter_free(iterator) }
            var index = 0
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                body(line, logical, pango_layout_iter_get_baseline(iterator))
                index += 1
            } while index < limit && pango_layout_iter_next_line(iterator) != 0
        }

        /// The Pango attributes for the styled ranges inside `range`, relative to its start.
        private static func attributes(for runs: StyledRanges, in range: Range<Int>) -> OpaquePointer {
            let list = pango_attr_list_new()!
            for (runRange, style) in runs.ranges where runRange.overlaps(range) {
                let start = UInt32(max(runRange.lowerBound, range.lowerBound) - range.lowerBound)
                let end = UInt32(min(runRange.upperBound, range.upperBound) - range.lowerBound)
                for attribute in makeAttributes(style) {
                    attribute.pointee.start_index = start
                    attribute.pointee.end_index = end
                    pango_attr_list_insert(list, attribute)
                }
            }
            return list
        }

        private static func makeAttributes(_ style: TextStyle) -> [UnsafeMutablePointer<PangoAttribute>] {
            // UIKit does not hyphenate unless asked (`hyphenationFactor` is 0 by default); pango
            // 1.50 would insert a hyphen wherever it breaks inside a word.
            var attributes: [UnsafeMutablePointer<PangoAttribute>] = [
                pango_attr_insert_hyphens_new(style.paragraph.hyphenates ? 1 : 0)
            ]
            let description = style.font.makeDescription()
            attributes.append(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            var features = style.font.features
            if !style.ligatures { features += features.isEmpty ? "liga 0, clig 0" : ", liga 0, clig 0" }
            if !features.isEmpty { attributes.append(pango_attr_font_features_new(features)) }
            let foreground = pangoColor(style.foregroundColor)
            attributes.append(pango_attr_foreground_new(foreground.red, foreground.green, foreground.blue))
            if style.strokeWidth > 0 {
                // Hollow text: Pango's pass draws its backgrounds and lines but no glyphs (alpha
                // 1 of 65,535 rounds to nothing; 0 would mean opaque). Its outline is stroked later.
                attributes.append(pango_attr_foreground_alpha_new(1))
            } else if foreground.alpha < 65535 {
                // Pango reads an alpha of 0 as unset (opaque): clear text gets 1, which rounds
                // to nothing.
                attributes.append(pango_attr_foreground_alpha_new(max(foreground.alpha, 1)))
            }
            if style.baselineOffset != 0 {
                attributes.append(pango_attr_rise_new(pangoUnits(min(max(style.baselineOffset, -100_000), 100_000))))
            }
            if let underlineColor = style.underlineColor {
                let color = pangoColor(underlineColor)
                attributes.append(pango_attr_underline_color_new(color.red, color.green, color.blue))
            }
            if let strikethroughColor = style.strikethroughColor {
                let color = pangoColor(strikethroughColor)
                attributes.append(pango_attr_strikethrough_color_new(color.red, color.green, color.blue))
            }
            if let backgroundColor = style.backgroundColor {
                let background = pangoColor(backgroundColor)
                attributes.append(pango_attr_background_new(background.red, background.green, background.blue))
                if background.alpha < 65535 {
                    attributes.append(pango_attr_background_alpha_new(max(background.alpha, 1)))
                }
            }
            if style.kern != 0 { attributes.append(pango_attr_letter_spacing_new(pangoUnits(style.kern))) }
            switch style.underline {
            case .none: break
            case .single, .thick: attributes.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            case .double: attributes.append(pango_attr_underline_new(PANGO_UNDERLINE_DOUBLE))
            }
            if style.strikethrough != .none { attributes.append(pango_attr_strikethrough_new(1)) }
            return attributes
        }

        private static func pangoColor(
            _ color: CGColor
        ) -> (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) {
            let c = color.rgba
            func channel(_ value: CGFloat) -> UInt16 {
                guard value.isFinite else { return 0 }
                return UInt16((min(max(value, 0), 1) * 65535).rounded())
            }
            return (channel(c.red), channel(c.green), channel(c.blue), channel(c.alpha))
        }
    }
}

extension TextLayout.Paragraph {
    /// The most letter spacing a paragraph adds up to, in points (see `init`).
    static let maximumTotalKern: CGFloat = 500_000
}

extension TextStyle {
    /// The style with its kerning kept within ±`limit` points (logged when it was not).
    fileprivate func clampingKern(to limit: CGFloat) -> TextStyle {
        guard abs(kern) > limit else { return self }
        Diagnostics.ignored("kerning of \(kern) points past \(limit) for its paragraph (clamped)")
        var clamped = self
        clamped.kern = kern < 0 ? -limit : limit
        return clamped
    }
}
