import Foundation
import LaminaRender
import Testing
import UIKitTesting

/// Nodes with impossible numbers are skipped; they never crash and never spoil other pixels.
@Suite struct CompositorBadInputTests {
    private func bad(_ id: UInt, _ change: (inout RenderNode.Geometry, inout RenderNode.Style) -> Void) -> RenderNode {
        var g = RenderNode.Geometry(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 30, y: 30))
        var s = RenderNode.Style()
        s.backgroundColor = testRed
        s.opacity = 0.8
        s.shadow = RenderNode.Shadow(color: .black, opacity: 1, offset: .zero, radius: 3)
        change(&g, &s)
        return RenderNode(
            layerID: id, geometry: g, style: s,
            sublayers: [node(id + 1000, CGRect(x: 0, y: 0, width: 5, height: 5), background: testGreen)])
    }

    @Test func nonFiniteNumbersSkipTheNodeAndLeaveTheRestIntact() {
        var transform = CATransform3DIdentity
        transform.m34 = .nan
        var huge = CATransform3DIdentity
        huge.m11 = 1e300
        huge.m22 = 1e300
        var behind = CATransform3DMakeTranslation(0, 0, 400)
        behind.m34 = -1.0 / 100
        let cases: [RenderNode] = [
            bad(10) { g, _ in g.position.x = .nan },
            bad(11) { g, _ in g.bounds.size.width = .infinity },
            bad(12) { _, s in s.opacity = .nan },
            bad(13) { g, _ in g.transform = transform },
            bad(14) { g, _ in g.anchorPoint.y = -.infinity },
            bad(15) { g, _ in g.transform = huge },
            bad(16) { g, _ in g.bounds = CGRect(x: -1e15, y: -1e15, width: 2e15, height: 2e15) },
            bad(17) { g, s in
                g.bounds = CGRect(x: 0, y: 0, width: 1e9, height: 1e9)
                s.cornerRadius = 1e8
                s.borderWidth = 1e7
            },
            bad(18) { g, _ in g.sublayerTransform = behind },
            bad(19) { g, _ in g.transform = behind },
            bad(20) { g, _ in g.transform = CATransform3DMakeScale(0, 0, 1) },
            bad(21) { _, s in s.shadow?.radius = .infinity },
            bad(22) { g, _ in g.zPosition = .nan },
            bad(23) { _, s in s.opacity = .infinity },
        ]
        let marker = node(2, CGRect(x: 70, y: 0, width: 10, height: 10), background: testBlue)
        for layer in cases {
            let compositor = Compositor(width: 80, height: 60, clearColor: .white)!
            compositor.composite(screen(80, 60, [layer, marker]))
            // Later layers still draw, and the frame is not poisoned for the next one.
            #expect(compositor.pixel(x: 75, y: 5) == (38, 76, 230, 255), "layer \(layer.layerID)")
            compositor.composite(screen(80, 60, [marker]))
            #expect(compositor.pixel(x: 75, y: 5) == (38, 76, 230, 255), "layer \(layer.layerID)")
            #expect(compositor.pixel(x: 30, y: 30) == (255, 255, 255, 255), "layer \(layer.layerID)")
        }
    }

    /// A transform whose entries are finite but whose determinant overflows (a scale of 10¹⁵⁵
    /// on both axes) is one cairo refuses: it used to put the frame's cairo context in an error
    /// state, so every later layer of the frame drew nothing (found by FuzzGeometry, through
    /// the solid patterns cairo allocates, and never frees, for a context in error).
    @Test func transformsWhoseDeterminantOverflowsLeaveLaterLayersDrawing() {
        let image = makeImage(width: 4, height: 4) { _, _ in (200, 30, 30, 255) }
        let styles: [(String, (inout RenderNode.Geometry, inout RenderNode.Style) -> Void)] = [
            ("plain", { _, _ in }),
            ("group", { _, s in s.opacity = 0.5 }),
            ("shadow", { _, s in s.shadow = RenderNode.Shadow(color: .black, opacity: 1, offset: .zero, radius: 3) }),
            ("border", { _, s in s.borderWidth = 2 }),
            ("rounded", { _, s in s.cornerRadius = 4 }),
        ]
        for scale: CGFloat in [1e155, 1e200, 1e300] {
            for (name, change) in styles {
                var g = RenderNode.Geometry(
                    bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 30, y: 30))
                g.transform = CATransform3DMakeScale(scale, scale, 1)
                var s = RenderNode.Style()
                s.backgroundColor = testRed
                change(&g, &s)
                let huge = RenderNode(
                    layerID: 10, geometry: g, style: s, contents: RenderNode.Contents(image: image),
                    sublayers: [node(11, CGRect(x: 0, y: 0, width: 5, height: 5), background: testGreen)])
                let marker = node(2, CGRect(x: 70, y: 0, width: 10, height: 10), background: testBlue)
                let compositor = Compositor(width: 80, height: 60, clearColor: .white)!
                compositor.composite(screen(80, 60, [huge, marker]))
                #expect(compositor.pixel(x: 75, y: 5) == (38, 76, 230, 255), "\(name) at \(scale)")
            }
        }
    }

    /// An image minified past 32,767 of its pixels to a device pixel (400 pixels in a 40-point
    /// layer scaled by 10⁻⁴ or 10⁻⁵, as a view animated from a tiny scale starts) is beyond
    /// pixman's 16.16 fixed point: cairo failed the fill and left the band's context in its error
    /// state, so later layers did not draw. Such contents, a speck, are skipped.
    @Test func imagesMinifiedPastFixedPointLeaveLaterLayersDrawing() {
        let image = makeImage(width: 400, height: 400) { _, _ in (200, 30, 30, 255) }
        for scale: CGFloat in [1e-3, 1e-4, 1e-5] {
            for angle: CGFloat in [0, 0.3] {
                let tiny = node(
                    10, CGRect(x: 10, y: 10, width: 40, height: 40), contents: RenderNode.Contents(image: image),
                    geometry: { g in
                        g.transform = CATransform3DScale(CATransform3DMakeRotation(angle, 0, 0, 1), scale, scale, 1)
                    })
                let marker = node(2, CGRect(x: 70, y: 0, width: 10, height: 10), background: testBlue)
                let compositor = Compositor(width: 80, height: 60, clearColor: .white)!
                compositor.composite(screen(80, 60, [tiny, marker]))
                #expect(compositor.pixel(x: 75, y: 5) == (38, 76, 230, 255), "scale \(scale), angle \(angle)")
            }
        }
    }

    /// `LAMINA_MAX_OFFSCREEN_PIXELS` may lower the offscreen area cap, never raise it; anything
    /// else leaves 4,096².
    @Test func theOffscreenCapCanBeLoweredByTheEnvironment() {
        #expect(LayerPainter.offscreenLimit(nil) == 4096 * 4096)
        #expect(LayerPainter.offscreenLimit("262144") == 262_144)
        #expect(LayerPainter.offscreenLimit(" 1 ") == 1)
        for unusable in ["0", "-1", "16777217", "5e5", "", "many"] {
            #expect(LayerPainter.offscreenLimit(unusable) == 4096 * 4096, "\(unusable)")
        }
    }

    @Test func renderInContextSurvivesBadNodes() {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = CGContext(
            data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        let root = node(
            1, CGRect(x: 0, y: 0, width: 40, height: 40), background: testBlue,
            sublayers: [
                bad(10) { g, _ in g.position.x = .nan }
            ])
        LayerPainter.paint(root, in: context)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(context.makeImage()!.rgba(20, 20) == PixelRGBA(38, 76, 230, 255))
        #expect(context.makeImage()!.rgba(0, 39) == PixelRGBA(0, 0, 0, 255))
    }

    /// Shadows of composited alpha with blur radii past any surface (found by FuzzGeometry: the
    /// margin trapped converting to an Int) draw no shadow; the layer itself still draws.
    @Test func shadowsWiderThanAnySurfaceAreSkipped() throws {
        for radius: CGFloat in [1e6, 1e300, .greatestFiniteMagnitude] {
            let child = node(3, CGRect(x: 2, y: 2, width: 6, height: 6), background: testRed)
            let casting = node(2, CGRect(x: 10, y: 10, width: 10, height: 10), sublayers: [child]) {
                $0.shadow = RenderNode.Shadow(color: .black, opacity: 1, offset: .zero, radius: radius)
            }
            let compositor = try #require(Compositor(width: 40, height: 40, clearColor: .white))
            compositor.composite(screen(40, 40, background: .white, [casting]))
            #expect(compositor.pixel(x: 15, y: 15) == (230, 38, 38, 255), "radius \(radius)")
            #expect(compositor.pixel(x: 5, y: 5) == (255, 255, 255, 255), "radius \(radius)")
        }
    }

    /// FuzzGeometry: a turned group whose huge shadow widened its window held a sublayer 10²⁰⁰
    /// points long and 10⁻²⁰⁰ tall: the region had a tiny area, but whole pixels made it 10²⁰⁰
    /// wide and converting that to an Int trapped. The group is skipped; the rest still draws.
    @Test func hairThinHugeGroupsAreSkipped() throws {
        let hair = node(3, CGRect(x: 0, y: 0, width: 1e200, height: 1e-200), background: testRed)
        let turned = node(2, CGRect(x: 10, y: 10, width: 10, height: 10), background: testRed, sublayers: [hair]) {
            $0.shadow = RenderNode.Shadow(color: .black, opacity: 1, offset: .zero, radius: 1e300)
        } geometry: {
            $0.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        }
        let compositor = try #require(Compositor(width: 40, height: 40, clearColor: .white))
        compositor.composite(
            screen(
                40, 40, background: .white,
                [turned, node(4, CGRect(x: 30, y: 30, width: 5, height: 5), background: testRed)]))
        #expect(compositor.pixel(x: 32, y: 32) == (230, 38, 38, 255))
    }
}
