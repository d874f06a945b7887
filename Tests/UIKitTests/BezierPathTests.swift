import Testing
import UIKit
import UIKitTesting

/// Paths drawn by renderers at the default format's scale, in an application context of their own
/// (on the main actor, so that no other test's context is current meanwhile).
@MainActor
@Suite struct BezierPathTests {
    private func render(_ size: CGFloat = 20, _ body: () -> Void) -> CGImage {
        ApplicationContext.withCurrent { _ in
            UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { _ in body() }.cgImage!
        }
    }

    @Test func rectPathFillsInUIKitCoordinates() {
        let image = render {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 5)).fill()
        }
        #expect(image.pixel(x: 0, y: 0) == PixelRGBA(255, 0, 0, 255))
        #expect(image.pixel(x: 9, y: 4) == PixelRGBA(255, 0, 0, 255))
        #expect(image.pixel(x: 0, y: 5) == PixelRGBA(0, 0, 0, 0))
    }

    @Test func clockwiseArcLooksClockwiseOnScreen() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // From 3 o'clock to 6 o'clock through the lower right quadrant (y grows downwards).
        let bounds = path.cgPath.boundingBoxOfPath
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.maxX - 10) < 1e-9)
        #expect(abs(bounds.minY) < 1e-9 && abs(bounds.maxY - 10) < 1e-9)
        let counter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(counter.cgPath.boundingBoxOfPath.minY + 10) < 1e-9)
    }

    @Test func perCornerRoundingRoundsOnlyThoseCorners() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        let path = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 10, height: 10))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 39.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 0.5, y: 39.5)))
        #expect(path.contains(CGPoint(x: 39.5, y: 39.5)))
        let all = UIBezierPath(roundedRect: rect, cornerRadius: 100)
        #expect(!all.contains(CGPoint(x: 39.5, y: 39.5)))
        #expect(all.contains(CGPoint(x: 20, y: 20)))
    }

    @Test func boundsIncludeControlPointsAndApplyTransforms() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
        path.apply(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func reversingWalksSubpathsBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        let reversed = path.reversing()
        #expect(reversed.currentPoint == CGPoint(x: 0, y: 0))
        var first = CGPoint(x: -1, y: -1)
        reversed.cgPath.applyWithBlock { element in
            if element.pointee.type == .moveToPoint { first = element.pointee.points[0] }
        }
        #expect(first == CGPoint(x: 10, y: 10))
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
    }

    @Test func strokeUsesThePathsLineSettingsWithoutChangingTheContext() {
        var widthAfter: CGFloat = 0
        let image = render {
            let context = UIGraphicsGetCurrentContext()!
            UIColor.blue.setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 10))
            path.addLine(to: CGPoint(x: 20, y: 10))
            path.lineWidth = 6
            path.stroke()
            widthAfter = context.ctm.a
        }
        #expect(image.pixel(x: 10, y: 7) == PixelRGBA(0, 0, 255, 255))
        #expect(image.pixel(x: 10, y: 12) == PixelRGBA(0, 0, 255, 255))
        #expect(image.pixel(x: 10, y: 5) == PixelRGBA(0, 0, 0, 0))
        #expect(widthAfter == 1)
    }

    @Test func dashesRoundTrip() {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(pattern, count: 3, phase: 1.5)
        var count = 0
        var phase: CGFloat = 0
        var read = [CGFloat](repeating: 0, count: 3)
        path.getLineDash(&read, count: &count, phase: &phase)
        #expect(count == 3 && read == pattern && phase == 1.5)
    }

    @Test func addClipLimitsLaterDrawing() {
        let image = render {
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(image.pixel(x: 10, y: 10) == PixelRGBA(0, 255, 0, 255))
        #expect(image.pixel(x: 0, y: 0) == PixelRGBA(0, 0, 0, 0))
    }

    @Test func noCurrentContextIsANoOp() {
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
