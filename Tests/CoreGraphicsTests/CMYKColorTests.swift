import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// CMYK colours: stored as five components in generic CMYK, drawn converted naively to sRGB.
@Suite struct CMYKColorTests {
    @Test func cmykColorsKeepTheirInksAndSpace() throws {
        let color = CGColor(genericCMYKCyan: 1, magenta: 0.5, yellow: 0, black: 0.2, alpha: 0.75)
        #expect(color.colorSpace?.model == .cmyk)
        #expect(color.colorSpace?.name == CGColorSpace.genericCMYK)
        #expect(color.numberOfComponents == 5)
        #expect(color.components == [1, 0.5, 0, 0.2, 0.75])
        #expect(color.alpha == 0.75)
        // A named space and the device space are the same space.
        let named = try #require(CGColorSpace(name: CGColorSpace.genericCMYK))
        #expect(named == CGColorSpaceCreateDeviceCMYK())
        #expect(named.numberOfComponents == 4)
        let values: [CGFloat] = [0, 1, 1, 0, 1]
        let red = try #require(CGColor(colorSpace: named, components: values))
        #expect(
            red.converted(to: CGColorSpaceCreateDeviceRGB(), intent: .defaultIntent, options: nil)?.components == [
                1, 0, 0, 1,
            ])
        // Not-a-number inks read as 0, as every component does.
        #expect(
            CGColor(genericCMYKCyan: .nan, magenta: 0, yellow: 0, black: 0, alpha: 1).components == [0, 0, 0, 0, 1])
    }

    @Test func rgbConvertsToCMYKWithAsMuchBlackAsPossible() throws {
        let cmyk = CGColorSpaceCreateDeviceCMYK()
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(orange.converted(to: cmyk, intent: .defaultIntent, options: nil)?.components == [0, 0.5, 1, 0, 1])
        let darkGray = CGColor(gray: 0.25, alpha: 0.5)
        #expect(darkGray.converted(to: cmyk, intent: .defaultIntent, options: nil)?.components == [0, 0, 0, 0.75, 0.5])
        #expect(CGColor.black.converted(to: cmyk, intent: .defaultIntent, options: nil)?.components == [0, 0, 0, 1, 1])
        // A CMYK colour converted to CMYK keeps its inks.
        let gray = CGColor(genericCMYKCyan: 0.5, magenta: 0.5, yellow: 0.5, black: 0, alpha: 1)
        #expect(gray.converted(to: cmyk, intent: .defaultIntent, options: nil)?.components == [0.5, 0.5, 0.5, 0, 1])
    }

    /// Choosing CMYK as the fill or stroke space makes the colour its black, all black ink.
    @Test func aCMYKColorSpaceStartsAtBlack() {
        let context = makeBitmap(4, 4)
        context.setFillColorSpace(CGColorSpaceCreateDeviceCMYK())
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(context.pixelAt(1, 1) == PixelRGBA(0, 0, 0, 255))
    }

    /// Fills and strokes set by inks draw their sRGB equivalents: (1 − ink)(1 − black).
    @Test func contextsDrawCMYKFillsAndStrokes() {
        let context = makeBitmap(20, 10)
        context.setFillColor(cyan: 0, magenta: 1, yellow: 1, black: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setStrokeColor(cyan: 1, magenta: 0, yellow: 1, black: 0.5, alpha: 1)
        context.setLineWidth(4)
        context.stroke(CGRect(x: 14, y: -10, width: 2, height: 30))
        #expect(context.pixelAt(5, 5) == red)
        #expect(context.pixelAt(12, 5) == PixelRGBA(0, 128, 0, 255))
        // Inks past 0…1 are clamped.
        context.setFillColor(cyan: 2, magenta: -1, yellow: 0, black: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.pixelAt(5, 5) == PixelRGBA(0, 255, 255, 255))
    }
}
