import Foundation
import Testing
import UIKit
import UIKitTesting

/// Images drawn far larger than the canvas, or tiled from far away: only what the clip shows is
/// drawn, with the pixels a smaller drawing would give.
@Suite struct ImageExtremeDrawingTests {
    private let red = PixelRGBA(255, 0, 0, 255)
    private let blue = PixelRGBA(0, 0, 255, 255)
    private let clear = PixelRGBA(0, 0, 0, 0)

    private func canvas(_ draw: () -> Void) throws -> CGImage {
        let image = ImageTestSupport.render(CGSize(width: 20, height: 20)) { _ in draw() }
        return try #require(image.cgImage)
    }

    /// At scale 10⁻⁶ the 10-pixel image is 10⁷ points a side: drawn at (1, 1) its red half covers
    /// the rest of the canvas, and nothing lands above or left of the point (cairo's fixed-point
    /// device space used to overflow on the clip, leaving one stray pixel at (0, 0)).
    @Test func anImageMillionsOfPointsAcrossDrawsItsVisiblePart() throws {
        let bitmap = try #require(ImageTestSupport.redOverBlue().cgImage)
        for orientation in [UIImage.Orientation.up, .left] {
            let image = UIImage(cgImage: bitmap, scale: 1e-6, orientation: orientation)
            #expect(image.size == CGSize(width: 1e7, height: 1e7))
            let drawn = try canvas { image.draw(at: CGPoint(x: 1, y: 1)) }
            for (x, y) in [(0, 0), (0, 10), (10, 0), (19, 0), (0, 19)] {
                #expect(drawn.pixel(x: x, y: y) == clear, "(\(x), \(y)) \(orientation)")
            }
            for (x, y) in [(1, 1), (10, 10), (19, 19), (1, 19), (19, 1)] {
                #expect(drawn.pixel(x: x, y: y) == red, "(\(x), \(y)) \(orientation)")
            }
        }
        // The same through a rectangle, and a rectangle that rounds to nothing draws nothing.
        let plain = ImageTestSupport.redOverBlue()
        let big = try canvas { plain.draw(in: CGRect(x: 3, y: -1e7, width: 1e8, height: 8e7)) }
        #expect(big.pixel(x: 2, y: 10) == clear && big.pixel(x: 3, y: 10) == red && big.pixel(x: 19, y: 19) == red)
        let tiny = try canvas { plain.draw(in: CGRect(x: 5, y: 5, width: 1e-6, height: 1e-6)) }
        #expect((0..<20).allSatisfy { y in (0..<20).allSatisfy { tiny.pixel(x: $0, y: y) == clear } })
    }

    /// A tiling resizable image drawn into a rectangle 2·10¹² points a side, centred on the
    /// canvas's corner: the canvas shows the middle part's tiles in the phase they have there
    /// (it used to show nothing, the tiling anchored 10¹² points away). The work is the clip's:
    /// one 20 × 20 canvas of tiles.
    @Test func aResizableImageTiledFromFarAwayShowsTheTilesInPhase() throws {
        let image = ImageTestSupport.redOverBlue()
            .resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .tile)
        let huge = CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
        let drawn = try canvas { image.draw(in: huge) }
        // The middle part is 8 points square, rows 1–4 of the image red and 5–8 blue, tiled from
        // −10¹² + 1, a multiple of 8 plus 1: canvas row y shows tile row (y − 1) mod 8.
        for y in 0..<20 {
            let expected = (y + 7) % 8 < 4 ? red : blue
            for x in [0, 7, 19] { #expect(drawn.pixel(x: x, y: y) == expected, "(\(x), \(y))") }
        }
        // Stretched, the same rectangle fills the canvas from the middle part, opaque, in its red,
        // its blue or a blend of the two: at 2.5·10¹¹ device pixels an image pixel, cairo's
        // 16.16 fixed-point sampling cannot place the seam between them exactly.
        let stretched = try canvas {
            ImageTestSupport.redOverBlue()
                .resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)).draw(in: huge)
        }
        for (x, y) in [(0, 0), (10, 10), (19, 19), (0, 19)] {
            let pixel = stretched.pixel(x: x, y: y)
            #expect(pixel.alpha == 255 && pixel.green == 0 && Int(pixel.red) + Int(pixel.blue) >= 254, "(\(x), \(y))")
        }
    }

    /// Tiled from a rectangle far off the canvas, a plain Core Graphics tiling keeps its phase.
    @Test func aTilingAnchoredFarAwayKeepsItsPhase() throws {
        let image = try #require(ImageTestSupport.redOverBlue().cgImage)
        let drawn = try canvas {
            UIGraphicsGetCurrentContext()?.draw(
                image, in: CGRect(x: 3 - 1e12, y: 0, width: 10, height: 10), byTiling: true)
        }
        // In the flipped canvas the bitmap's first (red) row lands at the bottom of each tile.
        #expect(drawn.pixel(x: 0, y: 2) == blue && drawn.pixel(x: 0, y: 7) == red)
        #expect(drawn.pixel(x: 13, y: 12) == blue && drawn.pixel(x: 13, y: 17) == red)
    }
}
