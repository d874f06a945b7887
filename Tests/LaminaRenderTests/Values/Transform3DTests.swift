import CoreGraphics
import LaminaRender
import Testing

@Suite struct Transform3DTests {
    @Test func zRotationMatchesTheAffineRotation() {
        let rotation = CATransform3DMakeRotation(0.7, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: 0.7)
        #expect(CATransform3DIsAffine(rotation))
        let back = CATransform3DGetAffineTransform(rotation)
        #expect(abs(back.a - affine.a) < 1e-15 && abs(back.b - affine.b) < 1e-15)
        #expect(abs(back.c - affine.c) < 1e-15 && abs(back.d - affine.d) < 1e-15)
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        let t = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 2))
        #expect(t.m41 == 20 && t.m11 == 2)
        #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 10, 0, 0) == t)
        #expect(CATransform3DScale(CATransform3DIdentity, 3, 4, 5) == CATransform3DMakeScale(3, 4, 5))
    }

    @Test func invertUndoesAndSingularStaysPut() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 0.4, 1, 1, 0)
        t.m34 = -1.0 / 500
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        for (value, expected) in zip(product.entries, CATransform3DIdentity.entries) {
            #expect(abs(value - expected) < 1e-12)
        }
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test func affineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        var perspective = t
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsIdentity(t) && CATransform3DIsIdentity(CATransform3DIdentity))
    }
}
