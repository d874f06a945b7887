import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that fills itself with a pattern colour in `draw(_:)`.
@MainActor
private final class PatternFillView: UIView {
    var pattern = UIColor.clear
    override func draw(_ rect: CGRect) {
        pattern.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 2))
        UIBezierPath(rect: CGRect(x: 0, y: 4, width: 6, height: 2)).fill()
    }
}

/// A view that strokes a rectangle with a pattern colour in `draw(_:)`.
@MainActor
private final class PatternStrokeView: UIView {
    var pattern = UIColor.clear
    override func draw(_ rect: CGRect) {
        pattern.setStroke()
        let path = UIBezierPath(rect: CGRect(x: 1, y: 1, width: 8, height: 6))
        path.lineWidth = 2
        path.stroke()
    }
}

/// `UIColor(patternImage:)`: tiled fills, strokes and borders, tiled view backgrounds.
@MainActor
@Suite struct PatternColorTests {
    /// A 2 × 1 point image: red then blue, at `scale`.
    private func stripes(scale: CGFloat = 1) -> UIImage {
        ImageTestSupport.render(CGSize(width: 2, height: 1), scale: scale) { context in
            ImageTestSupport.fill(context, CGRect(x: 0, y: 0, width: 1, height: 1), 255, 0, 0)
            ImageTestSupport.fill(context, CGRect(x: 1, y: 0, width: 1, height: 1), 0, 0, 255)
        }
    }

    private let red = PixelRGBA(255, 0, 0, 255)
    private let blue = PixelRGBA(0, 0, 255, 255)
    private let white = PixelRGBA(255, 255, 255, 255)

    @Test func viewBackgroundsTileFromTheViewsOrigin() {
        HeadlessHost.run(size: CGSize(width: 20, height: 10)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            root.backgroundColor = .white
            let tiled = UIView(frame: CGRect(x: 3, y: 2, width: 6, height: 4))
            tiled.backgroundColor = UIColor(patternImage: stripes())
            root.addSubview(tiled)
            let faded = UIView(frame: CGRect(x: 12, y: 2, width: 6, height: 4))
            faded.backgroundColor = UIColor(patternImage: stripes()).withAlphaComponent(0.5)
            root.addSubview(faded)
            host.show(root)
            host.renderFrame()
            #expect((3..<9).map { host.pixel(x: $0, y: 3) } == [red, blue, red, blue, red, blue])
            #expect(host.pixel(x: 2, y: 3) == white && host.pixel(x: 9, y: 3) == white)
            #expect(host.pixel(x: 5, y: 5) == red && host.pixel(x: 5, y: 6) == white)
            #expect(host.pixel(x: 12, y: 3) == PixelRGBA(255, 127, 127, 255))
            // Moving the view moves the tiles with it.
            tiled.frame.origin.x = 4
            host.renderFrame()
            #expect(host.pixel(x: 4, y: 3) == red && host.pixel(x: 5, y: 3) == blue)
        }
    }

    @Test func fillsTileInDrawAndRespectTheImageScale() {
        HeadlessHost.run(size: CGSize(width: 10, height: 10), scale: 2) { host in
            let view = PatternFillView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .white
            // At scale 2 the 4 × 2-pixel image is 2 × 1 points: two device pixels per stripe.
            view.pattern = UIColor(patternImage: stripes(scale: 2))
            host.show(view)
            host.renderFrame()
            #expect((0..<8).map { host.pixel(x: $0, y: 1) } == [red, red, blue, blue, red, red, blue, blue])
            #expect(host.pixel(x: 5, y: 9) == red && host.pixel(x: 5, y: 5) == white)
        }
    }

    @Test func patternColoursCompareByImageAndHaveNoComponents() {
        let image = stripes()
        let a = UIColor(patternImage: image)
        #expect(a == UIColor(patternImage: image))
        #expect(a != UIColor(patternImage: stripes()))
        var (r, g, b, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(!a.getRed(&r, green: &g, blue: &b, alpha: &alpha))
        #expect(a.cgColor.colorSpace?.model == .pattern && a.cgColor.numberOfComponents == 1)
        #expect(UIColor(patternImage: UIImage()).cgColor.alpha == 0)
    }

    /// Strokes in `draw(_:)` and layer borders tile the pattern as fills do (they drew black).
    @Test func strokesAndBordersTileThePattern() {
        HeadlessHost.run(size: CGSize(width: 30, height: 10)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
            root.backgroundColor = .white
            let stroked = PatternStrokeView(frame: CGRect(x: 0, y: 0, width: 10, height: 8))
            stroked.backgroundColor = .white
            stroked.pattern = UIColor(patternImage: stripes())
            root.addSubview(stroked)
            let bordered = UIView(frame: CGRect(x: 12, y: 0, width: 8, height: 8))
            bordered.layer.borderWidth = 2
            bordered.layer.borderColor = UIColor(patternImage: stripes()).cgColor
            root.addSubview(bordered)
            let faded = UIView(frame: CGRect(x: 22, y: 0, width: 8, height: 8))
            faded.layer.borderWidth = 2
            faded.layer.borderColor = UIColor(patternImage: stripes()).withAlphaComponent(0.5).cgColor
            root.addSubview(faded)
            host.show(root)
            host.renderFrame()
            // The stroke covers x 0…10 of row 0 (2 points wide about y = 1): red, blue, red…
            #expect((0..<6).map { host.pixel(x: $0, y: 0) } == [red, blue, red, blue, red, blue])
            #expect(host.pixel(x: 4, y: 4) == white)
            // The border tiles from the layer's origin: x 12 is red; the middle is untouched.
            #expect((12..<18).map { host.pixel(x: $0, y: 0) } == [red, blue, red, blue, red, blue])
            #expect(host.pixel(x: 12, y: 4) == red && host.pixel(x: 13, y: 4) == blue)
            #expect(host.pixel(x: 15, y: 4) == white)
            #expect(host.pixel(x: 22, y: 0) == PixelRGBA(255, 127, 127, 255))
        }
    }
}
