import Foundation
import Testing
import UIKit
import UIKitTesting

@Suite struct ImageDrawingTests {
    private let red = PixelRGBA(255, 0, 0, 255)
    private let blue = PixelRGBA(0, 0, 255, 255)
    private let clear = PixelRGBA(0, 0, 0, 0)

    private func draw(
        size: CGSize, scale: CGFloat = 1, background: (UInt8, UInt8, UInt8)? = nil, _ body: () -> Void
    ) throws -> CGImage {
        let image = ImageTestSupport.render(size, scale: scale) { context in
            if let background {
                ImageTestSupport.fill(
                    context, CGRect(origin: .zero, size: size), background.0, background.1, background.2)
            }
            body()
        }
        return try #require(image.cgImage)
    }

    @Test func drawInRectIsUpright() throws {
        let source = ImageTestSupport.redOverBlue()
        let result = try draw(size: CGSize(width: 20, height: 20)) {
            source.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(result.pixel(x: 10, y: 2) == red)
        #expect(result.pixel(x: 10, y: 8) == red)
        #expect(result.pixel(x: 10, y: 12) == blue)
        #expect(result.pixel(x: 10, y: 18) == blue)
    }

    @Test func drawAtPointUsesTheSizeInPoints() throws {
        let source = ImageTestSupport.redOverBlue()
        let result = try draw(size: CGSize(width: 20, height: 20)) { source.draw(at: CGPoint(x: 3, y: 4)) }
        #expect(result.pixel(x: 3, y: 4) == red)
        #expect(result.pixel(x: 12, y: 13) == blue)
        #expect(result.pixel(x: 2, y: 4) == clear)
        #expect(result.pixel(x: 13, y: 13) == clear)
        #expect(result.pixel(x: 3, y: 14) == clear)
    }

    @Test func scaleSetsTheDrawnSize() throws {
        let bitmap = ImageTestSupport.distinctPixels(width: 4, height: 4)
        let retina = UIImage(cgImage: bitmap, scale: 2, orientation: .up)
        #expect(retina.size == CGSize(width: 2, height: 2))
        // At scale 2 every source pixel lands on exactly one device pixel.
        let sharp = try draw(size: CGSize(width: 2, height: 2), scale: 2) { retina.draw(at: .zero) }
        for y in 0..<4 {
            for x in 0..<4 { #expect(sharp.pixel(x: x, y: y) == bitmap.pixel(x: x, y: y)) }
        }
        // At scale 1 the image covers 2×2 device pixels and no more.
        let small = try draw(size: CGSize(width: 4, height: 4)) { retina.draw(at: .zero) }
        #expect(small.pixel(x: 1, y: 1).alpha == 255)
        #expect(small.pixel(x: 2, y: 0) == clear)
        #expect(small.pixel(x: 0, y: 2) == clear)
    }

    /// For each orientation: which stored pixel (column, row) shows at displayed (x, y) of a
    /// stored image `w` wide and `h` high.
    private static let expectedSource: [(UIImage.Orientation, @Sendable (Int, Int, Int, Int) -> (Int, Int))] = [
        (.up, { x, y, _, _ in (x, y) }),
        (.down, { x, y, w, h in (w - 1 - x, h - 1 - y) }),
        (.left, { x, y, w, _ in (w - 1 - y, x) }),
        (.right, { x, y, _, h in (y, h - 1 - x) }),
        (.upMirrored, { x, y, w, _ in (w - 1 - x, y) }),
        (.downMirrored, { x, y, _, h in (x, h - 1 - y) }),
        (.leftMirrored, { x, y, _, _ in (y, x) }),
        (.rightMirrored, { x, y, w, h in (w - 1 - y, h - 1 - x) }),
    ]

    @Test func everyOrientationDrawsAsDisplayed() throws {
        let bitmap = ImageTestSupport.distinctPixels(width: 3, height: 2)
        for (orientation, source) in Self.expectedSource {
            let image = UIImage(cgImage: bitmap, scale: 1, orientation: orientation)
            let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
            #expect(image.size == (turned ? CGSize(width: 2, height: 3) : CGSize(width: 3, height: 2)))
            let result = try draw(size: image.size) { image.draw(at: .zero) }
            for y in 0..<Int(image.size.height) {
                for x in 0..<Int(image.size.width) {
                    let (column, row) = source(x, y, 3, 2)
                    #expect(
                        result.pixel(x: x, y: y) == bitmap.pixel(x: column, y: row),
                        "\(orientation) at (\(x), \(y))")
                }
            }
        }
    }

    @Test func downTurnsRedOverBlueUpsideDown() throws {
        let source = try #require(ImageTestSupport.redOverBlue().cgImage)
        let down = UIImage(cgImage: source, scale: 1, orientation: .down)
        let result = try draw(size: CGSize(width: 10, height: 10)) { down.draw(at: .zero) }
        #expect(result.pixel(x: 5, y: 1) == blue)
        #expect(result.pixel(x: 5, y: 8) == red)
    }

    @Test func alphaReachesThePixels() throws {
        let source = ImageTestSupport.redOverBlue()
        let result = try draw(size: CGSize(width: 10, height: 10), background: (255, 255, 255)) {
            source.draw(at: .zero, blendMode: .normal, alpha: 0.5)
        }
        #expect(result.pixel(x: 5, y: 2).maximumChannelDifference(to: PixelRGBA(255, 128, 128, 255)) <= 1)
        #expect(result.pixel(x: 5, y: 7).maximumChannelDifference(to: PixelRGBA(128, 128, 255, 255)) <= 1)
    }

    @Test func blendModeReachesThePixels() throws {
        let source = ImageTestSupport.redOverBlue()
        let multiplied = try draw(size: CGSize(width: 10, height: 10), background: (255, 255, 0)) {
            source.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .multiply, alpha: 1)
        }
        #expect(multiplied.pixel(x: 5, y: 2) == red)
        #expect(multiplied.pixel(x: 5, y: 7) == PixelRGBA(0, 0, 0, 255))
        let copied = try draw(size: CGSize(width: 10, height: 10), background: (255, 255, 0)) {
            source.draw(at: .zero, blendMode: .copy, alpha: 0.5)
        }
        #expect(copied.pixel(x: 5, y: 2).maximumChannelDifference(to: PixelRGBA(128, 0, 0, 128)) <= 1)
    }

    @Test func drawingLeavesTheContextStateAlone() throws {
        let source = ImageTestSupport.redOverBlue()
        var after: (CGAffineTransform, CGAffineTransform)?
        _ = try draw(size: CGSize(width: 10, height: 10)) {
            let context = UIGraphicsGetCurrentContext()!
            let before = context.ctm
            source.draw(in: CGRect(x: 1, y: 1, width: 5, height: 5), blendMode: .copy, alpha: 0.3)
            source.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
                .draw(in: CGRect(x: 0, y: 0, width: 9, height: 9))
            after = (before, context.ctm)
            ImageTestSupport.fill(context, CGRect(x: 9, y: 9, width: 1, height: 1), 0, 255, 0)
        }
        #expect(after?.0 == after?.1)
    }

    @Test func drawAsPatternTilesFromTheOrigin() throws {
        let bitmap = ImageTestSupport.distinctPixels(width: 2, height: 2)
        let image = UIImage(cgImage: bitmap)
        let result = try draw(size: CGSize(width: 8, height: 8)) {
            image.drawAsPattern(in: CGRect(x: 1, y: 1, width: 6, height: 5))
        }
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (1..<7).contains(x) && (1..<6).contains(y)
                let expected = inside ? bitmap.pixel(x: x % 2, y: y % 2) : clear
                #expect(result.pixel(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }
}
