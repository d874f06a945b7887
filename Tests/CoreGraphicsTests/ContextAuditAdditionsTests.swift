import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// Transparency layers, fill and stroke colour spaces, released client memory, and the small
/// additions of the API audit.
@Suite struct ContextAuditAdditionsTests {
    /// Two overlapping opaque red squares at alpha ½ on white: in a transparency layer they are
    /// composited once, so the overlap is no redder than the rest.
    @Test(arguments: [true, false])
    func transparencyLayersCompositeTheGroupOnce(layered: Bool) {
        let context = makeBitmap(30, 10)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
        context.setAlpha(0.5)
        if layered { context.beginTransparencyLayer(auxiliaryInfo: nil) }
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        context.fill(CGRect(x: 10, y: 0, width: 20, height: 10))
        if layered { context.endTransparencyLayer() }
        let single = context.pixelAt(5, 5)
        let overlap = context.pixelAt(15, 5)
        #expect(abs(Int(single.green) - 128) <= 1)
        if layered {
            #expect(overlap == single)
        } else {
            #expect(abs(Int(overlap.green) - 64) <= 1)
        }
        // An unbalanced end is ignored.
        context.endTransparencyLayer()
    }

    /// A layer's content lands where it was drawn, in a plain context and in UIKit's flipped,
    /// scaled ones: the same as the drawing made without a layer, pixel for pixel.
    @Test(arguments: [1, 2] as [CGFloat])
    func transparencyLayersKeepTheirContentInPlace(scale: CGFloat) throws {
        func draw(layered: Bool, flipped: Bool) -> CGImage? {
            let context =
                flipped
                ? CGContext.makeFlippedBitmap(size: CGSize(width: 10, height: 10), scale: scale, opaque: false)
                : makeBitmap(10, 10)
            guard let context else { return nil }
            if layered { context.beginTransparencyLayer(auxiliaryInfo: nil) }
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 3))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 10))
            if layered { context.endTransparencyLayer() }
            return context.makeImage()
        }
        for flipped in [false, true] {
            let plain = try #require(draw(layered: false, flipped: flipped))
            let layered = try #require(draw(layered: true, flipped: flipped))
            #expect(GoldenImage.compare(layered, plain, tolerance: 0).differingPixels == 0, "flipped: \(flipped)")
            // Flipped (UIKit): the band is at the top; plain Core Graphics: at the bottom.
            let row = flipped ? 0 : plain.height - 1
            #expect(layered.pixel(x: layered.width - 1, y: row) == red)
            #expect(layered.pixel(x: layered.width - 1, y: plain.height - 1 - row) == clear)
        }
    }

    /// States saved inside a layer and not restored are unwound by its end; a restore inside a
    /// layer cannot pop the states saved before it.
    @Test func unbalancedStatesInsideALayerAreContained() {
        let context = makeBitmap(10, 10)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.restoreGState()
        context.saveGState()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.endTransparencyLayer()
        // The fill colour set before the layer is back, and drawing still works.
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.pixelAt(5, 5) == blue)
    }

    @Test func transparencyLayersClipToTheirRect() {
        let context = makeBitmap(10, 10)
        context.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 5, height: 10), auxiliaryInfo: nil)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.endTransparencyLayer()
        #expect(context.pixelAt(2, 5) == blue)
        #expect(context.pixelAt(7, 5) == clear)
    }

    @Test func colorSpacesResetTheColourToBlack() {
        let context = makeBitmap(4, 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setFillColorSpace(CGColorSpaceCreateDeviceGray())
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setStrokeColorSpace(CGColorSpaceCreateDeviceRGB())
        context.setLineWidth(2)
        context.stroke(CGRect(x: 3, y: -1, width: 4, height: 6))
        #expect(context.pixelAt(1, 1) == PixelRGBA(0, 0, 0, 255))
        #expect(context.pixelAt(3, 1) == PixelRGBA(0, 0, 0, 255))
    }

    @Test func bitmapContextsReleaseTheirClientMemory() {
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
        let released = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        released.initialize(to: 0)
        defer { released.deallocate() }
        do {
            let context = CGContext(
                data: bytes, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
                releaseCallback: { info, data in
                    info?.assumingMemoryBound(to: Int.self).pointee += 1
                    data?.deallocate()
                }, releaseInfo: UnsafeMutableRawPointer(released))
            #expect(context != nil)
            #expect(released.pointee == 0)
        }
        #expect(released.pointee == 1)
    }

    @Test func smallAdditions() {
        let t = CGAffineTransform(1, 2, 3, 4, 5, 6)
        #expect(t == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        let gray = CGColor(genericGrayGamma2_2Gray: 0.25, alpha: 0.5)
        #expect(gray.components == [0.25, 0.5] && gray.copy() == gray)

        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let flat = circle.flattened(threshold: 0.5)
        var kinds: Set<Int32> = []
        flat.applyWithBlock { kinds.insert($0.pointee.type.rawValue) }
        #expect(
            kinds == [
                CGPathElementType.moveToPoint.rawValue, CGPathElementType.addLineToPoint.rawValue,
                CGPathElementType.closeSubpath.rawValue,
            ])
        let box = flat.boundingBox
        #expect(abs(box.minX) < 0.6 && abs(box.maxX - 100) < 0.6 && abs(box.maxY - 100) < 0.6)
        #expect(flat.contains(CGPoint(x: 50, y: 50)) && !flat.contains(CGPoint(x: 2, y: 2)))
    }
}
