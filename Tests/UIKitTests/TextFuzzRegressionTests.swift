import Foundation
import Testing
import UIKit
import UIKitTesting

/// Inputs the text fuzzer (`make fuzz`, FuzzText) found crashing, kept as regressions.
@Suite(.timeLimit(.minutes(1))) struct TextFuzzRegressionTests {
    /// The bounds of `text` wrapped to `width` points.
    private func bounds(_ text: String, _ attributes: [NSAttributedString.Key: Any], width: CGFloat = 24) -> CGRect {
        (text as NSString).boundingRect(
            with: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: attributes, context: nil)
    }

    /// `text` drawn into a 24 × 16-point box, where the fuzzer drew it.
    private func drawn(_ text: String, _ attributes: [NSAttributedString.Key: Any], scale: CGFloat? = nil) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        if let scale { format.scale = scale }
        return UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: format).image { _ in
            (text as NSString).draw(in: CGRect(x: 0, y: 0, width: 24, height: 16), withAttributes: attributes)
        }.cgImage
    }

    /// Whether `a` and `b` are the same pixels.
    private func samePixels(_ a: CGImage?, _ b: CGImage?) -> Bool {
        guard let a, let b else { return false }
        return GoldenImage.compare(a, b, tolerance: 0).differingPixels == 0
    }

    /// A paragraph style with NaN spacing was not equal to itself, and swift-corelibs-foundation
    /// halts the process when an attributed string's runs hold such a value: adding the style to
    /// two overlapping ranges crashed.
    @Test func paragraphStyleWithNaNSpacingIsEqualToItself() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = .nan
        style.paragraphSpacing = -.infinity
        #expect(style.isEqual(style))
        #expect(style.isEqual(style.copy()))
        #expect(style.hash == (style.copy() as? NSParagraphStyle)?.hash)
        // Spacing that counts as 0 is equal to 0.
        #expect(style.isEqual(NSParagraphStyle.default))

        let text = NSMutableAttributedString(string: "Hello, fuzz")
        text.addAttributes([.paragraphStyle: style], range: NSRange(location: 0, length: 7))
        text.addAttributes([.paragraphStyle: style, .kern: 1], range: NSRange(location: 3, length: 8))
        text.addAttributes([.paragraphStyle: style], range: NSRange(location: 5, length: 2))
        #expect(text.size().width > 0)
    }

    /// FuzzText: a line's bottom (its top plus its height, in Pango's 1/1024-point units) can
    /// pass 2³¹ for the third line of 10,000-point text spaced a million points apart, and the
    /// 32-bit sum trapped while measuring. Spacings around the edge are all tried. A crash
    /// guard: the three lines measure their heights and two spacings, which layout takes at a
    /// million points at most.
    @Test func linesFarDownAreMeasuredWithoutOverflow() {
        let font = UIFont.systemFont(ofSize: 10_000)
        for spacing in stride(from: CGFloat(1_000_000), through: 1_048_000, by: 500) {
            let style = NSMutableParagraphStyle()
            style.lineSpacing = spacing
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
            let rect = ("a b c" as NSString).boundingRect(
                with: CGSize(width: 10, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                attributes: attributes, context: nil)
            #expect(rect.height == 3 * font.lineHeight + 2 * 1_000_000, "spacing \(spacing)")
        }
    }

    /// FuzzText: Debian 12's pango 1.50.12 aborted the process (`process_line` assertion) wrapping
    /// a space followed by a combining grave accent in 10,000-point bold text with −97 points of
    /// letter spacing into a 24-point box. A space before a combining mark now reaches pango as a
    /// no-break space (its base, as Unicode shows isolated marks), so no break falls inside it.
    /// A crash guard: the text lays out and draws as the same text with no-break spaces does.
    @Test func spacesBeforeCombiningMarksWrapWithoutAborting() {
        let scalars: [UInt32] = [
            0x1F370, 0x47446, 0x7CA12, 0x74E, 0x2F, 0x20, 0x300, 0x3A6, 0x305D8, 0x9, 0xCBD7, 0x312, 0x1F400,
            0x1F30C, 0x682, 0x54, 0x5D, 0x5A49, 0x3E, 0x1F356, 0x6B, 0x33F, 0x57, 0x6B6, 0x688, 0x4E82A, 0x56,
        ]
        let text = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 10_000), .kern: CGFloat(-97),
        ]
        let noBreak = text.replacingOccurrences(of: " \u{300}", with: "\u{A0}\u{300}")
        #expect(noBreak != text)
        #expect(samePixels(drawn(text, attributes), drawn(noBreak, attributes)))
        #expect(bounds(text, attributes) == bounds(noBreak, attributes))
        // The second input: Hebrew accents after a space, 10,000-point thin monospaced text.
        let hebrew = "#4\"\u{596}$ \u{59A}\u{5E0}4\u{590}\u{590}D"
        let mono = [NSAttributedString.Key.font: UIFont.monospacedSystemFont(ofSize: 10_000, weight: .ultraLight)]
        let hebrewNoBreak = hebrew.replacingOccurrences(of: " \u{59A}", with: "\u{A0}\u{59A}")
        #expect(hebrewNoBreak != hebrew)
        #expect(samePixels(drawn(hebrew, mono), drawn(hebrewNoBreak, mono)))
        #expect(bounds(hebrew, mono) == bounds(hebrewNoBreak, mono))
        // The text still measures the same on one line: a no-break space is as wide as a space.
        let plain = "a \u{300}b".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        let spaced = "a \u{300}b".replacingOccurrences(of: " ", with: "\u{A0}")
            .size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        #expect(plain == spaced)
    }

    /// FuzzText: pango 1.50.12 aborted the process wrapping 12-point text with 58 points of
    /// letter spacing (accents, marks and controls among it) into a 24-point box, narrower than
    /// one of its characters. Such a box now gets one character per line without pango's
    /// fallback for lines that fit nothing: it is widened to the widest character first. A crash
    /// guard: the 24-point box wraps as a 1-point box does, both widened to the same width.
    @Test func boxesNarrowerThanACharacterWrapWithoutAborting() {
        let scalars: [UInt32] = [
            0x596, 0x2C, 0x33A, 0x3C5, 0x30, 0x67DD8, 0x108E11, 0x26, 0x200E, 0x26, 0x0, 0x598, 0x5F, 0x20, 0x22,
            0x1F320, 0x20, 0x300, 0x690, 0x590, 0x20, 0x21, 0x9, 0x42CC7, 0x7A, 0xBAE91, 0x32E, 0x6F6, 0x6C8, 0x346,
            0x22, 0x73, 0x5E0B, 0x0, 0x36, 0x60, 0x38A, 0x6907, 0x3B4, 0x5B71, 0xFE0F, 0x670, 0x72E, 0x1F300, 0xD,
            0x6DCC, 0xC14C2, 0x73, 0x1F3FD, 0x5BA, 0x5178, 0x338, 0x3A3, 0x6F0, 0x37, 0x4E, 0x1F41E, 0x73, 0x1F4C4,
            0x3E7, 0x369, 0x200E, 0x1F3C0, 0x46, 0x73, 0x3561E, 0x1F43E, 0x57F9, 0x1F304, 0x61, 0x60903, 0x26, 0x20,
            0x23, 0x17B79, 0x22, 0x1F320, 0x20, 0x300, 0x690, 0x590, 0x20, 0x21, 0x9, 0x42CC7, 0x26, 0x20, 0x20,
            0x20, 0x7A, 0x23, 0x64FB, 0x373, 0x610, 0x1F420,
        ]
        let text = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
        let attributes: [NSAttributedString.Key: Any] = [.kern: CGFloat(58), .underlineStyle: 28810]
        #expect(drawn(text, attributes) != nil)
        #expect(bounds(text, attributes) == bounds(text, attributes, width: 1))
        // One character per line, as before: three letters in a box narrower than each.
        let font = UIFont.systemFont(ofSize: 12)
        let lines = ("abc" as NSString).boundingRect(
            with: CGSize(width: 4, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: nil)
        #expect(lines.height == 3 * font.lineHeight)
    }

    /// FuzzText: pango 1.50.12 aborted the process wrapping 10,000-point text with 110 points of
    /// letter spacing into a narrow box: the box was widened to the widest glyph cluster, but an
    /// unassigned character with a combining tilde, an emoji skin-tone modifier and a Hebrew
    /// accent is one grapheme of several glyph clusters, wider than any of them. Boxes are now
    /// widened to the widest run that character wrapping cannot break. A crash guard: the
    /// 24-point box wraps as a 1-point box does, each grapheme on a line of its own.
    @Test func graphemesOfSeveralClustersWrapWithoutAborting() {
        let text = "\u{6795}\u{6469F}\u{0303}\u{1F3FD}\u{0598}"
        for size in [CGFloat(12), 300, 10_000] {
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: size), .kern: CGFloat(110),
            ]
            #expect(drawn(text, attributes) != nil)
            #expect(bounds(text, attributes) == bounds(text, attributes, width: 1), "\(size) points")
            // The box is narrower than either grapheme: they wrap onto lines of their own.
            let wrapped = bounds(text, attributes)
            let first = ("\u{6795}" as NSString).size(withAttributes: attributes).height
            let second = ("\u{6469F}\u{0303}\u{1F3FD}\u{0598}" as NSString).size(withAttributes: attributes).height
            #expect(wrapped.height > max(first, second) * 1.5, "\(size) points")
        }
    }

    /// FuzzText: Debian 12's pango 1.50.12 aborted the process (`process_line: assertion failed`)
    /// wrapping a left-to-right mark, Hebrew accents, a space and a Hebrew letter with 55 points
    /// of letter spacing at 30 points into a 24-point-wide box; the space before the accent now
    /// reaches pango as a no-break space (see `spacesBeforeCombiningMarksWrapWithoutAborting`).
    /// A crash guard: the text lays out as the same text with a no-break space does, on three
    /// lines.
    @Test func letterSpacedBidiMarksWrapWithoutAborting() {
        let text = "\u{200E}\u{0596}$ \u{059A}\u{05E0}"
        let font = UIFont.monospacedSystemFont(ofSize: 30, weight: .ultraLight)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .kern: CGFloat(55)]
        let noBreak = text.replacingOccurrences(of: " ", with: "\u{A0}")
        #expect(samePixels(drawn(text, attributes), drawn(noBreak, attributes)))
        #expect(bounds(text, attributes) == bounds(noBreak, attributes))
        #expect(bounds(text, attributes).height == 3 * font.lineHeight)
    }

    /// FuzzText: `addAttributes(_:range:)` halted the process in `CFRunArrayInsert` (comparing run
    /// dictionaries) for this sequence of overlapping runs: Core Foundation took Lamina's default
    /// paragraph styles for objects of no type, whose equality halts
    /// (`Fuzz/Findings/FuzzText-foundation-run-merge-halt`; `FoundationTypeGuard`). A crash
    /// guard: the runs end up holding what the additions set.
    @Test func overlappingRunsOfFontsAndStylesDoNotHalt() {
        typealias Key = NSAttributedString.Key
        let text = NSMutableAttributedString(string: String(repeating: "a", count: 27))
        func add(_ attributes: [Key: Any], _ location: Int, _ length: Int) {
            text.addAttributes(attributes, range: NSRange(location: location, length: length))
        }
        // The strings stand for other values: with them as Lamina's fonts and colours it halts too.
        add([.kern: CGFloat(91), .strikethroughStyle: NSNumber(value: -2.0)], 14, 12)
        add(
            [.strikethroughStyle: NSNumber(value: 46.0), .underlineStyle: 41747, .font: "a", .foregroundColor: "b"],
            3, 17)
        add(
            [
                .strikethroughStyle: NSNumber(value: Double.leastNonzeroMagnitude), .underlineStyle: 46934, .font: "c",
                .backgroundColor: "d", .paragraphStyle: NSParagraphStyle(),
            ], 11, 6)
        add([.font: "e", .paragraphStyle: NSParagraphStyle()], 5, 15)
        add(
            [
                .kern: CGFloat(-0.0), .strikethroughStyle: NSNumber(value: -71.0), .underlineStyle: 61411,
                .paragraphStyle: NSParagraphStyle(),
            ], 6, 21)
        add([.kern: CGFloat(46), .font: "f"], 12, 8)
        // Each run holds what the last addition over it set.
        let twelfth = text.attributes(at: 12, effectiveRange: nil)
        #expect(twelfth[.kern] as? CGFloat == 46 && twelfth[.font] as? String == "f")
        #expect(twelfth[.underlineStyle] as? Int == 61411 && twelfth[.strikethroughStyle] as? NSNumber == -71)
        #expect(twelfth[.foregroundColor] as? String == "b" && twelfth[.backgroundColor] as? String == "d")
        let last = text.attributes(at: 26, effectiveRange: nil)
        #expect(last[.kern] as? CGFloat == 0 && last[.underlineStyle] as? Int == 61411 && last[.font] == nil)
        #expect(text.attributes(at: 2, effectiveRange: nil).isEmpty)
    }

    /// FuzzText: pango 1.50.12 steps through tab stops until one lies past the line so far; in a
    /// line within a tab of 2³¹ Pango units (two million points) the stops' positions overflowed
    /// 32 bits and the loop ran for minutes (input in `Fuzz/Findings/`). Tabs in lines over a
    /// million points are set as spaces; an ordinary line keeps its 28-point stops.
    @Test func tabsInLinesOverAMillionPointsAreSpaces() {
        let wide: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10_000), .kern: CGFloat(5_000)]
        let line = String(repeating: "m", count: 100) + "\tx"
        let size = (line as NSString).size(withAttributes: wide)
        let spaced = (line.replacingOccurrences(of: "\t", with: " ") as NSString).size(withAttributes: wide)
        #expect(size.width == spaced.width)
        #expect(size.width > 1_400_000)

        let font = UIFont.systemFont(ofSize: 10)
        let tabbed = ("a\tb" as NSString).size(withAttributes: [.font: font]).width
        let bWidth = ("b" as NSString).size(withAttributes: [.font: font]).width
        #expect(abs(tabbed - (28 + bWidth)) < 0.5)
    }

    /// FuzzText: 95 characters of 10,000-point text drawn at y = −1.8 × 10³⁰⁸, stroked (the
    /// stroke mode and a stroke width) and casting a shadow, took the process past 2 GB (23 GB
    /// and a minute in a debug build): every glyph was outlined at coordinates cairo's fixed
    /// point turns into garbage, stroked and recorded for the shadow, though none could reach
    /// the image. Glyphs whose outlined ink misses the clip (grown by the shadows' reach) are
    /// now skipped; the glyphs that do reach it draw as before.
    @Test func hugeStrokedTextOutlinesOnlyTheGlyphsThatShow() throws {
        let font = UIFont.boldSystemFont(ofSize: 10_000)
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 4, height: 4)
        shadow.shadowBlurRadius = 3
        shadow.shadowColor = UIColor.green
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font, .strokeWidth: 0.67, .strokeColor: UIColor.red, .shadow: shadow,
        ]
        // The image's row 8 lies on the top edge of the first H's left stem.
        let origin = CGPoint(x: -2000, y: 8 - (font.ascender - font.capHeight))
        func draw(_ text: String) throws -> CGImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 3
            let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 16), format: format).image { context in
                context.cgContext.setTextDrawingMode(.stroke)
                context.cgContext.setLineWidth(-128)
                text.draw(at: origin, withAttributes: attributes)
            }
            return try #require(image.cgImage)
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let many = try draw("H" + String(repeating: "O", count: 94))
        // The stem's edge, outlined 67 points wide: red across the image.
        #expect(many.pixel(x: 12, y: 24) == PixelRGBA(255, 0, 0, 255))
        #expect(many.pixel(x: 0, y: 0) == PixelRGBA(255, 0, 0, 255))
        let one = try draw("H")
        for y in 0..<48 {
            for x in 0..<24 { #expect(many.pixel(x: x, y: y) == one.pixel(x: x, y: y)) }
        }
        // The fuzzer's input: its text, attributes and drawing mode, at y = −1.8 × 10³⁰⁸.
        let scalars: [UInt32] =
            [
                0x596, 0x2c, 0x33a, 0x3c5, 0x30, 0x5f, 0x67df, 0x28, 0x51, 0x71, 0x41, 0x6ac, 0x1f3f6, 0x34f, 0x28a64,
                0x1f468, 0x31, 0x2b, 0x55, 0x58543, 0x1f37c, 0x61f2, 0x308, 0xa43c7, 0x5a8, 0x37f,
            ] + Array(repeating: 0x32b, count: 23) + [0x4b, 0x20, 0x20, 0x20, 0x381]
            + Array(repeating: 0x32b, count: 12)
            + [
                0x72a, 0x553a, 0x2029, 0x4b, 0xf5214, 0xa745b, 0x6ba1, 0x30, 0x34, 0x39f, 0x45, 0x74c, 0x744, 0x20,
                0x631a, 0x5178, 0x338, 0x3a3, 0x6f0, 0x37, 0x1b22e, 0x3d, 0x5c, 0x512e, 0x359, 0x5f58, 0x1f3fe,
                0xed2b1, 0x59,
            ]
        let fuzzed = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingMiddle
        (style.lineSpacing, style.paragraphSpacing, style.paragraphSpacingBefore) = (0.671875, 0.671875, 0.671875)
        (style.lineHeightMultiple, style.maximumLineHeight) = (0.671875, 0.671875)
        style.tabStops = [NSTextTab(textAlignment: .center, location: 0.671875)]
        style.defaultTabInterval = 0.671875
        let grey = UIColor(white: 0.671875, alpha: 0.671875)
        let fuzzShadow = NSShadow()
        fuzzShadow.shadowOffset = CGSize(width: 0.671875, height: 0.671875)
        fuzzShadow.shadowBlurRadius = 0.671875
        fuzzShadow.shadowColor = grey
        let fuzzedAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 10_000, weight: .black), .paragraphStyle: style, .underlineStyle: 11051,
            .shadow: fuzzShadow, .strokeWidth: 0.671875, .baselineOffset: 0.671875, .strikethroughStyle: 0.671875,
            .strikethroughColor: UIColor(white: 0.671875, alpha: 1), .backgroundColor: UIColor.systemYellow,
            .foregroundColor: grey,
        ]
        let fuzzedImage = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: format).image { context in
                context.cgContext.setTextDrawingMode(.stroke)
                context.cgContext.setLineWidth(-128)
                fuzzed.draw(
                    at: CGPoint(x: -1.9789770978630077e-133, y: -CGFloat.greatestFiniteMagnitude),
                    withAttributes: fuzzedAttributes)
            }.cgImage)
        #expect(fuzzedImage.pixel(x: 0, y: 0).alpha == 0)
        // Far off the image: nothing.
        let far = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 8, height: 16), format: format).image { context in
                context.cgContext.setTextDrawingMode(.stroke)
                String(repeating: "HO", count: 40).draw(
                    at: CGPoint(x: -2e-133, y: -CGFloat.greatestFiniteMagnitude), withAttributes: attributes)
            }.cgImage)
        for y in 0..<48 {
            for x in 0..<24 { #expect(far.pixel(x: x, y: y).alpha == 0) }
        }
    }

    /// FuzzText: a text shadow (`NSShadow`) with a blur radius near the largest double made a
    /// shadow mask wider than `Int.max`, and converting its size trapped. Such a mask could not
    /// be allocated anyway: the shadow is left out, as for any mask too large, and the text drawn.
    @Test func aShadowWithAHugeBlurIsLeftOut() throws {
        for blur in [CGFloat(1e300), .greatestFiniteMagnitude, 1e19] {
            let shadow = NSShadow()
            shadow.shadowBlurRadius = blur
            shadow.shadowColor = UIColor.red
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = try #require(
                UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format).image { context in
                    "█".draw(
                        at: .zero,
                        withAttributes: [.font: UIFont.systemFont(ofSize: 20), .shadow: shadow, .strokeWidth: -2])
                    // The context's own shadow, the same way.
                    context.cgContext.setShadow(offset: .zero, blur: blur, color: UIColor.red.cgColor)
                    context.cgContext.fill(CGRect(x: 30, y: 20, width: 5, height: 5))
                }.cgImage)
            #expect(image.pixel(x: 5, y: 12) == PixelRGBA(0, 0, 0, 255))
            #expect(image.pixel(x: 32, y: 22) == PixelRGBA(0, 0, 0, 255))
            #expect(image.pixel(x: 38, y: 2).alpha == 0)
        }
    }

    /// FuzzText: 10,000-point text stroked 1,300 points wide (`strokeWidth` 13) and casting a
    /// shadow, its lines 13 points apart so that an unknown character's box and an Arabic letter
    /// both cover the image, took cairo 1.16 past 2 GB (24 GB and 84 s in a debug build) replaying
    /// the shadow's recording of the two strokes into the shadow's mask; the same strokes drawn
    /// directly take milliseconds. Shadows now draw the operation again into their mask; the
    /// recording only tells its extent.
    @Test func wideGlyphStrokesCastTheirShadowWithoutReplayingARecording() throws {
        let style = NSMutableParagraphStyle()
        (style.minimumLineHeight, style.maximumLineHeight) = (13, 13)
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 13, height: 13)
        shadow.shadowBlurRadius = 13
        shadow.shadowColor = UIColor.blue
        let attributes: [NSAttributedString.Key: Any] = [
            .font: try #require(UIFont(name: "DejaVu Sans", size: 10_000)), .strokeWidth: 13,
            .strokeColor: UIColor.red, .paragraphStyle: style, .shadow: shadow,
        ]
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: format).image { _ in
                "\u{1F302}\n\u{636}".draw(at: CGPoint(x: 0, y: 5_000), withAttributes: attributes)
            }.cgImage)
        // The outlines, 1,300 points wide, cover the whole image in the stroke colour.
        #expect(image.pixel(x: 0, y: 0) == PixelRGBA(255, 0, 0, 255))
        #expect(image.pixel(x: 71, y: 47) == PixelRGBA(255, 0, 0, 255))
    }

    /// FuzzText: pango 1.50.12 aborted the process (`process_line` assertion) wrapping text whose
    /// hanging indent (a first line 10⁹ points left of the others, a head indent of 894,905,699
    /// points: both clamped to a million) left every line after the first a width below zero in
    /// a 13-point box. Boxes are widened so that their most indented lines keep room for their
    /// widest character, as narrow boxes already were. A crash guard: the fuzzer's text measures
    /// finite, and a first line indented past the box wraps as an unindented one.
    @Test func indentsWiderThanTheBoxWrapWithoutAborting() {
        let scalars: [UInt32] = [
            0x596, 0x2c, 0x33a, 0x3c5, 0x30, 0x5f, 0x67df, 0x28, 0x51, 0x71, 0x41, 0x6ac, 0x1f3f6, 0x34f, 0x28a65,
            0x1f468, 0x31, 0x2b, 0x55, 0x58543, 0x1f37c, 0x61f2, 0x308, 0xa43d0, 0x5a8, 0x37f, 0x32b, 0x32b, 0x32b,
            0x32b, 0xfc707, 0x42, 0xffff, 0x7732d, 0x3ed, 0xd, 0x30f, 0x3b3, 0x5a8, 0x605b, 0xa, 0x5b71, 0xfe0f, 0x670,
            0x72e, 0x1f300, 0xd, 0x3dc, 0xc14c2, 0x73, 0x1f3fd, 0x2ffff, 0x5a, 0x6469f, 0x303, 0x1f3fd, 0x598, 0xa,
            0x1f302, 0x20, 0x313, 0x300, 0x41, 0x59, 0x686, 0x4fe1, 0x4fe1, 0xfffc, 0x5aa, 0x5f, 0x20, 0x22, 0x1f320,
            0x20, 0x300, 0x690, 0x590, 0x20, 0x21, 0x9, 0x72e, 0x634, 0x365, 0xfffc, 0x6f, 0x20, 0x21, 0x20, 0x20,
            0x73, 0xffff, 0x35, 0x3e, 0x313, 0x2c, 0x545c, 0x2b,
        ]
        let text = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        (style.lineSpacing, style.paragraphSpacing, style.paragraphSpacingBefore) = (-0.0, -1e9, 1e9)
        (style.lineHeightMultiple, style.minimumLineHeight, style.maximumLineHeight) = (116, 0, 0)
        (style.firstLineHeadIndent, style.headIndent, style.tailIndent) = (-1e9, 894_905_699, -1)
        style.hyphenationFactor = 127
        let attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: style, .baselineOffset: 0.671875]
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 13
        let bounds = text.boundingRect(
            with: CGSize(width: 13, height: 13), options: NSStringDrawingOptions(rawValue: 13), attributes: attributes,
            context: context)
        #expect(bounds.width.isFinite && bounds.height.isFinite)
        // A first line indented past the box, the same way.
        let first = NSMutableParagraphStyle()
        first.firstLineHeadIndent = 1e6
        let indented = ("x\u{300}y" as NSString).boundingRect(
            with: CGSize(width: 13, height: 100), options: .usesLineFragmentOrigin,
            attributes: [.paragraphStyle: first, .kern: 50], context: nil)
        // Widened as narrow boxes are: the two graphemes on two lines, as with no indent.
        #expect(indented.height == 2 * UIFont.systemFont(ofSize: 12).lineHeight)
        // An ordinary hanging indent inside the box wraps as before: the first line at the box's
        // edge, the others indented.
        let hanging = NSMutableParagraphStyle()
        hanging.headIndent = 20
        let font = UIFont.systemFont(ofSize: 10)
        let lines = ("aaaa bbbb cccc dddd" as NSString).boundingRect(
            with: CGSize(width: 50, height: 1000), options: .usesLineFragmentOrigin,
            attributes: [.paragraphStyle: hanging, .font: font], context: nil)
        #expect(lines.height > 2 * font.lineHeight)
    }

    /// FuzzText (built at `d33da27`): letter spacing of 1.77 billion points on 54 characters,
    /// drawn into a 24-point box, added up past Pango's 32-bit units and aborted it
    /// (`process_line`). Kerning is now clamped per paragraph (input in Fuzz/Corpus/FuzzText). A
    /// crash guard: the text draws and measures as with a billion points of kerning, clamped
    /// to the same.
    @Test func hugeKerningOverAParagraphDrawsWithoutAborting() {
        let scalars: [UInt32] = [
            0x2a, 0x678, 0x678, 0x678, 0x678, 0x678, 0x59ff, 0x57, 0x2028, 0x34e, 0x7b4cd, 0x70014, 0x10ffff, 0xa745b,
            0x631a, 0x48, 0x20, 0x590, 0x20, 0x5a, 0x39f67, 0x300, 0x23, 0x594, 0x24, 0x22, 0x26, 0x4e00, 0xe7ffc, 0x5f,
            0x20, 0x22, 0x1f320, 0x20, 0x300, 0x690, 0x590, 0x20, 0x6795, 0x6469f, 0x303, 0x1f3fd, 0x598, 0x4e00,
            0x1f4fc, 0x20, 0x20, 0xfffc, 0xa, 0x636, 0x581e, 0x1f3d2, 0x367, 0x7572f,
        ]
        let text = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
        let attributes: [NSAttributedString.Key: Any] = [
            .kern: 1_766_614_894.0, .underlineStyle: 3341, .font: UIFont(name: "DejaVu Sans", size: 13) as Any,
        ]
        var billion = attributes
        billion[.kern] = 1e9
        #expect(samePixels(drawn(text, attributes, scale: 1), drawn(text, billion, scale: 1)))
        #expect(bounds(text, attributes) == bounds(text, billion))
        // Spaced half a million points over its 54 characters and more, the first line is far wider
        // than any box, yet finite.
        let size = (text as NSString).size(withAttributes: attributes)
        #expect(size.width.isFinite && size.width > 1000 && size.width < 2_000_000)
        // Ordinary kerning is untouched: 10 points more after each of "ab".
        let plain = ("ab" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 13)])
        let kerned = ("ab" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 13), .kern: 10.0])
        #expect(abs(kerned.width - plain.width - 20) < 0.01)
    }

    /// FuzzText: pango 1.50.12 aborted the process (`process_line`) wrapping, in a box narrower
    /// than a character, a paragraph whose style changed inside a grapheme cluster: a run with a
    /// stroke width began in the middle of a skin-tone modifier's surrogate pair (mapped to the
    /// modifier's start), which follows a Thaana letter as part of its cluster, so the cluster was
    /// split between two pango items. A cluster now takes its first character's style.
    @Test func styleRunsSplittingAClusterWrapWithoutAborting() {
        let text = "!\n\u{76A}\u{78E}\u{1F3FE}\u{5A0}\u{686}\u{726C} \n!& #,, \nY"
        let attributed = NSMutableAttributedString(string: text)
        // UTF-16 offset 5 is the modifier's second unit.
        attributed.addAttributes([.strokeWidth: CGFloat.leastNonzeroMagnitude], range: NSRange(location: 5, length: 13))
        let bounds = attributed.boundingRect(
            with: CGSize(width: CGFloat.leastNonzeroMagnitude, height: -12), options: .usesLineFragmentOrigin,
            context: nil)
        #expect(bounds.height > 0)
        // The cluster draws in one style: the mark takes the base's colour.
        let marked = NSMutableAttributedString(
            string: "e\u{301}", attributes: [.font: UIFont.systemFont(ofSize: 40), .foregroundColor: UIColor.black])
        marked.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 1))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 50), format: format).image { _ in
            marked.draw(at: .zero)
        }
        let cgImage = image.cgImage!
        var redPixels = 0
        for y in 0..<cgImage.height {
            for x in 0..<cgImage.width where cgImage.pixel(x: x, y: y).red > 128 { redPixels += 1 }
        }
        #expect(redPixels == 0)
    }
}
