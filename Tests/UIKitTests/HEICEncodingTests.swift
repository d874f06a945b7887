import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIImage.heicData()`: HEVC through libheif, read back by Lamina's own HEIF decoder.
@MainActor @Suite struct HEICEncodingTests {
    /// A 32 × 32 image: red left half, blue right half; with `alpha`, the bottom half at 50 %.
    static func picture(alpha: Bool) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = !alpha
        return UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 32))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 16, y: 0, width: 16, height: 32))
            if alpha {
                context.cgContext.clear(CGRect(x: 0, y: 16, width: 32, height: 16))
                UIColor.red.withAlphaComponent(0.5).setFill()
                context.fill(CGRect(x: 0, y: 16, width: 32, height: 16))
            }
        }
    }

    /// Whether two pixels are within `tolerance` a channel (lossy coding).
    static func near(_ a: PixelRGBA, _ b: PixelRGBA, _ tolerance: Int = 24) -> Bool {
        [(a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.alpha, b.alpha)].allSatisfy {
            abs(Int($0.0) - Int($0.1)) <= tolerance
        }
    }

    @Test func heicRoundTripsThroughTheDecoder() throws {
        let data = try #require(Self.picture(alpha: false).heicData())
        #expect(String(decoding: data[4..<8], as: UTF8.self) == "ftyp")
        #expect(String(decoding: data[8..<12], as: UTF8.self) == "heic")
        let decoded = try #require(UIImage(data: data)?.cgImage)
        #expect(decoded.width == 32 && decoded.height == 32)
        #expect(Self.near(decoded.pixel(x: 4, y: 4), PixelRGBA(255, 0, 0, 255)), "\(decoded.pixel(x: 4, y: 4))")
        #expect(Self.near(decoded.pixel(x: 27, y: 27), PixelRGBA(0, 0, 255, 255)), "\(decoded.pixel(x: 27, y: 27))")
    }

    @Test func transparencyIsKept() throws {
        let data = try #require(Self.picture(alpha: true).heicData())
        let decoded = try #require(UIImage(data: data)?.cgImage)
        // Premultiplied read-back: half-transparent red is (128, 0, 0, 128).
        #expect(Self.near(decoded.pixel(x: 4, y: 27), PixelRGBA(128, 0, 0, 128)), "\(decoded.pixel(x: 4, y: 27))")
        #expect(Self.near(decoded.pixel(x: 4, y: 4), PixelRGBA(255, 0, 0, 255)), "\(decoded.pixel(x: 4, y: 4))")
        #expect(UIImage().heicData() == nil)
    }
}
