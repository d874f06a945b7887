import Foundation
import LaminaRender
import Testing
import UIKitTesting

/// A group that casts a shadow of its composited alpha is rendered where it shows and where
/// its shadow can fall into view: the view, and the view moved back by the shadow's offset and
/// widened by its blur.
@Suite struct GroupShadowWindowTests {
    /// A black-shadowed yellow layer (a group: its shadow follows its alpha) at `frame`, stretched
    /// by `stretch` and turned by `turn`, casting its shadow `offset` away (in its own space)
    /// with `radius`.
    private static func caster(
        _ frame: CGRect, offset: CGSize, radius: CGFloat = 0, turn: CGFloat = 0, stretch: (CGFloat, CGFloat) = (1, 1)
    ) -> RenderNode {
        node(2, frame, background: testYellow) {
            $0.shadow = RenderNode.Shadow(color: .black, opacity: 1, offset: offset, radius: radius)
        } geometry: {
            $0.transform = CATransform3DScale(CATransform3DMakeRotation(turn, 0, 0, 1), stretch.0, stretch.1, 1)
        }
    }

    /// Shadows cast onto a 100 × 40 screen by layers wholly off it — to the left, to the right,
    /// and above it turned a quarter, which turns the offset with it — land where they should.
    @Test func shadowsOfContentOffTheScreenLandOnIt() throws {
        let cases: [(RenderNode, shadow: (Int, Int), clear: (Int, Int))] = [
            (
                Self.caster(CGRect(x: -60, y: 10, width: 40, height: 20), offset: CGSize(width: 70, height: 0)),
                (30, 20), (60, 20)
            ),
            (
                Self.caster(CGRect(x: 120, y: 10, width: 40, height: 20), offset: CGSize(width: -70, height: 0)),
                (70, 20), (40, 20)
            ),
            // Centred at (50, -40) and turned a quarter, it spans y from -60 to -20; its offset,
            // 70 along its own x, moves the shadow 70 down the screen, to y 10 to 50.
            (
                Self.caster(
                    CGRect(x: 30, y: -50, width: 40, height: 20), offset: CGSize(width: 70, height: 0), radius: 2,
                    turn: .pi / 2), (50, 25), (75, 25)
            ),
            // 100 × 800 centred at (-220, 20), stretched 4 times across and a quarter down: 400
            // × 200 on screen, x from -420 to -20, too large to be rendered whole. Its offset, 110
            // along its own x, is 440 on screen, casting onto x 20 to 420. (The reach once used,
            // offset and blur unstretched, was 111: it rendered x from -113 on, whose shadow
            // fell past the screen.)
            (
                Self.caster(
                    CGRect(x: -270, y: -380, width: 100, height: 800), offset: CGSize(width: 110, height: 0),
                    stretch: (4, 0.25)), (50, 20), (10, 20)
            ),
        ]
        for (layer, shadow, clear) in cases {
            let image = render(screen(100, 40, background: .white, [layer]), width: 100, height: 40)
            #expect(image.rgba(shadow.0, shadow.1) == PixelRGBA(0, 0, 0, 255))
            #expect(image.rgba(clear.0, clear.1) == PixelRGBA(255, 255, 255, 255))
        }
    }

    /// A group far larger than the screen, casting its shadow 40 down and right with a blur
    /// reaching 16 (radius 10), is rendered over the screen widened by 2 and, to the left and up,
    /// by the offset and the reach and 2: 160 × 100 pixels — not the screen widened every way
    /// by both (296 × 236, four times as many).
    @Test func onlyTheContentWhoseShadowCanShowIsRendered() throws {
        let wide = Self.caster(
            CGRect(x: -400, y: -400, width: 900, height: 900), offset: CGSize(width: 40, height: 40), radius: 10)
        let compositor = try #require(Compositor(width: 100, height: 40, clearColor: .white))
        let report = compositor.composite(screen(100, 40, [wide]))
        #expect(report.damageRects == [CGRect(x: 0, y: 0, width: 100, height: 40)])
        #expect(report.offscreenGroups == 1)
        #expect(report.offscreenPixels == 160 * 100)
        // The layer covers the screen, over its own shadow: yellow (0.95, 0.8, 0.1).
        let image = try #require(compositor.makeImage())
        let p = image.rgba(50, 20)
        #expect(abs(Int(p.red) - 242) <= 1 && p.green == 204 && abs(Int(p.blue) - 26) <= 1 && p.alpha == 255, "\(p)")
    }
}
