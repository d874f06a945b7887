import Foundation
import LaminaRender
import Testing
import UIKitTesting

/// Tinted and additive layers that show only contents (an emitter's particles) are drawn without
/// an offscreen group, and look as the group would.
@Suite struct TintedLeafTests {
    /// A 2 × 2 picture: orange, blue, white and a half-transparent grey.
    private static let picture = makeImage(width: 2, height: 2) { x, y in
        switch (x, y) {
        case (0, 0): (200, 100, 50, 255)
        case (1, 0): (0, 0, 255, 255)
        case (0, 1): (255, 255, 255, 255)
        default: (100, 100, 100, 128)
        }
    }

    /// A leaf showing `image` in `frame`, tinted (0.5, 1, 0.25), at half opacity, added to what
    /// is under it; `masked` gives it a mask reaching past its edges, which forces a group and
    /// changes nothing.
    private static func particle(
        _ frame: CGRect, image: CGImage = picture, masked: Bool = false, filter: CALayerContentsFilter = .nearest,
        turn: CGFloat = 0, additive: Bool = true
    ) -> RenderNode {
        var contents = RenderNode.Contents(image: image)
        contents.magnificationFilter = filter
        contents.minificationFilter = filter
        let cover = CGRect(origin: .zero, size: frame.size).insetBy(dx: -2, dy: -2)
        let mask = masked ? node(9, cover, background: .white) : nil
        return node(2, frame, contents: contents, mask: mask) {
            $0.tint = RenderNode.Tint(red: 0.5, green: 1, blue: 0.25)
            $0.opacity = 0.5
            $0.blendsAdditively = additive
        } geometry: {
            $0.transform = CATransform3DMakeRotation(turn, 0, 0, 1)
        }
    }

    /// Each quadrant of the picture, magnified ten times onto grey (51 a channel), is tinted and
    /// drawn at half opacity: added to the grey, or over it. A tinted leaf that is not additive
    /// takes no group; an additive one keeps its own, and the screen holding it is one too.
    @Test(arguments: [true, false]) func aTintedLeafShowsItsTintedPixels(additive: Bool) throws {
        let leaf = Self.particle(CGRect(x: 10, y: 5, width: 20, height: 20), additive: additive)
        let root = screen(40, 30, background: rgb(0.2, 0.2, 0.2), [leaf])
        let compositor = try #require(Compositor(width: 40, height: 30, clearColor: .white))
        #expect(compositor.composite(root).offscreenGroups == (additive ? 2 : 0))
        let image = try #require(compositor.makeImage())
        let tint = [128.0 / 255, 1, 64.0 / 255]  // 0.5, 1 and 0.25, as bytes
        /// Checks the pixel at (x, y) against premultiplied `colour` of `alpha` tinted and drawn
        /// at half opacity onto 51.
        func expect(_ x: Int, _ y: Int, _ colour: [Double], alpha: Double) {
            let under = additive ? 51 : 51 * (1 - alpha / 255 / 2)
            let expected = (0..<3).map { under + colour[$0] * tint[$0] / 2 }
            let p = image.rgba(x, y)
            let actual = [Double(p.red), Double(p.green), Double(p.blue)]
            #expect(
                (0..<3).allSatisfy { abs(actual[$0] - expected[$0]) <= 1.5 } && p.alpha == 255,
                "(\(x), \(y)) is \(p), not \(expected)")
        }
        expect(15, 10, [200, 100, 50], alpha: 255)
        expect(25, 10, [0, 0, 255], alpha: 255)
        expect(15, 20, [255, 255, 255], alpha: 255)
        expect(25, 20, [50, 50, 50], alpha: 128)  // grey 100 at half alpha, premultiplied
        expect(5, 10, [0, 0, 0], alpha: 0)  // beside it, untouched
    }

    /// The same leaves drawn through a group whose mask multiplies the group (a covering mask:
    /// it changes nothing else) look the same, upright and turned, magnified and shrunk, within
    /// 2 a channel (the tint rounds at another stage) and, turned, 24 at sharp edges (the group
    /// is filtered twice, blurring them).
    @Test func leavesDrawnWithoutAGroupMatchTheGroup() throws {
        // The last two show a 12 × 8 picture turned at 4/3 of its size, added and not: the
        // affine resampler draws the tinted copy of the one not added, which takes no group.
        let cases: [(CGRect, CALayerContentsFilter, CGFloat, CGImage, Bool)] = [
            (CGRect(x: 10, y: 5, width: 20, height: 20), .nearest, 0, Self.picture, true),
            (CGRect(x: 8, y: 6, width: 24, height: 18), .linear, 0, Self.picture, true),
            (CGRect(x: 12, y: 8, width: 16, height: 14), .linear, 0.3, Self.picture, true),
            (CGRect(x: 19, y: 14, width: 2, height: 1), .linear, 0, Self.picture, true),
            (CGRect(x: 12, y: 9, width: 16, height: 12), .linear, 0.3, quadrantImage(), true),
            (CGRect(x: 12, y: 9, width: 16, height: 12), .linear, 0.3, quadrantImage(), false),
        ]
        for (frame, filter, turn, image, additive) in cases {
            func leaf(masked: Bool) -> RenderNode {
                Self.particle(frame, image: image, masked: masked, filter: filter, turn: turn, additive: additive)
            }
            let direct = screen(40, 30, background: rgb(0.2, 0.3, 0.4), [leaf(masked: false)])
            let grouped = screen(40, 30, background: rgb(0.2, 0.3, 0.4), [leaf(masked: true)])
            let a = try #require(Compositor(width: 40, height: 30, clearColor: .white))
            let b = try #require(Compositor(width: 40, height: 30, clearColor: .white))
            // A screen holding an additive layer is a group itself, and an additive leaf is one.
            #expect(a.composite(direct).offscreenGroups == (additive ? 2 : 0))
            #expect(b.composite(grouped).offscreenGroups == (additive ? 2 : 1))
            let comparison = GoldenImage.compare(
                try #require(a.makeImage()), try #require(b.makeImage()), tolerance: turn == 0 ? 2 : 24)
            #expect(comparison.differingPixels == 0, "\(frame), turned \(turn): \(comparison)")
        }
    }

    /// A large picture shown small costs more to tint whole than its group does: it keeps the
    /// group, tinted after drawing, and looks as the tinted picture drawn without one. A leaf
    /// with anything else to draw (a background) keeps its group too.
    @Test func aLargePictureShownSmallOrABackgroundKeepsTheGroup() throws {
        let large = makeImage(width: 256, height: 256) { x, y in (UInt8(x), UInt8(y), 160, 255) }
        let small = screen(
            40, 30, [Self.particle(CGRect(x: 10, y: 10, width: 8, height: 8), image: large, additive: false)])
        let compositor = try #require(Compositor(width: 40, height: 30, clearColor: .white))
        #expect(compositor.composite(small).offscreenGroups == 1)
        // Pixel (14, 14) samples the picture near (144, 144): red 144 × 0.5, green 144 and blue
        // 160 × 0.25, at half opacity over white.
        let p = try #require(compositor.makeImage()).rgba(14, 14)
        let half = 127.5
        let expected: [Double] = [half + 144 * 128 / 510, half + 144 / 2, half + 160 * 64 / 510]
        let actual = [Double(p.red), Double(p.green), Double(p.blue)]
        #expect((0..<3).allSatisfy { abs(actual[$0] - expected[$0]) <= 2 }, "\(p), not \(expected)")
        let backed = changed(Self.particle(CGRect(x: 10, y: 5, width: 20, height: 20), additive: false)) {
            $0.backgroundColor = rgb(0, 0.5, 0)
        }
        let other = try #require(Compositor(width: 40, height: 30, clearColor: .white))
        #expect(other.composite(screen(40, 30, [backed])).offscreenGroups == 1)
    }
}
