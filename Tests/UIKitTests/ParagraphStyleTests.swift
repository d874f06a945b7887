import Foundation
import Testing
import UIKit
import UIKitTesting

/// Line heights, indents, spacing before paragraphs, tab stops and hyphenation.
@Suite struct ParagraphStyleTests {
    let font = UIFont.systemFont(ofSize: 20)
    let white = PixelRGBA(255, 255, 255, 255)

    func style(_ configure: (NSMutableParagraphStyle) -> Void) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        configure(style)
        return style
    }

    func height(_ text: String, width: CGFloat = 1000, _ paragraph: NSParagraphStyle? = nil) -> CGFloat {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        attributes[.paragraphStyle] = paragraph
        return text.boundingRect(
            with: CGSize(width: width, height: 10_000), options: .usesLineFragmentOrigin, attributes: attributes,
            context: nil
        ).height
    }

    /// `text` drawn in black in a `width` × 200 rectangle on a white 300 × 200 image.
    func image(_ text: String, width: CGFloat = 300, _ paragraph: NSParagraphStyle? = nil) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 200), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 300, height: 200))
            var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.black]
            attributes[.paragraphStyle] = paragraph
            text.draw(
                with: CGRect(x: 0, y: 0, width: width, height: 200), options: .usesLineFragmentOrigin,
                attributes: attributes, context: nil)
        }
        return try #require(image.cgImage)
    }

    /// The first and last columns and rows with ink within `rows`: (minX, maxX, minY, maxY).
    func ink(_ image: CGImage, rows: Range<Int>? = nil) throws -> (Int, Int, Int, Int) {
        var box: (Int, Int, Int, Int)?
        for y in rows ?? 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y) != white {
                let b = box ?? (x, x, y, y)
                box = (min(b.0, x), max(b.1, x), min(b.2, y), max(b.3, y))
            }
        }
        return try #require(box)
    }

    @Test func theLineHeightMultipleScalesEveryLine() {
        let three = "one\u{2028}two\u{2028}three"
        let plain = height(three)
        #expect(abs(plain - 3 * font.lineHeight) < 0.01)
        #expect(abs(height(three, style { $0.lineHeightMultiple = 2 }) - 2 * plain) < 0.01)
        // Limits apply after the multiple.
        #expect(
            abs(
                height(
                    three,
                    style {
                        $0.lineHeightMultiple = 2; $0.maximumLineHeight = 30
                    }) - 90) < 0.01)
        #expect(abs(height(three, style { $0.maximumLineHeight = 15 }) - 45) < 0.01)
        #expect(abs(height(three, style { $0.minimumLineHeight = 50 }) - 150) < 0.01)
        // Bad values are no setting.
        #expect(
            abs(
                height(
                    three,
                    style {
                        $0.lineHeightMultiple = .nan; $0.minimumLineHeight = -5
                    }) - plain) < 0.01)
    }

    @Test func roomAddedToALineGoesAboveItsText() throws {
        let plain = try ink(image("H"))
        let tall = try ink(image("H", style { $0.minimumLineHeight = 60 }))
        let added = 60 - font.lineHeight
        #expect(abs(CGFloat(tall.2 - plain.2) - added) <= 1)
        #expect(abs(CGFloat(tall.3 - plain.3) - added) <= 1)
        #expect(tall.0 == plain.0)
    }

    @Test func headIndentsMoveTheFirstAndTheOtherLines() throws {
        let text = "HHHH HHHH"
        let lineRows = { (line: Int) in (line * Int(self.font.lineHeight))..<((line + 1) * Int(self.font.lineHeight)) }
        let plain = try image(text, width: 100)
        let plainFirst = try ink(plain, rows: lineRows(0))
        let plainSecond = try ink(plain, rows: lineRows(1))
        let indented = try image(
            text, width: 100,
            style {
                $0.firstLineHeadIndent = 30
                $0.headIndent = 10
            })
        #expect(try ink(indented, rows: lineRows(0)).0 == plainFirst.0 + 30)
        #expect(try ink(indented, rows: lineRows(1)).0 == plainSecond.0 + 10)
        // A hanging indent: the first line at the edge, the others in.
        let hanging = try image(text, width: 100, style { $0.headIndent = 20 })
        #expect(try ink(hanging, rows: lineRows(0)).0 == plainFirst.0)
        #expect(try ink(hanging, rows: lineRows(1)).0 == plainSecond.0 + 20)
        // Indented lines count in the measured width.
        let measured = { (style: NSParagraphStyle) in
            "HHHH HHHH".boundingRect(
                with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin,
                attributes: [.font: self.font, .paragraphStyle: style], context: nil
            ).width
        }
        let plainWidth = measured(NSParagraphStyle.default)
        #expect(abs(measured(style { $0.headIndent = 20 }) - (plainWidth + 20)) < 0.01)
        #expect(abs(measured(style { $0.firstLineHeadIndent = 20 }) - (plainWidth + 20)) < 0.01)
    }

    @Test func theTailIndentEndsLinesEarlier() {
        let text = "aaa bbb ccc ddd eee fff"
        let wide = height(text, width: 400)
        #expect(abs(wide - font.lineHeight) < 0.01)
        // From the trailing edge, then from the leading edge.
        #expect(height(text, width: 400, style { $0.tailIndent = -300 }) > wide)
        #expect(height(text, width: 400, style { $0.tailIndent = 100 }) > wide)
        #expect(height(text, width: 400, style { $0.tailIndent = 100 }) == height(text, width: 100))
        let measured = text.boundingRect(
            with: CGSize(width: 400, height: 1000), options: .usesLineFragmentOrigin,
            attributes: [.font: font, .paragraphStyle: style { $0.tailIndent = -300 }], context: nil)
        #expect(measured.width <= 100)
    }

    @Test func spacingBeforeAParagraphAddsAboveAllButTheFirst() {
        let plain = height("A\nB")
        #expect(abs(height("A\nB", style { $0.paragraphSpacingBefore = 15 }) - (plain + 15)) < 0.01)
        #expect(abs(height("A", style { $0.paragraphSpacingBefore = 15 }) - font.lineHeight) < 0.01)
    }

    @Test func tabStopsPlaceTheTextAfterATab() throws {
        let left = try ink(
            image(
                "H\tH",
                style { $0.tabStops = [NSTextTab(textAlignment: .left, location: 120)] }), rows: 0..<200)
        #expect(left.1 > 120 && left.1 < 140)
        let right = try ink(
            image(
                "H\tHH",
                style { $0.tabStops = [NSTextTab(textAlignment: .right, location: 200)] }), rows: 0..<200)
        #expect(abs(right.1 - 200) <= 2)
        // The default stops: every 28 points.
        #expect(NSParagraphStyle.default.tabStops.map(\.location) == (1...12).map { CGFloat($0) * 28 })
        let plain = try ink(image("H\tH"))
        let advance = "H".size(withAttributes: [.font: font]).width
        #expect(abs(CGFloat(plain.1) - (28 + advance)) <= 3)
    }

    @Test func aHyphenationFactorLetsWordsBreakWithAHyphen() throws {
        let word = "internationalization"
        let rows = 0..<Int(font.lineHeight)
        let plain = try image(word, width: 90)
        let hyphenated = try image(word, width: 90, style { $0.hyphenationFactor = 1 })
        var differing = 0
        for y in rows {
            for x in 0..<100 where plain.pixel(x: x, y: y) != hyphenated.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing > 10)
        #expect(try ink(hyphenated, rows: rows).1 >= ink(plain, rows: rows).1)
    }

    @Test func copiesKeepEverySettingAndBadValuesCompareEqual() throws {
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = 1.5
        style.firstLineHeadIndent = 12
        style.tailIndent = -8
        style.addTabStop(NSTextTab(textAlignment: .right, location: 500))
        style.baseWritingDirection = .rightToLeft
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy == style && copy.lineHeightMultiple == 1.5 && copy.tabStops.count == 13)
        #expect(copy.baseWritingDirection == .rightToLeft && copy.tailIndent == -8)
        style.removeTabStop(NSTextTab(textAlignment: .right, location: 500))
        #expect(style.tabStops.count == 12 && copy.tabStops.count == 13)
        let nan = NSMutableParagraphStyle()
        nan.minimumLineHeight = .nan
        nan.headIndent = .infinity
        #expect(nan == nan && nan == NSParagraphStyle.default)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "he") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "en-GB") == .leftToRight)
    }
}
