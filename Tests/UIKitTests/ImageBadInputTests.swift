import Foundation
import Testing
import UIKit
import UIKitTesting

@Suite struct ImageBadInputTests {
    private func pngData() throws -> Data {
        try #require(ImageTestSupport.ninePartSource().pngData())
    }

    private func jpegData() throws -> Data {
        try #require(ImageTestSupport.ninePartSource().jpegData(compressionQuality: 0.8))
    }

    /// Byte offset of the data of the first chunk of `type` in PNG `data`.
    private func chunkDataOffset(_ type: String, in data: Data) throws -> Int {
        let bytes = [UInt8](data)
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if bytes[(offset + 4)..<(offset + 8)].elementsEqual(type.utf8) { return offset + 8 }
            offset += 12 + length
        }
        throw CancellationError()
    }

    @Test func emptyAndRandomDataGiveNil() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data([0x89])) == nil)
        var state: UInt32 = 12345
        for length in [1, 7, 64, 4096] {
            let bytes = (0..<length).map { _ -> UInt8 in
                state = state &* 1_664_525 &+ 1_013_904_223
                return UInt8(truncatingIfNeeded: state >> 24)
            }
            #expect(UIImage(data: Data(bytes)) == nil)
            // The right signatures followed by noise.
            #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bytes)) == nil)
            #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF] + bytes)) == nil)
        }
    }

    @Test func corruptPNGGivesNil() throws {
        let good = try pngData()
        #expect(UIImage(data: good) != nil)
        let header = try chunkDataOffset("IHDR", in: good)
        let pixels = try chunkDataOffset("IDAT", in: good)
        for offset in [header, header + 3, header + 8, pixels, pixels + 2, pixels + 5] {
            var bad = good
            bad[offset] ^= 0xFF
            #expect(UIImage(data: bad) == nil, "flipped byte \(offset)")
        }
    }

    @Test func truncatedPNGGivesNil() throws {
        let good = try pngData()
        for length in [1, 8, 16, 24, 33, 40, good.count / 2, good.count - 13, good.count - 1] {
            #expect(UIImage(data: good.prefix(length)) == nil, "cut at \(length) of \(good.count)")
        }
    }

    /// Fuzzing found a progressive JPEG header declaring a 65,500-pixel square: libjpeg allocated
    /// its whole-image coefficient buffers (8.5 GB) in `jpeg_start_decompress`, before the size
    /// check (input in Fuzz/Corpus/FuzzImages). Sizes are now refused from the header.
    @Test func hugeProgressiveJPEGIsRefusedFromItsHeader() throws {
        var bytes = [UInt8](try jpegData())
        let frame = try #require((0..<bytes.count - 9).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[frame + 1] = 0xC2
        for offset in [frame + 5, frame + 7] {
            bytes[offset] = 0xFF
            bytes[offset + 1] = 0xDC
        }
        #expect(UIImage(data: Data(bytes)) == nil)
        bytes[frame + 5] = 0x40  // 16,604 × 65,500: still over 2²⁸ pixels
        bytes[frame + 6] = 0x5C
        #expect(UIImage(data: Data(bytes)) == nil)
    }

    @Test func truncatedJPEGGivesNilOrEveryPixel() throws {
        let good = try jpegData()
        let full = try #require(UIImage(data: good)?.cgImage)
        for length in [2, 3, 4, 20, 100, good.count / 2, good.count * 3 / 4, good.count - 10] {
            #expect(UIImage(data: good.prefix(length)) == nil, "cut at \(length) of \(good.count)")
        }
        // Near the end a cut may remove only padding bits and the end marker, which libjpeg (like
        // ImageIO) accepts; what it decodes must then be the whole image, never a gray-filled one.
        for length in [good.count - 4, good.count - 3, good.count - 2, good.count - 1] {
            if let decoded = UIImage(data: good.prefix(length))?.cgImage {
                #expect(decoded == full, "cut at \(length) of \(good.count)")
            }
        }
    }

    @Test(arguments: [(100_000, 100_000), (30_000, 30_000), (40_000, 1), (1, 0), (0, 1)])
    func pngHeaderClaimingAnImpossibleSizeGivesNil(width: Int, height: Int) throws {
        var good = try pngData()
        let header = try chunkDataOffset("IHDR", in: good)
        let fields =
            [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: width >> $0) }
            + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: height >> $0) }
        good.replaceSubrange(header..<(header + 8), with: fields)
        #expect(UIImage(data: good) == nil)
    }

    private func canvas(_ draw: () -> Void) throws -> CGImage {
        let image = ImageTestSupport.render(CGSize(width: 20, height: 20)) { _ in draw() }
        return try #require(image.cgImage)
    }

    private func isBlank(_ image: CGImage) -> Bool {
        (0..<image.height).allSatisfy { y in (0..<image.width).allSatisfy { image.pixel(x: $0, y: y).alpha == 0 } }
    }

    @Test func drawingIntoUnusableRectsDoesNothing() throws {
        let image = ImageTestSupport.redOverBlue()
        let rects = [
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), CGRect(x: 0, y: 0, width: 0, height: 10),
            CGRect(x: 0, y: 0, width: 10, height: 0), .null, .infinite,
        ]
        for rect in rects {
            let result = try canvas {
                image.draw(in: rect)
                image.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)).draw(in: rect)
                if rect != .infinite { image.drawAsPattern(in: rect) }
                image.draw(in: rect, blendMode: .copy, alpha: 1)
            }
            #expect(isBlank(result), "\(rect)")
        }
        // Scaled to `.infinite`, an image's transform has no finite determinant: nothing is drawn
        // and the context keeps drawing (cairo used to be handed the matrix, which it refuses by
        // stopping for good). As a pattern it tiles the whole canvas, as in Core Graphics.
        let tiled = try canvas {
            image.draw(in: .infinite)
            image.drawAsPattern(in: .infinite)
        }
        #expect(tiled.pixel(x: 2, y: 2) == PixelRGBA(255, 0, 0, 255))
        #expect(tiled.pixel(x: 12, y: 17) == PixelRGBA(0, 0, 255, 255))
        #expect(isBlank(try canvas { image.draw(at: CGPoint(x: CGFloat.nan, y: 3)) }))
        #expect(isBlank(try canvas { UIImage().draw(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }))
    }

    /// A crash guard: images 10³⁰¹ points to 10⁻²⁹⁹ points a side, drawn at a point, into a
    /// rectangle 2·10¹² points a side, as a pattern and resizable. Where the answer is plain it is
    /// checked: drawn into the huge rectangle, whose centre is the canvas's corner, the canvas
    /// lies on the seam between the turned image's red and blue halves and shows them blended;
    /// an image too small to cover a pixel's centre draws nothing at a point.
    @Test func extremeSizesAndScalesNeverCrash() throws {
        let bitmap = try #require(ImageTestSupport.redOverBlue().cgImage)
        let huge = CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
        let seam = PixelRGBA(127, 0, 127, 255)
        for scale in [1e-300, 1e-6, 1, 1e6, 1e300] {
            let image = UIImage(cgImage: bitmap, scale: scale, orientation: .left)
            let stretched = try canvas { image.draw(in: huge) }
            for (x, y) in [(0, 0), (10, 10), (19, 19)] {
                #expect(stretched.pixel(x: x, y: y) == seam, "scale \(scale)")
            }
            let atAPoint = try canvas { image.draw(at: CGPoint(x: 1, y: 1)) }
            if scale >= 1e6 { #expect(isBlank(atAPoint), "scale \(scale)") }
            _ = try canvas {
                image.drawAsPattern(in: CGRect(x: 0, y: 0, width: 20, height: 20))
                image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)).draw(in: huge)
            }
        }
        // At scale 1, the 10-point image turned left: red on the left, blue on the right.
        let plain = try canvas { UIImage(cgImage: bitmap, scale: 1, orientation: .left).draw(at: CGPoint(x: 1, y: 1)) }
        #expect(plain.pixel(x: 2, y: 2) == PixelRGBA(255, 0, 0, 255))
        #expect(plain.pixel(x: 10, y: 10) == PixelRGBA(0, 0, 255, 255))
        #expect(plain.pixel(x: 0, y: 0).alpha == 0 && plain.pixel(x: 11, y: 11).alpha == 0)
    }

    @Test func negativeSizesAreStandardized() throws {
        let image = ImageTestSupport.redOverBlue()
        let result = try canvas { image.draw(in: CGRect(x: 10, y: 10, width: -10, height: -10)) }
        #expect(result.pixel(x: 5, y: 1) == PixelRGBA(255, 0, 0, 255))
        #expect(result.pixel(x: 5, y: 8) == PixelRGBA(0, 0, 255, 255))
        #expect(result.pixel(x: 15, y: 15).alpha == 0)
    }

    /// A crash guard: with no current context, drawing an image draws nowhere and makes no
    /// context current.
    @Test func drawingWithoutAContextDoesNothing() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let image = ImageTestSupport.redOverBlue()
        image.draw(at: .zero)
        image.draw(in: CGRect(x: 0, y: 0, width: 5, height: 5))
        image.draw(at: .zero, blendMode: .multiply, alpha: 0.5)
        image.drawAsPattern(in: CGRect(x: 0, y: 0, width: 50, height: 50))
        image.resizableImage(withCapInsets: .zero).draw(in: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// A crash guard: cap insets that are zero, larger than the image, negative or not finite.
    /// Drawn 20 points square, the top-left corner keeps its colour; the bottom-right one does
    /// too, except when tiling with insets that count as none (zero, negative, not finite),
    /// where the whole image repeats and (19, 19) shows its white middle.
    @Test func oddCapInsetsNeverCrash() throws {
        let source = ImageTestSupport.ninePartSource()
        let insets = [
            UIEdgeInsets.zero, UIEdgeInsets(top: 100, left: 100, bottom: 100, right: 100),
            UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5),
            UIEdgeInsets(top: .nan, left: .infinity, bottom: -.infinity, right: .nan),
            UIEdgeInsets(top: 12, left: 12, bottom: 0, right: 0), UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6),
        ]
        let repeatsWhole = [true, false, true, true, false, false]
        for (inset, repeats) in zip(insets, repeatsWhole) {
            for mode in [UIImage.ResizingMode.tile, .stretch] {
                let image = source.resizableImage(withCapInsets: inset, resizingMode: mode)
                #expect(image.size == source.size)
                let full = try canvas { image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
                #expect(full.pixel(x: 0, y: 0) == PixelRGBA(220, 0, 0, 255), "\(inset) \(mode)")
                let corner = mode == .tile && repeats ? PixelRGBA(255, 255, 255, 255) : PixelRGBA(0, 160, 160, 255)
                #expect(full.pixel(x: 19, y: 19) == corner, "\(inset) \(mode)")
                for size in [
                    CGSize(width: 20, height: 20), CGSize(width: 3, height: 3), CGSize(width: 0.5, height: 19),
                ] {
                    let result = try canvas { image.draw(in: CGRect(origin: .zero, size: size)) }
                    #expect(result.pixel(x: 19, y: 19).alpha == 0 || size.width >= 20)
                }
            }
        }
        // Cap widths are clamped to the image: 0 to 12 pixels.
        for (left, top, clamped) in [
            (0, 0, (0, 0)), (-4, -4, (0, 0)), (1000, 1000, (12, 12)), (Int.max, Int.min, (12, 0)), (11, 11, (11, 11)),
            (12, 12, (12, 12)),
        ] {
            let image = source.stretchableImage(withLeftCapWidth: left, topCapHeight: top)
            let drawn = try canvas { image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
            #expect(drawn.pixel(x: 0, y: 0) == PixelRGBA(220, 0, 0, 255))
            #expect(image.leftCapWidth == clamped.0 && image.topCapHeight == clamped.1, "\(left), \(top)")
        }
    }
}
