import CoreGraphics
import Foundation
import Testing

@testable import LaminaRender

/// How a group's offscreen surface is planned against the area cap.
@Suite struct OffscreenPlanTests {
    /// An upright group that fits is planned pixel for pixel; one past the cap is planned at a
    /// lower resolution instead of refused (a review found it refused: the group, its sublayers
    /// and a warp through it were not drawn at all).
    @Test func uprightGroupsPastTheCapAreRenderedAtALowerResolution() {
        let region = Box(x0: 0, y0: 0, x1: 100, y1: 50)
        let doubled = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20)
        guard let fits = PaintSession.offscreen(for: region, doubled, limit: 20_000),
            let capped = PaintSession.offscreen(for: region, doubled, limit: 5_000)
        else {
            Issue.record("no plan")
            return
        }
        #expect(fits.aligned)
        #expect(fits.width == 200 && fits.height == 100)

        #expect(!capped.aligned)
        #expect(capped.width * capped.height <= 5_000)
        #expect(capped.width > 90 && capped.height > 45)
        // The plan still lands the region's corners where the transform puts them.
        let corner = CGPoint(x: 100, y: 50).applying(capped.fromPlane).applying(capped.toTarget)
        #expect(abs(corner.x - 210) < 1e-9 && abs(corner.y - 120) < 1e-9)
    }
}
