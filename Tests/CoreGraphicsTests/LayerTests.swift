import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// `CGLayer`: offscreen surfaces at their context's density, stamped with `draw(_:at:)` and
/// `draw(_:in:)`.
@Suite struct LayerTests {
    /// A layer 4 × 2 points whose left half is red and right half blue, drawn in its own y-up space
    /// with a red mark in its top-left point.
    static func stamp(for context: CGContext) throws -> CGLayer {
        let layer = try #require(CGLayer(context, size: CGSize(width: 4, height: 2), auxiliaryInfo: nil))
        let drawing = try #require(layer.context)
        drawing.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        drawing.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        drawing.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        drawing.fill(CGRect(x: 2, y: 0, width: 2, height: 1))  // the bottom of the right half only
        return layer
    }

    @Test func aLayerStampsAtItsSizeInAPlainContext() throws {
        let context = makeBitmap(10, 4)
        let layer = try Self.stamp(for: context)
        #expect(layer.size == CGSize(width: 4, height: 2))
        #expect(layer.context?.width == 4 && layer.context?.height == 2)
        context.draw(layer, at: CGPoint(x: 1, y: 1))
        context.draw(layer, at: CGPoint(x: 6, y: 1))
        // y-up: the layer's bottom row (red, blue) lands on bitmap row 2, its top row on row 1.
        #expect(context.pixelAt(1, 2) == red && context.pixelAt(3, 2) == blue && context.pixelAt(8, 2) == blue)
        #expect(context.pixelAt(3, 1) == clear && context.pixelAt(2, 1) == red && context.pixelAt(6, 1) == red)
        #expect(context.pixelAt(0, 2) == clear && context.pixelAt(5, 2) == clear && context.pixelAt(1, 3) == clear)
        // Scaled into a rectangle four times as wide (pixels away from the halves' blended edge).
        let wide = makeBitmap(16, 2)
        wide.draw(layer, in: CGRect(x: 0, y: 0, width: 16, height: 2))
        #expect(wide.pixelAt(5, 1) == red && wide.pixelAt(10, 1) == blue && wide.pixelAt(15, 0) == clear)
    }

    @Test func aLayerHasTheDensityOfItsContext() throws {
        let flipped = try #require(
            CGContext.makeFlippedBitmap(size: CGSize(width: 10, height: 4), scale: 2, opaque: false))
        let layer = try Self.stamp(for: flipped)
        #expect(layer.context?.width == 8 && layer.context?.height == 4)
        #expect(layer.context?.ctm == CGAffineTransform(scaleX: 2, y: 2))
        flipped.draw(layer, at: CGPoint(x: 0, y: 0))
        // In the flipped context the layer is upside down, as an image is: its bottom row (the
        // blue half) at the top, pixel rows 0–1; its top row at pixel rows 2–3.
        #expect(flipped.pixelAt(4, 0) == blue && flipped.pixelAt(7, 1) == blue && flipped.pixelAt(4, 2) == clear)
        #expect(flipped.pixelAt(0, 0) == red && flipped.pixelAt(3, 3) == red && flipped.pixelAt(8, 0) == clear)
    }

    @Test func badSizesMakeNoLayer() {
        let context = makeBitmap(4, 4)
        for size in [
            CGSize(width: 0, height: 4), CGSize(width: -1, height: 4), CGSize(width: CGFloat.nan, height: 4),
            CGSize(width: 4, height: CGFloat.infinity), CGSize(width: 20_000, height: 1),
        ] {
            #expect(CGLayer(context, size: size, auxiliaryInfo: nil) == nil, "\(size)")
        }
    }
}
