import Foundation
import Testing
import UIKit
import UIKitTesting

@Suite struct TextMeasuringTests {
    let font = UIFont.systemFont(ofSize: 12)
    let lineHeight: CGFloat = 13.96875
    let pangram = "The quick brown fox jumps over the lazy dog"

    @Test func sizesOfKnownStrings() {
        #expect("Hello".size(withAttributes: [.font: font]) == CGSize(width: 30.416015625, height: lineHeight))
        #expect("Hello, World".size(withAttributes: [.font: font]) == CGSize(width: 72.43359375, height: lineHeight))
        // No attributes: the system font at 12 points.
        #expect("Hello".size(withAttributes: nil) == CGSize(width: 30.416015625, height: lineHeight))
        #expect(("Hello" as NSString).size(withAttributes: [.font: font]).width == 30.416015625)
        #expect(NSAttributedString(string: "Hello").size() == CGSize(width: 30.416015625, height: lineHeight))
    }

    @Test func newlinesMakeLinesAndATrailingNewlineAddsOne() {
        #expect("a\nb".size(withAttributes: [.font: font]).height == 2 * lineHeight)
        #expect("a\n".size(withAttributes: [.font: font]).height == 2 * lineHeight)
        #expect("a\r\nb\u{2029}c".size(withAttributes: [.font: font]).height == 3 * lineHeight)
    }

    @Test func hanTextFallsBackToWenQuanYi() {
        // WenQuanYi's ideographs are one em wide, and its ascender is taller than DejaVu's.
        let size = "中文".size(withAttributes: [.font: font])
        #expect(size.width == 24)
        #expect(size.height == 14.068359375)
    }

    @Test func kernAddsAfterEveryCharacter() {
        let plain = "abc".size(withAttributes: [.font: font]).width
        let kerned = "abc".size(withAttributes: [.font: font, .kern: 2]).width
        #expect(kerned - plain == 6)
        let negative = "abc".size(withAttributes: [.font: font, .kern: NSNumber(value: -1.5)]).width
        #expect(plain - negative == 4.5)
    }

    /// UIKit breaks a word too long for its line without inserting a hyphen (`hyphenationFactor`
    /// is 0 by default): ten monospaced letters in a box five and a half wide make two lines of
    /// five, not three lines of four letters and a hyphen.
    @Test func longWordsBreakWithoutHyphens() {
        let mono = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
        let advance = "m".size(withAttributes: [.font: mono]).width
        let box = CGSize(width: advance * 5.5, height: 1000)
        let rect = "mmmmmmmmmm".boundingRect(
            with: box, options: .usesLineFragmentOrigin, attributes: [.font: mono], context: nil)
        let line = "m".size(withAttributes: [.font: mono]).height
        #expect(rect.height == 2 * line)
        #expect(rect.width == 5 * advance)
    }

    /// Tabs stop every 28 points, UIKit's default tab stops, whatever the font.
    @Test func tabsStopEvery28Points() {
        let b = "b".size(withAttributes: [.font: font]).width
        #expect("\tb".size(withAttributes: [.font: font]).width == 28 + b)
        #expect(
            "\t\tb".size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)]).width
                == 56 + "b".size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)]).width)
    }

    @Test func emptyStringsMeasureZero() {
        #expect("".size(withAttributes: [.font: font]) == .zero)
        let rect = "".boundingRect(
            with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin, attributes: nil, context: nil)
        #expect(rect == .zero)
        #expect(NSAttributedString(string: "").size() == .zero)
    }

    @Test func narrowWidthWrapsIntoWholeLines() {
        let wide = pangram.boundingRect(
            with: CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(wide.height == lineHeight)
        let narrow = pangram.boundingRect(
            with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(narrow.height == 5 * lineHeight)
        #expect(narrow.width <= 60)
        #expect(narrow.origin == .zero)
    }

    @Test func withoutLineFragmentOriginTheRectSitsOnTheBaseline() {
        let rect = pangram.boundingRect(
            with: CGSize(width: 60, height: 100), options: [], attributes: [.font: font], context: nil)
        #expect(rect.minY == -font.ascender)
        #expect(rect.height == lineHeight)
        #expect(rect.width == pangram.size(withAttributes: [.font: font]).width)
    }

    @Test func heightLimitKeepsWholeLinesAndReportsThroughTheContext() {
        let context = NSStringDrawingContext()
        let rect = pangram.boundingRect(
            with: CGSize(width: 60, height: 30), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: [.font: font], context: context)
        #expect(rect.height == 2 * lineHeight)
        #expect(context.totalBounds == rect)
        #expect(context.actualScaleFactor == 1)
    }

    @Test func truncationStaysWithinTheWidth() {
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            let style = NSMutableParagraphStyle()
            style.lineBreakMode = mode
            let rect = pangram.boundingRect(
                with: CGSize(width: 80, height: 1000), options: .usesLineFragmentOrigin,
                attributes: [.font: font, .paragraphStyle: style], context: nil)
            #expect(rect.width <= 80, "\(mode)")
            #expect(rect.width > 60, "\(mode)")
            #expect(rect.height == lineHeight, "\(mode)")
        }
    }

    @Test func clippingKeepsOneLineAndReportsAtMostTheWidth() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byClipping
        let rect = pangram.boundingRect(
            with: CGSize(width: 80, height: 1000), options: .usesLineFragmentOrigin,
            attributes: [.font: font, .paragraphStyle: style], context: nil)
        #expect(rect.size == CGSize(width: 80, height: lineHeight))
    }

    @Test func lineAndParagraphSpacingAddBetweenLines() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        #expect("a\nb".size(withAttributes: [.font: font, .paragraphStyle: style]).height == 2 * lineHeight + 4)
        style.paragraphSpacing = 10
        #expect("a\nb\nc".size(withAttributes: [.font: font, .paragraphStyle: style]).height == 3 * lineHeight + 28)
        let wrapped = pangram.boundingRect(
            with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin,
            attributes: [.font: font, .paragraphStyle: style], context: nil)
        #expect(wrapped.height == 5 * lineHeight + 16)
    }

    @Test func invalidWidthsMeanUnconstrained() {
        let single = pangram.size(withAttributes: [.font: font])
        for width in [CGFloat.nan, -20, 0, .infinity] {
            let rect = pangram.boundingRect(
                with: CGSize(width: width, height: .nan), options: .usesLineFragmentOrigin,
                attributes: [.font: font], context: nil)
            #expect(rect.size == single, "width \(width)")
        }
    }

    @Test func attributedRunsMeasureTogether() {
        let text = NSMutableAttributedString(string: "Hello", attributes: [.font: font])
        text.append(NSAttributedString(string: ", World", attributes: [.font: UIFont.boldSystemFont(ofSize: 12)]))
        let size = text.size()
        #expect(size.width > "Hello, World".size(withAttributes: [.font: font]).width)
        #expect(size.height == lineHeight)
        // Runs split inside a surrogate pair still measure, without crashing.
        let emoji = NSMutableAttributedString(string: "a😀b")
        emoji.addAttribute(.kern, value: 3, range: NSRange(location: 2, length: 1))
        #expect(emoji.size().width > 0)
    }
}
