import Testing
import UIKit
import UIKitTesting

@Suite struct RendererSmokeTests {
    @Test func fillInUIKitCoordinatesLandsTopLeft() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let cg = try #require(image.cgImage)
        #expect(cg.pixel(x: 0, y: 0) == PixelRGBA(255, 0, 0, 255))
        #expect(cg.pixel(x: 4, y: 4) == PixelRGBA(255, 0, 0, 255))
        #expect(cg.pixel(x: 5, y: 5) == PixelRGBA(0, 0, 0, 0))
        #expect(cg.pixel(x: 0, y: 9) == PixelRGBA(0, 0, 0, 0))
    }

    @Test func shadowFallsBelowInUIKitContexts() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20))
        let image = renderer.image { context in
            context.cgContext.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: UIColor.blue.cgColor)
            UIColor.red.setFill()
            context.fill(CGRect(x: 5, y: 2, width: 10, height: 4))
        }
        let cg = try #require(image.cgImage)
        #expect(cg.pixel(x: 10, y: 3) == PixelRGBA(255, 0, 0, 255))
        #expect(cg.pixel(x: 10, y: 9) == PixelRGBA(0, 0, 255, 255))
        #expect(cg.pixel(x: 10, y: 1) == PixelRGBA(0, 0, 0, 0))
    }
}
