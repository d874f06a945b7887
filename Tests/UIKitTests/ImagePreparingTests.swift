import Foundation
import Testing
import UIKit
import UIKitTesting

/// Preparing images for display, thumbnails, flipped orientations and renderer formats.
@Suite struct ImagePreparingTests {
    @Test func preparedImagesAreTheImagesThemselves() async throws {
        let image = ImageTestSupport.redOverBlue()
        #expect(image.preparingForDisplay() === image)
        #expect(UIImage().preparingForDisplay() == nil)
        #expect(await image.byPreparingForDisplay() === image)
        let prepared: UIImage? = await withCheckedContinuation { continuation in
            image.prepareForDisplay { continuation.resume(returning: $0) }
        }
        #expect(prepared === image)
    }

    @Test func thumbnailsFillTheirSizeKeepingTheAspectRatio() async throws {
        // 10 × 10: red top half, blue bottom half, at scale 2 (5 × 5 points).
        let image = UIImage(cgImage: try #require(ImageTestSupport.redOverBlue().cgImage), scale: 2, orientation: .up)
        let wide = try #require(image.preparingThumbnail(of: CGSize(width: 4, height: 2)))
        #expect(wide.size == CGSize(width: 4, height: 2) && wide.scale == 2)
        let pixels = try #require(wide.cgImage)
        #expect(pixels.width == 8 && pixels.height == 4)
        // Scaled to 4 × 4 points and cropped to the middle 2 points: red above blue still.
        #expect(pixels.pixel(x: 4, y: 0) == PixelRGBA(255, 0, 0, 255))
        #expect(pixels.pixel(x: 4, y: 3) == PixelRGBA(0, 0, 255, 255))
        #expect(image.preparingThumbnail(of: .zero) == nil)
        #expect(image.preparingThumbnail(of: CGSize(width: CGFloat.nan, height: 2)) == nil)
        #expect(UIImage().preparingThumbnail(of: CGSize(width: 2, height: 2)) == nil)
        #expect(
            await image.byPreparingThumbnail(ofSize: CGSize(width: 1, height: 1))?.size == CGSize(width: 1, height: 1))
        let handed: CGSize? = await withCheckedContinuation { continuation in
            image.prepareThumbnail(of: CGSize(width: 3, height: 3)) { continuation.resume(returning: $0?.size) }
        }
        #expect(handed == CGSize(width: 3, height: 3))
    }

    /// Each orientation's flipped image draws as the original drawn mirrored left to right.
    @Test func flippedOrientationsDrawMirrored() throws {
        let bitmap = ImageTestSupport.distinctPixels(width: 3, height: 2)
        let all: [UIImage.Orientation] = [
            .up, .down, .left, .right, .upMirrored, .downMirrored, .leftMirrored, .rightMirrored,
        ]
        for orientation in all {
            let image = UIImage(cgImage: bitmap, scale: 1, orientation: orientation)
            let flipped = image.withHorizontallyFlippedOrientation()
            #expect(flipped.withHorizontallyFlippedOrientation().imageOrientation == orientation)
            let size = image.size
            let drawn = ImageTestSupport.render(size) { _ in image.draw(at: .zero) }
            let mirrored = ImageTestSupport.render(size) { _ in flipped.draw(at: .zero) }
            let (a, b) = (try #require(drawn.cgImage), try #require(mirrored.cgImage))
            for y in 0..<a.height {
                for x in 0..<a.width {
                    #expect(a.pixel(x: x, y: y) == b.pixel(x: a.width - 1 - x, y: y), "\(orientation) at \(x), \(y)")
                }
            }
        }
    }

    @Test func theRendererFormatFollowsTheImage() throws {
        let image = UIImage(cgImage: try #require(ImageTestSupport.redOverBlue().cgImage), scale: 3, orientation: .up)
        #expect(image.imageRendererFormat.scale == 3)
        #expect(!image.imageRendererFormat.opaque)
    }
}
