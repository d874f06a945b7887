import Foundation
import QuartzCore
import Testing

@Suite struct LayerGeometryTests {
    @Test func frameFollowsBoundsPositionAndAnchorPoint() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 50, y: 25)
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.position == CGPoint(x: 50, y: 25))
        #expect(layer.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 20))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(layer.frame == CGRect(x: -20, y: -20, width: 30, height: 40))
    }

    @Test func boundsOriginDoesNotMoveTheFrame() {
        let layer = makeLayer("a", frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        layer.bounds.origin = CGPoint(x: 30, y: 40)
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 100))
        #expect(layer.position == CGPoint(x: 60, y: 70))
    }

    @Test func frameUnderRotationIsTheBoundingBox() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(close(layer.frame, CGRect(x: 75, y: 50, width: 50, height: 100)))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        let side = 150 / 2.0.squareRoot()
        #expect(close(layer.frame, CGRect(x: 100 - side / 2, y: 100 - side / 2, width: side, height: side)))
    }

    @Test func settingFrameUnderScaleKeepsTheBox() {
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 60)
        #expect(layer.bounds.size == CGSize(width: 50, height: 30))
        #expect(layer.position == CGPoint(x: 60, y: 50))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 60))
    }

    @Test func convertsBetweenSiblingsThroughBoundsOriginsAndScale() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = makeLayer("a", frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        a.bounds.origin = CGPoint(x: 5, y: 5)
        let b = makeLayer("b", frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let c = makeLayer("c", frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSublayer(a)
        root.addSublayer(b)
        a.addSublayer(c)
        #expect(c.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 25))
        #expect(b.convert(CGPoint.zero, from: c) == CGPoint(x: -185, y: 25))
        #expect(c.convert(CGPoint(x: -185, y: 25), from: b) == .zero)
        b.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(close(b.convert(CGPoint.zero, from: c), CGPoint(x: -67.5, y: 37.5)))
        let rect = b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: c)
        #expect(close(rect, CGRect(x: -67.5, y: 37.5, width: 5, height: 5)))
    }

    @Test func nilLayerMeansTheSuperlayerSpace() {
        let layer = makeLayer("a", frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        #expect(layer.convert(CGPoint(x: 15, y: 25), from: nil) == CGPoint(x: 5, y: 5))
        #expect(layer.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 15, y: 25))
    }

    @Test func convertsThroughPerspective() {
        let parent = makeLayer("p", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        parent.sublayerTransform = perspective
        let child = makeLayer("c", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        parent.addSublayer(child)
        // The right edge's midpoint turns 60° away: x = 50·cos60°, z = −50·sin60°, so w = 1 + 0.05·√3.
        let expected = CGPoint(x: 100 + 25 / (1 + 0.05 * 3.0.squareRoot()), y: 100)
        let converted = parent.convert(CGPoint(x: 100, y: 50), from: child)
        #expect(close(converted, expected, 1e-9))
        #expect(close(child.convert(expected, from: parent), CGPoint(x: 100, y: 50), 1e-9))
    }
}
