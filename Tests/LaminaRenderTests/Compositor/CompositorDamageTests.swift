import Foundation
import Testing
import UIKitTesting

@testable import LaminaRender

/// Damage tracking, culling and the debug overlays.
@Suite struct CompositorDamageTests {
    /// A root with an opaque background, two containers, and leaves in the first.
    private func tree(leafX: CGFloat = 10, leafColor: CGColor = testRed, hidden: Bool = false) -> RenderNode {
        let leaves = [
            node(20, CGRect(x: leafX, y: 10, width: 10, height: 10), background: leafColor) { $0.isHidden = hidden },
            node(21, CGRect(x: 40, y: 10, width: 10, height: 10), background: testGreen),
        ]
        return node(
            1, CGRect(x: 0, y: 0, width: 200, height: 100), background: .white,
            sublayers: [
                node(10, CGRect(x: 0, y: 0, width: 100, height: 100), background: testBlue, sublayers: leaves) {
                    $0.masksToBounds = true
                },
                node(11, CGRect(x: 100, y: 0, width: 100, height: 100), background: testYellow),
            ])
    }

    private func compositor() -> Compositor { Compositor(width: 200, height: 100, clearColor: .white)! }

    @Test func firstFrameDamagesEverythingAndIdenticalFrameNothing() {
        let c = compositor()
        let root = tree()
        let first = c.composite(root)
        #expect(first.damageRects == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(first.pixelsComposited == 20_000)
        let second = c.composite(root)
        #expect(second.pixelsComposited == 0 && second.damageRects.isEmpty && second.layersPainted == 0)
    }

    @Test func movingOneLayerDamagesItsOldAndNewRects() {
        let c = compositor()
        c.composite(tree())
        let old = tree()
        // Rebuild only the path, as a commit would: the untouched container is the same object.
        let moved = changed(old.sublayers[0].sublayers[0], geometry: { $0.position.x += 5 })
        let container = changed(old.sublayers[0], sublayers: [moved, old.sublayers[0].sublayers[1]])
        c.composite(old)
        let frame = c.composite(changed(old, sublayers: [container, old.sublayers[1]]))
        // Old 10…20 and new 15…25 overlap, so they merge into one rect.
        #expect(frame.damageRects == [CGRect(x: 10, y: 10, width: 15, height: 10)])
        #expect(frame.pixelsComposited == 150)
        #expect(c.pixel(x: 12, y: 12) == (38, 76, 230, 255))  // uncovered: container blue
        #expect(c.pixel(x: 22, y: 12) == (230, 38, 38, 255))
        // The container covers the rect: the root is hidden under it; the yellow sibling is culled
        // for being outside, the green leaf too.
        #expect(frame.layersCulled == 2)
        #expect(frame.layersPainted == 3)  // root (own drawing skipped), container, leaf
    }

    @Test func distantMovesKeepSeparateRects() {
        let c = compositor()
        let old = tree()
        c.composite(old)
        let moved = changed(old.sublayers[0].sublayers[0], geometry: { $0.position.x += 50 })
        let container = changed(old.sublayers[0], sublayers: [moved, old.sublayers[0].sublayers[1]])
        let frame = c.composite(changed(old, sublayers: [container, old.sublayers[1]]))
        #expect(Set(frame.damageRects.map { $0.origin.x }) == [10, 60])
        #expect(frame.pixelsComposited == 200)
    }

    @Test func colourChangeDeepInTheTreeDamagesOnlyThatLayer() {
        let c = compositor()
        let old = tree()
        c.composite(old)
        let recoloured = changed(old.sublayers[0].sublayers[1]) { $0.backgroundColor = testRed }
        let container = changed(old.sublayers[0], sublayers: [old.sublayers[0].sublayers[0], recoloured])
        let frame = c.composite(changed(old, sublayers: [container, old.sublayers[1]]))
        #expect(frame.damageRects == [CGRect(x: 40, y: 10, width: 10, height: 10)])
        #expect(c.pixel(x: 45, y: 15) == (230, 38, 38, 255))
    }

    @Test func hiddenToVisibleDamagesTheLayer() {
        let c = compositor()
        c.composite(tree(hidden: true))
        #expect(c.pixel(x: 15, y: 15) == (38, 76, 230, 255))
        let frame = c.composite(tree(hidden: false))
        #expect(frame.damageRects.contains(CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(c.pixel(x: 15, y: 15) == (230, 38, 38, 255))
    }

    @Test func incrementalFramesMatchAFullRepaint() {
        let c = compositor()
        c.composite(tree())
        c.composite(tree(leafX: 70, leafColor: testYellow))
        let incremental = c.makeImage()!
        let full = render(tree(leafX: 70, leafColor: testYellow), width: 200, height: 100)
        #expect(GoldenImage.compare(incremental, full, tolerance: 0).differingPixels == 0)
    }

    @Test func opaqueLayersCullWhatIsBeneath() {
        let c = compositor()
        // A full-screen opaque layer on top hides the whole tree below it.
        let cover = node(99, CGRect(x: 0, y: 0, width: 200, height: 100), background: testGreen)
        let root = tree()
        let frame = c.composite(changed(root, sublayers: root.sublayers + [cover]))
        #expect(frame.layersCulled == 2)
        #expect(frame.layersPainted == 2)  // the root (its own drawing skipped) and the cover
        #expect(c.pixel(x: 150, y: 50) == (38, 179, 76, 255))
    }

    @Test func flashDamageTintsAndDoesNotStick() {
        let c = compositor()
        c.debugOptions = .flashRecompositedRegions
        let root = tree()
        c.composite(root)
        let flashed = c.pixel(x: 150, y: 50)
        // The leaf (243, 204, 25) under 35 % red.
        #expect(flashed == (247, 133, 16, 255))
        let next = c.composite(root)
        #expect(next.pixelsComposited == 20_000)  // repaints the flashed region
        c.debugOptions = []
        c.composite(root)
        #expect(c.pixel(x: 150, y: 50) == (243, 204, 25, 255))
    }

    @Test func tintBlendingMarksTranslucentLayersRed() {
        let c = compositor()
        c.debugOptions = .tintBlendedLayers
        let root = node(
            1, CGRect(x: 0, y: 0, width: 200, height: 100), background: .white,
            sublayers: [
                node(2, CGRect(x: 0, y: 0, width: 50, height: 50), background: rgb(0, 0, 1, 0.5))
            ])
        c.composite(root)
        let blended = c.pixel(x: 25, y: 25)
        let opaque = c.pixel(x: 150, y: 75)
        // Half-transparent blue over white, tinted red; the opaque white root tinted green.
        #expect(blended == (138, 89, 152, 255))
        #expect(opaque == (179, 255, 179, 255))
    }

    @Test func gravityNamesFollowTheLayerYAxis() {
        let bounds = Box(x0: 0, y0: 0, x1: 40, y1: 30)
        #expect(PaintSession.place((10, 8), in: bounds, gravity: .topRight) == Box(x0: 30, y0: 22, x1: 40, y1: 30))
        #expect(PaintSession.place((10, 8), in: bounds, gravity: .bottomLeft) == Box(x0: 0, y0: 0, x1: 10, y1: 8))
        #expect(PaintSession.place((10, 8), in: bounds, gravity: .top) == Box(x0: 15, y0: 22, x1: 25, y1: 30))
        #expect(PaintSession.place((10, 10), in: bounds, gravity: .resizeAspect) == Box(x0: 5, y0: 0, x1: 35, y1: 30))
    }
}
