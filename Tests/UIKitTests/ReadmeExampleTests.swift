import Testing
import UIKit
import UIKitTesting

/// The README's examples, kept compiling and correct.
@MainActor
@Suite struct ReadmeExampleTests {
    final class Badge: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.systemOrange.setFill()
            UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).fill()
        }
    }

    @Test func theHeadlessExampleRuns() throws {
        let png: Data? = HeadlessHost.run(size: CGSize(width: 120, height: 120), scale: 2) { host in
            let badge = Badge(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
            badge.backgroundColor = .white
            host.show(badge)
            let frame = host.renderFrame()
            #expect(frame.backingStoresRedrawn == 1)
            #expect(host.pixel(x: 120, y: 120) == PixelRGBA(255, 149, 0, 255))
            #expect(host.pixel(x: 44, y: 44) == PixelRGBA(255, 255, 255, 255))
            return host.screen.pngData()
        }
        #expect(try #require(png).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func theRendererExampleRuns() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 120))
        let png = renderer.pngData { context in
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 180, height: 100), cornerRadius: 16).fill()
            "Hello, Lamina".draw(
                at: CGPoint(x: 24, y: 48),
                withAttributes: [
                    .font: UIFont.systemFont(ofSize: 20, weight: .semibold),
                    .foregroundColor: UIColor.white,
                ])
        }
        #expect(UIImage(data: png)?.size == CGSize(width: 200, height: 120))
    }
}
