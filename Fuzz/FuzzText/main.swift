import FuzzSupport
import UIKit

// Text from a byte stream: an attributed string of arbitrary Unicode with up to eight attribute
// runs over arbitrary UTF-16 ranges (fonts of any size, weight and name, paragraph styles with bad
// values — line heights, indents, tab stops, hyphenation — kerning, underlines, strokes, shadows,
// baseline offsets, colours), measured and drawn into a small image renderer in any text drawing
// mode, and the plain-string API with one more set of attributes. Needs FONTCONFIG_FILE set to
// the pinned fonts.

/// libFuzzer's entry point: runs one input; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    MainActor.assumeIsolated {
        var input = FuzzInput(bytes)
        fuzzOnce(&input)
    }
    return 0
}

@MainActor private func fuzzOnce(_ input: inout FuzzInput) {
    var text = input.string(maxScalars: 96)
    // Attachment characters, where attachments show.
    for _ in 0..<input.int(below: 4) {
        let scalars = text.unicodeScalars
        let index = scalars.index(scalars.startIndex, offsetBy: input.int(below: scalars.count + 1))
        text.unicodeScalars.insert("\u{FFFC}", at: index)
    }
    input.trace("text \(text.unicodeScalars.count) scalars: \(text.unicodeScalars.map { String($0.value, radix: 16) })")
    let first = makeAttributes(&input, inRuns: false)
    // Attributed strings hold numbers only (kerning, underline and strikethrough, in up to eight
    // runs over any ranges, which may overlap or split a surrogate pair or a grapheme cluster):
    // swift-corelibs-foundation halts comparing run values whose word at byte 16 reads as type
    // ID 0 (docs/Compatibility.md, "Attributed strings"): Lamina's own attribute objects never
    // do (`FoundationTypeGuard`), but `UIColor` and boxed `CGFloat`s can, by their heap addresses.
    // Lamina's objects reach it through the plain-string calls' attributes (`first`), which
    // Foundation never compares.
    let attributed = NSMutableAttributedString(
        string: text, attributes: numbersOnly(makeAttributes(&input, inRuns: true)))
    let length = attributed.length
    for _ in 0..<input.int(below: 9) {
        let attributes = numbersOnly(makeAttributes(&input, inRuns: true))
        let location = input.int(below: length + 1)
        let range = NSRange(location: location, length: input.int(below: length - location + 1))
        attributed.addAttributes(attributes, range: range)
    }
    let size = input.size()
    let options = NSStringDrawingOptions(rawValue: Int(input.byte()))
    let context = input.bool() ? NSStringDrawingContext() : nil
    context?.minimumScaleFactor = input.number()
    let rect = CGRect(origin: input.point(), size: size)
    input.trace(
        "size \(size) options \(options.rawValue) minimum scale \(String(describing: context?.minimumScaleFactor))")
    input.trace("plain attributes \(first)")
    if FuzzInput.isTracing {
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            input.trace("attributed run \(range.location)..<\(range.location + range.length): \(attributes)")
        }
    }

    _ = attributed.size()
    _ = attributed.boundingRect(with: size, options: options, context: context)
    _ = text.size(withAttributes: first)
    _ = text.boundingRect(with: size, options: options, attributes: first, context: context)

    let format = UIGraphicsImageRendererFormat()
    format.scale = CGFloat(1 + input.byte() % 3)
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: format)
    let mode = CGTextDrawingMode(rawValue: Int32(input.byte() % 9))
    let lineWidth = input.number()
    input.trace("rect \(rect) options \(options.rawValue) mode \(String(describing: mode)) line width \(lineWidth)")
    _ = renderer.image { canvas in
        if let mode { canvas.cgContext.setTextDrawingMode(mode) }
        canvas.cgContext.setLineWidth(lineWidth)
        attributed.draw(at: CGPoint(x: 1, y: 1))
        attributed.draw(in: rect)
        attributed.draw(with: rect, options: options, context: context)
        text.draw(at: rect.origin, withAttributes: first)
        (text as NSString).draw(in: CGRect(x: 0, y: 0, width: 24, height: 16), withAttributes: first)
        // After a clip mode, drawing shows through the text.
        canvas.fill(CGRect(x: 0, y: 0, width: 24, height: 16))
    }
}

/// Attributes from the input: each key present or not, with good and bad values.
///
/// Foundation numbers stored in an attributed string's runs are never NaN: swift-corelibs-foundation
/// halts when it compares run dictionaries holding a value not equal to itself. NaN reaches Lamina
/// through the plain attribute dictionaries instead (and through paragraph styles, which must
/// stay equal to themselves whatever their values).
@MainActor private func makeAttributes(_ input: inout FuzzInput, inRuns: Bool) -> [NSAttributedString.Key: Any] {
    var attributes: [NSAttributedString.Key: Any] = [:]
    let present = input.byte()
    func number() -> CGFloat {
        let value = input.number()
        // −0 too: Foundation's number hashing tells it from +0, which it finds equal.
        return inRuns && (value.isNaN || value == 0) ? (value.isNaN ? .infinity : 0) : value
    }
    if present & 1 != 0 { attributes[.font] = makeFont(&input) }
    if present & 2 != 0 { attributes[.paragraphStyle] = makeParagraphStyle(&input) }
    if present & 4 != 0 { attributes[.kern] = number() }
    if present & 8 != 0 { attributes[.underlineStyle] = Int(input.uint64() % 0x1_0000) }
    if present & 16 != 0 { attributes[.strikethroughStyle] = NSNumber(value: Double(number())) }
    if present & 32 != 0 { attributes[.foregroundColor] = UIColor(white: input.number(), alpha: input.number()) }
    if present & 64 != 0 { attributes[.backgroundColor] = UIColor.systemYellow }
    if present & 128 != 0 { attributes[.font] = "not a font" }
    let effects = input.byte()
    if effects & 1 != 0 { attributes[.strokeWidth] = number() }
    if effects & 2 != 0 { attributes[.baselineOffset] = number() }
    if !inRuns {
        if effects & 4 != 0 { attributes[.strokeColor] = UIColor(white: input.number(), alpha: input.number()) }
        if effects & 8 != 0 { attributes[.shadow] = makeShadow(&input) }
        if effects & 16 != 0 { attributes[.underlineColor] = UIColor.systemRed }
        if effects & 32 != 0 { attributes[.strikethroughColor] = UIColor(white: input.number(), alpha: 1) }
        if effects & 64 != 0 { attributes[.shadow] = "not a shadow" }
        if effects & 128 != 0 { attributes[.attachment] = makeAttachment(&input) }
    }
    return attributes
}

/// `attributes` without Lamina's objects (fonts, paragraph styles, colours).
private func numbersOnly(_ attributes: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any] {
    let numbers: Set<NSAttributedString.Key> = [
        .kern, .underlineStyle, .strikethroughStyle, .strokeWidth, .baselineOffset,
    ]
    // CGFloats as NSNumbers: Foundation boxes a CGFloat, and comparing two boxes in neighbouring
    // runs halts it now and then (docs/Compatibility.md, "Attributed strings"); Lamina reads both.
    return attributes.filter { numbers.contains($0.key) }.mapValues { value in
        (value as? CGFloat).map { NSNumber(value: Double($0)) } ?? value
    }
}

/// An attachment with any bounds: a small image, image data (good or not), or nothing.
@MainActor private func makeAttachment(_ input: inout FuzzInput) -> NSTextAttachment {
    let attachment: NSTextAttachment
    switch input.byte() % 3 {
    case 0:
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        attachment = NSTextAttachment(
            image: UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image { _ in })
    case 1: attachment = NSTextAttachment(data: Data((0..<input.int(below: 24)).map { _ in input.byte() }), ofType: nil)
    default: attachment = NSTextAttachment()
    }
    if input.bool() { attachment.bounds = CGRect(origin: input.point(), size: input.size()) }
    input.trace("attachment \(attachment.bounds) image \(attachment.image != nil)")
    return attachment
}

/// A shadow with any offset, blur and colour (or none).
@MainActor private func makeShadow(_ input: inout FuzzInput) -> NSShadow {
    let shadow = NSShadow()
    shadow.shadowOffset = input.size()
    shadow.shadowBlurRadius = input.number()
    if input.bool() { shadow.shadowColor = UIColor(white: input.number(), alpha: input.number()) }
    input.trace(
        "shadow \(shadow.shadowOffset) blur \(shadow.shadowBlurRadius) colour \(String(describing: shadow.shadowColor))"
    )
    return shadow
}

/// A font of any size (zero, negative, huge, NaN), weight and name.
@MainActor private func makeFont(_ input: inout FuzzInput) -> UIFont {
    let size = input.number()
    let weight = UIFont.Weight(input.number())
    let names = ["DejaVu Sans", "DejaVuSans-Bold", "DejaVu Serif Italic", "WenQuanYi Micro Hei", "Helvetica", "", " "]
    switch input.byte() % 7 {
    case 0: return .systemFont(ofSize: size)
    case 1: return .systemFont(ofSize: size, weight: weight)
    case 2: return .boldSystemFont(ofSize: size)
    case 3: return .italicSystemFont(ofSize: size)
    case 4: return .monospacedSystemFont(ofSize: size, weight: weight)
    case 5: return UIFont(name: names[input.int(below: names.count)], size: size) ?? .systemFont(ofSize: 1)
    default:
        let name = input.string(maxScalars: 12)
        return (UIFont(name: name, size: size) ?? .monospacedDigitSystemFont(ofSize: size, weight: weight))
            .withSize(input.number())
    }
}

/// A paragraph style with any alignment, line break mode and spacing.
@MainActor private func makeParagraphStyle(_ input: inout FuzzInput) -> NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    style.alignment = NSTextAlignment(rawValue: input.int(below: 5)) ?? .natural
    style.lineBreakMode = NSLineBreakMode(rawValue: input.int(below: 6)) ?? .byWordWrapping
    style.lineSpacing = input.number()
    style.paragraphSpacing = input.number()
    let more = input.byte()
    if more & 1 != 0 { style.paragraphSpacingBefore = input.number() }
    if more & 2 != 0 { style.lineHeightMultiple = input.number() }
    if more & 4 != 0 { style.minimumLineHeight = input.number() }
    if more & 8 != 0 { style.maximumLineHeight = input.number() }
    if more & 16 != 0 {
        style.firstLineHeadIndent = input.number()
        style.headIndent = input.number()
        style.tailIndent = input.number()
    }
    if more & 32 != 0 {
        style.tabStops = (0..<input.int(below: 5)).map { _ in
            NSTextTab(textAlignment: NSTextAlignment(rawValue: input.int(below: 5)) ?? .left, location: input.number())
        }
        style.defaultTabInterval = input.number()
    }
    if more & 64 != 0 { style.hyphenationFactor = Float(input.number()) }
    input.trace(
        "paragraph style: spacing \(style.lineSpacing) \(style.paragraphSpacing) before \(style.paragraphSpacingBefore) "
            + "lines ×\(style.lineHeightMultiple) \(style.minimumLineHeight)...\(style.maximumLineHeight) indents "
            + "\(style.firstLineHeadIndent) \(style.headIndent) \(style.tailIndent) tabs "
            + "\(style.tabStops.map { ($0.alignment.rawValue, $0.location) }) every \(style.defaultTabInterval) "
            + "hyphens \(style.hyphenationFactor) alignment \(style.alignment.rawValue) break \(style.lineBreakMode.rawValue)"
    )
    return style
}
