import CoreGraphics
import Foundation
import Testing

/// `CGAffineTransformComponents`: scale, then horizontal shear, then rotation, then translation.
@Suite struct AffineComponentsTests {
    private func close(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) < 1e-12 }
    }

    @Test func componentsComposeInTheirOrder() {
        // Scale (2, 3), then a quarter turn: x goes to y at twice the length, y to −x at three times.
        let t = CGAffineTransform(
            CGAffineTransformComponents(
                scale: CGSize(width: 2, height: 3), horizontalShear: 0, rotation: .pi / 2,
                translation: CGVector(dx: 4, dy: 5)))
        #expect(close(t, CGAffineTransform(a: 0, b: 2, c: -3, d: 0, tx: 4, ty: 5)))
        // A shear alone moves x by y.
        let sheared = CGAffineTransform(
            CGAffineTransformComponents(
                scale: CGSize(width: 1, height: 1), horizontalShear: 0.5, rotation: 0, translation: CGVector()))
        #expect(CGPoint(x: 1, y: 2).applying(sheared) == CGPoint(x: 2, y: 2))
        #expect(CGAffineTransform(CGAffineTransformComponents()) == .identity)
    }

    @Test func decomposingGivesComponentsThatRebuildTheTransform() {
        let parts = CGAffineTransformComponents(
            scale: CGSize(width: 1.5, height: 0.75), horizontalShear: -0.25, rotation: 0.4,
            translation: CGVector(dx: -7, dy: 2))
        let t = CGAffineTransform(parts)
        let found = t.decomposed()
        #expect(abs(found.scale.width - 1.5) < 1e-12 && abs(found.scale.height - 0.75) < 1e-12)
        #expect(abs(found.horizontalShear + 0.25) < 1e-12 && abs(found.rotation - 0.4) < 1e-12)
        #expect(found.translation == CGVector(dx: -7, dy: 2))
        for transform in [
            CGAffineTransform(scaleX: -1, y: 1),
            CGAffineTransform(rotationAngle: 2.5).scaledBy(x: 3, y: -2).translatedBy(x: 1, y: 1),
            CGAffineTransform(a: 0, b: 0, c: 1, d: 2, tx: 0, ty: 0),
            CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6),
        ] {
            #expect(close(CGAffineTransform(transform.decomposed()), transform), "\(transform)")
        }
        // A mirror keeps a positive x scale and puts the sign on y.
        let mirror = CGAffineTransform(scaleX: -1, y: 1).decomposed()
        #expect(mirror.scale.width == 1 && mirror.scale.height < 0)
    }
}
