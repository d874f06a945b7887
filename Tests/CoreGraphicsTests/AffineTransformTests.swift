import CoreGraphics
import Testing

@Suite struct AffineTransformTests {
    @Test func translatedThenScaledMapsPoints() {
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 63))
    }
}
