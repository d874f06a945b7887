import CoreGraphics
import Foundation
import Testing
import UIKitTesting

@Suite struct DrawingTests {
    @Test func saveAndRestoreBringBackColourCTMAndClip() {
        let context = makeBitmap(10, 10)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.saveGState()
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.translateBy(x: 5, y: 0)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.ctm == CGAffineTransform(translationX: 5, y: 0))
        context.restoreGState()
        #expect(context.ctm.isIdentity)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.pixelAt(9, 0) == red)
        context.restoreGState()  // unbalanced: ignored
        #expect(context.ctm.isIdentity)
    }

    @Test func clipLimitsFillingAndReportsItsBox() {
        let context = makeBitmap(10, 10)
        context.clip(to: CGRect(x: 2, y: 2, width: 3, height: 3))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 2, y: 2, width: 3, height: 3))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.pixelAt(2, 7) == red)
        #expect(context.pixelAt(4, 5) == red)
        #expect(context.pixelAt(1, 7) == clear)
        #expect(context.pixelAt(5, 5) == clear)
        context.resetClip()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.pixelAt(0, 0) == red)
    }

    @Test func evenOddFillLeavesAHole() {
        let context = makeBitmap(20, 20)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        context.fillPath(using: .evenOdd)
        #expect(context.pixelAt(10, 10) == clear)
        #expect(context.pixelAt(2, 2) == red)
        #expect(context.isPathEmpty)
    }

    @Test func alphaMultipliesIntoPremultipliedPixels() {
        let context = makeBitmap(2, 2)
        context.setAlpha(0.5)
        context.setAlpha(.nan)
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(context.pixelAt(0, 0) == PixelRGBA(128, 128, 128, 128))
    }

    @Test func blendModesComposeAsCoreGraphicsDoes() {
        let context = makeBitmap(4, 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        context.setBlendMode(.copy)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.clear)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        context.setBlendMode(.sourceIn)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(0, 0) == PixelRGBA(0, 0, 128, 128))
        #expect(context.pixelAt(1, 0) == clear)
        #expect(context.pixelAt(2, 0) == PixelRGBA(0, 255, 0, 255))
        // sourceIn is bounded by the shape: the pixel beside it keeps its red.
        #expect(context.pixelAt(3, 0) == red)
        context.setBlendMode(.multiply)
        context.setFillColor(red: 0.5, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
        #expect(context.pixelAt(3, 0) == PixelRGBA(128, 0, 0, 255))
    }

    @Test func strokesUseLineWidthCapsAndDashes() {
        let context = makeBitmap(20, 10)
        context.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(4)
        context.setLineCap(.butt)
        context.strokeLineSegments(between: [CGPoint(x: 2, y: 5), CGPoint(x: 18, y: 5)])
        #expect(context.pixelAt(10, 3) == red)
        #expect(context.pixelAt(10, 6) == red)
        #expect(context.pixelAt(10, 2) == clear)
        #expect(context.pixelAt(1, 4) == clear)

        let dashed = makeBitmap(20, 2)
        dashed.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        dashed.setLineWidth(2)
        dashed.setLineDash(phase: 0, lengths: [4, 4])
        dashed.move(to: CGPoint(x: 0, y: 1))
        dashed.addLine(to: CGPoint(x: 20, y: 1))
        dashed.strokePath()
        #expect(dashed.pixelAt(1, 0) == red)
        #expect(dashed.pixelAt(5, 0) == clear)
        #expect(dashed.pixelAt(9, 0) == red)
        dashed.setLineDash(phase: 0, lengths: [-1, 2])  // invalid: lines turn solid
    }

    @Test func linearGradientRunsAcrossAndHonoursExtension() throws {
        let context = makeBitmap(100, 1)
        let gradient = try #require(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [CGColor.black, CGColor.white],
                locations: [0, 1] as [CGFloat]))
        context.clip(to: CGRect(x: 0, y: 0, width: 100, height: 1))
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [.drawsAfterEndLocation])
        #expect(context.pixelAt(10, 0) == clear)
        #expect(context.pixelAt(90, 0) == PixelRGBA(255, 255, 255, 255))
        let middle = context.pixelAt(50, 0)
        #expect(abs(Int(middle.red) - 128) <= 3 && middle.alpha == 255)
    }

    @Test func radialGradientCentreTakesTheStartColour() throws {
        let context = makeBitmap(40, 40)
        var components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let gradient = try #require(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &components, locations: nil, count: 2))
        context.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20),
            endRadius: 20, options: [])
        #expect(context.pixelAt(20, 20).red >= 240)
        #expect(context.pixelAt(0, 0) == clear)
    }

    @Test func shadowsGoUpInCoreGraphicsContextsAndBlurSpreads() {
        let context = makeBitmap(30, 30)
        context.setShadow(
            offset: CGSize(width: 0, height: 8), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 10, y: 5, width: 10, height: 4))
        // The shape covers y 5..<9 (rows 21...24); its shadow y 13..<17 (rows 13...16).
        #expect(context.pixelAt(15, 22) == red)
        #expect(context.pixelAt(15, 14) == blue)
        #expect(context.pixelAt(15, 26) == clear)

        let blurred = makeBitmap(30, 30)
        blurred.setShadow(offset: .zero, blur: 6, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        blurred.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        blurred.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        let halo = blurred.pixelAt(8, 15)
        #expect(halo.alpha > 0 && halo.alpha < 255)
        #expect(blurred.pixelAt(0, 0) == clear)
        blurred.setShadow(offset: .zero, blur: 0, color: nil)
    }

    @Test func imagesDrawUprightInCoreGraphicsSpaceAndTile() throws {
        let source = makeBitmap(2, 2)
        source.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 1, width: 2, height: 1))  // top row red
        source.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        source.fill(CGRect(x: 0, y: 0, width: 2, height: 1))  // bottom row blue
        let image = try #require(source.makeImage())

        let context = makeBitmap(8, 8)
        context.interpolationQuality = .none
        context.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.pixelAt(3, 0) == red)
        #expect(context.pixelAt(3, 3) == red)
        #expect(context.pixelAt(3, 4) == blue)
        #expect(context.pixelAt(3, 7) == blue)

        let tiled = makeBitmap(8, 8)
        tiled.interpolationQuality = .none
        tiled.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        #expect(tiled.pixelAt(5, 0) == red)
        #expect(tiled.pixelAt(5, 1) == blue)
        #expect(tiled.pixelAt(5, 6) == red)
    }

    @Test func badNumbersNeverPoisonTheContext() {
        let context = makeBitmap(10, 10)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
        context.concatenate(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        context.setLineWidth(.infinity)
        #expect(context.ctm.isIdentity)
        #expect(context.pixelAt(0, 9) == clear)

        context.saveGState()
        context.scaleBy(x: 0, y: 0)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.pixelAt(0, 9) == clear)
        context.restoreGState()

        context.fill(CGRect.infinite)
        #expect(context.pixelAt(0, 0) == red && context.pixelAt(9, 9) == red)
        context.draw(context.makeImage()!, in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
    }

    @Test func pathQueriesAnswerInUserSpace() {
        let context = makeBitmap(20, 20)
        context.translateBy(x: 10, y: 0)
        context.move(to: CGPoint(x: 1, y: 1))
        context.addLine(to: CGPoint(x: 5, y: 5))
        #expect(context.currentPointOfPath == CGPoint(x: 5, y: 5))
        #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 4, height: 4))
        context.translateBy(x: -10, y: 0)
        // The path stays where it was drawn; in the new user space it sits 10 further right.
        #expect(context.currentPointOfPath == CGPoint(x: 15, y: 5))
        context.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(context.pathContains(CGPoint(x: 2, y: 2), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 8, y: 8), mode: .fill))
        #expect(context.path?.boundingBox == CGRect(x: 0, y: 0, width: 15, height: 5))
    }
}

@Suite struct MaskClipTests {
    @Test func grayMaskShowsWhiteAndHidesBlack() throws {
        let gray = CGContext(
            data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        gray.setFillColor(gray: 1, alpha: 1)
        gray.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let mask = try #require(gray.makeImage())

        let context = makeBitmap(8, 8)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 4), mask: mask)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.pixelAt(1, 6) == red)  // white half of the mask, inside the rect
        #expect(context.pixelAt(6, 6) == clear)  // black half
        #expect(context.pixelAt(1, 1) == clear)  // outside the rect
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(context.pixelAt(6, 1) == red)
    }

    @Test func alphaMaskTintsLikeATemplateImage() throws {
        let shape = makeBitmap(4, 4)
        shape.setFillColor(gray: 0, alpha: 1)
        shape.fillEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        let mask = try #require(shape.makeImage())
        let context = makeBitmap(4, 4)
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: mask)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(context.pixelAt(2, 2) == blue)
        #expect(context.pixelAt(0, 0).alpha < 128)
    }
}
