import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// Axial and radial gradients with each extension option, at scale 1 and at a device scale of 3
/// (where a one-sided extension once clipped everything away), read at pixel centres where the
/// gradient parameter t is exact, so every expected value is the stops' colour at t, rounded.
@Suite struct GradientExtensionTests {
    static let optionSets: [CGGradientDrawingOptions] = [
        [], [.drawsBeforeStartLocation], [.drawsAfterEndLocation], [.drawsBeforeStartLocation, .drawsAfterEndLocation],
    ]

    /// A `side`-point square bitmap at `scale` pixels per point, drawn on by `draw` in points.
    private func render(side: Int = 40, scale: Int, _ draw: (CGContext) -> Void) -> CGImage {
        let context = makeBitmap(side * scale, side * scale)
        context.scaleBy(x: CGFloat(scale), y: CGFloat(scale))
        draw(context)
        return context.makeImage()!
    }

    /// The pixel whose centre is the user-space point (x, y) of a `side`-point bitmap (y up).
    private func pixel(_ image: CGImage, _ x: CGFloat, _ y: CGFloat, scale: Int, side: Int = 40) -> PixelRGBA {
        let s = CGFloat(scale)
        return image.pixel(x: Int(x * s), y: Int((CGFloat(side) - y) * s))
    }

    /// An opaque pixel of the given components (0…1), rounded as 8-bit channels.
    private func opaque(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> PixelRGBA {
        func channel(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
        return PixelRGBA(channel(red), channel(green), channel(blue), 255)
    }

    @Test(arguments: [1, 3], optionSets)
    func anAxialGradientExtendsOnlyTheSidesAsked(scale: Int, options: CGGradientDrawingOptions) throws {
        let gradient = try #require(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                    as CFArray, locations: nil))
        let image = render(scale: scale) { context in
            context.drawLinearGradient(
                gradient, start: CGPoint(x: 10.5, y: 20.5), end: CGPoint(x: 30.5, y: 20.5), options: options)
        }
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        #expect(pixel(image, 4.5, 20.5, scale: scale) == (before ? opaque(1, 0, 0) : clear))
        #expect(pixel(image, 36.5, 20.5, scale: scale) == (after ? opaque(0, 0, 1) : clear))
        // t = 0.2 and 0.8 along the axis, the same on every row.
        #expect(pixel(image, 14.5, 20.5, scale: scale) == opaque(0.8, 0, 0.2))
        #expect(pixel(image, 26.5, 2.5, scale: scale) == opaque(0.2, 0, 0.8))
    }

    @Test(arguments: [1, 3])
    func anAxialGradientMixesGreyAndRGBColours(scale: Int) throws {
        let gradient = try #require(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [CGColor(gray: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1)] as CFArray,
                locations: nil))
        let image = render(scale: scale) { context in
            context.drawLinearGradient(
                gradient, start: CGPoint(x: 20.5, y: 10.5), end: CGPoint(x: 20.5, y: 30.5),
                options: .drawsAfterEndLocation)
        }
        #expect(pixel(image, 20.5, 14.5, scale: scale) == opaque(0.2, 0.2, 0))
        #expect(pixel(image, 3.5, 36.5, scale: scale) == opaque(1, 1, 0))
        #expect(pixel(image, 3.5, 4.5, scale: scale) == clear)
    }

    /// Yellow, purple and (grey) black from one centre, start radius 0: at t = 0.2 and 0.8, evenly
    /// spaced (stops 0, 0.5, 1) and at locations 0, 0.25, 1; outside the end circle only with
    /// `drawsAfterEndLocation`. A start radius of 0 leaves nothing before the start to extend.
    @Test(arguments: [1, 3], optionSets)
    func aRadialGradientFromOneCentre(scale: Int, options: CGGradientDrawingOptions) throws {
        let colors = [
            CGColor(red: 1, green: 1, blue: 0, alpha: 1), CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1),
            CGColor(gray: 0, alpha: 1),
        ]
        let center = CGPoint(x: 20.5, y: 20.5)
        for locations in [nil, [0, 0.25, 1]] as [[CGFloat]?] {
            let gradient = try #require(
                CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: locations))
            let image = render(scale: scale) { context in
                context.drawRadialGradient(
                    gradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: 10, options: options)
            }
            let evenly = locations == nil
            #expect(pixel(image, 22.5, 20.5, scale: scale) == (evenly ? opaque(0.8, 0.6, 0.2) : opaque(0.6, 0.2, 0.4)))
            #expect(
                pixel(image, 20.5, 12.5, scale: scale) == (evenly ? opaque(0.2, 0, 0.2) : opaque(0.4 / 3, 0, 0.4 / 3)))
            let after = options.contains(.drawsAfterEndLocation)
            #expect(pixel(image, 35.5, 20.5, scale: scale) == (after ? opaque(0, 0, 0) : clear))
            #expect(pixel(image, 0.5, 39.5, scale: scale) == (after ? opaque(0, 0, 0) : clear))
        }
    }

    /// A start circle (centre 16.5, radius 2) inside the end circle (centre 20.5, radius 12): its
    /// centre lies before the start (t = −1/7), (25.5, 20.5) half way, the corners after the end.
    @Test(arguments: [1, 3], optionSets)
    func aRadialGradientBetweenTwoCentres(scale: Int, options: CGGradientDrawingOptions) throws {
        let gradient = try #require(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [
                    CGColor(red: 1, green: 0, blue: 0.2, alpha: 1), CGColor(red: 0.2, green: 0, blue: 1, alpha: 1),
                ]
                    as CFArray, locations: [0, 1] as [CGFloat]))
        let image = render(scale: scale) { context in
            context.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 16.5, y: 20.5), startRadius: 2, endCenter: CGPoint(x: 20.5, y: 20.5),
                endRadius: 12, options: options)
        }
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        #expect(pixel(image, 16.5, 20.5, scale: scale) == (before ? opaque(1, 0, 0.2) : clear))
        #expect(pixel(image, 25.5, 20.5, scale: scale) == opaque(0.6, 0, 0.6))
        #expect(pixel(image, 0.5, 0.5, scale: scale) == (after ? opaque(0.2, 0, 1) : clear))
        #expect(pixel(image, 39.5, 39.5, scale: scale) == (after ? opaque(0.2, 0, 1) : clear))
    }

    /// One-sided extension inside a clip and under a translation, at scale 3: the kept side
    /// fills the clip exactly.
    @Test func oneSidedExtensionFillsTheClipUnderATransform() throws {
        let gradient = try #require(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                    as CFArray, locations: nil))
        let image = render(scale: 3) { context in
            context.translateBy(x: 10, y: 0)
            context.clip(to: CGRect(x: 0, y: 10, width: 20, height: 20))
            context.drawLinearGradient(
                gradient, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 6, y: 0), options: .drawsAfterEndLocation)
        }
        #expect(pixel(image, 11.5, 20.5, scale: 3) == clear)
        #expect(pixel(image, 29.5, 10.5, scale: 3) == opaque(0, 0, 1))
        #expect(pixel(image, 29.5, 29.5, scale: 3) == opaque(0, 0, 1))
        #expect(pixel(image, 31.5, 20.5, scale: 3) == clear)
        #expect(pixel(image, 29.5, 31.5, scale: 3) == clear)
    }
}
