import CoreGraphics
import Foundation
import Testing

@Suite struct AffineTransformTests {
    @Test func identityIsIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func concatenatingAppliesReceiverFirst() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 22, y: 0))
        let u = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 0).applying(u) == CGPoint(x: 12, y: 0))
    }

    @Test func translatedScaledAndRotatedPrependToTheReceiver() {
        let base = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: 7)
        #expect(base.translatedBy(x: 10, y: 20) == CGAffineTransform(translationX: 10, y: 20).concatenating(base))
        #expect(base.scaledBy(x: 3, y: 4) == CGAffineTransform(scaleX: 3, y: 4).concatenating(base))
        #expect(base.rotated(by: 0.5) == CGAffineTransform(rotationAngle: 0.5).concatenating(base))
        #expect(CGPoint(x: 1, y: 1).applying(base.translatedBy(x: 1, y: 0)) == CGPoint(x: 8, y: 12))
    }

    @Test func rotationTurnsXTowardsY() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-15)
        #expect(p.y == 1)
    }

    @Test func invertedUndoesAndSingularStaysPut() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        let inverse = t.inverted()
        #expect(inverse == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        #expect(t.concatenating(inverse).isIdentity)
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func rectApplyingGivesTheBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let half = 10 / CGFloat(2).squareRoot()
        #expect(abs(rotated.minX + half) < 1e-12)
        #expect(abs(rotated.width - 2 * half) < 1e-12)
        #expect(abs(rotated.minY) < 1e-12)
        #expect(abs(rotated.height - 2 * half) < 1e-12)
        let flipped = rect.applying(CGAffineTransform(scaleX: -2, y: 1))
        #expect(flipped == CGRect(x: -20, y: 0, width: 20, height: 10))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }

    @Test func sizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: -3, tx: 100, ty: 100)
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: -15))
    }

    @Test func codableRoundTrip() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let data = try JSONEncoder().encode(t)
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
    }
}

@Suite struct GeometryAdditionsTests {
    @Test func vectorAndEqualToExist() {
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGSize(width: 1, height: 2).equalTo(.zero))
        #expect(CGRect.zero.equalTo(CGRect(x: 0, y: 0, width: 0, height: 0)))
    }
}
