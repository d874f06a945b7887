import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// `CGImage` masks and masking, and the other initializers and copies of the API audit.
@Suite struct ImageMaskingTests {
    /// A 4 × 1 opaque red image.
    private func redStrip(width: Int = 4) -> CGImage {
        let context = makeBitmap(width, 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: width, height: 1))
        return context.makeImage()!
    }

    @Test func imageMasksAreInverseAlpha() throws {
        // 8-bit samples 0, 255, 128, 0: show, hide, half, show.
        let samples = Data([0, 255, 128, 0])
        let provider = try #require(CGDataProvider(data: samples))
        let mask = try #require(
            CGImage(
                maskWidth: 4, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4,
                provider: provider, decode: nil, shouldInterpolate: false))
        #expect(mask.isMask)
        let masked = try #require(redStrip().masking(mask))
        #expect(masked.pixel(x: 0, y: 0) == red)
        #expect(masked.pixel(x: 1, y: 0) == clear)
        #expect(masked.pixel(x: 2, y: 0) == PixelRGBA(127, 0, 0, 127))
        #expect(masked.pixel(x: 3, y: 0) == red)
    }

    @Test func oneBitMasksReadTheirBitsFromTheTop() throws {
        // 0b0100_0000: the second pixel of eight is masked out.
        let provider = try #require(CGDataProvider(data: Data([0b0100_0000])))
        let mask = try #require(
            CGImage(
                maskWidth: 4, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                provider: provider, decode: nil, shouldInterpolate: false))
        let masked = try #require(redStrip().masking(mask))
        #expect((0..<4).map { masked.pixel(x: $0, y: 0).alpha } == [255, 0, 255, 255])
    }

    @Test func grayImagesMaskByTheirLevel() throws {
        let gray = CGContext(
            data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceGray(),
            bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        gray.setFillColor(gray: 1, alpha: 1)
        gray.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        let grayImage = try #require(gray.makeImage())
        let masked = try #require(redStrip().masking(grayImage))
        // White shows, black hides.
        #expect(masked.pixel(x: 0, y: 0) == red)
        #expect(masked.pixel(x: 3, y: 0) == clear)
        // A mask of another size is stretched over the image.
        let wide = try #require(redStrip(width: 8).masking(grayImage))
        #expect(wide.pixel(x: 0, y: 0) == red && wide.pixel(x: 7, y: 0) == clear)
    }

    @Test func masksThatCoreGraphicsRefusesGiveNil() throws {
        let provider = try #require(CGDataProvider(data: Data([0])))
        let mask = try #require(
            CGImage(
                maskWidth: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1,
                provider: provider, decode: nil, shouldInterpolate: false))
        #expect(mask.masking(mask) == nil)
        let withAlpha = makeBitmap(1, 1).makeImage()!
        #expect(redStrip().masking(withAlpha) == nil)
        // Too few bytes, a 3-bit depth, a decode array.
        #expect(
            CGImage(
                maskWidth: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2, provider: provider,
                decode: nil, shouldInterpolate: false) == nil)
        #expect(
            CGImage(
                maskWidth: 1, height: 1, bitsPerComponent: 3, bitsPerPixel: 3, bytesPerRow: 1, provider: provider,
                decode: nil, shouldInterpolate: false) == nil)
        let decode: [CGFloat] = [1, 0]
        #expect(
            CGImage(
                maskWidth: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 1, provider: provider,
                decode: decode, shouldInterpolate: false) == nil)
    }

    @Test func maskingColorComponentsMakesARangeTransparent() throws {
        let context = CGContext(
            data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        // Green screen: red 0…10, green 200…255, blue 0…10.
        let keyed = try #require(context.makeImage()?.copy(maskingColorComponents: [0, 10, 200, 255, 0, 10]))
        #expect(keyed.pixel(x: 0, y: 0) == clear)
        #expect(keyed.pixel(x: 1, y: 0) == blue)
        #expect(redStrip().copy(maskingColorComponents: [0, 1]) == nil)
    }

    @Test func copiesAndCodecInitializers() throws {
        let image = redStrip()
        let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let copy = try #require(image.copy(colorSpace: srgb))
        #expect(copy.colorSpace == srgb && copy.pixel(x: 2, y: 0) == red)
        #expect(image.copy(colorSpace: CGColorSpaceCreateDeviceGray()) == nil)
        #expect(image.byteOrderInfo == .order32Little && image.pixelFormatInfo == .packed)

        let png = try #require(ImageCodec.encodePNG(image))
        let pngProvider = try #require(CGDataProvider(data: png))
        let decoded = try #require(
            CGImage(pngDataProviderSource: pngProvider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(decoded.width == 4 && decoded.pixel(x: 3, y: 0) == red)
        let notJPEG = try #require(CGDataProvider(data: png))
        #expect(
            CGImage(jpegDataProviderSource: notJPEG, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
                == nil)
    }
}
