import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// Golden images of Core Graphics drawing. Tolerance: 2 per channel (8-bit), no pixel beyond it;
/// cairo's rasterisation is deterministic for the same library version, the slack covers
/// rounding differences between builds of cairo and pixman.
@Suite struct GoldenDrawingTests {
    private func check(_ context: CGContext, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenImage.check(
            context.makeImage()!, named: name, in: GoldenImage.directory(), tolerance: 2,
            sourceLocation: sourceLocation)
    }

    private func background(_ context: CGContext) {
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
    }

    @Test func fillsAndStrokes() {
        let context = makeBitmap(96, 96)
        background(context)
        context.setFillColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
        context.fillEllipse(in: CGRect(x: 8, y: 8, width: 40, height: 30))
        context.setStrokeColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
        context.setLineWidth(5)
        context.setLineJoin(.round)
        context.setLineCap(.round)
        context.addLines(between: [CGPoint(x: 56, y: 10), CGPoint(x: 86, y: 40), CGPoint(x: 56, y: 40)])
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [6, 3])
        context.setLineWidth(2)
        context.setStrokeColor(gray: 0, alpha: 1)
        context.stroke(CGRect(x: 10, y: 56, width: 76, height: 30))
        context.setLineDash(phase: 0, lengths: [])
        let star = CGMutablePath()
        for index in 0..<5 {
            let angle = CGFloat(index) * 4 * .pi / 5 + .pi / 2
            let point = CGPoint(x: 48 + 13 * cos(angle), y: 71 + 13 * sin(angle))
            if index == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.closeSubpath()
        context.addPath(star)
        context.setFillColor(red: 1, green: 0.7, blue: 0, alpha: 0.8)
        context.fillPath(using: .evenOdd)
        check(context, "cg-fills-strokes")
    }

    @Test func gradientsAndClipping() throws {
        let context = makeBitmap(96, 96)
        background(context)
        let gradient = try #require(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [
                    CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1),
                    CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                ], locations: [0, 0.3, 1] as [CGFloat]))
        context.saveGState()
        context.addEllipse(in: CGRect(x: 4, y: 50, width: 88, height: 42))
        context.clip()
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 4, y: 0), end: CGPoint(x: 92, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        context.restoreGState()
        context.saveGState()
        context.clip(to: [CGRect(x: 4, y: 4, width: 40, height: 40), CGRect(x: 52, y: 4, width: 40, height: 40)])
        context.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 48, y: 24), startRadius: 2, endCenter: CGPoint(x: 48, y: 24),
            endRadius: 44, options: [.drawsAfterEndLocation])
        context.restoreGState()
        check(context, "cg-gradients-clipping")
    }

    @Test func shadowsAndImages() throws {
        let checker = makeBitmap(8, 8)
        for y in 0..<8 {
            for x in 0..<8 where (x + y) % 2 == 0 {
                checker.setFillColor(red: CGFloat(x) / 7, green: 0.3, blue: CGFloat(y) / 7, alpha: 1)
                checker.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        let image = try #require(checker.makeImage())
        let context = makeBitmap(96, 96)
        background(context)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 4, height: -4), blur: 6)
        context.setFillColor(red: 0.3, green: 0.8, blue: 0.4, alpha: 1)
        context.fill(CGRect(x: 10, y: 54, width: 30, height: 30))
        context.setShadow(
            offset: CGSize(width: 0, height: 0), blur: 10, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.setStrokeColor(gray: 0.2, alpha: 1)
        context.setLineWidth(3)
        context.strokeEllipse(in: CGRect(x: 54, y: 54, width: 30, height: 30))
        context.restoreGState()
        context.interpolationQuality = .none
        context.draw(image, in: CGRect(x: 8, y: 8, width: 32, height: 32))
        context.interpolationQuality = .high
        context.draw(image, in: CGRect(x: 54, y: 8, width: 32, height: 32))
        check(context, "cg-shadows-images")
    }
}
