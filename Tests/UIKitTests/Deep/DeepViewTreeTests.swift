import Foundation
import Testing
import UIKit
import UIKitTesting

/// View trees 100,000 levels deep and 100,000 views wide, through the headless backend: built in
/// a window, laid out, drawn, composited, hit-tested, converted, removed and freed. Each walk is
/// a hang guard too (a walk gone quadratic would stall the run): a minute each, where they take
/// seconds.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct DeepViewTreeTests {
    static let count = 100_000
    private let size = CGSize(width: 100, height: 100)

    /// A white container with a chain of `count` views below it, each 20 points square at the
    /// origin of the one above except every 10,000th, one point to the right; the deepest, at
    /// x = 10 in the container, draws itself red.
    private func makeChain() -> (container: UIView, deepest: DrawingView) {
        let container = UIView(frame: CGRect(origin: .zero, size: size))
        container.backgroundColor = .white
        var bottom = container
        for level in 1..<Self.count {
            let view = UIView(frame: CGRect(x: level % 10_000 == 0 ? 1 : 0, y: 0, width: 20, height: 20))
            bottom.addSubview(view)
            bottom = view
        }
        let deepest = DrawingView(frame: CGRect(x: 1, y: 0, width: 20, height: 20))
        deepest.color = .red
        bottom.addSubview(deepest)
        return (container, deepest)
    }

    @Test func aChainOfOneHundredThousandViews() {
        HeadlessHost.run(size: size) { host in
            let window = host.show(UIView(frame: .zero))
            weak var freedContainer: UIView?
            weak var freedDeepest: DrawingView?
            do {
                let (container, deepest) = makeChain()
                freedContainer = container
                freedDeepest = deepest
                window.addSubview(container)
                #expect(deepest.window === window)
                container.setNeedsLayout()
                container.layoutIfNeeded()
                host.renderFrame()
                #expect(deepest.draws == 1)
                #expect(host.pixel(x: 10, y: 0) == PixelRGBA(255, 0, 0, 255))
                #expect(host.pixel(x: 29, y: 19) == PixelRGBA(255, 0, 0, 255))
                #expect(host.pixel(x: 9, y: 5) == PixelRGBA(255, 255, 255, 255))
                #expect(host.pixel(x: 30, y: 20) == PixelRGBA(255, 255, 255, 255))
                #expect(window.hitTest(CGPoint(x: 15, y: 5), with: nil) === deepest)
                #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === container)
                #expect(deepest.convert(CGPoint(x: 1, y: 2), to: container) == CGPoint(x: 11, y: 2))
                #expect(container.convert(CGPoint(x: 11, y: 2), to: deepest) == CGPoint(x: 1, y: 2))
                #expect(deepest.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 11, y: 2))
                // What an assistive technology reads walks the chain without recursing.
                deepest.isAccessibilityElement = true
                deepest.accessibilityIdentifier = "deepest"
                let inspector = AccessibilityInspector(context: host.context)
                #expect(inspector.elements(in: window) == [deepest])
                #expect(inspector.object(identifiedBy: "deepest", in: window) === deepest)
                #expect(deepest.accessibilityFrame == CGRect(x: 10, y: 0, width: 20, height: 20))
                inspector.detach()

                container.removeFromSuperview()
                #expect(deepest.window == nil)
                host.renderFrame()
                #expect(host.pixel(x: 15, y: 5) == PixelRGBA(0, 0, 0, 255))
            }
            // Let go, the whole chain is freed, its deepest view included.
            #expect(freedContainer == nil && freedDeepest == nil)
        }
    }

    @Test func aViewWithOneHundredThousandSubviews() {
        HeadlessHost.run(size: size) { host in
            weak var freedRoot: UIView?
            weak var freedLast: DrawingView?
            do {
                let root = UIView(frame: CGRect(origin: .zero, size: size))
                freedRoot = root
                // Ten views on every pixel; the last ten thousand, green, cover the screen on top.
                for index in 0..<Self.count - 1 {
                    let view = UIView(frame: CGRect(x: index % 100, y: (index / 100) % 100, width: 1, height: 1))
                    view.backgroundColor = index >= Self.count - 10_000 ? .green : .red
                    root.addSubview(view)
                }
                let last = DrawingView(frame: CGRect(x: 99, y: 99, width: 1, height: 1))
                freedLast = last
                last.color = .green
                root.addSubview(last)
                let window = host.show(root)
                root.setNeedsLayout()
                root.layoutIfNeeded()
                host.renderFrame()
                #expect(last.draws == 1)
                for (x, y) in [(0, 0), (37, 42), (99, 99)] {
                    #expect(host.pixel(x: x, y: y) == PixelRGBA(0, 255, 0, 255))
                }
                let target = root.subviews[Self.count - 10_000 + 42 * 100 + 37]
                #expect(window.hitTest(CGPoint(x: 37.5, y: 42.5), with: nil) === target)
                #expect(target.convert(CGPoint(x: 0.5, y: 0.25), to: nil) == CGPoint(x: 37.5, y: 42.25))
                // Read as 100 rows of 100 pixels, each pixel's ten views in the order they were added.
                for view in root.subviews { view.isAccessibilityElement = true }
                let inspector = AccessibilityInspector(context: host.context)
                let elements = inspector.elements(in: window)
                #expect(elements.count == Self.count)
                #expect(elements.first === root.subviews[0] && elements.last === last)
                #expect(elements[10] === root.subviews[1] && elements[1_000] === root.subviews[100])
                inspector.detach()

                root.removeFromSuperview()
                host.renderFrame()
                #expect(host.pixel(x: 37, y: 42) == PixelRGBA(0, 0, 0, 255))
            }
            // Let go, the view and all its subviews are freed.
            #expect(freedRoot == nil && freedLast == nil)
        }
    }
}
