import Foundation
import Testing
import UIKit

@MainActor @Suite struct ViewConversionTests {
    private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
    private func near(_ a: CGRect, _ b: CGRect) -> Bool {
        near(a.origin, b.origin) && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func nestedViewsAddOrigins() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
        window.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 28))
        #expect(b.convert(CGPoint(x: 16, y: 28), from: nil) == CGPoint(x: 1, y: 1))
        #expect(b.convert(CGPoint(x: 1, y: 1), to: a) == CGPoint(x: 6, y: 8))
        #expect(a.convert(CGPoint(x: 6, y: 8), to: b) == CGPoint(x: 1, y: 1))
        #expect(
            b.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: window) == CGRect(x: 15, y: 27, width: 5, height: 5))
    }

    @Test func throughTransformsAndBoundsOrigins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let rotated = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        rotated.bounds.origin = CGPoint(x: 10, y: 0)
        root.addSubview(rotated)
        let leaf = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        rotated.addSubview(leaf)
        // The leaf's origin is the rotated view's bounds origin, its top-left corner before the
        // rotation; a quarter turn about the centre (100, 100) takes that corner to (150, 50).
        #expect(near(leaf.convert(CGPoint.zero, to: root), CGPoint(x: 150, y: 50)))
        #expect(near(root.convert(CGPoint(x: 150, y: 50), to: leaf), .zero))
        #expect(near(leaf.convert(CGPoint(x: 0, y: 10), to: nil), CGPoint(x: 140, y: 50)))
        #expect(
            near(
                leaf.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root),
                CGRect(x: 140, y: 50, width: 10, height: 10)))
    }

    @Test func nilWithoutAWindowMeansTheRootView() {
        let root = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 5, y: 5))
        #expect(child.convert(CGPoint(x: 5, y: 5), from: nil) == .zero)
    }

    @Test func acrossTwoWindowsThroughTheirFrames() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 300, y: 50, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        first.addSubview(a)
        second.addSubview(b)
        // a's origin is (10, 10) on the screen; b's is (305, 55).
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -295, y: -45))
        #expect(b.convert(CGPoint.zero, from: a) == CGPoint(x: -295, y: -45))
        #expect(
            a.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: second)
                == CGRect(x: -290, y: -40, width: 4, height: 4))
    }
}

@MainActor @Suite struct ViewHitTestingTests {
    private func makeTree() -> (root: UIView, a: UIView, b: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        root.addSubview(a)
        root.addSubview(b)
        return (root, a, b)
    }

    @Test func frontmostSubviewWins() {
        let (root, a, b) = makeTree()
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === b)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === a)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 100, y: 50), with: nil) == nil)
    }

    @Test func boundsAreHalfOpen() {
        let (root, a, _) = makeTree()
        #expect(a.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(!a.point(inside: CGPoint(x: 50, y: 10), with: nil))
        #expect(root.hitTest(CGPoint(x: 99.999, y: 0), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 0, y: 100), with: nil) == nil)
    }

    @Test func hiddenTransparentAndDisabledViewsAreSkipped() {
        let (root, a, b) = makeTree()
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === a)
        b.isHidden = false
        b.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === a)
        b.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === b)
        b.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === a)
        root.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) == nil)
    }

    @Test func subviewsOutsideTheBoundsAreNeverReached() {
        for clips in [false, true] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            box.clipsToBounds = clips
            let overhang = UIView(frame: CGRect(x: 15, y: 15, width: 30, height: 30))
            box.addSubview(overhang)
            root.addSubview(box)
            #expect(root.hitTest(CGPoint(x: 28, y: 28), with: nil) === overhang)
            #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === root)
        }
    }

    @Test func transformedViewsAreHitWhereTheyAppear() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bar = UIView(frame: CGRect(x: 30, y: 45, width: 40, height: 10))
        root.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(root.hitTest(CGPoint(x: 50, y: 30), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 35, y: 50), with: nil) === root)
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(scaled)
        #expect(root.hitTest(CGPoint(x: 14, y: 14), with: nil) === scaled)
    }
}
