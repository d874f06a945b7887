import Foundation
import Testing
import UIKit
import UIKitTesting

/// Animated images: `animatedImage(with:duration:)` and every frame of a GIF or WebP.
@Suite struct ImageAnimationTests {
    private let red = PixelRGBA(255, 0, 0, 255)
    private let blue = PixelRGBA(0, 0, 255, 255)
    private let green = PixelRGBA(0, 255, 0, 255)
    private let yellow = PixelRGBA(255, 255, 0, 255)
    private let magenta = PixelRGBA(255, 0, 255, 255)
    private let clear = PixelRGBA(0, 0, 0, 0)

    @Test func animatedImageWithImagesTakesTheFirstFrame() throws {
        let first = UIImage(cgImage: ImageTestSupport.distinctPixels(width: 4, height: 2), scale: 2, orientation: .up)
        let second = ImageTestSupport.redOverBlue()
        let animated = try #require(UIImage.animatedImage(with: [first, second], duration: 1.5))
        #expect(animated.images?.count == 2)
        #expect(animated.images?[1] === second)
        #expect(animated.duration == 1.5)
        #expect(animated.size == CGSize(width: 2, height: 1))
        #expect(animated.scale == 2)
        #expect(animated.cgImage === first.cgImage)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        #expect(UIImage.animatedImage(with: [second], duration: -2)?.duration == 0)
        #expect(second.images == nil && second.duration == 0)
    }

    /// Frames named `name1`, `name2`… (no `name0`) in the main bundle, loaded up to the first
    /// gap, each made resizable by the resizable variants.
    @Test func namedFramesLoadInOrderUpToTheFirstGap() throws {
        let name = "lamina-frames-\(UUID().uuidString.prefix(8))-"
        let directory = URL(fileURLWithPath: Bundle.main.bundlePath)
        let files = [1, 2, 4].map { directory.appendingPathComponent("\(name)\($0).png") }
        defer { for file in files { try? FileManager.default.removeItem(at: file) } }
        for (index, file) in files.enumerated() {
            let data = try #require(
                UIImage(cgImage: ImageTestSupport.distinctPixels(width: 4 + index, height: 4)).pngData())
            try data.write(to: file)
        }
        let animated = try #require(UIImage.animatedImageNamed(name, duration: 0.5))
        #expect(animated.images?.map(\.size.width) == [4, 5])
        #expect(animated.duration == 0.5)
        let insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        let resizable = try #require(UIImage.animatedResizableImageNamed(name, capInsets: insets, duration: 1))
        #expect(resizable.images?.allSatisfy { $0.capInsets == insets && $0.resizingMode == .tile } == true)
        let stretched = try #require(
            UIImage.animatedResizableImageNamed(name, capInsets: insets, resizingMode: .stretch, duration: 1))
        #expect(stretched.images?.allSatisfy { $0.resizingMode == .stretch } == true)
        #expect(UIImage.animatedImageNamed("lamina-no-such-frames-", duration: 1) == nil)
    }

    /// frames.gif: frame 0 (interlaced, kept), frame 1 (green with a transparent hole, then restored
    /// to background), frame 2 (yellow, then restored to the previous canvas), frame 3 (one pixel).
    @Test func gifFramesFollowTheirDisposalMethods() throws {
        let data = try ImageFormatTests.fixture("frames.gif")
        let animated = try #require(UIImage.animatedImage(withData: data))
        let frames = (animated.images ?? []).compactMap { $0.cgImage }
        #expect(frames.count == 4)
        // Delays 20, 50 and 30 hundredths, then 0, which plays as 100 ms.
        #expect(animated.duration == 1.1)
        #expect(frames.allSatisfy { $0.width == 8 && $0.height == 6 })

        let one = frames[1]
        #expect(one.pixel(x: 2, y: 2) == green)
        #expect(one.pixel(x: 3, y: 2) == magenta)  // transparent index: frame 0 shows through
        #expect(one.pixel(x: 4, y: 3) == green)
        #expect(one.pixel(x: 5, y: 3) == blue)
        #expect(one.pixel(x: 0, y: 0) == red)

        let two = frames[2]
        #expect(two.pixel(x: 0, y: 0) == yellow)
        #expect(two.pixel(x: 1, y: 1) == yellow)
        #expect(two.pixel(x: 2, y: 2) == clear)  // frame 1's area, restored to background
        #expect(two.pixel(x: 4, y: 3) == clear)
        #expect(two.pixel(x: 5, y: 3) == blue)

        let three = frames[3]
        #expect(three.pixel(x: 0, y: 0) == red)  // frame 2 restored to the canvas before it
        #expect(three.pixel(x: 1, y: 1) == blue)
        #expect(three.pixel(x: 3, y: 2) == clear)
        #expect(three.pixel(x: 7, y: 5) == magenta)
        #expect(three.pixel(x: 6, y: 5) == blue)
        #expect(animated.cgImage.map { $0.pixel(x: 2, y: 2) } == PixelRGBA(255, 0, 255, 255))
    }

    @Test func animatedWebPFramesAndDuration() throws {
        let data = try ImageFormatTests.fixture("frames.webp")
        let still = try #require(UIImage(data: data)?.cgImage)
        #expect(still.width == 5 && still.height == 4)
        #expect(still.pixel(x: 4, y: 3) == red)
        let animated = try #require(UIImage.animatedImage(withData: data, scale: 2))
        let frames = (animated.images ?? []).compactMap { $0.cgImage }
        #expect(frames.count == 2)
        #expect(animated.duration == 0.46)
        #expect(animated.size == CGSize(width: 2.5, height: 2))
        #expect(frames[0].pixel(x: 4, y: 3) == red)
        #expect(frames[1].pixel(x: 0, y: 0) == blue)
        #expect(frames[1].pixel(x: 4, y: 3) == green)
    }

    @Test func stillFormatsGiveOneFrame() throws {
        let data = try ImageFormatTests.fixture("rgb24.bmp")
        let animated = try #require(UIImage.animatedImage(withData: data))
        #expect(animated.images?.count == 1)
        #expect(animated.duration == 0)
        #expect(animated.cgImage?.pixel(x: 2, y: 1) == PixelRGBA(255, 255, 255, 255))
        #expect(UIImage.animatedImage(withData: Data("GIF89a".utf8)) == nil)
        #expect(UIImage.animatedImage(withData: Data()) == nil)
    }
}
