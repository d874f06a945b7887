import Foundation
import Testing
import UIKit
import UIKitTesting

@Suite struct ImageCodecTests {
    /// A 16×16 image with translucent and transparent pixels of several colours.
    private func translucent() -> UIImage {
        ImageTestSupport.render(CGSize(width: 16, height: 16)) { context in
            ImageTestSupport.fill(context, CGRect(x: 0, y: 0, width: 8, height: 8), 255, 0, 0, 128)
            ImageTestSupport.fill(context, CGRect(x: 8, y: 0, width: 8, height: 8), 10, 200, 30, 255)
            ImageTestSupport.fill(context, CGRect(x: 0, y: 8, width: 8, height: 8), 90, 60, 250, 7)
            ImageTestSupport.fill(context, CGRect(x: 3, y: 3, width: 10, height: 10), 250, 250, 0, 77)
        }
    }

    /// An opaque, smooth 32×32 image (JPEG's favourite kind).
    private func gradient() -> UIImage {
        ImageTestSupport.render(CGSize(width: 32, height: 32), opaque: true) { context in
            for y in 0..<32 {
                for x in 0..<32 {
                    ImageTestSupport.fill(
                        context, CGRect(x: x, y: y, width: 1, height: 1), UInt8(x * 8), UInt8(y * 8), 128)
                }
            }
        }
    }

    private func pixels(_ image: CGImage) -> [PixelRGBA] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixel(x: x, y: y) } }
    }

    @Test func dataInitializersSetScaleAndSize() throws {
        let data = try #require(translucent().pngData())
        let one = try #require(UIImage(data: data))
        #expect(one.scale == 1)
        #expect(one.size == CGSize(width: 16, height: 16))
        #expect(one.imageOrientation == .up)
        let two = try #require(UIImage(data: data, scale: 2))
        #expect(two.size == CGSize(width: 8, height: 8))
        #expect(UIImage(data: data, scale: 0)?.scale == 1)
        #expect(UIImage(data: data, scale: -3)?.scale == 1)
        #expect(UIImage(data: data, scale: .nan)?.scale == 1)
    }

    @Test func pngRoundTripKeepsEveryPixelAndAlpha() throws {
        let original = try #require(translucent().cgImage)
        let data = try #require(UIImage(cgImage: original).pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(UIImage(data: data)?.cgImage)
        #expect(decoded.width == 16 && decoded.height == 16)
        #expect(pixels(decoded) == pixels(original))
        #expect(decoded.pixel(x: 0, y: 15).alpha == 7)
        #expect(decoded.pixel(x: 0, y: 0) == PixelRGBA(128, 0, 0, 128))
    }

    @Test func jpegRoundTripStaysWithinTolerance() throws {
        let original = try #require(gradient().cgImage)
        let data = try #require(UIImage(cgImage: original).jpegData(compressionQuality: 0.95))
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(UIImage(data: data)?.cgImage)
        let difference = zip(pixels(decoded), pixels(original)).map { $0.maximumChannelDifference(to: $1) }.max()
        // Quality 0.95 on a smooth gradient: every channel within 8 of the original.
        #expect(try #require(difference) <= 8)
        #expect(pixels(decoded).allSatisfy { $0.alpha == 255 })
    }

    @Test func higherJPEGQualityGivesMoreData() throws {
        let image = gradient()
        let sizes = try [0.1, 0.5, 0.9, 1.0].map { try #require(image.jpegData(compressionQuality: $0)).count }
        #expect(sizes == sizes.sorted())
        #expect(try #require(sizes.first) < (try #require(sizes.last)))
        // Out-of-range qualities are clamped rather than refused.
        #expect(image.jpegData(compressionQuality: 7)?.count == sizes.last)
        #expect(image.jpegData(compressionQuality: -1) != nil)
        #expect(image.jpegData(compressionQuality: .nan) != nil)
    }

    @Test func emptyImagesHaveNoData() {
        #expect(UIImage().pngData() == nil)
        #expect(UIImage().jpegData(compressionQuality: 1) == nil)
    }

    /// A TIFF structure (big-endian) holding only an orientation tag.
    private func tiff(orientation: UInt8) -> [UInt8] {
        [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0, 0, 0]
    }

    @Test(arguments: [
        (UInt8(1), UIImage.Orientation.up), (2, .upMirrored), (3, .down), (4, .downMirrored), (5, .leftMirrored),
        (6, .right), (7, .rightMirrored), (8, .left), (0, .up), (9, .up),
    ])
    func jpegEXIFOrientationBecomesImageOrientation(exif: UInt8, expected: UIImage.Orientation) throws {
        let plain = try #require(ImageTestSupport.redOverBlue().jpegData(compressionQuality: 0.9))
        let payload = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff(orientation: exif)
        let length = payload.count + 2
        var data = Data(plain.prefix(2))
        data.append(contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload)
        data.append(plain.dropFirst(2))
        let image = try #require(UIImage(data: data))
        #expect(image.imageOrientation == expected)
    }

    @Test func pngEXIfChunkBecomesImageOrientation() throws {
        let tall = ImageTestSupport.render(CGSize(width: 4, height: 6)) { _ in }
        let plain = try #require(tall.pngData())
        let body = tiff(orientation: 6)
        var chunk = [UInt8]("eXIf".utf8) + body
        let crc = Self.crc32(chunk)
        chunk = [0, 0, 0, UInt8(body.count)] + chunk + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
        // After the signature (8 bytes) and IHDR (25 bytes).
        var data = Data(plain.prefix(33))
        data.append(contentsOf: chunk)
        data.append(plain.dropFirst(33))
        let image = try #require(UIImage(data: data))
        #expect(image.imageOrientation == .right)
        #expect(image.size == CGSize(width: 6, height: 4))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
