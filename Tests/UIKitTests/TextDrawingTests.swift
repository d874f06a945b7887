import Foundation
import Testing
import UIKit
import UIKitTesting

@Suite struct TextDrawingTests {
    let font = UIFont.systemFont(ofSize: 12)

    /// Columns and rows that hold any ink, as (minX, maxX, minY, maxY); nil for a blank image.
    func inkBounds(_ image: CGImage) -> (Int, Int, Int, Int)? {
        var bounds: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 40 {
                let b = bounds ?? (x, x, y, y)
                bounds = (min(b.0, x), max(b.1, x), min(b.2, y), max(b.3, y))
            }
        }
        return bounds
    }

    func render(
        width: CGFloat = 200, height: CGFloat = 40, scale: CGFloat = 1,
        _ draw: (UIGraphicsImageRendererContext) -> Void
    ) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image(
            actions: draw)
        return try #require(image.cgImage)
    }

    @Test func coloursReachThePixels() throws {
        let image = try render { _ in
            "HHHH".draw(
                at: CGPoint(x: 2, y: 2),
                withAttributes: [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.red])
        }
        var solid = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                #expect(p.green == 0 && p.blue == 0)
                if p == PixelRGBA(255, 0, 0, 255) { solid += 1 }
            }
        }
        #expect(solid > 20)
    }

    @Test func backgroundColourFillsTheLineBox() throws {
        let image = try render { _ in
            "ab".draw(
                at: CGPoint(x: 10, y: 10),
                withAttributes: [.font: font, .backgroundColor: UIColor.blue, .foregroundColor: UIColor.clear])
        }
        #expect(image.pixel(x: 12, y: 12) == PixelRGBA(0, 0, 255, 255))
        #expect(image.pixel(x: 12, y: 22) == PixelRGBA(0, 0, 255, 255))
        #expect(image.pixel(x: 12, y: 25).alpha == 0)
    }

    @Test func textIsUprightInUIKitContexts() throws {
        // A "T": its bar is at the top, so the top ink row is wider than the bottom one.
        let image = try render(width: 40, height: 40) { _ in
            "T".draw(at: CGPoint(x: 5, y: 5), withAttributes: [.font: UIFont.systemFont(ofSize: 30)])
        }
        let ink = try #require(inkBounds(image))
        let width = { (y: Int) in (0..<image.width).filter { image.pixel(x: $0, y: y).alpha > 128 }.count }
        #expect(width(ink.2 + 1) > 3 * width(ink.3 - 1))
        // The cap height of the 30-point font sits below the line's top.
        #expect(ink.2 == 5 + Int((30 * (1901.0 - 1493) / 2048).rounded()))
    }

    @Test func alignmentPlacesInkInTheRect() throws {
        for (alignment, expectation) in [(NSTextAlignment.right, "right"), (.center, "center"), (.left, "left")] {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            let image = try render { _ in
                "Hi".draw(
                    in: CGRect(x: 0, y: 0, width: 200, height: 40),
                    withAttributes: [.font: font, .paragraphStyle: style])
            }
            let ink = try #require(inkBounds(image))
            switch expectation {
            case "right":
                #expect(ink.1 >= 195 && ink.0 > 180)
            case "center":
                #expect(abs((ink.0 + ink.1) / 2 - 100) <= 2)
            default:
                #expect(ink.0 <= 2)
            }
        }
    }

    @Test func drawInRectLeavesOutLinesThatDoNotFit() throws {
        let text = "one\ntwo\nthree"
        let image = try render(height: 60) { _ in
            text.draw(in: CGRect(x: 0, y: 0, width: 200, height: 30), withAttributes: [.font: font])
        }
        let ink = try #require(inkBounds(image))
        #expect(ink.3 < 30)
        #expect(ink.3 > 16)
        let tooShort = try render { _ in
            text.draw(in: CGRect(x: 0, y: 0, width: 200, height: 5), withAttributes: [.font: font])
        }
        #expect(inkBounds(tooShort) == nil)
    }

    @Test func degenerateInputDrawsNothing() throws {
        let image = try render { _ in
            "abc".draw(in: CGRect(x: 0, y: 0, width: 0, height: 40), withAttributes: [.font: font])
            "abc".draw(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 40), withAttributes: [.font: font])
            "abc".draw(in: CGRect(x: 0, y: 0, width: -50, height: 40), withAttributes: [.font: font])
            "abc".draw(at: CGPoint(x: CGFloat.nan, y: 0), withAttributes: [.font: font])
            "".draw(at: .zero, withAttributes: [.font: font])
            "abc".draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: .nan)])
        }
        #expect(inkBounds(image) == nil)
        // Without a current context, drawing is a no-op.
        "abc".draw(at: .zero, withAttributes: nil)
        NSAttributedString(string: "abc").draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func contextAlphaAndScaleApply() throws {
        let image = try render { context in
            context.cgContext.setAlpha(0.5)
            "HHHH".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
        }
        let darkest = (0..<image.height).flatMap { y in (0..<image.width).map { image.pixel(x: $0, y: y).alpha } }
            .max()
        #expect(darkest == 128 || darkest == 127)
        let doubled = try render(scale: 2) { _ in
            "HHHH".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
        }
        let single = try #require(inkBounds(image))
        let ink = try #require(inkBounds(doubled))
        #expect(abs((ink.1 - ink.0) - 2 * (single.1 - single.0)) <= 2)
    }

    @Test func shadowsAndBlendModesApplyToText() throws {
        let image = try render(width: 60, height: 50) { context in
            context.cgContext.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: UIColor.blue.cgColor)
            "HH".draw(
                at: CGPoint(x: 4, y: 0),
                withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
        }
        let ink = try #require(inkBounds(image))
        #expect(ink.3 > 30)
        #expect((0..<60).contains { image.pixel(x: $0, y: 10) == PixelRGBA(255, 0, 0, 255) })
        #expect((0..<60).contains { image.pixel(x: $0, y: 30) == PixelRGBA(0, 0, 255, 255) })
        let blended = try render(width: 60, height: 30) { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 30))
            context.cgContext.setBlendMode(.difference)
            "HH".draw(
                at: CGPoint(x: 4, y: 0),
                withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.white])
        }
        #expect((0..<60).contains { blended.pixel(x: $0, y: 10) == PixelRGBA(0, 0, 0, 255) })
    }

    @Test func attributedDrawingUsesEachRunsColour() throws {
        let big = UIFont.systemFont(ofSize: 24)
        let text = NSMutableAttributedString(string: "HHH", attributes: [.font: big, .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "HHH", attributes: [.font: big, .foregroundColor: UIColor.blue]))
        let image = try render { _ in
            text.draw(at: CGPoint(x: 0, y: 0))
        }
        let ink = try #require(inkBounds(image))
        let row = (ink.2 + ink.3) / 2
        let left = (ink.0..<ink.0 + 10).map { image.pixel(x: $0, y: row) }
        let right = (ink.1 - 10...ink.1).map { image.pixel(x: $0, y: row) }
        #expect(left.contains { $0.red == 255 && $0.alpha == 255 } && left.allSatisfy { $0.blue == 0 })
        #expect(right.contains { $0.blue == 255 && $0.alpha == 255 } && right.allSatisfy { $0.red == 0 })
    }

    @Test func goldenLatin() throws {
        let image = try render(width: 200, height: 60, scale: 1) { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 60))
            let text = NSMutableAttributedString(
                string: "Lamina ", attributes: [.font: UIFont.boldSystemFont(ofSize: 18)])
            text.append(
                NSAttributedString(
                    string: "draws text",
                    attributes: [
                        .font: UIFont.italicSystemFont(ofSize: 14), .foregroundColor: UIColor.blue,
                        .underlineStyle: NSUnderlineStyle.single.rawValue,
                    ]))
            text.draw(at: CGPoint(x: 6, y: 4))
            "Wrapped to a narrow width, tail…".draw(
                in: CGRect(x: 6, y: 30, width: 190, height: 28),
                withAttributes: [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.darkGray])
        }
        // Tolerance 8, no pixel beyond it: antialiased glyph edges may shift by a rounding step
        // between builds of cairo and Pango (as in GalleryGoldenTests).
        GoldenImage.check(image, named: "text-latin", in: GoldenImage.directory(), tolerance: 8)
    }

    @Test func goldenCJK() throws {
        let image = try render(width: 240, height: 80, scale: 1) { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 240, height: 80))
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 2
            "视图负责绘制内容，处理多点触摸事件以及管理子视图的布局。".draw(
                in: CGRect(x: 6, y: 6, width: 228, height: 70),
                withAttributes: [.font: UIFont.systemFont(ofSize: 16), .paragraphStyle: style])
        }
        // Tolerance 8, as for the Latin golden.
        GoldenImage.check(image, named: "text-cjk", in: GoldenImage.directory(), tolerance: 8)
    }
}
