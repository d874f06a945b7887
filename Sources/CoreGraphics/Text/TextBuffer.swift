import Foundation

/// A string's UTF-8 bytes, with UTF-16 offsets (as `NSRange` counts) mapped to byte offsets.
struct TextBuffer {
    let utf8: [UInt8]
    /// The byte offset of every UTF-16 offset, 0 through the UTF-16 count; an offset inside a
    /// surrogate pair maps to the start of its character.
    private let byteOffsets: [Int]

    /// A space directly before a combining mark becomes a no-break space (U+00A0, as wide, and
    /// the base Unicode gives an isolated mark): pango 1.50.12 can abort the process wrapping a
    /// line between such a space and its mark. Both are one UTF-16 unit, so offsets still map.
    init(_ string: String) {
        var scalars = Array(string.unicodeScalars)
        for index in scalars.indices.dropLast() where scalars[index] == " " {
            switch scalars[index + 1].properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: scalars[index] = "\u{A0}"
            default: break
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count + 8)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        utf8 = bytes
        var offsets: [Int] = []
        offsets.reserveCapacity(string.utf16.count + 1)
        var byte = 0
        for scalar in scalars {
            let units = UTF16.width(scalar)
            for _ in 0..<units { offsets.append(byte) }
            byte += UTF8.width(scalar)
        }
        offsets.append(byte)
        byteOffsets = offsets
    }

    /// The byte offset of UTF-16 offset `offset`, clamped to the text.
    func byteOffset(utf16 offset: Int) -> Int {
        byteOffsets[min(max(offset, 0), byteOffsets.count - 1)]
    }

    /// The byte ranges of the paragraphs, without their separators (CR, LF, CR LF, U+2029).
    ///
    /// Text ending in a separator has an empty last paragraph, which still takes a line.
    func paragraphRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            var separatorLength = 0
            if byte == 0x0A {
                separatorLength = 1
            } else if byte == 0x0D {
                separatorLength = index + 1 < utf8.count && utf8[index + 1] == 0x0A ? 2 : 1
            } else if byte == 0xE2, index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA9 {
                separatorLength = 3
            }
            if separatorLength > 0 {
                ranges.append(start..<index)
                index += separatorLength
                start = index
            } else {
                index += 1
            }
        }
        ranges.append(start..<utf8.count)
        return ranges
    }

    /// The runs as byte ranges, sorted and without overlaps (later runs win), gaps filled with
    /// `defaultStyle`.
    func styleRuns(_ runs: [TextRun], defaultStyle: TextStyle) -> StyledRanges {
        var styles = [Int](repeating: -1, count: utf8.count)
        for (index, run) in runs.enumerated() where run.range.location != NSNotFound && run.range.length > 0 {
            let start = byteOffset(utf16: run.range.location)
            let (end16, overflow) = run.range.location.addingReportingOverflow(run.range.length)
            let end = byteOffset(utf16: overflow ? Int.max : end16)
            guard start < end else { continue }
            for byte in start..<end { styles[byte] = index }
        }
        if !runs.isEmpty { giveClustersOneStyle(&styles) }
        var ranges: [(Range<Int>, TextStyle)] = []
        var start = 0
        while start < styles.count {
            var end = start + 1
            while end < styles.count, styles[end] == styles[start] { end += 1 }
            let style = styles[start] < 0 ? defaultStyle : runs[styles[start]].style
            ranges.append((start..<end, style))
            start = end
        }
        return StyledRanges(ranges: ranges)
    }
}

extension TextBuffer {
    /// Gives every byte of a grapheme cluster the style of the cluster's first character: a run
    /// beginning at an emoji modifier or a combining mark (or inside a surrogate pair, which maps
    /// to the character's start) would split the cluster between two pango items, and pango
    /// 1.50.12 can abort the process wrapping such a line (a stroke width starting at a skin-tone
    /// modifier after a Thaana letter, in a box narrower than a character, as arbitrary attributed
    /// text can have). A cluster is drawn as one, in one style.
    fileprivate func giveClustersOneStyle(_ styles: inout [Int]) {
        var start = 0
        for character in String(decoding: utf8, as: UTF8.self) {
            let end = start + character.utf8.count
            if end - start > 1, end <= styles.count {
                let first = styles[start]
                for byte in (start + 1)..<end where styles[byte] != first { styles[byte] = first }
            }
            start = end
        }
    }
}

/// Byte ranges of a text with their styles, in order.
struct StyledRanges {
    let ranges: [(Range<Int>, TextStyle)]

    /// The style of the byte at `offset` (of the last byte when `offset` is the end).
    func style(at offset: Int, default fallback: TextStyle) -> TextStyle {
        for (range, style) in ranges where range.contains(offset) { return style }
        return ranges.last?.1 ?? fallback
    }
}
