import CoreGraphics
import Foundation
import Testing
import UIKitTesting

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

    /// A turned plane magnified far past 64 times is planned as densely as the target's pixels,
    /// still within the cap; one magnified 10³⁰⁰ times gets a plan within the cap or none, and
    /// never traps.
    @Test func magnifiedPlanesArePlannedAtTheTargetsDensity() throws {
        let quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)
        let region = Box(x0: 0, y0: 0, x1: 0.02, y1: 0.01)
        let plan = try #require(PaintSession.offscreen(for: region, quarterTurn.scaledBy(x: 5_000, y: 5_000)))
        #expect(!plan.aligned)
        #expect((100...101).contains(plan.width) && (50...51).contains(plan.height))
        let corner = CGPoint(x: 0.02, y: 0.01).applying(plan.fromPlane).applying(plan.toTarget)
        #expect(abs(corner.x + 50) < 1e-6 && abs(corner.y - 100) < 1e-6)

        let capped = try #require(
            PaintSession.offscreen(for: region, quarterTurn.scaledBy(x: 1e6, y: 1e6), limit: 5_000))
        #expect(capped.width * capped.height <= 5_000 && capped.width > 90)
        for stretch in [1e150, 1e300, 1.7e308] {
            let huge = quarterTurn.scaledBy(x: stretch, y: stretch)
            if let plan = PaintSession.offscreen(for: region, huge) {
                #expect(Double(plan.width * plan.height) <= PaintSession.maximumOffscreenArea)
            }
        }
    }

    /// A group (an additive leaf) turned and magnified 5,000 times shows its 2 × 2 picture as four
    /// clean quadrants: its group is as dense as the screen. Planned at most 64 pixels a point, as
    /// until 2026-11-28, the group was 2 × 2 pixels blown up, and every sample below a blend.
    ///
    /// Smoothly magnified, the same group is rendered at four times its image's density, 8 pixels
    /// a side and a pixel or two round them, not the screen's 100: a group that dense holds only
    /// what magnifying it makes anyway. Sampled at its pixels' centres, it shows their colours.
    @Test(arguments: [CALayerContentsFilter.nearest, .linear])
    func aGroupMagnifiedPast64TimesShowsItsPixels(filter: CALayerContentsFilter) throws {
        let picture = makeImage(width: 2, height: 2) { x, y in
            switch (x, y) {
            case (0, 0): (255, 0, 0, 255)
            case (1, 0): (0, 0, 255, 255)
            case (0, 1): (0, 255, 0, 255)
            default: (255, 255, 0, 255)
            }
        }
        var contents = RenderNode.Contents(image: picture)
        contents.magnificationFilter = filter
        let side: CGFloat = 0.02
        // Added to black (which changes nothing) to be drawn as a group.
        let leaf = node(2, CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side), contents: contents) {
            $0.blendsAdditively = true
        } geometry: {
            $0.transform = CATransform3DScale(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 5_000, 5_000, 1)
        }
        let compositor = try #require(Compositor(width: 100, height: 100, clearColor: .white))
        let report = compositor.composite(screen(100, 100, background: rgb(0, 0, 0), [leaf]))
        // The screen holding an additive layer is a group too, of 100 × 100 pixels.
        #expect(report.offscreenGroups == 2)
        if filter == .linear {
            #expect(report.offscreenPixels == 100 * 100 + 2 * 2)
        } else {
            #expect(
                (100 * 100...102 * 102).contains(report.offscreenPixels - 100 * 100), "\(report.offscreenPixels) pixels"
            )
        }
        let image = try #require(compositor.makeImage())
        // A quarter turn clockwise on the screen: the top left quadrant goes to the top right.
        var expected: [(Int, Int, UInt8, UInt8, UInt8)] = [
            (75, 25, 255, 0, 0), (75, 75, 0, 0, 255), (25, 25, 0, 255, 0), (25, 75, 255, 255, 0),
        ]
        var tolerance = 2
        if filter == .nearest {
            expected += [(60, 40, 255, 0, 0), (90, 90, 0, 0, 255), (10, 10, 0, 255, 0), (40, 60, 255, 255, 0)]
        } else {
            // Smooth: near the pixels' centres (half a screen pixel off them) their colours, and
            // halfway between two the mean of both, as magnifying the image straight onto the
            // screen, without a group, gives everywhere within 2 a channel.
            expected += [(75, 50, 128, 0, 128), (50, 25, 128, 128, 0)]
            tolerance = 8
            let straight = render(
                screen(100, 100, background: rgb(0, 0, 0), [changed(leaf) { $0.blendsAdditively = false }]),
                width: 100, height: 100)
            var worst = 0
            for y in 0..<100 {
                for x in 0..<100 {
                    let (p, q) = (image.rgba(x, y), straight.rgba(x, y))
                    worst = max(
                        worst, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)),
                        abs(Int(p.blue) - Int(q.blue)))
                }
            }
            #expect(worst <= 2)
        }
        for (x, y, r, g, b) in expected {
            let p = image.rgba(x, y)
            #expect(
                abs(Int(p.red) - Int(r)) <= tolerance && abs(Int(p.green) - Int(g)) <= tolerance
                    && abs(Int(p.blue) - Int(b)) <= tolerance,
                "(\(x), \(y)) is \(p), not (\(r), \(g), \(b))")
        }
    }

    /// An image's grid is used only where it magnifies the image at least 4 times along both
    /// axes; below that the target's density costs little and keeps the upright plan's exact
    /// copy (or the resampler's turned composite).
    @Test func anImagesGridIsUsedOnlyWhereItMagnifiesFourTimes() throws {
        let region = Box(x0: 0, y0: 0, x1: 16, y1: 16)
        let grid = PaintSession.ImageGrid(density: (1, 1), phase: (0, 0), shown: region)
        for (stretch, onGrid) in [(1.0, false), (3.9, false), (4.0, true), (100, true)] {
            let a = CGAffineTransform(a: stretch, b: 0, c: 0, d: stretch, tx: 3, ty: 5)
            let plan = try #require(PaintSession.offscreen(for: region, a, grid: grid))
            #expect((plan.padded != nil) == onGrid, "at \(stretch)")
            #expect(plan.aligned == !onGrid, "at \(stretch)")
            if onGrid { #expect(plan.width == 16 && plan.height == 16) }
        }
        // Stretched 8 times across but only twice down: not on the grid.
        let stretched = CGAffineTransform(a: 8, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        #expect(try #require(PaintSession.offscreen(for: region, stretched, grid: grid)).padded == nil)
    }

    /// Only a layer showing an image and nothing else, magnified smoothly, has a grid; one whose
    /// rounded corners or bounds clip its image, or that casts a shadow of its alpha, keeps the
    /// target's density (those edges would be drawn at the image's and blurred).
    @Test func whatHasAnImageGrid() throws {
        var contents = RenderNode.Contents(image: makeImage(width: 4, height: 2) { _, _ in (9, 9, 9, 255) })
        let frame = CGRect(x: 0, y: 0, width: 8, height: 2)
        let session = PaintSession()
        let grid = try #require(session.imageGrid(of: node(2, frame, contents: contents)))
        #expect(grid.density == (0.5, 1) && grid.phase == (0, 0) && grid.shown == Box(x0: 0, y0: 0, x1: 8, y1: 2))
        let cases: [(String, RenderNode)] = [
            ("background", node(2, frame, background: rgb(1, 0, 0), contents: contents)),
            (
                "rounded",
                node(2, frame, contents: contents) {
                    $0.masksToBounds = true; $0.cornerRadius = 1
                }
            ),
            ("sublayer", node(2, frame, contents: contents, sublayers: [node(3, frame, background: rgb(1, 0, 0))])),
            ("mask", node(2, frame, contents: contents, mask: node(3, frame, background: rgb(1, 1, 1)))),
            (
                "shadow",
                node(2, frame, contents: contents) {
                    $0.shadow = RenderNode.Shadow(
                        color: rgb(0, 0, 0), opacity: 1, offset: CGSize(width: 1, height: 1), radius: 0)
                }
            ),
        ]
        for (name, n) in cases { #expect(session.imageGrid(of: n) == nil, "\(name)") }
        #expect(session.imageGrid(of: node(2, frame, contents: contents) { $0.masksToBounds = true }) != nil)
        contents.gravity = .center
        #expect(session.imageGrid(of: node(2, CGRect(x: 0, y: 0, width: 2, height: 2), contents: contents)) != nil)
        #expect(
            session.imageGrid(
                of: node(2, CGRect(x: 0, y: 0, width: 2, height: 2), contents: contents) { $0.masksToBounds = true })
                == nil)
        contents.gravity = .resize
        contents.contentsRect = CGRect(x: 0, y: 0, width: 1.0 / 3, height: 1)  // 4/3 of a pixel across
        #expect(session.imageGrid(of: node(2, frame, contents: contents)) == nil)
        contents.contentsRect = CGRect(x: 0.25, y: 0, width: 0.5, height: 1)  // pixels 1 and 2
        let part = try #require(session.imageGrid(of: node(2, frame, contents: contents)))
        #expect(part.density == (0.25, 1) && part.phase == (0, 0))
        contents.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(
            session.imageGrid(
                of: node(2, CGRect(x: 0, y: 0.25, width: 8, height: 2), contents: contents) { _ in
                } geometry: {
                    $0.bounds.origin = CGPoint(x: 0.5, y: 0.25)
                }) != nil)
        contents.magnificationFilter = .nearest
        #expect(session.imageGrid(of: node(2, frame, contents: contents)) == nil)
    }

    /// A group on its image's grid painted in four bands, each planning only the part in view
    /// (the image is too large to be planned whole), matches the same group painted at once: each
    /// band's plan reaches one image pixel past its clip, so pixels near a band's edge blend
    /// the same neighbours as in one pass, instead of padding the band's edge pixel.
    @Test func bandsOfAGroupOnItsImagesGridAgree() throws {
        let picture = makeImage(width: 600, height: 400) { x, y in
            (UInt8(x * 37 % 256), UInt8(y * 53 % 256), UInt8((x + y) * 11 % 256), 255)
        }
        // 20 image pixels a point magnified 320 times: 16 screen pixels an image pixel (past the
        // 2 pixels every clip is widened by, half an image pixel at 4), turned a little;
        // additive onto black, so drawn as a group.
        let leaf = node(
            2, CGRect(x: 300 - 15, y: 200 - 10, width: 30, height: 20), contents: RenderNode.Contents(image: picture)
        ) {
            $0.blendsAdditively = true
        } geometry: {
            $0.transform = CATransform3DScale(CATransform3DMakeRotation(0.05, 0, 0, 1), 320, 320, 1)
        }
        let tree = screen(600, 400, background: rgb(0, 0, 0), [leaf])
        let banded = try #require(Compositor(width: 600, height: 400))
        let whole = try #require(Compositor(width: 600, height: 400))
        banded.bandingThreshold = 1
        banded.processorCount = 4
        whole.bandingThreshold = .max
        banded.composite(tree)
        whole.composite(tree)
        #expect(banded.lastBandCount == 4)
        // 4 levels, as in `bandedAndWholeCompositesAgree`: a band's edge may round an
        // antialiased or filtered pixel a step or two differently.
        let comparison = GoldenImage.compare(
            try #require(banded.makeImage()), try #require(whole.makeImage()), tolerance: 4)
        #expect(comparison.differingPixels == 0, "\(comparison)")
    }

    /// A group casting a shadow of its alpha, magnified 2,500 times, is planned no denser than
    /// lets the shadow's blurred mask fit the area limit, and the shadow is drawn; the mask's
    /// margin is the blur's reach in pixels plus one, not plus a point (2,500 pixels here).
    @Test func aMagnifiedGroupStillCastsItsShadow() throws {
        let side: CGFloat = 0.02
        let square = node(3, CGRect(x: 0, y: 0, width: side, height: side), background: rgb(1, 0, 0))
        let group = node(2, CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side), sublayers: [square])
        {
            $0.shadow = RenderNode.Shadow(
                color: rgb(0, 0, 0), opacity: 1, offset: CGSize(width: 0.01, height: 0), radius: 0.004)
        } geometry: {
            $0.transform = CATransform3DScale(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 2_500, 2_500, 1)
        }
        let image = render(screen(100, 100, background: rgb(1, 1, 1), [group]), width: 100, height: 100)
        // The red square covers 25…75 both ways; turned a quarter, the shadow falls 25 pixels
        // below it, blurred by 5 pixels: black well inside it, white beside it.
        let inside = image.rgba(50, 90)
        #expect(inside.red < 8 && inside.green < 8 && inside.blue < 8, "\(inside)")
        let red = image.rgba(50, 50)
        #expect(red.red > 250 && red.green < 5, "\(red)")
        let beside = image.rgba(10, 90)
        #expect(beside.red > 250 && beside.green > 250, "\(beside)")
    }
}
