import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// Trees 100,000 levels deep and 100,000 layers wide: built, laid out, displayed, composited,
/// hit-tested, converted and freed without recursion overflowing a stack. On the main actor, so
/// their hundreds of megabytes never overlap the memory test's measurement in this process. Each
/// walk is a hang guard too (a walk gone quadratic would stall the run): a minute each, where
/// they take seconds.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct DeepLayerTreeTests {
    static let count = 100_000
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    private func makeHost() -> LayerTreeHost {
        LayerTreeHost(
            size: CGSize(width: 100, height: 100), scale: 1, backgroundColor: CGColor(gray: 1, alpha: 1),
            clock: ManualMediaClock())!
    }

    /// A chain of `count` layers under a 100-point root, each 20 points square at the origin of
    /// the one above, except every 10,000th, one point to the right: the deepest sits at x = 10
    /// in the root and draws itself red.
    private func makeChain(delegate: EventLog) -> (root: CALayer, deepest: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var deepest = root
        for level in 1...Self.count {
            let layer = CALayer()
            layer.frame = CGRect(x: level % 10_000 == 0 ? 1 : 0, y: 0, width: 20, height: 20)
            deepest.addSublayer(layer)
            deepest = layer
        }
        deepest.delegate = delegate
        deepest.setNeedsDisplay()
        return (root, deepest)
    }

    @Test func aChainOfOneHundredThousandLayers() throws {
        let host = makeHost()
        let log = EventLog()
        log.fill = red
        weak var freedRoot: CALayer?
        weak var freedDeepest: CALayer?
        do {
            let (root, deepest) = makeChain(delegate: log)
            (freedRoot, freedDeepest) = (root, deepest)
            root.setNeedsLayout()
            root.layoutIfNeeded()
            host.rootLayer = root
            let frame = host.renderFrame()
            #expect(log.draws == 1)
            #expect(frame.renderNodesRebuilt == Self.count + 1)
            let image = try #require(host.snapshot())
            #expect(image.pixel(x: 10, y: 0) == PixelRGBA(255, 0, 0, 255))
            #expect(image.pixel(x: 29, y: 19) == PixelRGBA(255, 0, 0, 255))
            #expect(image.pixel(x: 9, y: 5) == PixelRGBA(255, 255, 255, 255))
            #expect(image.pixel(x: 30, y: 5) == PixelRGBA(255, 255, 255, 255))
            #expect(root.hitTest(CGPoint(x: 15, y: 5)) === deepest)
            #expect(root.hitTest(CGPoint(x: 50, y: 50)) === root)
            #expect(deepest.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 11, y: 2))
            #expect(root.convert(CGPoint(x: 11, y: 2), to: deepest) == CGPoint(x: 1, y: 2))

            // A redraw at the bottom rebuilds the path to the root and damages only the deepest layer.
            log.fill = green
            deepest.setNeedsDisplay()
            let second = host.renderFrame()
            #expect(log.draws == 2)
            #expect(second.renderNodesRebuilt == Self.count + 1)
            #expect(second.damageRects == [CGRect(x: 10, y: 0, width: 20, height: 20)])
            #expect(try #require(host.snapshot()).pixel(x: 20, y: 10) == PixelRGBA(0, 255, 0, 255))

            host.rootLayer = nil
            host.renderFrame()
        }
        // Let go, the whole chain is freed, its deepest layer included.
        #expect(freedRoot == nil && freedDeepest == nil)
    }

    @Test func aLayerWithOneHundredThousandSublayers() throws {
        let host = makeHost()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        // Ten layers on every pixel; the last ten thousand, green, cover the screen on top.
        for index in 0..<Self.count {
            let layer = CALayer()
            layer.frame = CGRect(x: index % 100, y: (index / 100) % 100, width: 1, height: 1)
            layer.backgroundColor = index >= Self.count - 10_000 ? green : red
            root.addSublayer(layer)
        }
        let drawn = EventLog()
        drawn.fill = green
        let last = try #require(root.sublayers?.last)
        last.delegate = drawn
        last.setNeedsDisplay()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        host.rootLayer = root
        let frame = host.renderFrame()
        #expect(drawn.draws == 1)
        #expect(frame.renderNodesRebuilt == Self.count + 1)
        let image = try #require(host.snapshot())
        for (x, y) in [(0, 0), (37, 42), (99, 99)] { #expect(image.pixel(x: x, y: y) == PixelRGBA(0, 255, 0, 255)) }
        let target = try #require(root.sublayers?[Self.count - 10_000 + 42 * 100 + 37])
        #expect(root.hitTest(CGPoint(x: 37.5, y: 42.5)) === target)
        #expect(target.convert(CGPoint(x: 0.5, y: 0.25), to: root) == CGPoint(x: 37.5, y: 42.25))

        root.sublayers = nil
        let cleared = host.renderFrame()
        #expect(cleared.pixelsComposited == 100 * 100)
        #expect(try #require(host.snapshot()).pixel(x: 37, y: 42) == PixelRGBA(255, 255, 255, 255))
    }
}
