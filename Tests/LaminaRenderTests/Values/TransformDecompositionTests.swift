import CoreGraphics
import Foundation
import LaminaRender
import Testing

/// Whole transforms blend as Core Animation blends matrices: taken apart into perspective,
/// translation, scale, shear and a quaternion, blended (the rotation the short way round), and
/// put back together.
@Suite struct TransformDecompositionTests {
    /// Every entry of `a` within `tolerance` of `b`'s (rounding of the trigonometry, far below a
    /// pixel).
    private func expectClose(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-12) {
        for (index, (x, y)) in zip(a.entries, b.entries).enumerated() {
            #expect(abs(x - y) < tolerance, "entry \(index): \(x) vs \(y)")
        }
    }

    private func rotationZ(degrees: CGFloat) -> CATransform3D {
        CATransform3DMakeRotation(degrees * .pi / 180, 0, 0, 1)
    }

    @Test func aGeneralTransformComesBackWhole() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        var shear = CATransform3DIdentity
        shear.m21 = 0.3
        let parts = [
            CATransform3DMakeScale(2, -0.5, 1.5), shear, CATransform3DMakeRotation(1.1, 0.3, -0.5, 0.8),
            CATransform3DMakeTranslation(3, -4, 5), perspective,
        ]
        let t = parts.dropFirst().reduce(parts[0]) { CATransform3DConcat($0, $1) }
        let parted = try #require(TransformDecomposition(t))
        // Put back with m44 = 1: the same projective transform, every entry divided by m44 (0.99).
        expectClose(parted.transform, CATransform3D(entries: t.entries.map { $0 / t.m44 }))
    }

    @Test func rotationsPast180DegreesGoTheShortWay() {
        // Identity to 270° about z is −90° the short way: halfway is −45°.
        let mid = Interpolation.transform(CATransform3DIdentity, rotationZ(degrees: 270), 0.5)
        expectClose(mid, rotationZ(degrees: -45))
        // 170° to −170° crosses 180°, not 0°.
        expectClose(
            Interpolation.transform(rotationZ(degrees: 170), rotationZ(degrees: -170), 0.5), rotationZ(degrees: 180))
    }

    @Test func scaleAndRotationBlendSeparately() {
        let end = CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), rotationZ(degrees: 90))
        let mid = Interpolation.transform(CATransform3DIdentity, end, 0.5)
        expectClose(mid, CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), rotationZ(degrees: 45)))
        // An entry-by-entry blend would give 1.5 × the scale along each axis, and no turn.
        #expect(abs(mid.m11 - 2 * cos(.pi / 4)) < 1e-12)
    }

    @Test func translationBlendsInAStraightLineWhileTurning() {
        let start = CATransform3DConcat(rotationZ(degrees: 0), CATransform3DMakeTranslation(0, 0, 0))
        let end = CATransform3DConcat(rotationZ(degrees: 90), CATransform3DMakeTranslation(10, 20, 0))
        let quarter = Interpolation.transform(start, end, 0.25)
        expectClose(quarter, CATransform3DConcat(rotationZ(degrees: 22.5), CATransform3DMakeTranslation(2.5, 5, 0)))
    }

    @Test func aSharedPerspectiveStaysWhileTheLayerTurns() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let turn = { (degrees: CGFloat) in
            CATransform3DConcat(CATransform3DMakeRotation(degrees * .pi / 180, 0, 1, 0), perspective)
        }
        expectClose(Interpolation.transform(turn(0), turn(60), 0.5), turn(30))
    }

    @Test func aSpringsOvershootCarriesTheTurnOn() {
        // 1.25 of the way from 0° to 40° is 50°.
        expectClose(
            Interpolation.transform(CATransform3DIdentity, rotationZ(degrees: 40), 1.25), rotationZ(degrees: 50))
    }

    @Test func aSingularTransformBlendsEntryByEntry() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        let mid = Interpolation.transform(CATransform3DIdentity, flat, 0.5)
        #expect(mid.m11 == 1 && mid.m22 == 0.5 && mid.m33 == 1)
    }
}
