import QuartzCore
import Testing

@Suite struct HitTestTests {
    @Test func findsTheDeepestContainingLayer() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = makeLayer("child", frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let grandchild = makeLayer("grandchild", frame: CGRect(x: 40, y: 40, width: 40, height: 40))
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === child)
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === grandchild)
        // Outside the child but inside the grandchild, which overhangs it.
        #expect(root.hitTest(CGPoint(x: 85, y: 85)) === grandchild)
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 20)) == nil)
        child.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 85, y: 85)) === root)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === root)
        child.isHidden = false
        child.opacity = 0
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === child)
    }

    @Test func laterAndHigherLayersWin() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = makeLayer("a", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = makeLayer("b", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.sublayers = [a, b]
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === b)
        a.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === a)
    }

    @Test func containsUsesBoundsAndTransformsApply() {
        let layer = makeLayer("a", frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(layer.contains(CGPoint(x: 99, y: 10)) && !layer.contains(CGPoint(x: 10, y: 30)))
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // Rotated about its centre (50, 10): now 20 wide and 100 tall.
        #expect(layer.hitTest(CGPoint(x: 50, y: 50)) === layer)
        #expect(layer.hitTest(CGPoint(x: 90, y: 10)) == nil)
    }
}
