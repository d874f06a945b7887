import Foundation
import LaminaRender
import Testing
import UIKitTesting

/// Group surfaces kept between composites: a group that only turns, moves or fades is
/// composited from its surface of the frame before, and looks exactly as a fresh one would.
@Suite struct GroupSurfaceCacheTests {
    /// A translucent container (a group) with 40 squares in it, turning through 30° over a
    /// second, on a white root.
    private static func turningContainer(fading: Bool = true) -> RenderNode {
        var squares: [RenderNode] = []
        for index in 0..<40 {
            let frame = CGRect(x: 4 + CGFloat(index % 8) * 19, y: 4 + CGFloat(index / 8) * 19, width: 15, height: 15)
            squares.append(node(UInt(100 + index), frame, background: rgb(CGFloat(index) / 40, 0.4, 0.7)))
        }
        let container = node(
            2, CGRect(x: 60, y: 50, width: 160, height: 100), background: testYellow, sublayers: squares
        ) {
            $0.opacity = fading ? 0.8 : 1
            $0.masksToBounds = true
        }
        let turn = AnimationTrack(
            keyPath: "transform.rotation.z", timing: MediaTiming(duration: 1),
            kind: .basic(from: .number(0), to: .number(Double.pi / 6), by: nil))
        let animated = RenderNode(
            layerID: 2, geometry: container.geometry, style: container.style, sublayers: container.sublayers,
            animation: RenderNode.Animation(timing: nil, tracks: [turn]))
        return screen(280, 200, background: .white, [animated])
    }

    /// Frames composited with kept surfaces match, pixel for pixel, the same frames composited
    /// (with the same damage) by a compositor that paints every group afresh.
    @Test func turningGroupsAreReusedAndMatchFreshOnes() throws {
        let root = Self.turningContainer()
        let keeping = try #require(Compositor(width: 280, height: 200, clearColor: .white))
        let painting = try #require(Compositor(width: 280, height: 200, clearColor: .white))
        let first = keeping.composite(root.evaluated(at: 0.1))
        painting.composite(root.evaluated(at: 0.1))
        #expect(first.offscreenGroups == 1 && first.reusedGroups == 0)
        for step in 2...6 {
            let frame = root.evaluated(at: Double(step) * 0.1)
            let report = keeping.composite(frame)
            painting.groupCache.removeAll()
            let painted = painting.composite(frame)
            #expect(report.offscreenGroups == 1 && report.reusedGroups == 1, "frame \(step)")
            #expect(painted.reusedGroups == 0 && painted.damageRects == report.damageRects)
            let kept = try #require(keeping.makeImage())
            #expect(
                try GoldenImage.compare(kept, #require(painting.makeImage()), tolerance: 0).maximumChannelDifference
                    == 0, "frame \(step)")
        }
        #expect(keeping.groupCache.count == 1)
    }

    /// A turning group that casts a shadow of its composited alpha keeps the blurred shadow with
    /// its surface: later frames neither repaint the group nor blur the shadow again, and look
    /// exactly as frames painted afresh. A new radius blurs afresh.
    @Test func keptGroupsKeepTheirBlurredShadows() throws {
        func shadowed(radius: CGFloat) -> RenderNode {
            let root = Self.turningContainer()
            let container = root.sublayers[0]
            var style = container.style
            style.masksToBounds = false
            style.shadow = RenderNode.Shadow(
                color: .black, opacity: 0.6, offset: CGSize(width: 4, height: 6), radius: radius)
            let casting = RenderNode(
                layerID: 2, geometry: container.geometry, style: style, sublayers: container.sublayers,
                animation: container.animation)
            return changed(root, sublayers: [casting])
        }
        let root = shadowed(radius: 6)
        let keeping = try #require(Compositor(width: 280, height: 200, clearColor: .white))
        let painting = try #require(Compositor(width: 280, height: 200, clearColor: .white))
        #expect(keeping.composite(root.evaluated(at: 0.1)).reusedShadows == 0)
        painting.composite(root.evaluated(at: 0.1))
        for step in 2...4 {
            let frame = root.evaluated(at: Double(step) * 0.1)
            let report = keeping.composite(frame)
            painting.groupCache.removeAll()
            let painted = painting.composite(frame)
            #expect(report.reusedGroups == 1 && report.reusedShadows == 1, "frame \(step)")
            #expect(painted.reusedShadows == 0)
            let kept = try #require(keeping.makeImage())
            #expect(
                try GoldenImage.compare(kept, #require(painting.makeImage()), tolerance: 0).maximumChannelDifference
                    == 0, "frame \(step)")
        }
        #expect(keeping.groupCache.shadowCount == 1)
        let wider = keeping.composite(shadowed(radius: 9).evaluated(at: 0.5))
        #expect(wider.reusedShadows == 0)
    }

    /// A change inside the group (a new committed tree) paints it afresh; a frame that draws no
    /// group drops the kept surface.
    @Test func changedContentIsPaintedAfreshAndUnusedSurfacesAreDropped() throws {
        let root = Self.turningContainer()
        let compositor = try #require(Compositor(width: 280, height: 200, clearColor: .white))
        compositor.composite(root.evaluated(at: 0.1))
        let container = root.sublayers[0]
        var recoloured = container.sublayers
        recoloured[3] = changed(recoloured[3]) { $0.backgroundColor = testRed }
        let edited = RenderNode(
            layerID: 2, geometry: container.geometry, style: container.style, sublayers: recoloured,
            animation: container.animation)
        let newRoot = changed(root, sublayers: [edited])
        let report = compositor.composite(newRoot.evaluated(at: 0.2))
        #expect(report.offscreenGroups == 1 && report.reusedGroups == 0)
        let plain = changed(
            root, sublayers: [node(3, CGRect(x: 10, y: 10, width: 20, height: 20), background: testBlue)])
        compositor.composite(plain)
        #expect(compositor.groupCache.count == 0)
    }
}
