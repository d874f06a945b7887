import Foundation
import ImageIO
import Testing
import UIKit
import UIKitTesting

// Image helpers as iOS code writes them with ImageIO (own code, in the usual idioms): frames and
// delays of an animated GIF, and downsampling a large image to a thumbnail at a point size.

/// The frames of a GIF and each frame's delay, as `[UIImage]` and seconds.
func gifFrames(_ data: Data) -> (frames: [UIImage], delays: [Double])? {
    guard let source = CGImageSourceCreateWithData(data as CFData, nil) else { return nil }
    var frames: [UIImage] = []
    var delays: [Double] = []
    for index in 0..<CGImageSourceGetCount(source) {
        guard let image = CGImageSourceCreateImageAtIndex(source, index, nil) else { continue }
        frames.append(UIImage(cgImage: image))
        let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [String: Any]
        let gif = properties?[kCGImagePropertyGIFDictionary as String] as? [String: Any]
        let delay = gif?[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double
        delays.append(delay ?? 0.1)
    }
    return (frames, delays)
}

/// An image at most `pointSize` large at `scale`, decoded no larger than needed, upright.
func downsample(_ url: URL, to pointSize: CGSize, scale: CGFloat) -> UIImage? {
    let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
    guard let source = CGImageSourceCreateWithURL(url as CFURL, sourceOptions) else { return nil }
    let maxDimension = max(pointSize.width, pointSize.height) * scale
    let options =
        [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceShouldCacheImmediately: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceThumbnailMaxPixelSize: maxDimension,
        ] as CFDictionary
    guard let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, options) else { return nil }
    return UIImage(cgImage: thumbnail)
}

@Suite struct ImageIOIdiomTests {
    private func fixture(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
    }

    @Test func gifFramesAndDelaysThroughImageIO() throws {
        let (frames, delays) = try #require(gifFrames(try Data(contentsOf: try fixture("frames.gif"))))
        #expect(frames.count == 4 && delays == [0.2, 0.5, 0.3, 0.1])
        #expect(frames[0].size == CGSize(width: 8, height: 6))
        #expect(gifFrames(Data("not an image".utf8)) == nil)
    }

    /// A 4 × 3 TIFF tagged "turn a quarter clockwise": the thumbnail is upright (3 × 4) and no
    /// larger than asked; without the flag to make one, there is none.
    @Test func downsamplingGivesUprightThumbnailsNoLargerThanAsked() throws {
        let url = try fixture("oriented6.tiff")
        let upright = try #require(downsample(url, to: CGSize(width: 10, height: 10), scale: 1))
        #expect(upright.size == CGSize(width: 3, height: 4))
        let small = try #require(downsample(url, to: CGSize(width: 1, height: 1), scale: 2))
        #expect(small.size == CGSize(width: 2, height: 2))
        let pixels = try #require(upright.cgImage)
        // The stored top row (red, green, blue, …) runs down the right-hand column.
        #expect(pixels.pixel(x: 2, y: 0) == PixelRGBA(255, 0, 0, 255))
        #expect(pixels.pixel(x: 2, y: 1) == PixelRGBA(0, 255, 0, 255))
        let source = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, nil) == nil)
        let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any]
        #expect(properties?[kCGImagePropertyOrientation as String] as? Int == 6)
        #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent.png") as CFURL, nil) == nil)
    }
}
