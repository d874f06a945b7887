import Foundation
import QuartzCore
import Testing
import UIKitTesting

@Suite struct CompositorBasicsTests {
    @Test func paintsBackgroundsAndSublayersInOrder() {
        let root = screen(
            40, 30, background: .white,
            [
                node(2, CGRect(x: 5, y: 5, width: 20, height: 10), background: testRed),
                node(3, CGRect(x: 15, y: 10, width: 20, height: 10), background: testBlue),
            ])
        let image = render(root, width: 40, height: 30)
        #expect(image.rgba(7, 7) == PixelRGBA(230, 38, 38, 255))
        #expect(image.rgba(20, 12) == PixelRGBA(38, 76, 230, 255))
        #expect(image.rgba(1, 1) == PixelRGBA(255, 255, 255, 255))
    }
}
