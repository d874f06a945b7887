import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// The whole frame through a headless host: layers in, pixels and statistics out.
@Suite struct HostTests {
    private func makeHost(_ width: CGFloat = 100, _ height: CGFloat = 100, scale: CGFloat = 1) -> LayerTreeHost {
        LayerTreeHost(
            size: CGSize(width: width, height: height), scale: scale, backgroundColor: CGColor(gray: 1, alpha: 1),
            clock: ManualMediaClock())!
    }

    private func makeTree() -> (root: CALayer, square: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let square = CALayer()
        square.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(square)
        return (root, square)
    }

    @Test func firstFrameCompositesEverythingThenNothingChanges() throws {
        let host = makeHost()
        let (root, _) = makeTree()
        host.rootLayer = root
        let first = host.renderFrame()
        #expect(first.pixelsComposited == 100 * 100)
        #expect(first.renderNodesRebuilt == 2)
        let image = try #require(host.snapshot())
        #expect(image.pixel(x: 15, y: 15) == PixelRGBA(255, 0, 0, 255))
        #expect(image.pixel(x: 5, y: 5) == PixelRGBA(255, 255, 255, 255))

        let second = host.renderFrame()
        #expect(second.pixelsComposited == 0)
        #expect(second.renderNodesRebuilt == 0)
        #expect(second.layersPainted == 0)
        #expect(second.damageRects.isEmpty)
    }

    @Test func movingALayerDamagesItsOldAndNewRectsOnly() throws {
        let host = makeHost()
        let (root, square) = makeTree()
        host.rootLayer = root
        host.renderFrame()
        CATransaction.setDisableActions(true)  // a layer on screen would animate the change
        square.position = CGPoint(x: 55, y: 15)
        let moved = host.renderFrame()
        #expect(moved.backingStoresRedrawn == 0)
        #expect(moved.pixelsComposited == 200)
        #expect(
            Set(moved.damageRects) == [
                CGRect(x: 10, y: 10, width: 10, height: 10), CGRect(x: 50, y: 10, width: 10, height: 10),
            ])
        let image = try #require(host.snapshot())
        #expect(image.pixel(x: 15, y: 15) == PixelRGBA(255, 255, 255, 255))
        #expect(image.pixel(x: 55, y: 15) == PixelRGBA(255, 0, 0, 255))
    }

    @Test func fadingAndRotatingNeverRedraw() {
        let host = makeHost()
        let (root, square) = makeTree()
        let log = DrawCounter()
        square.delegate = log
        square.setNeedsDisplay()
        host.rootLayer = root
        host.renderFrame()
        #expect(log.draws == 1)
        CATransaction.setDisableActions(true)  // a layer on screen would animate the change
        square.opacity = 0.5
        square.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        let frame = host.renderFrame()
        #expect(log.draws == 1)
        #expect(frame.backingStoresRedrawn == 0)
        // The square turned by 0.3 rad reaches 1.9 points past each side: 14 × 14 pixels.
        #expect(frame.damageRects == [CGRect(x: 8, y: 8, width: 14, height: 14)])
        #expect(frame.pixelsComposited == 196)
    }

    @Test func threeInvalidationsDrawOnceAtTheNextFrame() {
        let host = makeHost()
        let (root, square) = makeTree()
        let log = DrawCounter()
        square.delegate = log
        host.rootLayer = root
        host.renderFrame()
        CATransaction.begin()
        square.setNeedsDisplay()
        square.setNeedsDisplay(CGRect(x: 0, y: 0, width: 2, height: 2))
        square.setNeedsDisplay()
        CATransaction.commit()
        let frame = host.renderFrame()
        #expect(log.draws == 1)
        #expect(frame.backingStoresRedrawn == 1)
    }

    @Test func framesStopAfterTheChosenPhase() {
        let host = makeHost()
        let (root, square) = makeTree()
        let log = DrawCounter()
        square.delegate = log
        host.rootLayer = root
        host.renderFrame()
        square.setNeedsDisplay()
        root.setNeedsLayout()
        let layout = host.renderFrame(through: .layout)
        #expect(layout.layersLaidOut == 1 && layout.backingStoresRedrawn == 0 && log.draws == 0)
        let display = host.renderFrame(through: .display)
        #expect(display.backingStoresRedrawn == 1 && log.draws == 1)
        #expect(display.pixelsComposited == 0)
        let composite = host.renderFrame()
        #expect(composite.pixelsComposited == 100)
    }

    @Test func renderInContextMatchesTheFramebuffer() throws {
        let host = makeHost(40, 30, scale: 2)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        root.backgroundColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        let child = CALayer()
        child.frame = CGRect(x: 5, y: 5, width: 20, height: 12)
        child.backgroundColor = CGColor(red: 1, green: 0.8, blue: 0, alpha: 1)
        child.cornerRadius = 4
        child.borderWidth = 1
        child.setAffineTransform(CGAffineTransform(rotationAngle: 0.2))
        root.addSublayer(child)
        host.rootLayer = root
        host.renderFrame()
        let screen = try #require(host.snapshot())

        let context = try #require(
            CGContext(
                data: nil, width: 80, height: 60, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 80, height: 60))
        context.translateBy(x: 0, y: 60)
        context.scaleBy(x: 2, y: -2)
        root.render(in: context)
        let rendered = try #require(context.makeImage())
        // Interiors match exactly; antialiased edges of the turned layer may differ slightly because
        // the screen path rasterises it at framebuffer resolution in one pass.
        let exact = GoldenImage.compare(rendered, screen, tolerance: 2)
        #expect(exact.differingPixels == 43, "\(exact)")
        let edges = GoldenImage.compare(rendered, screen, tolerance: 12)
        #expect(edges.differingPixels == 0, "\(edges)")
    }

    @Test func debugOverlaysTintTheFramebuffer() throws {
        let host = makeHost()
        let (root, square) = makeTree()
        host.rootLayer = root
        host.debugOptions = [.flashRecompositedRegions]
        host.renderFrame()
        let flashed = try #require(host.snapshot()).pixel(x: 50, y: 50)
        #expect(flashed == PixelRGBA(255, 166, 166, 255))
        host.debugOptions = []
        host.renderFrame()
        #expect(try #require(host.snapshot()).pixel(x: 50, y: 50) == PixelRGBA(255, 255, 255, 255))
        CATransaction.setDisableActions(true)  // a layer on screen would animate the change
        square.opacity = 0.5
        host.renderFrame()
        let plain = try #require(host.snapshot()).pixel(x: 15, y: 15)
        #expect(plain == PixelRGBA(255, 127, 127, 255))
        host.debugOptions = [.tintBlendedLayers]
        host.renderFrame()
        // A translucent layer is blended: tinted red, so green and blue drop while red stays full.
        let tinted = try #require(host.snapshot()).pixel(x: 15, y: 15)
        #expect(tinted == PixelRGBA(255, 89, 89, 255))
        // At full opacity the red square is not blended: tinted green, so its red drops.
        CATransaction.setDisableActions(true)
        square.opacity = 1
        host.renderFrame()
        let opaque = try #require(host.snapshot()).pixel(x: 15, y: 15)
        #expect(opaque == PixelRGBA(179, 76, 0, 255))
    }

    @Test func impossibleHostSizesAreRefused() {
        #expect(LayerTreeHost(size: CGSize(width: 0, height: 10)) == nil)
        #expect(LayerTreeHost(size: CGSize(width: CGFloat.nan, height: 10)) == nil)
        #expect(LayerTreeHost(size: CGSize(width: 100_000, height: 10)) == nil)
        #expect(LayerTreeHost(size: CGSize(width: 1e20, height: 10)) == nil)
        #expect(LayerTreeHost(size: CGSize(width: 10, height: 10), scale: 1e300) == nil)
        #expect(LayerTreeHost(size: CGSize(width: 10, height: 10), scale: .infinity) == nil)
        #expect(LayerTreeHost(size: CGSize(width: 10, height: 10), scale: -1) == nil)
    }
}

/// Counts delegate draws and paints the layer blue.
final class DrawCounter: CALayerDelegate {
    var draws = 0

    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(layer.bounds)
    }
}

@Suite struct HostOutputTests {
    @Test func pngDataDecodesToTheFramebuffer() throws {
        let host = try #require(LayerTreeHost(size: CGSize(width: 8, height: 4), scale: 2))
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 8, height: 4)
        root.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        host.rootLayer = root
        host.renderFrame()
        let data = try #require(host.pngData())
        let provider = try #require(CGDataProvider(data: data))
        #expect((provider.data as Data?)?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        let snapshot = try #require(host.snapshot())
        #expect(snapshot.width == 16 && snapshot.height == 8)
        #expect(snapshot.pixel(x: 15, y: 7) == PixelRGBA(0, 255, 0, 255))
    }
}
