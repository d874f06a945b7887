import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIView.mask` and `UIView.anchorPoint`.
@MainActor @Suite struct ViewMaskTests {
    /// A 40 × 40 red view masked by a 20 × 20 opaque view at (10, 10) of its bounds shows red only
    /// there; a half-transparent mask halves it.
    @Test func aMaskViewsAlphaShowsTheView() {
        HeadlessHost.run(size: CGSize(width: 60, height: 60)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            root.backgroundColor = .white
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            view.backgroundColor = .red
            root.addSubview(view)
            let mask = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            mask.backgroundColor = .black
            view.mask = mask
            #expect(view.mask === mask && view.layer.mask === mask.layer)
            #expect(mask.superview == nil && mask.window == nil)
            host.show(root)
            host.renderFrame()
            #expect(host.pixel(x: 30, y: 30) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 15, y: 15) == PixelRGBA(255, 255, 255, 255))
            #expect(host.pixel(x: 45, y: 45) == PixelRGBA(255, 255, 255, 255))

            mask.backgroundColor = UIColor(white: 0, alpha: 0.5)
            host.renderFrame()
            let half = host.pixel(x: 30, y: 30)
            #expect(half.red == 255 && abs(Int(half.green) - 128) <= 1 && abs(Int(half.blue) - 128) <= 1)

            view.mask = nil
            #expect(view.layer.mask == nil)
            host.renderFrame()
            #expect(host.pixel(x: 15, y: 15) == PixelRGBA(255, 0, 0, 255))
        }
    }

    /// A mask view that draws is displayed like any view; a view in a hierarchy leaves it when it
    /// becomes a mask, and a view's own ancestor cannot mask it.
    @Test func drawingMasksAndHierarchyRules() {
        HeadlessHost.run(size: CGSize(width: 60, height: 60)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            root.backgroundColor = .white
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            view.backgroundColor = .blue
            root.addSubview(view)
            let drawn = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 30, height: 60))
            drawn.isOpaque = false
            root.addSubview(drawn)
            view.mask = drawn
            #expect(drawn.superview == nil && !root.subviews.contains(drawn))
            host.show(root)
            host.renderFrame()
            #expect(drawn.draws == 1)
            #expect(host.pixel(x: 10, y: 30) == PixelRGBA(0, 0, 255, 255))
            #expect(host.pixel(x: 50, y: 30) == PixelRGBA(255, 255, 255, 255))

            let other = UIView()
            other.mask = drawn
            #expect(view.mask == nil && other.mask === drawn && other.layer.mask === drawn.layer)
            view.mask = root
            #expect(view.mask == nil)
        }
    }

    @Test func anchorPointKeepsTheCenterAndMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(view.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        view.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 30, y: 20))
        #expect(view.frame == CGRect(x: 30, y: 20, width: 40, height: 20))
        #expect(view.layer.anchorPoint == CGPoint(x: 0, y: 0))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Turned about the top-left corner, now at the centre.
        #expect(abs(view.frame.minX - 10) < 1e-9 && abs(view.frame.minY - 20) < 1e-9)
    }
}
