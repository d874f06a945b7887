import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// Inputs the fuzzers (`make fuzz`: FuzzImages, FuzzGeometry) found crashing, kept as regressions.
@Suite(.timeLimit(.minutes(1))) struct FuzzRegressionTests {
    private func image(width: Int, height: Int, bytesPerRow: Int, bytes: Int) -> CGImage? {
        CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: bytesPerRow,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
            provider: CGDataProvider(data: Data(count: bytes))!, decode: nil, shouldInterpolate: true,
            intent: .defaultIntent)
    }

    /// The length check added a row to `bytesPerRow * (height - 1)` unchecked, which trapped on
    /// overflow for a huge `bytesPerRow`.
    @Test func hugeBytesPerRowIsRefusedNotTrapped() {
        #expect(image(width: 3, height: 3, bytesPerRow: Int.max / 2, bytes: 16) == nil)
        #expect(image(width: 3, height: 2, bytesPerRow: Int.max - 4, bytes: 16) == nil)
    }

    /// The array form of `CGGradient(colorsSpace:colors:locations:)` passed a pointer out of
    /// `withUnsafeBufferPointer` and read the locations after the array was freed (the address
    /// sanitizer's report, from FuzzGeometry through a gradient layer). The stops must be the
    /// locations given.
    @Test func gradientLocationsFromAnArrayAreReadWhileAlive() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [red, blue], locations: [0.25, 0.75]))
        #expect(gradient.stops.map(\.location) == [0.25, 0.75])
        #expect(CGGradient(colorsSpace: nil, colors: [red, blue], locations: [0.5]) == nil)
        let spaced = try #require(CGGradient(colorsSpace: nil, colors: [red, blue, red], locations: nil as [CGFloat]?))
        #expect(spaced.stops.map(\.location) == [0, 0.5, 1])
        let clamped = try #require(CGGradient(colorsSpace: nil, colors: [red, blue], locations: [-1, .nan]))
        #expect(clamped.stops.map(\.location) == [0, 0])
    }

    /// A shadow with a huge blur radius summed its first window pixel by pixel over the whole
    /// radius (a timeout from FuzzGeometry), and a radius near the largest double trapped making
    /// box widths. The blur is capped at a few times the buffer: it spreads the alpha flat.
    @Test func hugeBlurRadiiSpreadAlphaFlatQuickly() throws {
        for sigma in [1e9, 1e300, Double.greatestFiniteMagnitude] {
            let buffer = try #require(PixelBuffer(format: .a8, width: 8, height: 4))
            buffer.bytes.storeBytes(of: 255, toByteOffset: 0, as: UInt8.self)
            AlphaBlur.blur(buffer, sigma: sigma)
            let total = (0..<4).reduce(0) { sum, y in
                sum
                    + (0..<8).reduce(0) {
                        $0 + Int(buffer.bytes.load(fromByteOffset: y * buffer.stride + $1, as: UInt8.self))
                    }
            }
            // One opaque pixel spread over a window far wider than the buffer rounds to nothing.
            #expect(total == 0, "sigma \(sigma)")
        }
    }

    /// A huge width overflowed `width * bitsPerPixel` before any size check.
    @Test func hugeSidesAreRefusedNotTrapped() {
        #expect(image(width: Int.max / 4, height: 1, bytesPerRow: Int.max, bytes: 16) == nil)
        #expect(image(width: 1, height: Int.max, bytesPerRow: 4, bytes: 16) == nil)
        #expect(image(width: 2, height: 2, bytesPerRow: 8, bytes: 16) != nil)
    }

    /// A relative arc with a huge sweep converted its segment count to an Int, which trapped (and
    /// a merely large sweep made millions of curves).
    @Test func hugeArcSweepsAreBounded() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: 1e300)
        path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.greatestFiniteMagnitude)
        var elements = 0
        path.applyWithBlock { _ in elements += 1 }
        #expect(elements < 32)

        // A thousand turns and a quarter end a quarter turn round, after one full circle.
        let turns = CGMutablePath()
        turns.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: 2 * .pi * 1000 + .pi / 2)
        #expect(abs(turns.currentPoint.x) < 1e-6)
        #expect(abs(turns.currentPoint.y - 10) < 1e-6)
        #expect(turns.boundingBoxOfPath.width > 19.9)
    }

    /// A crash guard: hit-testing a curve whose control points overflow to infinity converted an
    /// infinite segment count to an Int, which trapped. The curve is kept as given; the points
    /// its flattening pushes past the largest double are left out (docs/Reliability.md), so
    /// what is measured of it is its two ends.
    @Test func curvesWithHugeCoordinatesFlattenWithoutTrapping() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(
            to: CGPoint(x: 1, y: 1), control1: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 0),
            control2: CGPoint(x: -CGFloat.greatestFiniteMagnitude, y: 1))
        path.closeSubpath()
        #expect(path.boundingBox.minX == -CGFloat.greatestFiniteMagnitude && path.boundingBox.height == 1)
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(!path.contains(CGPoint(x: 0.5, y: 2)))
    }

    /// A crash guard: a tangent arc between huge points computed a NaN sweep, whose segment
    /// count trapped. An arc that cannot be computed is a line to its first tangent point.
    @Test func tangentArcsWithHugePointsDoNotTrap() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(
            tangent1End: CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 1),
            tangent2End: CGPoint(x: 1, y: -CGFloat.greatestFiniteMagnitude), radius: 5)
        #expect(path.currentPoint == CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 1))
        path.addArc(tangent1End: CGPoint(x: 1e300, y: 0), tangent2End: CGPoint(x: 1e300, y: 1e300), radius: 1e300)
        var elements: [(CGPathElementType, CGPoint)] = []
        path.applyWithBlock { elements.append(($0.pointee.type, $0.pointee.points[0])) }
        #expect(elements.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint])
        #expect(
            elements.map(\.1) == [.zero, CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 1), CGPoint(x: 1e300, y: 0)])
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 1))
    }
}

/// A dash pattern of a few points along a path 10¹² points long (FuzzGeometry, through a sheared
/// context) kept cairo making dashes for minutes. Strokes over a million dashes are drawn solid at
/// the pattern's duty cycle; strokes under it are dashed exactly.
@Suite(.timeLimit(.minutes(1))) struct DashCapRegressionTests {
    private func strokedRow(lengths: [CGFloat], from start: CGFloat, to end: CGFloat) -> [UInt8] {
        let context = makeBitmap(8, 3)
        context.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: lengths)
        context.move(to: CGPoint(x: start, y: 1.5))
        context.addLine(to: CGPoint(x: end, y: 1.5))
        context.strokePath()
        return (0..<8).map { context.pixelAt($0, 1).alpha }
    }

    @Test func patternsWithinTheCapAreDashedExactly() {
        #expect(strokedRow(lengths: [2, 2], from: 0, to: 8) == [255, 255, 0, 0, 255, 255, 0, 0])
        // An odd count alternates over two repetitions: on 1, off 3, on 3...
        #expect(strokedRow(lengths: [1, 3], from: 0, to: 8) == [255, 0, 0, 0, 255, 0, 0, 0])
    }

    @Test func tooManyDashesStrokeSolidAtTheDutyCycle() {
        // 8 points of 10⁻⁶-point dashes: 8 million dashes.
        #expect(strokedRow(lengths: [1e-6, 1e-6], from: 0, to: 8) == [UInt8](repeating: 128, count: 8))
        // A quarter on.
        #expect(strokedRow(lengths: [1e-6, 3e-6], from: 0, to: 8) == [UInt8](repeating: 64, count: 8))
        // An odd count is on half the time.
        #expect(strokedRow(lengths: [1e-6, 2e-6, 1e-6], from: 0, to: 8) == [UInt8](repeating: 128, count: 8))
    }

    @Test func aHugePathWithOrdinaryDashesFinishes() {
        // 2·10¹² points of 2-point dashes: the shape that timed out.
        #expect(strokedRow(lengths: [1, 1], from: -1e12, to: 1e12) == [UInt8](repeating: 128, count: 8))
    }

    /// A pattern of the largest double, 18 and the smallest subnormal, at a huge phase, on a
    /// stroke that goes nowhere (FuzzGeometry, a second timeout): cairo looped over a length too
    /// small to change its running sum.
    @Test func patternsOfExtremeLengthsFinish() {
        for phase in [0, 1e308, -1e308, 18] as [CGFloat] {
            let context = makeBitmap(8, 3)
            context.setLineWidth(44)
            context.setLineJoin(.bevel)
            context.setLineDash(phase: phase, lengths: [.greatestFiniteMagnitude, 18, .leastNonzeroMagnitude])
            context.move(to: CGPoint(x: 2, y: 1))
            context.addLine(to: CGPoint(x: 2, y: 1))
            context.closePath()
            context.strokePath()
            // Refused (its cycle overflows), so the line below is solid.
            #expect(context.pixelAt(2, 1).alpha == 0, "phase \(phase)")
            context.setLineWidth(2)
            context.move(to: CGPoint(x: 0, y: 1.5))
            context.addLine(to: CGPoint(x: 8, y: 1.5))
            context.strokePath()
            #expect(context.pixelAt(4, 1).alpha == 255, "phase \(phase)")
        }
    }
}

/// A group shadow with sigma 105 over a mask about 1,800 pixels a side (FuzzGeometry, a
/// timeout): wide blurs now run on a reduced copy. The result must match the full-size blur within
/// 8 levels of 255 (3 %): both are three-box approximations of a Gaussian, with box widths
/// rounded at different scales.
@Suite(.timeLimit(.minutes(1))) struct ReducedBlurTests {
    private func mask(_ side: Int) -> PixelBuffer {
        let buffer = PixelBuffer(format: .a8, width: side, height: side)!
        let bytes = buffer.bytes.assumingMemoryBound(to: UInt8.self)
        for y in side / 3..<(2 * side / 3) {
            for x in side / 4..<(3 * side / 4) { bytes[y * buffer.stride + x] = 255 }
        }
        return buffer
    }

    @Test func wideBlursMatchTheFullSizeBlur() {
        for sigma in [16.0, 23, 40, 64] {
            let reduced = mask(240)
            let full = mask(240)
            AlphaBlur.blur(reduced, sigma: sigma)
            AlphaBlur.blurInPlace(full, sigma: sigma)
            var worst = 0
            for y in 0..<240 {
                for x in 0..<240 {
                    let a = Int(reduced.bytes.load(fromByteOffset: y * reduced.stride + x, as: UInt8.self))
                    let b = Int(full.bytes.load(fromByteOffset: y * full.stride + x, as: UInt8.self))
                    worst = max(worst, abs(a - b))
                }
            }
            #expect(worst <= 8, "sigma \(sigma): \(worst)")
        }
    }

    /// Foundation's `CGRect.intersection` traps when a rectangle has an infinite or not-a-number
    /// part (FuzzGeometry reached it through a partial redraw of animated content whose bounds
    /// went past the largest double); Lamina intersects such rectangles as nothing instead.
    @Test func nonFiniteRectanglesIntersectNothing() {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        for bad in [
            CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 1), CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
            CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1),
        ] {
            #expect(unit.finiteIntersection(bad).isNull && bad.finiteIntersection(unit).isNull)
        }
        #expect(
            unit.finiteIntersection(CGRect(x: 0.5, y: 0, width: 2, height: 2))
                == CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
        // Finite rectangles, however large, intersect as Foundation intersects them.
        let huge = CGRect(x: -1.7e308, y: 0, width: 1.7e308, height: 1)
        #expect(huge.finiteIntersection(unit) == huge.intersection(unit))
    }

    /// FuzzGeometry: a path dashed 51 on, 51 off, stroked under a CTM whose determinant is a
    /// subnormal number (`a` 110, `b` 97, `d` 5·10⁻³²⁴), ran for over four minutes inside
    /// `cairo_stroke`. Cairo takes such a matrix, as its determinant is not zero, but its inverse
    /// overflows to infinities, and cairo's dasher measures each device segment in user space
    /// through it: an infinite length, stepped through 51 units at a time. A CTM whose inverse is
    /// not finite now counts as singular: drawing is a no-op until the state is restored.
    @Test func aCTMWhoseInverseOverflowsDrawsNothing() {
        let context = makeBitmap(12, 10)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.saveGState()
        context.concatenate(CGAffineTransform(a: 110, b: 97, c: -0.0, d: .leastNonzeroMagnitude, tx: 51, ty: 0))
        let start = CGPoint(x: 35.00051704408448, y: 0.2084021011457306)
        context.move(to: start)
        for _ in 0..<4 {
            context.addCurve(
                to: start, control1: CGPoint(x: 34.897064086060595, y: -20.640575540519052),
                control2: CGPoint(x: 35.10397000210837, y: 21.05737974281051))
        }
        context.addLines(between: [CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 12), CGPoint(x: 1e308, y: 0)])
        context.setLineDash(phase: 51, lengths: [51, 51])
        context.strokePath()
        context.fill(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
        #expect(context.pixelAt(6, 5) == clear)
        // Its inverse's translation alone overflowing is the same.
        context.restoreGState()
        context.saveGState()
        context.concatenate(CGAffineTransform(a: 1e-300, b: 0, c: 0, d: 1, tx: 1e300, ty: 0))
        context.fill(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
        #expect(context.pixelAt(6, 5) == clear)
        // Restored, the context draws again; a tiny but invertible scale still draws.
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 6, height: 10))
        #expect(context.pixelAt(2, 5) == red)
        context.scaleBy(x: 1e-300, y: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1e301, height: 10))
        #expect(context.pixelAt(8, 5) == red)
    }

    /// A shadow follows what is drawn, the context's alpha included, and takes its colour's
    /// alpha once on top: a fill at alpha ½ with an opaque black shadow casts a shadow of alpha ½
    /// (it was ¼: the global alpha was applied to the mask and again to the shadow's colour).
    @Test func theGlobalAlphaReachesTheShadowOnce() {
        let context = makeBitmap(30, 10)
        context.setAlpha(0.5)
        context.setShadow(offset: CGSize(width: 15, height: 0), blur: 0, color: CGColor(gray: 0, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.pixelAt(5, 5) == PixelRGBA(128, 0, 0, 128))
        #expect(context.pixelAt(20, 5) == PixelRGBA(0, 0, 0, 128))
        context.setShadow(offset: CGSize(width: 15, height: 0), blur: 0, color: CGColor(gray: 0, alpha: 0.5))
        context.setAlpha(1)
        context.clear(CGRect(x: 0, y: 0, width: 30, height: 10))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.pixelAt(20, 5) == PixelRGBA(0, 0, 0, 128))
    }
}
