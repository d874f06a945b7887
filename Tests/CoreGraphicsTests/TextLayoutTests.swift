import CoreGraphics
import Foundation
import Testing
import UIKitTesting

@Suite struct TextLayoutTests {
    let style = TextStyle(font: TextFont(family: TextFont.systemFamily, pointSize: 12))

    func flippedContext(width: Int = 120, height: Int = 40) throws -> CGContext {
        let context = try #require(
            CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        return context
    }

    @Test func aLayoutRedrawsIdentically() throws {
        let layout = TextLayout(string: "Reused layout", runs: [], defaultStyle: style)
        let first = try flippedContext()
        first.draw(layout, at: CGPoint(x: 4, y: 4))
        let second = try flippedContext()
        second.draw(layout, at: CGPoint(x: 4, y: 4))
        second.draw(layout, at: CGPoint(x: 4, y: 4))
        let a = try #require(first.makeImage())
        let fresh = try flippedContext()
        fresh.draw(TextLayout(string: "Reused layout", runs: [], defaultStyle: style), at: CGPoint(x: 4, y: 4))
        #expect(GoldenImage.compare(a, try #require(fresh.makeImage()), tolerance: 0).differingPixels == 0)
        #expect(layout.lineCount == 1)
        #expect(layout.firstBaseline == 11.138671875)
    }

    @Test func maximumLinesEndWithAnEllipsisWhenAsked() {
        let text = "one two three four five six seven eight nine ten"
        let limited = TextLayout(
            string: text, runs: [], defaultStyle: style,
            constraints: TextConstraints(width: 50, maximumLines: 2, truncatesLastVisibleLine: true))
        #expect(limited.lineCount == 2)
        #expect(limited.size.height == 2 * 13.96875)
        #expect(limited.size.width <= 50)
        let open = TextLayout(string: text, runs: [], defaultStyle: style, constraints: TextConstraints(width: 50))
        #expect(open.lineCount > 2)
    }

    @Test func utf16RangesMapToTheRightCharacters() {
        // "é" is one UTF-16 unit and two UTF-8 bytes; the emoji two units and four bytes.
        var wide = style
        wide.kern = 10
        let text = "é😀x"
        let plain = TextLayout(string: text, runs: [], defaultStyle: style).size.width
        let kernX = TextLayout(
            string: text, runs: [TextRun(range: NSRange(location: 3, length: 1), style: wide)], defaultStyle: style
        ).size.width
        #expect(kernX - plain == 10)
        let outOfRange = TextLayout(
            string: text, runs: [TextRun(range: NSRange(location: 2, length: Int.max), style: wide)],
            defaultStyle: style)
        #expect(outOfRange.size.width > plain)
    }
}
