import Foundation
import Testing
import UIKit
import UIKitTesting

/// Truncated, corrupt and oversized GIF, WebP, BMP, ICO and TIFF data: nil, never a crash or a
/// huge allocation.
@Suite struct ImageFormatBadInputTests {
    private func fixture(_ name: String) throws -> Data { try ImageFormatTests.fixture(name) }

    private func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    private func le32(_ value: Int) -> [UInt8] { le16(value & 0xFFFF) + le16(value >> 16 & 0xFFFF) }

    @Test(arguments: [
        "still.webp", "frames.webp", "lzw.tiff", "rgb24.bmp", "paletted8.bmp", "bitfields32.bmp",
        "rgb565.bmp", "bitmaps.ico", "png.ico", "halves.heic",
    ])
    func truncatedFilesGiveNil(name: String) throws {
        let good = try fixture(name)
        #expect(UIImage(data: good) != nil)
        for length in [1, 2, 4, 6, 8, 12, 14, 20, 30, good.count / 2, good.count - 1] {
            #expect(UIImage(data: good.prefix(length)) == nil, "cut at \(length) of \(good.count)")
            #expect(UIImage.animatedImage(withData: good.prefix(length)) == nil, "cut at \(length)")
        }
    }

    /// frames.gif's first frame ends at byte 89 and its second at byte 115.
    @Test func truncatedGIFGivesNilUntilAWholeFrame() throws {
        let good = try fixture("frames.gif")
        for length in Array(stride(from: 1, to: 89, by: 4)) + [88] {
            #expect(UIImage(data: good.prefix(length)) == nil, "cut at \(length)")
        }
        // Cut inside frame 1: the first frame is still whole; all frames cannot be.
        #expect(UIImage(data: good.prefix(110))?.cgImage?.pixel(x: 0, y: 0) == PixelRGBA(255, 0, 0, 255))
        #expect(UIImage.animatedImage(withData: good.prefix(110)) == nil)
        // Cut right after frame 1 (no trailer): the frames before the cut, as browsers show.
        #expect(UIImage.animatedImage(withData: good.prefix(115))?.images?.count == 2)
    }

    @Test func signaturesFollowedByNoiseGiveNil() {
        var state: UInt32 = 777
        let signatures: [[UInt8]] = [
            Array("GIF89a".utf8), Array("GIF87a".utf8), Array("RIFF".utf8) + [64, 0, 0, 0] + Array("WEBP".utf8),
            Array("BM".utf8), [0, 0, 1, 0], [0x49, 0x49, 0x2A, 0], [0x4D, 0x4D, 0, 0x2A],
            [0, 0, 0, 24] + Array("ftypheic".utf8),
        ]
        for length in [0, 1, 7, 64, 4096] {
            let noise = (0..<length).map { _ -> UInt8 in
                state = state &* 1_664_525 &+ 1_013_904_223
                return UInt8(truncatingIfNeeded: state >> 24)
            }
            for signature in signatures {
                #expect(UIImage(data: Data(signature + noise)) == nil, "\(signature) + \(length) bytes")
                #expect(UIImage.animatedImage(withData: Data(signature + noise)) == nil)
            }
        }
    }

    @Test func corruptGIFPixelDataGivesNil() throws {
        var bytes = [UInt8](try fixture("frames.gif"))
        // The first frame's LZW minimum code size (byte 55) out of range, then its first data block cut short.
        bytes[55] = 13
        #expect(UIImage(data: Data(bytes)) == nil)
        bytes = [UInt8](try fixture("frames.gif"))
        bytes[56] = 200
        #expect(UIImage(data: Data(bytes)) == nil)
    }

    @Test func hugeDeclaredSizesAreRefusedFromTheHeader() {
        // GIF: a 65,535-pixel square, then a 16,000-pixel square in 30 bytes (more than LZW could fill).
        for side in [65535, 16000] {
            let gif =
                Array("GIF89a".utf8) + le16(side) + le16(side) + [0, 0, 0, 0x2C] + le16(0) + le16(0) + le16(1)
                + le16(1) + [0, 2, 2, 0x4C, 0x01, 0, 0x3B]
            #expect(UIImage(data: Data(gif)) == nil, "GIF \(side)")
            #expect(UIImage.animatedImage(withData: Data(gif)) == nil)
        }
        // BMP: 100,000 × 100,000, then 30,000 × 30,000 (within the dimension limit) with no pixels.
        for side in [100_000, 30000] {
            let bmp =
                Array("BM".utf8) + le32(62) + le32(0) + le32(54) + le32(40) + le32(side) + le32(side) + le16(1)
                + le16(24) + [UInt8](repeating: 0, count: 32)
            #expect(UIImage(data: Data(bmp)) == nil, "BMP \(side)")
        }
        // WebP: a lossless header declaring a 16,384-pixel square (the format's largest), no pixels.
        let lossless = Array("VP8L".utf8) + le32(5) + [0x2F, 0xFF, 0xFF, 0xFF, 0x0F]
        #expect(
            UIImage(data: Data(Array("RIFF".utf8) + le32(4 + lossless.count) + Array("WEBP".utf8) + lossless)) == nil)
        // WebP: an extended header declaring a 100,000-pixel square animation.
        let extended =
            Array("VP8X".utf8) + le32(10) + [0x02, 0, 0, 0] + le32(99_999).prefix(3) + le32(99_999).prefix(3)
        #expect(
            UIImage(data: Data(Array("RIFF".utf8) + le32(4 + extended.count) + Array("WEBP".utf8) + extended)) == nil)
        // TIFF: one directory declaring 100,000 × 100,000 8-bit gray pixels in one strip of 4 bytes.
        let entries: [(Int, Int, Int)] = [
            (256, 4, 100_000), (257, 4, 100_000), (258, 3, 8), (262, 3, 1), (273, 4, 8),
            (278, 4, 100_000), (279, 4, 4),
        ]
        var tiff: [UInt8] = [0x49, 0x49, 0x2A, 0] + le32(12) + [0, 0, 0, 0] + le16(entries.count)
        for (tag, type, value) in entries { tiff += le16(tag) + le16(type) + le32(1) + le32(value) }
        tiff += le32(0)
        #expect(UIImage(data: Data(tiff)) == nil)
        // ICO: an entry whose data runs past the file, then a bitmap entry declaring 100,000 pixels wide.
        let directory = le16(0) + le16(1) + le16(1) + [0, 0, 0, 0] + le16(1) + le16(32)
        #expect(UIImage(data: Data(directory + le32(1 << 30) + le32(22))) == nil)
        let dib = le32(40) + le32(100_000) + le32(200_000) + le16(1) + le16(32) + [UInt8](repeating: 0, count: 24)
        #expect(UIImage(data: Data(directory + le32(dib.count) + le32(22) + dib)) == nil)
    }

    @Test func unsupportedBMPCompressionGivesNil() throws {
        // Compression 1 (8-bit run-length) is refused rather than misread.
        var bytes = [UInt8](try fixture("paletted8.bmp"))
        bytes[30] = 1
        #expect(UIImage(data: Data(bytes)) == nil)
    }
}

/// Files of the new formats found by name, and files whose contents do not match their extension.
@MainActor
@Suite struct ImageFormatLoadingTests {
    private func bundle(with files: [String: Data]) throws -> (Bundle, URL) {
        let directory = try ImageTestSupport.temporaryDirectory()
        for (name, data) in files { try data.write(to: directory.appendingPathComponent(name)) }
        return (try #require(Bundle(path: directory.path)), directory)
    }

    private func named(_ name: String, in bundle: Bundle) -> UIImage? {
        ApplicationContext.withCurrent { _ in UIImage(named: name, in: bundle, compatibleWith: nil) }
    }

    @Test func namedTriesTheNewExtensionsAfterPNGAndJPEG() throws {
        let gif = try ImageFormatTests.fixture("frames.gif")
        let bmp = try ImageFormatTests.fixture("rgb24.bmp")
        let (bundle, directory) = try bundle(with: [
            "anim.gif": gif, "photo.bmp": bmp, "photo.gif": gif,
            "icon.ico": try ImageFormatTests.fixture("bitmaps.ico"),
            "scan.tif": try ImageFormatTests.fixture("lzw.tiff"),
            "still.webp": try ImageFormatTests.fixture("still.webp"),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(named("anim", in: bundle)?.cgImage?.width == 8)
        #expect(named("photo", in: bundle)?.cgImage?.width == 8)  // .gif comes before .bmp
        #expect(named("photo.bmp", in: bundle)?.cgImage?.width == 3)
        #expect(named("icon", in: bundle)?.cgImage?.width == 3)
        #expect(named("scan", in: bundle)?.cgImage?.width == 4)
        #expect(named("scan.tiff", in: bundle) == nil)
        #expect(named("still", in: bundle)?.cgImage?.height == 3)
    }

    @Test func wrongContentsForTheExtensionAreReadByContentOrRefused() throws {
        let directory = try ImageTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fake = directory.appendingPathComponent("fake.gif")
        try Data("GIF88a not an image".utf8).write(to: fake)
        #expect(UIImage(contentsOfFile: fake.path) == nil)
        let text = directory.appendingPathComponent("notes.webp")
        try Data("RIFF0000WEBPVP8 broken".utf8).write(to: text)
        #expect(UIImage(contentsOfFile: text.path) == nil)
        // A BMP saved as .gif is read as what it is, as ImageIO does.
        let bmp = directory.appendingPathComponent("mislabelled.gif")
        try ImageFormatTests.fixture("rgb24.bmp").write(to: bmp)
        #expect(UIImage(contentsOfFile: bmp.path)?.cgImage?.pixel(x: 0, y: 0) == PixelRGBA(255, 0, 0, 255))
    }
}
