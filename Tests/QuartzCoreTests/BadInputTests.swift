import QuartzCore
import Testing

@Suite struct BadInputTests {
    @Test func nonFiniteGeometryIsIgnored() {
        let layer = makeLayer("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let before = layer.buildRenderTree().root
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5)
        layer.position = CGPoint(x: CGFloat.infinity, y: 0)
        layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0)
        layer.zPosition = .infinity
        var bad = CATransform3DIdentity
        bad.m34 = .nan
        layer.transform = bad
        layer.sublayerTransform = bad
        layer.opacity = .nan
        layer.cornerRadius = -.infinity
        layer.contentsScale = 0
        layer.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layer.transform == CATransform3DIdentity && layer.opacity == 1 && layer.contentsScale == 1)
        #expect(!layer.needsDisplay())
        #expect(layer.buildRenderTree().root === before)
        layer.opacity = 7
        #expect(layer.opacity == 1)
        #expect(layer.hitTest(CGPoint(x: CGFloat.nan, y: 1)) == nil)
        _ = layer.convert(CGPoint(x: CGFloat.nan, y: 1), to: CALayer())
    }

    @Test func aHugeLayerGetsNoBackingStore() {
        let log = EventLog()
        let layer = makeLayer("huge", frame: CGRect(x: 0, y: 0, width: 1e9, height: 1e9), delegate: log)
        layer.setNeedsDisplay()
        let result = layer.buildRenderTree()
        #expect(log.draws == 0 && layer.contents == nil && result.root.geometry.bounds.width == 1e9)
    }

    @Test func singularTransformsDoNotBreakConversion() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let flat = makeLayer("flat", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        flat.transform = CATransform3DMakeScale(0, 1, 1)
        root.addSublayer(flat)
        #expect(flat.convert(CGPoint(x: 3, y: 4), from: root) == CGPoint(x: 3, y: 4))
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
    }
}
