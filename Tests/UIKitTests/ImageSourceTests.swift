import Foundation
import Testing
import UIKit
import UIKitTesting

/// The ImageIO-style `CGImageSource` functions over GIF, WebP and still files.
@Suite struct ImageSourceTests {
    @Test func gifSourceGivesEveryFrameAndItsDelay() throws {
        let source = try #require(CGImageSourceCreateWithData(try ImageFormatTests.fixture("frames.gif"), nil))
        #expect(CGImageSourceGetCount(source) == 4)
        #expect(CGImageSourceGetType(source) == "com.compuserve.gif")
        let delays = (0..<4).map { index -> Double? in
            let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil)
            let gif = properties?[kCGImagePropertyGIFDictionary] as? [String: Any]
            return gif?[kCGImagePropertyGIFDelayTime] as? Double
        }
        #expect(delays == [0.2, 0.5, 0.3, 0.1])
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 3, nil))
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == 8)
        #expect(properties[kCGImagePropertyPixelHeight] as? Int == 6)
        let last = try #require(CGImageSourceCreateImageAtIndex(source, 3, nil))
        #expect(last.pixel(x: 7, y: 5) == PixelRGBA(255, 0, 255, 255))
        #expect(last.pixel(x: 2, y: 2) == PixelRGBA(0, 0, 0, 0))
        #expect(CGImageSourceCreateImageAtIndex(source, 4, nil) == nil)
        #expect(CGImageSourceCreateImageAtIndex(source, -1, nil) == nil)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 4, nil) == nil)
    }

    @Test func webPAndStillSources() throws {
        let webp = try #require(CGImageSourceCreateWithData(try ImageFormatTests.fixture("frames.webp"), nil))
        #expect(CGImageSourceGetCount(webp) == 2)
        let second =
            (CGImageSourceCopyPropertiesAtIndex(webp, 1, nil) as? [String: Any])?[kCGImagePropertyWebPDictionary]
            as? [String: Any]
        #expect(second?[kCGImagePropertyWebPDelayTime] as? Double == 0.34)
        let bmp = try #require(CGImageSourceCreateWithData(try ImageFormatTests.fixture("rgb24.bmp"), nil))
        #expect(CGImageSourceGetCount(bmp) == 1)
        #expect(CGImageSourceGetType(bmp) == "com.microsoft.bmp")
        #expect(
            (CGImageSourceCopyPropertiesAtIndex(bmp, 0, nil) as? [String: Any])?[kCGImagePropertyGIFDictionary] == nil)
        #expect(CGImageSourceCreateImageAtIndex(bmp, 0, nil)?.pixel(x: 1, y: 0) == PixelRGBA(0, 255, 0, 255))
        #expect(CGImageSourceCreateWithData(Data("GIF89a".utf8), nil) == nil)
        #expect(CGImageSourceCreateWithData(Data(), nil) == nil)
    }
}
