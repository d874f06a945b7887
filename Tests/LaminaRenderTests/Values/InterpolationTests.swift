import CoreGraphics
import Foundation
import LaminaRender
import Testing

@Suite struct InterpolationTests {
    @Test func numbersPointsAndRectsBlendComponentwise() {
        #expect(AnimatableValue.number(0).interpolated(to: .number(10), 0.25) == .number(2.5))
        #expect(AnimatableValue.number(1).interpolated(to: .number(0), 0.5) == .number(0.5))
        #expect(
            AnimatableValue.point(CGPoint(x: 0, y: 10)).interpolated(to: .point(CGPoint(x: 10, y: 0)), 0.5)
                == .point(CGPoint(x: 5, y: 5)))
        #expect(
            AnimatableValue.rect(CGRect(x: 0, y: 0, width: 10, height: 10)).interpolated(
                to: .rect(CGRect(x: 10, y: 10, width: 30, height: 10)), 0.5)
                == .rect(CGRect(x: 5, y: 5, width: 20, height: 10)))
        #expect(AnimatableValue.number(0).interpolated(to: .point(.zero), 0.5) == nil)
    }

    @Test func discreteValuesSwitchAtTheEnd() {
        #expect(AnimatableValue.bool(false).interpolated(to: .bool(true), 0.99) == .bool(false))
        #expect(AnimatableValue.bool(false).interpolated(to: .bool(true), 1) == .bool(true))
    }

    @Test func coloursBlendInRGB() throws {
        let mid = AnimatableValue.color(CGColor(red: 1, green: 0, blue: 0, alpha: 1)).interpolated(
            to: .color(CGColor(gray: 1, alpha: 0)), 0.5)
        guard case .color(let color) = mid else { Issue.record("not a colour: \(String(describing: mid))"); return }
        #expect(color?.components == [1, 0.5, 0.5, 0.5])
    }

    @Test func transformsTurnThroughTheirComponents() throws {
        let a = CATransform3DIdentity
        let b = CATransform3DMakeRotation(.pi, 0, 0, 1)
        let mid = Interpolation.transform(a, b, 0.5)
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
