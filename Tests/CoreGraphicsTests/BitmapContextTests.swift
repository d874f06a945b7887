import CoreGraphics
import Foundation
import Testing
import UIKitTesting

@Suite struct BitmapContextTests {
    @Test func originIsBottomLeftAndCTMStartsAtIdentity() {
        let context = makeBitmap(10, 10)
        #expect(context.ctm.isIdentity)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(context.pixelAt(0, 9) == red)
        #expect(context.pixelAt(4, 5) == red)
        #expect(context.pixelAt(0, 4) == clear)
        #expect(context.pixelAt(5, 9) == clear)
    }

    @Test func rgbaClientMemoryIsKeptCurrent() {
        var bytes = [UInt8](repeating: 0, count: 4 * 4 * 4)
        bytes.withUnsafeMutableBytes { raw in
            let context = CGContext(
                data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(Array(bytes[0..<4]) == [255, 128, 0, 255])
        #expect(Array(bytes[60..<64]) == [255, 128, 0, 255])
    }

    @Test func clientBytesAreReadBeforeDrawing() {
        var bytes: [UInt8] = [0, 0, 255, 255, 0, 255, 0, 255]
        bytes.withUnsafeMutableBytes { raw in
            let context = CGContext(
                data: raw.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            let image = context.makeImage()!
            #expect(image.pixel(x: 0, y: 0) == blue)
            #expect(image.pixel(x: 1, y: 0) == PixelRGBA(0, 255, 0, 255))
        }
    }

    @Test(arguments: [
        (CGImageAlphaInfo.noneSkipLast.rawValue, [UInt8](arrayLiteral: 0, 0, 255, 255)),
        (CGImageAlphaInfo.premultipliedFirst.rawValue, [255, 0, 0, 255]),
        (CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [255, 255, 0, 0]),
        (CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [255, 0, 0, 255]),
    ])
    func everyRGBLayoutStoresBlueWhereAppleDoes(info: UInt32, firstPixel: [UInt8]) {
        let context = CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let data = context.data!.assumingMemoryBound(to: UInt8.self)
        var bytes = Array(UnsafeBufferPointer(start: data, count: 4))
        // Skipped alpha bytes are undefined in Core Graphics; only the colour bytes are compared.
        if info & 0x1F == CGImageAlphaInfo.noneSkipLast.rawValue { bytes[3] = 255 }
        if info & 0x1F == CGImageAlphaInfo.noneSkipFirst.rawValue { bytes[3] = 255 }
        #expect(bytes == firstPixel)
    }

    @Test func grayAndAlphaOnlyContexts() {
        let gray = CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        gray.setFillColor(gray: 0.5, alpha: 1)
        gray.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(gray.bitsPerPixel == 8)
        #expect(gray.data!.load(as: UInt8.self) == 128)

        let mask = CGContext(
            data: nil, width: 3, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
        mask.setFillColor(gray: 0, alpha: 0.5)
        mask.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        #expect(mask.colorSpace == nil)
        #expect(mask.data!.load(as: UInt8.self) == 128)
    }

    @Test func impossibleBitmapsReturnNil() {
        let space = CGColorSpaceCreateDeviceRGB()
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        func make(_ w: Int, _ h: Int, bpc: Int = 8, row: Int = 0, info: UInt32 = info) -> CGContext? {
            CGContext(
                data: nil, width: w, height: h, bitsPerComponent: bpc, bytesPerRow: row, space: space,
                bitmapInfo: info)
        }
        #expect(make(0, 10) == nil)
        #expect(make(10, -1) == nil)
        #expect(make(40_000, 10) == nil)
        #expect(make(30_000, 30_000) == nil)
        #expect(make(10, 10, row: 20) == nil)
        #expect(make(10, 10, bpc: 16) == nil)
        #expect(make(10, 10, info: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(make(10, 10) != nil)
    }

    @Test func makeImageIsASnapshot() {
        let context = makeBitmap(2, 2)
        let before = context.makeImage()!
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(before.pixel(x: 0, y: 0) == clear)
        #expect(context.makeImage()!.pixel(x: 0, y: 0) == red)
        #expect(before.width == 2 && before.height == 2)
    }

    @Test func imagesCropAndReportTheirLayout() throws {
        let context = makeBitmap(4, 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 2, width: 2, height: 2))
        let image = try #require(context.makeImage())
        let corner = try #require(image.cropping(to: CGRect(x: 0, y: 0, width: 2, height: 2)))
        #expect(corner.width == 2 && corner.height == 2)
        #expect(corner.pixel(x: 1, y: 1) == red)
        let outside = image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2))
        #expect(outside == nil)
        let rounded = try #require(image.cropping(to: CGRect(x: 0.5, y: 0.5, width: 1, height: 1)))
        #expect(rounded.width == 2)
        #expect(image.bitsPerPixel == 32 && image.bytesPerRow == 16)
        #expect(image.alphaInfo == .premultipliedFirst)
    }

    @Test func imagesFromProvidersRoundTripTheirBytes() throws {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 128]
        let provider = try #require(CGDataProvider(data: Data(bytes)))
        let image = try #require(
            CGImage(
                width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last), provider: provider,
                decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.pixel(x: 1, y: 0) == PixelRGBA(0, 0, 128, 128))
        #expect(image.dataProvider?.data as Data? == Data(bytes))
        let short = CGDataProvider(data: Data(bytes.prefix(5)))!
        let truncated = CGImage(
            width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last), provider: short,
            decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        #expect(truncated == nil)
    }
}
