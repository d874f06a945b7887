import Foundation
import QuartzCore
import Testing
import UIKitTesting

@Suite struct LayerSubclassTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test func shapeLayerFillsItsPath() throws {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        shape.path = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)
        shape.fillColor = red
        let result = shape.buildRenderTree()
        let image = try #require(shape.contents as? CGImage)
        // The store covers the path's box grown by a pixel: (4, 4) to (16, 16).
        #expect(image.width == 12 && image.height == 12)
        #expect(image.pixel(x: 6, y: 6) == PixelRGBA(255, 0, 0, 255))
        #expect(image.pixel(x: 0, y: 0) == PixelRGBA(0, 0, 0, 0))
        let extra = try #require(result.root.sublayers.first)
        #expect(extra.geometry.bounds == CGRect(x: 4, y: 4, width: 12, height: 12))
        #expect(extra.geometry.position == CGPoint(x: 4, y: 4) && result.root.contents == nil)
    }

    @Test func shapeLayerWithZeroBoundsStillDraws() throws {
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        _ = shape.buildRenderTree()
        let image = try #require(shape.contents as? CGImage)
        #expect(image.pixel(x: 11, y: 11) == PixelRGBA(0, 0, 0, 255))
    }

    @Test func strokeEndDrawsAFractionOfThePath() throws {
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 100, y: 5))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = blue
        shape.lineWidth = 4
        shape.strokeEnd = 0.5
        _ = shape.buildRenderTree()
        let image = try #require(shape.contents as? CGImage)
        // The store starts at x = −1 − 4·10/2 (miter reach) and y = 5 − 20 − 1.
        let origin = CGPoint(x: -21, y: -16)
        func pixel(_ x: CGFloat, _ y: CGFloat) -> PixelRGBA { image.pixel(x: Int(x - origin.x), y: Int(y - origin.y)) }
        #expect(pixel(25, 5) == PixelRGBA(0, 0, 255, 255))
        #expect(pixel(75, 5) == PixelRGBA(0, 0, 0, 0))
        shape.strokeStart = 0.6
        _ = shape.buildRenderTree()
        #expect(shape.contents == nil)
    }

    @Test func axialGradientRunsFromStartToEnd() throws {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        gradient.colors = [red, blue]
        _ = gradient.buildRenderTree()
        let image = try #require(gradient.contents as? CGImage)
        #expect(image.pixel(x: 5, y: 0).maximumChannelDifference(to: PixelRGBA(254, 0, 1, 255)) <= 2)
        #expect(image.pixel(x: 5, y: 99).maximumChannelDifference(to: PixelRGBA(1, 0, 254, 255)) <= 2)
        gradient.bounds.size = CGSize(width: 20, height: 20)
        _ = gradient.buildRenderTree()
        #expect((gradient.contents as? CGImage)?.width == 20)
    }

    @Test func conicGradientSweepsClockwiseFromTheEndPoint() throws {
        let gradient = CAGradientLayer()
        gradient.type = .conic
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.colors = [red, blue]
        _ = gradient.buildRenderTree()
        let image = try #require(gradient.contents as? CGImage)
        // Just past 0° (right of centre, slightly below): nearly red; a quarter turn on (below): a quarter blue.
        #expect(image.pixel(x: 95, y: 51).maximumChannelDifference(to: PixelRGBA(255, 0, 0, 255)) <= 4)
        #expect(image.pixel(x: 50, y: 95).maximumChannelDifference(to: PixelRGBA(191, 0, 64, 255)) <= 4)
    }

    @Test func textLayerDrawsItsString() throws {
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        text.string = "Hello"
        text.fontSize = 30
        text.foregroundColor = red
        _ = text.buildRenderTree()
        let image = try #require(text.contents as? CGImage)
        var redPixels = 0
        for y in 0..<50 {
            for x in 0..<200 where image.pixel(x: x, y: y).red > 128 { redPixels += 1 }
        }
        #expect(redPixels > 100)
        #expect(image.pixel(x: 190, y: 45) == PixelRGBA(0, 0, 0, 0))
    }
}
