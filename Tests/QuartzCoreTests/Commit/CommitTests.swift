import QuartzCore
import Testing

@Suite struct CommitTests {
    @Test func anUnchangedTreeCommitsToTheSameRoot() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSublayer(makeLayer("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let first = root.buildRenderTree()
        #expect(first.nodesRebuilt == 2)
        let second = root.buildRenderTree()
        #expect(second.root === first.root && second.nodesRebuilt == 0 && second.layersLaidOut == 0)
    }

    @Test func movingOneLeafRebuildsOnlyItsPath() {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        for _ in 0..<100 {
            let branch = CALayer()
            for _ in 0..<100 { branch.addSublayer(CALayer()) }
            root.addSublayer(branch)
        }
        let first = root.buildRenderTree()
        #expect(first.nodesRebuilt == 10_101)
        let leaf = root.sublayers![42].sublayers![7]
        leaf.position = CGPoint(x: 5, y: 5)
        let second = root.buildRenderTree()
        #expect(second.nodesRebuilt == 3)
        #expect(second.root !== first.root)
        #expect(second.root.sublayers[41] === first.root.sublayers[41])
        #expect(second.root.sublayers[42] !== first.root.sublayers[42])
        #expect(second.root.sublayers[42].sublayers[6] === first.root.sublayers[42].sublayers[6])
        #expect(second.root.sublayers[42].sublayers[7].geometry.position == CGPoint(x: 5, y: 5))
    }

    @Test func nodesCarryTheModel() throws {
        let root = makeLayer("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.shadowOpacity = 0.5
        root.masksToBounds = true
        let mask = makeLayer("mask", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.mask = mask
        let transformLayer = CATransformLayer()
        root.addSublayer(transformLayer)
        let node = root.buildRenderTree().root
        #expect(node.style.backgroundColor == root.backgroundColor && node.style.masksToBounds)
        let shadow = try #require(node.style.shadow)
        #expect(shadow.offset == CGSize(width: 0, height: -3) && shadow.radius == 3 && shadow.opacity == 0.5)
        #expect(node.mask?.geometry.bounds == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(node.sublayers[0].style.flattensSublayers == false)
        mask.opacity = 0.5
        let next = root.buildRenderTree()
        #expect(next.nodesRebuilt == 2 && next.root.mask?.style.opacity == 0.5)
        #expect(next.root.sublayers[0] === node.sublayers[0])
    }

    @Test func contentsImagesAreCommittedWithVersions() throws {
        let log = EventLog()
        let source = makeLayer("src", frame: CGRect(x: 0, y: 0, width: 4, height: 4), delegate: log)
        source.setNeedsDisplay()
        _ = source.buildRenderTree()
        let image = try #require(source.contents as? CGImage)
        let layer = makeLayer("a", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.contents = image
        layer.contentsGravity = .center
        let first = try #require(layer.buildRenderTree().root.contents)
        #expect(first.image === image && first.gravity == .center)
        layer.contents = image
        let second = try #require(layer.buildRenderTree().root.contents)
        #expect(second.version > first.version)
    }

    @Test func renderInContextCommitsTheSubtree() {
        let log = EventLog()
        let layer = makeLayer("a", frame: CGRect(x: 0, y: 0, width: 4, height: 4), delegate: log)
        layer.setNeedsDisplay()
        let context = CGContext(
            data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        layer.render(in: context)
        #expect(log.draws == 1 && !layer.needsDisplay())
    }
}
