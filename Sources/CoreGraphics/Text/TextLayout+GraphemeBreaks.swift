internal import CPango
import Foundation

/// Word wrapping that never breaks inside a grapheme.
///
/// Unicode's line-breaking rules allow some breaks that its grapheme rules forbid: between a
/// letter and an emoji modifier after it, or between a space and a combining mark. Pango 1.50.12
/// records such a break as a line's break point when wrapping by words, and when that point no
/// longer fits it retries by characters, finds no character break there and aborts the process
/// (`process_line: assertion failed`). UIKit never breaks inside a grapheme, so those breaks are
/// sealed (`allow_breaks` off over the grapheme); where pango still offers one, the paragraph
/// wraps by characters, which never records a word break that breaking by characters then lacks.
extension TextLayout.Paragraph {
    /// Seals the line breaks `layout` (not yet wrapped) offers inside graphemes. False when one
    /// remains — pango itself allows breaks after a few characters (a soft hyphen, some
    /// dashes and accents, zero-width spaces) even inside a sealed range — and the paragraph
    /// must wrap by characters instead of words.
    static func sealGraphemeBreaks(_ layout: OpaquePointer) -> Bool {
        guard let text = pango_layout_get_text(layout) else { return true }
        // ASCII text has none: each of its characters is a grapheme (CR LF is never broken).
        var length = 0
        var ascii = true
        while text[length] != 0 {
            if text[length] < 0 { ascii = false }
            length += 1
        }
        if ascii { return true }
        // Pango's breaks for the bare text, found without shaping it: a paragraph without a break
        // inside a grapheme among them (nearly all text) is not laid out an extra time here.
        var characters = 0
        for index in 0..<length where UInt8(bitPattern: text[index]) & 0xC0 != 0x80 { characters += 1 }
        var bare = [PangoLogAttr](repeating: PangoLogAttr(), count: characters + 1)
        pango_get_log_attrs(text, Int32(length), -1, pango_language_get_default(), &bare, Int32(bare.count))
        if breaksInsideGraphemes(bare, bare.count).isEmpty { return true }
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &count) else { return true }
        let breaks = breaksInsideGraphemes(attributes, Int(count))
        guard !breaks.isEmpty else { return true }
        // The byte where each character starts, and the text's end.
        var starts: [Int] = []
        starts.reserveCapacity(Int(count))
        var byte = 0
        while byte < length {
            starts.append(byte)
            byte += 1
            while byte < length, UInt8(bitPattern: text[byte]) & 0xC0 == 0x80 { byte += 1 }
        }
        starts.append(length)
        guard starts.count == Int(count) else { return false }
        // A new list: pango ignores a list equal to the one it has, keeping the old breaks.
        let list = pango_layout_get_attributes(layout).flatMap { pango_attr_list_copy($0) } ?? pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        var sealedTo = 0
        for position in breaks where position >= sealedTo {
            var first = position - 1
            while first > 0, attributes[first].is_char_break == 0 { first -= 1 }
            var end = position + 1
            while end < starts.count - 1, attributes[end].is_char_break == 0 { end += 1 }
            let seal = pango_attr_allow_breaks_new(0)!
            seal.pointee.start_index = UInt32(starts[first])
            seal.pointee.end_index = UInt32(starts[end])
            pango_attr_list_insert(list, seal)
            sealedTo = end
        }
        pango_layout_set_attributes(layout, list)
        guard let sealed = pango_layout_get_log_attrs_readonly(layout, &count) else { return false }
        return breaksInsideGraphemes(sealed, Int(count)).isEmpty
    }

    /// The positions (characters from the start) where a line may break but a character may
    /// not: inside a grapheme. `count` is the number of characters plus one.
    private static func breaksInsideGraphemes(_ attributes: UnsafePointer<PangoLogAttr>, _ count: Int) -> [Int] {
        guard count > 2 else { return [] }
        return (1..<count - 1).filter {
            attributes[$0].is_line_break != 0 && attributes[$0].is_char_break == 0
                && attributes[$0].is_mandatory_break == 0
        }
    }
}
