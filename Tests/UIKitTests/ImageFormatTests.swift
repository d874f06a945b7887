import Foundation
import Testing
import UIKit
import UIKitTesting

/// GIF, WebP, BMP, ICO and TIFF decoding, from the small files in Fixtures/Images (written by
/// scripts/make-image-fixtures.py, which documents every pixel).
@Suite struct ImageFormatTests {
    static func fixture(_ name: String) throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/Images"))
        return try Data(contentsOf: url)
    }

    static func decode(_ name: String) throws -> CGImage {
        let data = try fixture(name)
        return try #require(UIImage(data: data)?.cgImage)
    }

    static let red = PixelRGBA(255, 0, 0, 255)
    static let green = PixelRGBA(0, 255, 0, 255)
    static let blue = PixelRGBA(0, 0, 255, 255)
    static let white = PixelRGBA(255, 255, 255, 255)
    static let clear = PixelRGBA(0, 0, 0, 0)

    @Test func gifGivesItsFirstFrame() throws {
        let image = try Self.decode("frames.gif")
        #expect(image.width == 8 && image.height == 6)
        // Interlaced rows land where they belong: the left half has one colour a row.
        let rows = [
            Self.red, Self.blue, PixelRGBA(255, 0, 255, 255), PixelRGBA(0, 255, 255, 255),
            PixelRGBA(255, 255, 0, 255), Self.white,
        ]
        for y in 0..<6 {
            #expect(image.pixel(x: 0, y: y) == rows[y], "row \(y)")
            #expect(image.pixel(x: 3, y: y) == rows[y], "row \(y)")
            #expect(image.pixel(x: 4, y: y) == Self.blue, "row \(y)")
        }
        #expect(UIImage(data: try Self.fixture("frames.gif"))?.images == nil)
    }

    @Test func webPStillKeepsEveryPixelAndAlpha() throws {
        let image = try Self.decode("still.webp")
        #expect(image.width == 4 && image.height == 3)
        #expect(image.pixel(x: 0, y: 0) == Self.red)
        #expect(image.pixel(x: 1, y: 0) == Self.green)
        #expect(image.pixel(x: 2, y: 0) == Self.blue)
        #expect(image.pixel(x: 1, y: 1) == Self.clear)
        #expect(image.pixel(x: 0, y: 2) == PixelRGBA(40, 80, 120, 255))
        #expect(image.pixel(x: 3, y: 2) == Self.white)
        #expect(image.pixel(x: 2, y: 1) == PixelRGBA(100, 150, 200, 255))
    }

    @Test func tiffKeepsEveryPixelAndAlpha() throws {
        let image = try Self.decode("lzw.tiff")
        #expect(image.width == 4 && image.height == 3)
        #expect(image.pixel(x: 0, y: 0) == Self.red)
        #expect(image.pixel(x: 2, y: 0) == Self.blue)
        #expect(image.pixel(x: 1, y: 1) == Self.clear)
        #expect(image.pixel(x: 0, y: 2) == PixelRGBA(40, 80, 120, 255))
        #expect(image.pixel(x: 3, y: 2) == Self.white)
    }

    /// A TIFF's orientation tag becomes the image's orientation, the pixels staying as stored
    /// (as ImageIO reads them), so drawing turns them: every orientation, 5–8 included.
    @Test func tiffOrientationsBecomeTheImagesOrientation() throws {
        for (name, orientation, size) in [
            ("oriented6.tiff", UIImage.Orientation.right, CGSize(width: 3, height: 4)),
            ("oriented3.tiff", UIImage.Orientation.down, CGSize(width: 4, height: 3)),
        ] {
            let image = try #require(UIImage(data: try Self.fixture(name)))
            #expect(image.imageOrientation == orientation && image.size == size, "\(name)")
            let stored = try #require(image.cgImage)
            #expect(stored.pixel(x: 0, y: 0) == Self.red && stored.pixel(x: 3, y: 2) == Self.white, "\(name)")
        }
        // Turned a quarter clockwise: the stored top row (red, green, blue…) runs down the right.
        let turned = try #require(UIImage(data: try Self.fixture("oriented6.tiff")))
        let drawn = try #require(
            ImageTestSupport.render(turned.size) { _ in turned.draw(at: .zero) }.cgImage)
        #expect(drawn.pixel(x: 2, y: 0) == Self.red)
        #expect(drawn.pixel(x: 2, y: 1) == Self.green)
        #expect(drawn.pixel(x: 2, y: 2) == Self.blue)
        #expect(drawn.pixel(x: 0, y: 3) == Self.white)
    }

    @Test func bmp24BitBottomUpWithPaddedRows() throws {
        let image = try Self.decode("rgb24.bmp")
        #expect(image.width == 3 && image.height == 2)
        #expect(image.pixel(x: 0, y: 0) == Self.red)
        #expect(image.pixel(x: 1, y: 0) == Self.green)
        #expect(image.pixel(x: 2, y: 0) == Self.blue)
        #expect(image.pixel(x: 0, y: 1) == PixelRGBA(10, 20, 30, 255))
        #expect(image.pixel(x: 1, y: 1) == PixelRGBA(200, 100, 50, 255))
        #expect(image.pixel(x: 2, y: 1) == Self.white)
    }

    @Test func bmp8BitPalettedTopDown() throws {
        let image = try Self.decode("paletted8.bmp")
        #expect(image.width == 5 && image.height == 3)
        let palette = [PixelRGBA(12, 34, 56, 255), PixelRGBA(250, 128, 0, 255), PixelRGBA(0, 99, 200, 255)]
        let indices = [[0, 1, 2, 1, 0], [2, 2, 2, 2, 2], [1, 0, 0, 0, 1]]
        for y in 0..<3 {
            for x in 0..<5 { #expect(image.pixel(x: x, y: y) == palette[indices[y][x]], "(\(x), \(y))") }
        }
    }

    @Test func bmpBitfieldsWithAlphaAnd565() throws {
        let image = try Self.decode("bitfields32.bmp")
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixel(x: 0, y: 0) == Self.red)
        #expect(image.pixel(x: 1, y: 0) == PixelRGBA(0, 64, 0, 128))
        #expect(image.pixel(x: 0, y: 1) == Self.blue)
        #expect(image.pixel(x: 1, y: 1) == Self.clear)
        let packed = try Self.decode("rgb565.bmp")
        #expect(packed.width == 2 && packed.height == 1)
        #expect(packed.pixel(x: 0, y: 0) == Self.red)
        #expect(packed.pixel(x: 1, y: 0) == PixelRGBA(0, 255, 255, 255))
    }

    @Test func icoPicksTheLargestBitmapEntry() throws {
        let image = try Self.decode("bitmaps.ico")
        #expect(image.width == 3 && image.height == 3)
        #expect(image.pixel(x: 0, y: 0) == Self.red)
        #expect(image.pixel(x: 2, y: 0) == Self.blue)
        #expect(image.pixel(x: 0, y: 1) == Self.clear)
        #expect(image.pixel(x: 1, y: 1) == Self.white)
        #expect(image.pixel(x: 0, y: 2) == PixelRGBA(255, 255, 0, 255))
        #expect(image.pixel(x: 2, y: 2) == PixelRGBA(64, 0, 64, 64))
    }

    @Test func icoPalettedEntryTakesTransparencyFromItsMask() throws {
        // Keep only the directory's first entry: the 2×2 8-bit bitmap whose top-left pixel is masked.
        var bytes = [UInt8](try Self.fixture("bitmaps.ico"))
        bytes[4] = 1
        let image = try #require(UIImage(data: Data(bytes))?.cgImage)
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixel(x: 0, y: 0) == PixelRGBA(0, 200, 100, 255))
        #expect(image.pixel(x: 1, y: 0) == PixelRGBA(0, 200, 100, 255))
        #expect(image.pixel(x: 0, y: 1) == Self.clear)
        #expect(image.pixel(x: 1, y: 1) == PixelRGBA(0, 200, 100, 255))
    }

    @Test func icoWithAPNGEntryDecodesThePNG() throws {
        let image = try Self.decode("png.ico")
        #expect(image.width == 256 && image.height == 256)
        #expect(image.pixel(x: 0, y: 0) == PixelRGBA(30, 60, 90, 255))
        #expect(image.pixel(x: 255, y: 255) == PixelRGBA(78, 0, 0, 100))
    }

    /// halves.heic (made with `heif-enc -q 90` from a 64×48 PNG: left half 200, 30, 40; right half
    /// 20, 60, 220). HEVC is lossy, so colours are checked within 3 levels; the size is exact.
    @Test func heicDecodesItsPrimaryImage() throws {
        let image = try Self.decode("halves.heic")
        #expect(image.width == 64 && image.height == 48)
        func near(_ pixel: PixelRGBA, _ r: Int, _ g: Int, _ b: Int) -> Bool {
            abs(Int(pixel.red) - r) <= 3 && abs(Int(pixel.green) - g) <= 3 && abs(Int(pixel.blue) - b) <= 3
                && pixel.alpha == 255
        }
        for (x, y) in [(0, 0), (10, 20), (28, 47)] {
            #expect(near(image.pixel(x: x, y: y), 200, 30, 40), "(\(x), \(y)) \(image.pixel(x: x, y: y))")
        }
        for (x, y) in [(36, 0), (50, 20), (63, 47)] {
            #expect(near(image.pixel(x: x, y: y), 20, 60, 220), "(\(x), \(y)) \(image.pixel(x: x, y: y))")
        }
    }
}
