import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

// Views whose layer is another layer class: the iOS idiom `override class var layerClass`.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}
private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}
private final class TextView: UIView {
    override class var layerClass: AnyClass { CATextLayer.self }
}
private final class TransformView: UIView {
    override class var layerClass: AnyClass { CATransformLayer.self }
}
private final class ReplicatorView: UIView {
    override class var layerClass: AnyClass { CAReplicatorLayer.self }
}
private final class ScrollView: UIView {
    override class var layerClass: AnyClass { CAScrollLayer.self }
}
private final class TiledView: UIView {
    override class var layerClass: AnyClass { StripedTiledLayer.self }
}
private final class SpotTiledView: UIView {
    override class var layerClass: AnyClass { SpotTiledLayer.self }
}
/// A tiled layer that paints only a translucent red square in its middle.
private final class SpotTiledLayer: CATiledLayer {
    override func draw(in context: CGContext) {
        context.setFillColor(UIColor.red.withAlphaComponent(0.5).cgColor)
        context.fill(CGRect(x: 20, y: 10, width: 20, height: 20))
    }
}
/// A plain layer filled with `color`, at `frame`.
@MainActor private func solid(_ frame: CGRect, _ color: UIColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color.cgColor
    return layer
}

/// A tiled layer that paints its whole bounds: orange, with a navy stripe along the top.
private final class StripedTiledLayer: CATiledLayer {
    override func draw(in context: CGContext) {
        context.setFillColor(UIColor.orange.cgColor)
        context.fill(bounds)
        context.setFillColor(UIColor(red: 0, green: 0, blue: 0.5, alpha: 1).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 8))
    }
}

/// Each layer class as a view's own layer shows exactly what the same layer shows as a plain
/// sublayer, opaque and translucent content alike — a view's default `isOpaque = true` concerns
/// what `draw(_:)` paints, not a gradient's or a shape's own content.
@MainActor
@Suite struct LayerClassViewTests {
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        let makeView: @MainActor @Sendable (CGRect) -> UIView
        let makeLayer: @MainActor @Sendable () -> CALayer
        let configure: @MainActor @Sendable (CALayer) -> Void
    }

    nonisolated static let cases: [Case] = [
        Case(
            description: "translucent gradient scrim", makeView: { GradientView(frame: $0) },
            makeLayer: { CAGradientLayer() }
        ) {
            ($0 as? CAGradientLayer)?.colors = [
                UIColor.black.withAlphaComponent(0.8).cgColor, UIColor.clear.cgColor,
            ]
        },
        Case(description: "opaque gradient", makeView: { GradientView(frame: $0) }, makeLayer: { CAGradientLayer() }) {
            ($0 as? CAGradientLayer)?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            ($0 as? CAGradientLayer)?.startPoint = CGPoint(x: 0, y: 0.5)
            ($0 as? CAGradientLayer)?.endPoint = CGPoint(x: 1, y: 0.5)
        },
        Case(description: "translucent shape", makeView: { ShapeView(frame: $0) }, makeLayer: { CAShapeLayer() }) {
            let shape = $0 as? CAShapeLayer
            shape?.path = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 50, height: 30)).cgPath
            shape?.fillColor = UIColor.blue.withAlphaComponent(0.5).cgColor
            shape?.strokeColor = UIColor.green.cgColor
            shape?.lineWidth = 3
        },
        Case(description: "opaque shape", makeView: { ShapeView(frame: $0) }, makeLayer: { CAShapeLayer() }) {
            ($0 as? CAShapeLayer)?.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 60, height: 40)).cgPath
            ($0 as? CAShapeLayer)?.fillColor = UIColor.red.cgColor
        },
        Case(description: "text", makeView: { TextView(frame: $0) }, makeLayer: { CATextLayer() }) {
            let text = $0 as? CATextLayer
            text?.string = "Scrim"
            text?.fontSize = 18
            text?.foregroundColor = UIColor.black.withAlphaComponent(0.7).cgColor
        },
        Case(
            description: "text on a translucent background", makeView: { TextView(frame: $0) },
            makeLayer: { CATextLayer() }
        ) {
            ($0 as? CATextLayer)?.string = "Hi"
            $0.backgroundColor = UIColor.yellow.withAlphaComponent(0.4).cgColor
        },
        Case(description: "transform layer", makeView: { TransformView(frame: $0) }, makeLayer: { CATransformLayer() })
        {
            $0.addSublayer(solid(CGRect(x: 10, y: 10, width: 20, height: 20), UIColor.red.withAlphaComponent(0.6)))
        },
        Case(
            description: "opaque text on an opaque background", makeView: { TextView(frame: $0) },
            makeLayer: { CATextLayer() }
        ) {
            ($0 as? CATextLayer)?.string = "Ok"
            ($0 as? CATextLayer)?.foregroundColor = UIColor.blue.cgColor
            $0.backgroundColor = UIColor.yellow.cgColor
        },
        Case(
            description: "transform layer, opaque sublayer", makeView: { TransformView(frame: $0) },
            makeLayer: { CATransformLayer() }
        ) {
            $0.addSublayer(solid(CGRect(x: 5, y: 5, width: 30, height: 20), .green))
        },
        Case(
            description: "replicator, translucent copies", makeView: { ReplicatorView(frame: $0) },
            makeLayer: { CAReplicatorLayer() }
        ) {
            let replicator = $0 as? CAReplicatorLayer
            replicator?.instanceCount = 3
            replicator?.instanceTransform = CATransform3DMakeTranslation(18, 4, 0)
            replicator?.instanceAlphaOffset = -0.25
            $0.addSublayer(solid(CGRect(x: 2, y: 2, width: 14, height: 14), UIColor.red.withAlphaComponent(0.7)))
        },
        Case(
            description: "replicator, opaque copies", makeView: { ReplicatorView(frame: $0) },
            makeLayer: { CAReplicatorLayer() }
        ) {
            let replicator = $0 as? CAReplicatorLayer
            replicator?.instanceCount = 2
            replicator?.instanceTransform = CATransform3DMakeTranslation(25, 10, 0)
            $0.addSublayer(solid(CGRect(x: 4, y: 4, width: 20, height: 12), .blue))
        },
        Case(
            description: "scroll layer scrolled, translucent content", makeView: { ScrollView(frame: $0) },
            makeLayer: { CAScrollLayer() }
        ) {
            let content = solid(CGRect(x: 0, y: 0, width: 120, height: 80), UIColor.cyan.withAlphaComponent(0.5))
            content.addSublayer(solid(CGRect(x: 40, y: 30, width: 20, height: 10), .black))
            $0.addSublayer(content)
            ($0 as? CAScrollLayer)?.scroll(to: CGPoint(x: 30, y: 20))
        },
        Case(
            description: "scroll layer, opaque content", makeView: { ScrollView(frame: $0) },
            makeLayer: { CAScrollLayer() }
        ) {
            $0.addSublayer(solid(CGRect(x: 10, y: 5, width: 30, height: 20), .magenta))
        },
        Case(
            description: "tiled layer drawing opaque content", makeView: { TiledView(frame: $0) },
            makeLayer: { StripedTiledLayer() }
        ) {
            ($0 as? CATiledLayer)?.tileSize = CGSize(width: 16, height: 16)
            $0.setNeedsDisplay()
        },
        Case(
            description: "plain layer, opaque background", makeView: { UIView(frame: $0) }, makeLayer: { CALayer() }
        ) {
            $0.backgroundColor = UIColor.brown.cgColor
        },
        Case(
            description: "plain layer, translucent background", makeView: { UIView(frame: $0) },
            makeLayer: { CALayer() }
        ) {
            $0.backgroundColor = UIColor.purple.withAlphaComponent(0.3).cgColor
            $0.cornerRadius = 8
        },
    ]

    private func render(_ build: (UIView) -> Void) -> CGImage? {
        HeadlessHost.run(size: CGSize(width: 80, height: 60)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
            root.backgroundColor = .white
            build(root)
            host.show(root)
            host.renderFrame()
            return host.snapshot()
        }
    }

    @Test(arguments: cases)
    func aViewsOwnLayerShowsWhatTheStandaloneLayerShows(_ test: Case) {
        let frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        let asView = render { root in
            let view = test.makeView(frame)
            #expect(type(of: view.layer) == type(of: test.makeLayer()))
            #expect(view.isOpaque)
            test.configure(view.layer)
            root.addSubview(view)
        }
        let asSublayer = render { root in
            let layer = test.makeLayer()
            layer.frame = frame
            test.configure(layer)
            root.layer.addSublayer(layer)
        }
        guard let asView, let asSublayer else {
            Issue.record("no snapshot")
            return
        }
        let comparison = GoldenImage.compare(asView, asSublayer, tolerance: 0)
        #expect(comparison.differingPixels == 0, "\(test): \(comparison)")
        // Something shows inside the frame (two empty renderings would compare equal).
        let white = PixelRGBA(255, 255, 255, 255)
        let shown = (10..<70).contains { x in (10..<50).contains { y in asSublayer.pixel(x: x, y: y) != white } }
        #expect(shown, "\(test): nothing drawn")
    }

    /// A tiled layer's content is drawn, so the view's `isOpaque` decides its backing store, as on
    /// iOS: cleared to transparent it shows translucent drawing exactly as the standalone layer
    /// does; left opaque (the default), the undrawn part of the store is black.
    @Test func translucentTiledDrawingFollowsTheViewsOpacity() throws {
        let frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        let standalone = try #require(
            render { root in
                let layer = SpotTiledLayer()
                layer.frame = frame
                layer.setNeedsDisplay()
                root.layer.addSublayer(layer)
            })
        let clearView = try #require(
            render { root in
                let view = SpotTiledView(frame: frame)
                view.isOpaque = false
                root.addSubview(view)
            })
        #expect(GoldenImage.compare(clearView, standalone, tolerance: 0).differingPixels == 0)
        #expect(standalone.pixel(x: 40, y: 30) == PixelRGBA(255, 127, 127, 255))
        #expect(standalone.pixel(x: 15, y: 15) == PixelRGBA(255, 255, 255, 255))
        let opaqueView = try #require(render { root in root.addSubview(SpotTiledView(frame: frame)) })
        #expect(opaqueView.pixel(x: 15, y: 15) == PixelRGBA(0, 0, 0, 255))
        #expect(opaqueView.pixel(x: 40, y: 30) == PixelRGBA(128, 0, 0, 255))
    }

    /// The usual scrim over a photo: dark grey at the top fading to white, never solid black.
    @Test func theScrimFadesFromDarkGreyToWhite() throws {
        let image = try #require(
            render { root in
                let scrim = GradientView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
                (scrim.layer as? CAGradientLayer)?.colors = [
                    UIColor.black.withAlphaComponent(0.8).cgColor, UIColor.clear.cgColor,
                ]
                root.addSubview(scrim)
            })
        let top = image.pixel(x: 40, y: 0)
        let middle = image.pixel(x: 40, y: 30)
        let bottom = image.pixel(x: 40, y: 59)
        // 80 % black over white is 51; half way 40 % is 153; the last row is almost white.
        #expect(abs(Int(top.red) - 52) <= 2 && top.alpha == 255)
        #expect(abs(Int(middle.red) - 153) <= 3)
        #expect(bottom.red >= 250)
    }
}
