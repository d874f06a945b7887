import Foundation
import LaminaRender
import Testing
import UIKitTesting

/// Contents placed outside the bounds (aspect fill, pinned contents larger than the layer) count
/// in the layer's extent, so moving the layer repaints where they were.
@Suite struct CompositorOverflowTests {
    @Test func aspectFillOverflowIsPaintedAndRepaintedWhenMoved() throws {
        let image = makeImage(width: 20, height: 10) { _, _ in (255, 0, 0, 255) }
        var contents = RenderNode.Contents(image: image)
        contents.gravity = .resizeAspectFill
        // Bounds 10×10 at (20, 20): the 2:1 image fills it at 20×10, overflowing 5 points each side.
        let first = node(2, CGRect(x: 20, y: 20, width: 10, height: 10), contents: contents)
        let compositor = try #require(Compositor(width: 60, height: 60))
        compositor.composite(screen(60, 60, [first]))
        #expect(compositor.pixel(x: 16, y: 25) == (255, 0, 0, 255))
        #expect(compositor.pixel(x: 33, y: 25) == (255, 0, 0, 255))
        #expect(compositor.pixel(x: 14, y: 25) == (0, 0, 0, 0))

        let moved = changed(first, geometry: { $0.position.y += 20 })
        let frame = compositor.composite(screen(60, 60, [moved]))
        #expect(compositor.pixel(x: 16, y: 25) == (0, 0, 0, 0))
        #expect(compositor.pixel(x: 16, y: 45) == (255, 0, 0, 255))
        // Old and new extents: 20×10 each.
        #expect(frame.pixelsComposited == 400)
    }
}
