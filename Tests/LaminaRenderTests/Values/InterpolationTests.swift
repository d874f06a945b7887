import CoreGraphics
import Foundation
import LaminaRender
import Testing

@Suite struct InterpolationTests {
    @Test func numbersPointsAndRectsBlendComponentwise() {
        #expect(Interpolation.value(from: CGFloat(0), to: CGFloat(10), fraction: 0.25) as? CGFloat == 2.5)
        #expect(Interpolation.value(from: Float(1), to: Float(0), fraction: 0.5) as? Float == 0.5)
        #expect(
            Interpolation.value(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 10, y: 0), fraction: 0.5) as? CGPoint
                == CGPoint(x: 5, y: 5))
        #expect(
            Interpolation.value(
                from: CGRect(x: 0, y: 0, width: 10, height: 10), to: CGRect(x: 10, y: 10, width: 30, height: 10),
                fraction: 0.5) as? CGRect == CGRect(x: 5, y: 5, width: 20, height: 10))
        #expect(Interpolation.value(from: CGFloat(0), to: CGPoint.zero, fraction: 0.5) == nil)
    }

    @Test func discreteValuesSwitchAtTheEnd() {
        #expect(Interpolation.value(from: false, to: true, fraction: 0.99) as? Bool == false)
        #expect(Interpolation.value(from: false, to: true, fraction: 1) as? Bool == true)
    }

    @Test func coloursBlendInRGB() throws {
        let mid = try #require(
            Interpolation.value(
                from: CGColor(red: 1, green: 0, blue: 0, alpha: 1), to: CGColor(gray: 1, alpha: 0), fraction: 0.5)
                as? CGColor)
        #expect(mid.components == [1, 0.5, 0.5, 0.5])
    }

    @Test func transformsTurnThroughTheirComponents() throws {
        let a = CATransform3DIdentity
        let b = CATransform3DMakeRotation(.pi, 0, 0, 1)
        let mid = try #require(Interpolation.value(from: a, to: b, fraction: 0.5) as? CATransform3D)
        // Halfway through a half turn is a quarter turn, not the zero matrix a blend of entries gives.
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(mid.m11 - quarter.m11) < 1e-12 && abs(mid.m12 - quarter.m12) < 1e-12)
        #expect(abs(mid.m21 - quarter.m21) < 1e-12 && abs(mid.m22 - quarter.m22) < 1e-12)
    }

    @Test func componentsRoundTrip() {
        var parts = TransformComponents()
        parts.translation = (3, -4, 5)
        parts.scale = (2, 0.5, 1.5)
        parts.rotation = (0.3, -0.4, 1.1)
        let back = TransformComponents(parts.transform)
        let pairs: [(CGFloat, CGFloat)] = [
            (back.translation.x, 3), (back.translation.y, -4), (back.translation.z, 5), (back.scale.x, 2),
            (back.scale.y, 0.5), (back.scale.z, 1.5), (back.rotation.x, 0.3), (back.rotation.y, -0.4),
            (back.rotation.z, 1.1),
        ]
        for (got, want) in pairs { #expect(abs(got - want) < 1e-12, "\(got) vs \(want)") }
        // A flip keeps its sign in x.
        let flipped = TransformComponents(CATransform3DMakeScale(-1, 1, 1))
        #expect(flipped.scale == (-1, 1, 1) && flipped.rotation == (0, 0, 0))
    }
}
