#if LAMINA_INTERNAL_CHECKS
    import Foundation
    @testable import QuartzCore
    import Testing
    import UIKitTesting

    /// Each internal check reports a deliberately corrupted state, with its exact message; the rest
    /// of the suite, run with the checks on, shows that valid trees pass them.
    @Suite struct InvariantCheckTests {
        /// A committed, clean tree: root ▸ child ▸ grandchild, all named.
        func makeTree() -> (root: CALayer, child: CALayer, grandchild: CALayer) {
            let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let child = makeLayer("child", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let grandchild = makeLayer("grandchild", frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            root.addSublayer(child)
            child.addSublayer(grandchild)
            CATransaction.flush()
            return (root, child, grandchild)
        }

        @Test func aSublayerWhoseParentIsAnotherLayerIsReported() {
            let (root, child, _) = makeTree()
            child.parent = nil
            let found = violations { root.addSublayer(CALayer()) }
            #expect(found == ["hierarchy: 'child': parent is not the layer listing it"])
            child.parent = root
        }

        @Test func aLayerListedTwiceIsReported() {
            let (root, child, _) = makeTree()
            root.sublayerList.append(child)
            let found = violations { root.addSublayer(CALayer()) }
            #expect(found == ["hierarchy: 'child': listed twice among the sublayers"])
            root.sublayerList.remove(at: root.sublayerList.lastIndex { $0 === child } ?? 0)
        }

        @Test func aMaskThatForgotItsOwnerIsReported() {
            let (root, _, _) = makeTree()
            let mask = makeLayer("mask", frame: .zero)
            root.mask = mask
            mask.maskOwner = nil
            let found = violations { root.addSublayer(CALayer()) }
            #expect(found == ["hierarchy: 'mask': maskOwner is not the layer it masks"])
            mask.maskOwner = root
        }

        @Test func aSubtreeFlagMissingAboveIsReported() {
            let tree = makeTree()
            let grandchild = tree.grandchild
            grandchild.dirt.subtreeNeedsDisplay = true
            let found = violations { grandchild.addSublayer(CALayer()) }
            #expect(found == ["subtree dirt: 'grandchild': subtreeNeedsDisplay set but not on 'child'"])
            grandchild.dirt.subtreeNeedsDisplay = false
            withExtendedLifetime(tree) {}
        }

        @Test func anOwnFlagWithoutItsSubtreeFlagIsReported() {
            let (root, child, _) = makeTree()
            child.dirt.needsDisplay = true
            let found = violations { child.addSublayer(CALayer()) }
            #expect(found == ["subtree dirt: 'child': needsDisplay without subtreeNeedsDisplay"])
            child.dirt.needsDisplay = false
            _ = root.buildRenderTree()
        }

        @Test func aFlagTheCommitCannotReachIsLeftAndReported() {
            let (root, _, grandchild) = makeTree()
            grandchild.dirt.needsLayout = true
            grandchild.dirt.subtreeNeedsLayout = true
            let found = violations { _ = root.buildRenderTree() }
            #expect(
                found == [
                    "subtree dirt: 'grandchild': subtreeNeedsLayout set but not on 'child'",
                    "dirty after commit: 'grandchild': needsLayout or subtreeNeedsLayout",
                ])
            grandchild.dirt.needsLayout = false
            grandchild.dirt.subtreeNeedsLayout = false
        }

        @Test func aCommitStoppedByTheRoundLimitMayLeaveFlags() {
            final class Redrawer: CALayerDelegate {
                func display(_ layer: CALayer) { layer.setNeedsDisplay() }
            }
            let redrawer = Redrawer()
            let (root, child, _) = makeTree()
            child.delegate = redrawer
            child.setNeedsDisplay()
            let found = violations { _ = root.buildRenderTree() }
            #expect(found.isEmpty && child.needsDisplay())
            child.delegate = nil
            CATransaction.flush()
        }

        @Test func aDirtyRootNoTransactionWillCommitIsReported() {
            let (root, _, _) = makeTree()
            let extra = CALayer()
            CATransaction.flush()
            root.dirt.subtreeNeedsCommit = true
            root.dirt.subtreeNeedsLayout = true
            root.dirt.subtreeNeedsDisplay = true
            let found = violations { root.addSublayer(extra) }
            #expect(found == ["unregistered dirty tree: 'root': no transaction on this thread will commit it"])
            _ = root.buildRenderTree()
        }

        @Test func geometryChangedBehindTheFlagsIsReported() {
            let (root, child, _) = makeTree()
            _ = root.buildRenderTree()
            child.geometry.position = CGPoint(x: 7, y: 7)
            let found = violations { _ = root.buildRenderTree() }
            #expect(found == ["render tree mismatch: 'child': geometry differs from the model"])
            child.markNeedsCommit()
            _ = root.buildRenderTree()
        }

        @Test func sublayersChangedBehindTheFlagsAreReported() {
            let (root, child, _) = makeTree()
            _ = root.buildRenderTree()
            root.sublayerList = []
            child.parent = nil
            let found = violations { _ = root.buildRenderTree() }
            #expect(found == ["render tree mismatch: 'root': sublayer nodes differ from the sublayers"])
            root.sublayerList = [child]
            child.parent = root
        }
    }
#endif
