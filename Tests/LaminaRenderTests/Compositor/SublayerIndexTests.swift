import Foundation
import LaminaRender
import Testing
import UIKitTesting

/// Large sublayer lists: an evaluated node shares its committed node's sublayers and patches
/// what animates, and the spatial index finds exactly what the entry-by-entry test finds.
@Suite struct SublayerIndexTests {
    /// A 60 × 50 lattice of 8-point squares (3,000 sublayers, colours varying) on a white root,
    /// with one red square at `moverX` that slides right by 100 points a second when `animated`.
    private static func tree(animated: Bool, extra: (Int) -> RenderNode? = { _ in nil }) -> RenderNode {
        var sublayers: [RenderNode] = []
        for index in 0..<3_000 {
            let (column, row) = (index % 60, index / 60)
            let colour = rgb(CGFloat(column) / 60, CGFloat(row) / 50, 0.5)
            let frame = CGRect(x: CGFloat(column) * 10 + 1, y: CGFloat(row) * 9 + 1, width: 8, height: 8)
            sublayers.append(extra(index) ?? node(UInt(10 + index), frame, background: colour))
        }
        var mover = node(5, CGRect(x: 200, y: 200, width: 30, height: 30), background: testRed)
        if animated {
            let track = AnimationTrack(
                keyPath: "position.x", timing: MediaTiming(duration: 10),
                kind: .basic(from: .number(215), to: .number(1215), by: nil))
            mover = RenderNode(
                layerID: 5, geometry: mover.geometry, style: mover.style,
                animation: RenderNode.Animation(timing: nil, tracks: [track]))
        }
        sublayers.insert(mover, at: 1_234)
        return screen(620, 460, background: .white, sublayers)
    }

    @Test func evaluatingSharesTheCommittedSublayersAndPatchesTheAnimatedOne() throws {
        let root = Self.tree(animated: true)
        let evaluated = root.evaluated(at: 1)
        #expect(evaluated.sublayerList.store === root.sublayerList.store)
        #expect(evaluated.sublayerList.patches.map(\.index) == [1_234])
        let moved = evaluated.sublayerList[1_234]
        #expect(moved.layerID == 5 && moved.geometry.position.x == 315)
        #expect(evaluated.sublayerList[1_233] === root.sublayerList[1_233])
        #expect(evaluated.sublayers.count == 3_001 && evaluated.sublayers[1_234] === moved)
        #expect(root.animatesSubtree && !evaluated.animatesSubtree)
        // The evaluated root's extent covers the moved square.
        #expect(evaluated.extentInParent.contains(Box(moved.geometry.bounds.offsetBy(dx: 300, dy: 200))))
    }

    /// Frames of the sliding square composited from damage alone (the index answering after its
    /// first queries) match a fresh full repaint of the same tree, pixel for pixel.
    @Test func damagedFramesMatchFullRepaints() throws {
        let root = Self.tree(animated: true)
        let compositor = try #require(Compositor(width: 620, height: 460, clearColor: .white))
        compositor.composite(root.evaluated(at: 0))
        for step in 1...6 {
            let frame = root.evaluated(at: Double(step) * 0.13)
            let report = compositor.composite(frame)
            #expect(report.damageRects.count >= 1)
            #expect(report.pixelsComposited < 620 * 460 / 20)
            #expect(report.layersCulled > 2_900)
            let damaged = try #require(compositor.makeImage())
            let full = render(frame, width: 620, height: 460)
            #expect(
                GoldenImage.compare(damaged, full, tolerance: 0).maximumChannelDifference == 0,
                "frame \(step): damaged and full repaints differ")
        }
    }

    /// Sublayers the index cannot place (non-finite or very wide extents, hidden ones, a big
    /// translucent one) are still drawn or skipped exactly as entry by entry.
    @Test func unplaceableSublayersAreDrawnAsBefore() throws {
        let root = Self.tree(animated: true) { index in
            switch index {
            case 7:
                // A shadow of infinite radius: its extent is not finite.
                node(2, CGRect(x: 300, y: 100, width: 40, height: 40), background: testBlue) {
                    $0.shadow = RenderNode.Shadow(color: .black, opacity: 0.5, offset: .zero, radius: .infinity)
                }
            case 8: node(3, CGRect(x: 0, y: 0, width: 620, height: 460), background: rgb(0, 0.5, 0, 0.25))
            case 9:
                node(4, CGRect(x: 210, y: 190, width: 60, height: 60), background: testYellow) { $0.isHidden = true }
            default: nil
            }
        }
        let compositor = try #require(Compositor(width: 620, height: 460, clearColor: .white))
        compositor.composite(root.evaluated(at: 0))
        for step in 1...6 {
            let frame = root.evaluated(at: Double(step) * 0.05)
            compositor.composite(frame)
            let damaged = try #require(compositor.makeImage())
            #expect(
                GoldenImage.compare(damaged, render(frame, width: 620, height: 460), tolerance: 0)
                    .maximumChannelDifference == 0, "frame \(step)")
        }
    }

    /// Damage between two evaluations of one committed tree is the moved square's old and new
    /// places only, whatever the number of still sublayers.
    @Test func damageBetweenEvaluationsIsTheMovedSquare() throws {
        let root = Self.tree(animated: true)
        let compositor = try #require(Compositor(width: 620, height: 460, clearColor: .white))
        compositor.composite(root.evaluated(at: 1))
        let report = compositor.composite(root.evaluated(at: 1.05))
        // At 1 s the square spans x 300–330; 0.05 s later, 305–335.
        let union = report.damageRects.reduce(CGRect.null) { $0.union($1) }
        #expect(union == CGRect(x: 300, y: 200, width: 35, height: 30))
    }
}

extension SublayerIndexTests {
    /// The index's candidates for any box hold every sublayer whose extent intersects it or is
    /// not finite, ascending and without repeats.
    @Test func candidatesHoldEveryIntersectingSublayer() {
        var seed: UInt64 = 0x5EED
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var nodes: [RenderNode] = []
        for index in 0..<700 {
            let size = next() < 0.05 ? 300 * next() : 1 + 20 * next()
            let frame = CGRect(x: 800 * next() - 100, y: 600 * next() - 100, width: size, height: size * next())
            nodes.append(
                node(UInt(index + 2), frame, background: testBlue) { style in
                    if index % 97 == 0 {
                        style.shadow = RenderNode.Shadow(color: .black, opacity: 1, offset: .zero, radius: .infinity)
                    }
                    if index % 31 == 0 { style.isHidden = true }
                })
        }
        let list = node(1, CGRect(x: 0, y: 0, width: 600, height: 400), sublayers: nodes).sublayerList
        var answered = 0
        for query in 0..<400 {
            let (x, y) = (900 * next() - 150, 700 * next() - 150)
            let box = Box(x0: x, y0: y, x1: x + 80 * next(), y1: y + 80 * next())
            let expected = list.indices.filter {
                !list[$0].extentInParent.isFinite || list[$0].extentInParent.intersects(box)
            }
            guard let found = list.candidates(intersecting: box) else {
                #expect(query < 2, "the index answers after its first queries")
                continue
            }
            answered += 1
            #expect(found == Array(Set(found)).sorted())
            #expect(Set(expected).isSubset(of: Set(found)), "query \(query)")
        }
        #expect(answered >= 390)
    }
}
