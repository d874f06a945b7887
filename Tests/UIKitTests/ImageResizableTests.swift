import Foundation
import Testing
import UIKit
import UIKitTesting

@Suite struct ImageResizableTests {
    private let insets4 = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    private let dot = PixelRGBA(40, 40, 40, 255)
    private let white = PixelRGBA(255, 255, 255, 255)

    // MARK: - Nine-part maths

    @Test func ninePartSlicesSourceAndDestination() {
        let parts = NinePart(
            sourceSize: CGSize(width: 12, height: 12), top: 4, left: 4, bottom: 4, right: 4,
            destination: CGRect(x: 10, y: 20, width: 40, height: 30))
        #expect(parts.slices.count == 9)
        let sources = parts.slices.map(\.source)
        let destinations = parts.slices.map(\.destination)
        #expect(sources[0] == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(sources[4] == CGRect(x: 4, y: 4, width: 4, height: 4))
        #expect(sources[8] == CGRect(x: 8, y: 8, width: 4, height: 4))
        #expect(destinations[0] == CGRect(x: 10, y: 20, width: 4, height: 4))
        #expect(destinations[1] == CGRect(x: 14, y: 20, width: 32, height: 4))
        #expect(destinations[2] == CGRect(x: 46, y: 20, width: 4, height: 4))
        #expect(destinations[4] == CGRect(x: 14, y: 24, width: 32, height: 22))
        #expect(destinations[8] == CGRect(x: 46, y: 46, width: 4, height: 4))
        #expect(
            parts.slices.map(\.resizesHorizontally) == [false, true, false, false, true, false, false, true, false])
        #expect(parts.slices.map(\.resizesVertically) == [false, false, false, true, true, true, false, false, false])
        #expect(parts.slices[1].tileSize == CGSize(width: 4, height: 4))
    }

    @Test func ninePartSqueezesCapsIntoSmallDestinations() {
        let parts = NinePart(
            sourceSize: CGSize(width: 12, height: 12), top: 4, left: 2, bottom: 4, right: 6,
            destination: CGRect(x: 0, y: 0, width: 4, height: 20))
        // Width 4 < 2 + 6: the caps share it 1 : 3 and the middle column disappears.
        #expect(parts.slices.count == 6)
        #expect(parts.slices[0].destination == CGRect(x: 0, y: 0, width: 1, height: 4))
        #expect(parts.slices[1].destination == CGRect(x: 1, y: 0, width: 3, height: 4))
        #expect(parts.slices[1].source == CGRect(x: 6, y: 0, width: 6, height: 4))
        #expect(parts.slices[2].tileSize == CGSize(width: 1, height: 4))
    }

    @Test func ninePartShrinksCapsLargerThanTheSource() {
        let parts = NinePart(
            sourceSize: CGSize(width: 12, height: 10), top: 0, left: 10, bottom: 0, right: 20,
            destination: CGRect(x: 0, y: 0, width: 30, height: 10))
        // 10 + 20 > 12: the caps become 4 and 8, leaving no middle; they then fill 30 as 10 + 20.
        #expect(
            parts.slices.map(\.source) == [
                CGRect(x: 0, y: 0, width: 4, height: 10), CGRect(x: 4, y: 0, width: 8, height: 10),
            ])
        #expect(
            parts.slices.map(\.destination) == [
                CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 20, height: 10),
            ])
    }

    @Test func ninePartTreatsBadInsetsAsZeroAndBadSizesAsNothing() {
        let whole = NinePart(
            sourceSize: CGSize(width: 8, height: 8), top: .nan, left: -3, bottom: .infinity, right: 0,
            destination: CGRect(x: 5, y: 5, width: -20, height: 10))
        #expect(whole.slices.count == 1)
        #expect(whole.slices[0].source == CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(whole.slices[0].destination == CGRect(x: -15, y: 5, width: 20, height: 10))
        let none = [
            NinePart(
                sourceSize: .zero, top: 1, left: 1, bottom: 1, right: 1,
                destination: CGRect(x: 0, y: 0, width: 5, height: 5)),
            NinePart(sourceSize: CGSize(width: 4, height: 4), top: 1, left: 1, bottom: 1, right: 1, destination: .zero),
            NinePart(
                sourceSize: CGSize(width: 4, height: 4), top: 1, left: 1, bottom: 1, right: 1,
                destination: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)),
        ]
        #expect(none.allSatisfy { $0.slices.isEmpty })
    }

    // MARK: - UIImage API

    @Test func resizableImagesKeepTheirAttributes() {
        let source = ImageTestSupport.ninePartSource()
        let tiled = source.resizableImage(withCapInsets: insets4)
        #expect(tiled.resizingMode == .tile)
        #expect(tiled.capInsets == insets4)
        #expect(tiled.size == source.size)
        #expect(tiled.cgImage === source.cgImage)
        let stretched = source.resizableImage(withCapInsets: insets4, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch)
        let template = stretched.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.capInsets == insets4 && template.resizingMode == .stretch)
        #expect(source.renderingMode == .automatic)
        #expect(source.capInsets == .zero)
    }

    @Test func stretchableImageComputesItsCaps() {
        let source = ImageTestSupport.ninePartSource()
        let image = source.stretchableImage(withLeftCapWidth: 4, topCapHeight: 5)
        #expect(image.capInsets == UIEdgeInsets(top: 5, left: 4, bottom: 6, right: 7))
        #expect(image.leftCapWidth == 4)
        #expect(image.topCapHeight == 5)
        #expect(image.resizingMode == .stretch)
        let horizontal = source.stretchableImage(withLeftCapWidth: 0, topCapHeight: 3)
        #expect(horizontal.capInsets == UIEdgeInsets(top: 3, left: 0, bottom: 8, right: 0))
        #expect(source.leftCapWidth == 0 && source.topCapHeight == 0)
    }

    private func render(_ image: UIImage, size: CGSize, scale: CGFloat = 1) throws -> CGImage {
        try #require(
            ImageTestSupport.render(size, scale: scale) { _ in image.draw(in: CGRect(origin: .zero, size: size)) }
                .cgImage)
    }

    /// Whether the `side`×`side` corners of `result` are the corners of `source`, pixel for pixel.
    private func cornersMatch(_ result: CGImage, _ source: CGImage, side: Int) -> Bool {
        for (rx, ry, sx, sy) in [
            (0, 0, 0, 0), (result.width - side, 0, source.width - side, 0),
            (0, result.height - side, 0, source.height - side),
            (result.width - side, result.height - side, source.width - side, source.height - side),
        ] {
            for y in 0..<side {
                for x in 0..<side where result.pixel(x: rx + x, y: ry + y) != source.pixel(x: sx + x, y: sy + y) {
                    return false
                }
            }
        }
        return true
    }

    @Test func stretchKeepsCornersAndStretchesTheMiddle() throws {
        let source = ImageTestSupport.ninePartSource()
        let result = try render(
            source.resizableImage(withCapInsets: insets4, resizingMode: .stretch), size: CGSize(width: 40, height: 30))
        #expect(cornersMatch(result, try #require(source.cgImage), side: 4))
        #expect(result.pixel(x: 20, y: 1) == PixelRGBA(0, 160, 0, 255))
        #expect(result.pixel(x: 1, y: 15) == PixelRGBA(0, 0, 200, 255))
        // The dot (source 5...6 of middle 4...8) covers x 12...20, y 9.5...15 once stretched;
        // smoothing softens it, so only its darkness is exact enough to check.
        #expect(result.pixel(x: 16, y: 12).red < 90)
        #expect(result.pixel(x: 16, y: 12).maximumChannelDifference(to: dot) < 50)
        #expect(result.pixel(x: 30, y: 22) == white)
    }

    @Test func tileKeepsCornersAndRepeatsTheMiddle() throws {
        let source = ImageTestSupport.ninePartSource()
        let result = try render(source.resizableImage(withCapInsets: insets4), size: CGSize(width: 28, height: 20))
        #expect(cornersMatch(result, try #require(source.cgImage), side: 4))
        for copy in 0..<5 {
            #expect(result.pixel(x: 5 + 4 * copy, y: 5) == dot)
            #expect(result.pixel(x: 5 + 4 * copy, y: 9) == dot)
            #expect(result.pixel(x: 6 + 4 * copy, y: 5) == white)
        }
        #expect(result.pixel(x: 13, y: 1) == PixelRGBA(0, 160, 0, 255))
    }

    @Test func zeroInsetsTileOrStretchTheWholeImage() throws {
        let source = ImageTestSupport.ninePartSource()
        let tiled = try render(source.resizableImage(withCapInsets: .zero), size: CGSize(width: 24, height: 12))
        for x in 0..<12 { #expect(tiled.pixel(x: x + 12, y: 2) == tiled.pixel(x: x, y: 2)) }
        #expect(tiled.pixel(x: 17, y: 5) == dot)
        let stretched = try render(
            source.resizableImage(withCapInsets: .zero, resizingMode: .stretch), size: CGSize(width: 24, height: 12))
        // Twice as wide: stored column 3 (red corner) shows at x 6, where the tiled copy shows green.
        #expect(stretched.pixel(x: 6, y: 1) == PixelRGBA(220, 0, 0, 255))
        #expect(tiled.pixel(x: 6, y: 1) == PixelRGBA(0, 160, 0, 255))
    }

    @Test func capsWorkInPointsAtScaleTwo() throws {
        let source = ImageTestSupport.render(CGSize(width: 12, height: 12), scale: 2) { _ in
            ImageTestSupport.ninePartSource().draw(in: CGRect(x: 0, y: 0, width: 12, height: 12))
        }
        let result = try render(
            source.resizableImage(withCapInsets: insets4, resizingMode: .stretch), size: CGSize(width: 30, height: 20),
            scale: 2)
        #expect(result.width == 60)
        #expect(cornersMatch(result, try #require(source.cgImage), side: 8))
    }

    @Test func orientationAppliesBeforeSlicing() throws {
        let bitmap = try #require(ImageTestSupport.ninePartSource().cgImage)
        let down = UIImage(cgImage: bitmap, scale: 1, orientation: .down)
        let natural = try render(down, size: down.size)
        let sliced = try render(down.resizableImage(withCapInsets: insets4), size: down.size)
        for y in 0..<12 {
            for x in 0..<12 { #expect(sliced.pixel(x: x, y: y) == natural.pixel(x: x, y: y)) }
        }
        #expect(sliced.pixel(x: 0, y: 0) == PixelRGBA(0, 160, 160, 255))
    }

    // MARK: - Goldens

    /// A 24×24 rounded button face: a dark border, a light fill, a highlight along the top.
    private func buttonFace() -> UIImage {
        ImageTestSupport.render(CGSize(width: 24, height: 24)) { context in
            let outer = CGPath(
                roundedRect: CGRect(x: 0.5, y: 0.5, width: 23, height: 23), cornerWidth: 8, cornerHeight: 8,
                transform: nil)
            context.addPath(outer)
            context.setFillColor(red: 0.85, green: 0.9, blue: 1, alpha: 1)
            context.fillPath()
            ImageTestSupport.fill(context, CGRect(x: 8, y: 2, width: 8, height: 2), 255, 255, 255)
            context.addPath(outer)
            context.setStrokeColor(red: 0.1, green: 0.3, blue: 0.7, alpha: 1)
            context.strokePath()
        }
    }

    @Test func goldenStretchedButton() throws {
        let face = buttonFace().resizableImage(
            withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        let result = try render(face, size: CGSize(width: 120, height: 44))
        #expect(cornersMatch(result, try #require(buttonFace().cgImage), side: 10))
        // Tolerance 2, no pixel beyond it: cairo and pixman rasterise deterministically for one
        // library version; the slack covers rounding between builds.
        GoldenImage.check(result, named: "image-ninepart-stretch", in: GoldenImage.directory(), tolerance: 2)
    }

    @Test func goldenTiled() throws {
        let face = ImageTestSupport.ninePartSource().resizableImage(withCapInsets: insets4, resizingMode: .tile)
        let result = try render(face, size: CGSize(width: 64, height: 40), scale: 2)
        // Tolerance 2, as for the stretched golden.
        GoldenImage.check(result, named: "image-ninepart-tile", in: GoldenImage.directory(), tolerance: 2)
    }
}
