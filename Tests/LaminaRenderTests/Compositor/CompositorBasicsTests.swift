import Foundation
import LaminaRender
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

@Suite struct CompositorGroupTests {
    @Test func rotatedTranslucentGroupShowsOnlyTheTopLayerInTheOverlap() {
        let group = node(
            2, CGRect(x: 20, y: 20, width: 60, height: 60),
            sublayers: [
                node(3, CGRect(x: 0, y: 0, width: 40, height: 40), background: testRed),
                node(4, CGRect(x: 20, y: 20, width: 40, height: 40), background: testBlue),
            ]
        ) {
            $0.opacity = 0.5
        } geometry: {
            $0.transform = CATransform3DMakeRotation(0.2, 0, 0, 1)
        }
        let image = render(screen(100, 100, background: .white, [group]), width: 100, height: 100)
        // The centre lies in the overlap: blue at half strength over white, no red mixed in.
        let p = image.rgba(50, 50)
        #expect(abs(Int(p.red) - 146) <= 2 && abs(Int(p.green) - 165) <= 2 && abs(Int(p.blue) - 242) <= 2, "\(p)")
    }
}
