import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// `CGFunction`, `CGShading` and `CGContext.drawShading(_:)`, in the callback idiom iOS code uses.
@Suite struct ShadingTests {
    /// Red at 0 to blue at 1, opaque: r, g, b, a.
    private static func redToBlue(
        _ info: UnsafeMutableRawPointer?, _ input: UnsafePointer<CGFloat>, _ output: UnsafeMutablePointer<CGFloat>
    ) {
        let t = input[0]
        output[0] = 1 - t
        output[1] = 0
        output[2] = t
        output[3] = 1
    }

    private func ramp(
        _ evaluate: @escaping CGFunctionEvaluateCallback, info: UnsafeMutableRawPointer? = nil,
        release: CGFunctionReleaseInfoCallback? = nil
    ) -> CGFunction? {
        var callbacks = CGFunctionCallbacks(version: 0, evaluate: evaluate, releaseInfo: release)
        let domain: [CGFloat] = [0, 1]
        let range: [CGFloat] = [0, 1, 0, 1, 0, 1, 0, 1]
        return CGFunction(
            info: info, domainDimension: 1, domain: domain, rangeDimension: 4, range: range, callbacks: &callbacks)
    }

    @Test func anAxialShadingFollowsItsFunctionAlongTheAxis() throws {
        let function = try #require(ramp(Self.redToBlue))
        let shading = try #require(
            CGShading(
                axialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0),
                function: function, extendStart: false, extendEnd: true))
        let context = makeBitmap(100, 10)
        context.drawShading(shading)
        #expect(context.pixelAt(5, 5) == clear)  // before the start, not extended
        #expect(context.pixelAt(95, 5) == blue)  // past the end, extended
        #expect(context.pixelAt(10, 5).maximumChannelDifference(to: PixelRGBA(254, 0, 1, 255)) <= 2)
        #expect(context.pixelAt(50, 5).maximumChannelDifference(to: PixelRGBA(126, 0, 129, 255)) <= 2)
        // The clip bounds it, as for gradients.
        let clipped = makeBitmap(100, 10)
        clipped.clip(to: CGRect(x: 0, y: 0, width: 50, height: 10))
        clipped.drawShading(shading)
        #expect(clipped.pixelAt(60, 5) == clear)
    }

    @Test func aRadialShadingRunsBetweenItsCircles() throws {
        let function = try #require(ramp(Self.redToBlue))
        let shading = try #require(
            CGShading(
                radialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 50, y: 50), startRadius: 0,
                end: CGPoint(x: 50, y: 50), endRadius: 40, function: function, extendStart: true, extendEnd: false))
        let context = makeBitmap(100, 100)
        context.drawShading(shading)
        // Pixel centres: (50.5, 50.5) is 0.71 from the centre (t = 0.018), (70.5, 50.5) 20.51 (t = 0.513).
        #expect(context.pixelAt(50, 50).maximumChannelDifference(to: PixelRGBA(250, 0, 5, 255)) <= 2)
        #expect(context.pixelAt(70, 50).maximumChannelDifference(to: PixelRGBA(124, 0, 131, 255)) <= 2)
        #expect(context.pixelAt(98, 50) == clear)
        #expect(
            CGShading(
                radialSpace: CGColorSpaceCreateDeviceRGB(), start: .zero, startRadius: -1, end: .zero,
                endRadius: 4, function: function, extendStart: false, extendEnd: false) == nil)
    }

    @Test func outputsAreClampedToTheRangeAndInfoIsReleased() throws {
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        counter.initialize(to: 0)
        defer { counter.deallocate() }
        do {
            // Out of range and not-a-number outputs: clamped to 0…1, NaN to the range's low end.
            let wild: CGFunctionEvaluateCallback = { _, _, output in
                output[0] = 7
                output[1] = .nan
                output[2] = -3
                output[3] = 1
            }
            let release: CGFunctionReleaseInfoCallback = { $0!.assumingMemoryBound(to: Int.self).pointee += 1 }
            let function = try #require(ramp(wild, info: UnsafeMutableRawPointer(counter), release: release))
            let shading = try #require(
                CGShading(
                    axialSpace: CGColorSpaceCreateDeviceRGB(), start: .zero, end: CGPoint(x: 10, y: 0),
                    function: function, extendStart: true, extendEnd: true))
            let context = makeBitmap(10, 10)
            context.drawShading(shading)
            #expect(context.pixelAt(5, 5) == red)
            #expect(counter.pointee == 0)
        }
        #expect(counter.pointee == 1)
        var none = CGFunctionCallbacks(version: 0, evaluate: nil, releaseInfo: nil)
        #expect(
            CGFunction(info: nil, domainDimension: 1, domain: nil, rangeDimension: 4, range: nil, callbacks: &none)
                == nil)
        let reversed: [CGFloat] = [1, 0]
        var callbacks = CGFunctionCallbacks(version: 0, evaluate: Self.redToBlue, releaseInfo: nil)
        #expect(
            CGFunction(
                info: nil, domainDimension: 1, domain: reversed, rangeDimension: 4, range: nil,
                callbacks: &callbacks) == nil)
    }
}
