import QuartzCore
import Testing

@Suite struct LayerHierarchyTests {
    private func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    private func layers() -> (CALayer, CALayer, CALayer, CALayer) {
        let root = CALayer()
        let (a, b, c) = (CALayer(), CALayer(), CALayer())
        (a.name, b.name, c.name) = ("a", "b", "c")
        return (root, a, b, c)
    }

    @Test func sublayersAreNilWhenEmpty() {
        let (root, a, _, _) = layers()
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        #expect(root.sublayers?.count == 1 && a.superlayer === root)
        a.removeFromSuperlayer()
        #expect(root.sublayers == nil && a.superlayer == nil)
        root.sublayers = []
        #expect(root.sublayers == nil)
    }

    @Test func everyInsertAPIPlacesTheLayer() {
        let (root, a, b, c) = layers()
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        #expect(names(root) == ["b", "a"])
        root.insertSublayer(c, above: b)
        #expect(names(root) == ["b", "c", "a"])
        root.insertSublayer(a, below: b)
        #expect(names(root) == ["a", "b", "c"])
        root.insertSublayer(a, at: 99)
        #expect(names(root) == ["b", "c", "a"])
        root.insertSublayer(b, above: nil)
        #expect(names(root) == ["c", "a", "b"])
        root.insertSublayer(b, below: nil)
        #expect(names(root) == ["b", "c", "a"])
        let d = CALayer()
        d.name = "d"
        root.replaceSublayer(c, with: d)
        #expect(names(root) == ["b", "d", "a"] && c.superlayer == nil && d.superlayer === root)
    }

    @Test func addingTwiceKeepsOneCopyAtTheEnd() {
        let (root, a, b, _) = layers()
        root.addSublayer(a)
        root.addSublayer(b)
        root.addSublayer(a)
        #expect(names(root) == ["b", "a"])
    }

    @Test func reparentingRemovesFromTheOldSuperlayer() {
        let (root, a, b, c) = layers()
        root.addSublayer(a)
        root.addSublayer(b)
        a.addSublayer(c)
        b.addSublayer(c)
        #expect(a.sublayers == nil && names(b) == ["c"] && c.superlayer === b)
        root.sublayers = [c, a]
        #expect(names(root) == ["c", "a"] && b.sublayers == nil && b.superlayer == nil)
    }

    @Test func cyclesAreRefused() {
        let (root, a, b, _) = layers()
        root.addSublayer(a)
        a.addSublayer(b)
        b.addSublayer(root)
        root.addSublayer(root)
        b.mask = root
        #expect(root.superlayer == nil && b.sublayers == nil && b.mask == nil)
    }

    @Test func aMaskLeavesItsSuperlayer() {
        let (root, a, b, _) = layers()
        root.addSublayer(a)
        b.mask = a
        #expect(root.sublayers == nil && a.superlayer == nil && b.mask === a)
        root.addSublayer(a)
        #expect(b.mask == nil && a.superlayer === root)
    }

    @Test func sublayersAndMasksOutlivingTheirLayerForgetIt() {
        let child = CALayer()
        let mask = CALayer()
        do {
            let parent = CALayer()
            parent.addSublayer(child)
            parent.mask = mask
            #expect(child.superlayer === parent)
        }
        // The transaction holds the changed tree's root until it commits.
        CATransaction.flush()
        #expect(child.superlayer == nil)
        // The mask is free again: it can join a tree as a sublayer.
        let root = CALayer()
        root.addSublayer(mask)
        root.addSublayer(child)
        #expect(mask.superlayer === root && root.sublayers?.count == 2)
    }

    @Test func presentationIsASeparateEqualCopy() {
        let shape = CAShapeLayer()
        shape.position = CGPoint(x: 3, y: 4)
        shape.lineWidth = 7
        let copy = shape.presentation()
        #expect(copy != nil && copy !== shape)
        #expect(copy?.position == CGPoint(x: 3, y: 4) && copy?.lineWidth == 7)
        #expect(copy?.model() === shape && shape.model() === shape)
    }
}
