import Foundation
import QuartzCore
import Testing

/// A layer that leaves its tree with work pending becomes a root of its own, and the transaction
/// commits it (as Core Animation's does).
@Suite struct RemovedDirtyLayerTests {
    /// A root with one sublayer, committed clean; the sublayer draws through `log`.
    private func makeTree(_ log: EventLog) -> (root: CALayer, child: CALayer) {
        CATransaction.flush()
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let child = makeLayer("child", frame: CGRect(x: 0, y: 0, width: 10, height: 10), delegate: log)
        root.addSublayer(child)
        _ = root.buildRenderTree()
        CATransaction.flush()
        return (root, child)
    }

    @Test func aLayerRemovedWithPendingDisplayDrawsAtTheNextFlush() {
        let log = EventLog()
        let (root, child) = makeTree(log)
        child.setNeedsDisplay()
        child.removeFromSuperlayer()
        CATransaction.flush()
        #expect(log.draws == 1)
        #expect(!child.needsDisplay())
        child.setNeedsDisplay()
        CATransaction.flush()
        #expect(log.draws == 2)
        #expect(!child.needsDisplay())
        #expect(root.sublayers == nil)
    }

    @Test func aLayerRemovedWithPendingLayoutLaysOutAtTheNextFlush() {
        let log = EventLog()
        let (root, child) = makeTree(log)
        log.entries = []
        child.setNeedsLayout()
        child.removeFromSuperlayer()
        CATransaction.flush()
        #expect(log.entries == ["layout child"])
        #expect(!child.needsLayout())
        #expect(root.sublayers == nil)
    }

    @Test func aSubtreeRemovedWithADirtyDescendantDrawsIt() {
        let log = EventLog()
        let (root, child) = makeTree(log)
        let leaf = makeLayer("leaf", frame: CGRect(x: 0, y: 0, width: 4, height: 4), delegate: log)
        child.addSublayer(leaf)
        _ = root.buildRenderTree()
        CATransaction.flush()
        log.entries = []
        leaf.setNeedsDisplay()
        child.removeFromSuperlayer()
        CATransaction.flush()
        #expect(log.entries == ["draw leaf"])
        #expect(!leaf.needsDisplay())
    }

    @Test func aLayerReplacedOrDroppedFromTheSublayerListDrawsOnItsOwn() {
        let log = EventLog()
        let (root, child) = makeTree(log)
        child.setNeedsDisplay()
        root.replaceSublayer(child, with: CALayer())
        CATransaction.flush()
        #expect(log.draws == 1)
        root.addSublayer(child)
        _ = root.buildRenderTree()
        #expect(log.draws == 1)
        child.setNeedsDisplay()
        root.sublayers = []
        CATransaction.flush()
        #expect(log.draws == 2)
        #expect(!child.needsDisplay())
    }

    @Test func aMaskThatIsLetGoWithPendingDisplayDrawsOnItsOwn() {
        let log = EventLog()
        let (root, child) = makeTree(log)
        child.removeFromSuperlayer()
        root.mask = child
        _ = root.buildRenderTree()
        CATransaction.flush()
        #expect(log.draws == 0)
        child.setNeedsDisplay()
        root.mask = nil
        CATransaction.flush()
        #expect(log.draws == 1)
        #expect(!child.needsDisplay())
    }

    @Test func aDirtyLayerMovedToAnotherTreeDrawsOnce() {
        let log = EventLog()
        let (root, child) = makeTree(log)
        let other = makeLayer("other", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        _ = other.buildRenderTree()
        CATransaction.flush()
        child.setNeedsDisplay()
        child.removeFromSuperlayer()
        other.addSublayer(child)
        CATransaction.flush()
        #expect(log.draws == 1)
        #expect(!child.needsDisplay())
        #expect(root.sublayers == nil)
    }
}
