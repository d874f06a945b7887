import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// `CGPattern`, pattern colour spaces and colours, `setFillPattern`, `setStrokePattern` and
/// `setPatternPhase`, in the callback idiom iOS code uses.
@Suite struct PatternTests {
    /// A 10 × 10 cell: its top-left quarter red, the rest left clear.
    private static func quarter(_ info: UnsafeMutableRawPointer?, _ context: CGContext) {
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    private func pattern(
        colored: Bool = true, matrix: CGAffineTransform = .identity, info: UnsafeMutableRawPointer? = nil,
        release: CGPatternReleaseInfoCallback? = nil
    ) -> CGPattern? {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: Self.quarter, releaseInfo: release)
        return CGPattern(
            info: info, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), matrix: matrix, xStep: 10, yStep: 10,
            tiling: .constantSpacing, isColored: colored, callbacks: &callbacks)
    }

    @Test func aColoredPatternTilesItsCell() throws {
        let context = makeBitmap(40, 40)
        let space = try #require(CGColorSpace(patternBaseSpace: nil))
        context.setFillColorSpace(space)
        var alpha: CGFloat = 1
        let made = try #require(pattern())
        context.setFillPattern(made, colorComponents: &alpha)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        for (x, y) in [(2, 2), (12, 2), (32, 22), (14, 34)] { #expect(context.pixelAt(x, y) == red, "\(x), \(y)") }
        for (x, y) in [(7, 2), (2, 7), (17, 17), (38, 38)] { #expect(context.pixelAt(x, y) == clear, "\(x), \(y)") }
        #expect(context.pixelAt(4, 4) == red)
        #expect(context.pixelAt(5, 5) == clear)
    }

    /// A pattern matrix of finite entries whose determinant overflows (turned and scaled by
    /// 10¹⁵⁵) is one cairo cannot invert: the pattern draws nothing, and it no longer puts the
    /// context in cairo's error state, in which nothing drawn afterwards showed.
    @Test func aPatternWhoseMatrixOverflowsLeavesTheContextDrawing() throws {
        let context = makeBitmap(20, 20)
        let space = try #require(CGColorSpace(patternBaseSpace: nil))
        let huge = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1e155, y: 1e155)
        let made = try #require(pattern(matrix: huge))
        context.setFillColorSpace(space)
        var alpha: CGFloat = 1
        context.setFillPattern(made, colorComponents: &alpha)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixelAt(10, 10) == clear)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(context.pixelAt(10, 10) == blue)
    }

    @Test func theMatrixAndThePhaseMoveTheTiles() throws {
        let space = try #require(CGColorSpace(patternBaseSpace: nil))
        var alpha: CGFloat = 1
        let doubled = makeBitmap(40, 40)
        doubled.setFillColorSpace(space)
        let large = try #require(pattern(matrix: CGAffineTransform(scaleX: 2, y: 2)))
        doubled.setFillPattern(large, colorComponents: &alpha)
        doubled.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(doubled.pixelAt(8, 8) == red)
        #expect(doubled.pixelAt(12, 8) == clear)
        #expect(doubled.pixelAt(22, 2) == red)
        let shifted = makeBitmap(40, 40)
        shifted.setFillColorSpace(space)
        shifted.setPatternPhase(CGSize(width: 3, height: 0))
        let plain = try #require(pattern())
        shifted.setFillPattern(plain, colorComponents: &alpha)
        shifted.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(shifted.pixelAt(2, 2) == clear)
        #expect(shifted.pixelAt(3, 2) == red)
        #expect(shifted.pixelAt(7, 2) == red)
        #expect(shifted.pixelAt(8, 2) == clear)
    }

    @Test func anUncoloredPatternIsAStencilInTheColorGivenWithIt() throws {
        let base = CGColorSpaceCreateDeviceRGB()
        let space = try #require(CGColorSpace(patternBaseSpace: base))
        #expect(space.model == .pattern)
        #expect(space.baseColorSpace == base)
        let stencil = try #require(pattern(colored: false))
        let components: [CGFloat] = [0, 0, 1, 1]
        let color = try #require(CGColor(patternSpace: space, pattern: stencil, components: components))
        #expect(color.pattern === stencil)
        let context = makeBitmap(20, 20)
        context.setStrokeColorSpace(space)
        context.setStrokePattern(stencil, colorComponents: components)
        context.setLineWidth(4)
        context.stroke(CGRect(x: 2, y: 2, width: 16, height: 16))
        #expect(context.pixelAt(2, 2) == blue)  // the cell's red quarter, in the stencil's blue
        #expect(context.pixelAt(2, 8) == clear)  // the cell's clear part
        #expect(context.pixelAt(10, 10) == clear)  // not stroked
        // Patterns that cannot be made.
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: Self.quarter, releaseInfo: nil)
        #expect(
            CGPattern(
                info: nil, bounds: .zero, matrix: .identity, xStep: 0, yStep: 10, tiling: .noDistortion,
                isColored: true, callbacks: &callbacks) == nil)
        #expect(
            CGPattern(
                info: nil, bounds: .zero, matrix: CGAffineTransform(scaleX: 0, y: 1), xStep: 1, yStep: 1,
                tiling: .noDistortion, isColored: true, callbacks: &callbacks) == nil)
        #expect(CGColor(patternSpace: base, pattern: stencil, components: components) == nil)
        #expect(CGColorSpace(patternBaseSpace: space) == nil)
    }

    @Test func theInfoIsReleasedWithThePattern() throws {
        let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        counter.initialize(to: 0)
        defer { counter.deallocate() }
        let release: CGPatternReleaseInfoCallback = { $0!.assumingMemoryBound(to: Int.self).pointee += 1 }
        do {
            let made = try #require(pattern(info: UnsafeMutableRawPointer(counter), release: release))
            var alpha: CGFloat = 0.5
            let space = try #require(CGColorSpace(patternBaseSpace: nil))
            let color = try #require(CGColor(patternSpace: space, pattern: made, components: &alpha))
            #expect(color.alpha == 0.5)
            #expect(counter.pointee == 0)
        }
        #expect(counter.pointee == 1)
    }
}
