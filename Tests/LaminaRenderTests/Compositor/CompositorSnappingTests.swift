import Foundation
import LaminaRender
import Testing
import UIKitTesting

@Suite struct CompositorSnappingTests {
    @Test func translatedContentsLandOnWholePixels() throws {
        let image = makeImage(width: 4, height: 4) { _, _ in (255, 0, 0, 255) }
        var contents = RenderNode.Contents(image: image)
        contents.gravity = .resize
        // Origin at (10.4, 10.4): snapped to (10, 10), so the edges stay crisp.
        let layer = node(2, CGRect(x: 10.4, y: 10.4, width: 4, height: 4), contents: contents)
        let compositor = try #require(Compositor(width: 24, height: 24))
        compositor.composite(screen(24, 24, [layer]))
        #expect(compositor.pixel(x: 10, y: 10) == (255, 0, 0, 255))
        #expect(compositor.pixel(x: 13, y: 13) == (255, 0, 0, 255))
        #expect(compositor.pixel(x: 14, y: 14) == (0, 0, 0, 0))
        #expect(compositor.pixel(x: 9, y: 10) == (0, 0, 0, 0))
    }
}
