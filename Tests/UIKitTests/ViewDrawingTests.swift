import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct ViewDrawingCycleTests {
    private func makeScene(_ view: UIView) -> (LayerTreeHost, UIView) {
        let host = makeHost()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        root.addSubview(view)
        host.rootLayer = root.layer
        return (host, root)
    }

    @Test func threeInvalidationsDrawOnce() {
        let view = DrawingView(frame: CGRect(x: 8, y: 8, width: 16, height: 16))
        let (host, _) = makeScene(view)
        host.renderFrame()
        #expect(view.draws == 1)
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 2, height: 2))
        view.setNeedsDisplay()
        #expect(view.draws == 1)
        let frame = host.renderFrame()
        #expect(view.draws == 2)
        #expect(frame.backingStoresRedrawn == 1)
        host.renderFrame()
        #expect(view.draws == 2)
    }

    @Test func drawRunsWithACurrentContextInViewCoordinates() throws {
        let view = DrawingView(frame: CGRect(x: 8, y: 8, width: 16, height: 16))
        view.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let (host, _) = makeScene(view)
        host.renderFrame()
        let image = try #require(host.snapshot())
        #expect(image.pixel(x: 8, y: 8) == PixelRGBA(255, 0, 0, 255))
        #expect(image.pixel(x: 23, y: 23) == PixelRGBA(255, 0, 0, 255))
        #expect(image.pixel(x: 24, y: 24) == PixelRGBA(255, 255, 255, 255))
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 16, height: 16)])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    /// Paints its bounds red on the first draw only.
    final class FirstDrawOnly: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            guard draws == 1 else { return }
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            UIRectFill(bounds)
        }
    }

    @Test(arguments: [true, false])
    func clearsContextBeforeDrawingDecidesWhetherARedrawStartsFromTransparent(clears: Bool) throws {
        let view = FirstDrawOnly(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        view.isOpaque = false
        view.clearsContextBeforeDrawing = clears
        let (host, _) = makeScene(view)
        host.renderFrame()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 8, height: 8))
        host.renderFrame()
        #expect(view.draws == 2)
        let image = try #require(host.snapshot())
        // The redrawn corner shows the white root through a cleared store, or the old red.
        #expect(image.pixel(x: 2, y: 2) == (clears ? PixelRGBA(255, 255, 255, 255) : PixelRGBA(255, 0, 0, 255)))
        #expect(image.pixel(x: 12, y: 12) == PixelRGBA(255, 0, 0, 255))
    }

    @Test func partialInvalidationPassesAContainingRectSmallerThanTheBounds() {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
        let (host, _) = makeScene(view)
        host.renderFrame()
        view.setNeedsDisplay(CGRect(x: 4.5, y: 4, width: 3, height: 2))
        view.setNeedsDisplay(CGRect(x: 10, y: 10, width: 2, height: 2))
        host.renderFrame()
        let rect = view.rects.last
        #expect(rect?.contains(CGRect(x: 4.5, y: 4, width: 3, height: 2)) == true)
        #expect(rect?.contains(CGRect(x: 10, y: 10, width: 2, height: 2)) == true)
        #expect(rect != view.bounds)
        #expect(rect == CGRect(x: 4, y: 4, width: 8, height: 8))
    }

    @Test func movingAndScalingWithAScalingContentModeDoNotRedraw() {
        let view = DrawingView(frame: CGRect(x: 8, y: 8, width: 16, height: 16))
        let (host, _) = makeScene(view)
        host.renderFrame()
        view.center = CGPoint(x: 40, y: 40)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.bounds.size = CGSize(width: 20, height: 10)
        view.alpha = 0.5
        let frame = host.renderFrame()
        #expect(view.draws == 1)
        #expect(frame.backingStoresRedrawn == 0)
    }

    @Test func redrawContentModeRedrawsOnceOnASizeChange() {
        let view = DrawingView(frame: CGRect(x: 8, y: 8, width: 16, height: 16))
        view.contentMode = .redraw
        let (host, _) = makeScene(view)
        host.renderFrame()
        view.bounds.size = CGSize(width: 20, height: 10)
        view.bounds.size = CGSize(width: 24, height: 10)
        host.renderFrame()
        #expect(view.draws == 2)
        view.center = CGPoint(x: 30, y: 30)
        view.bounds.origin = CGPoint(x: 3, y: 3)
        host.renderFrame()
        #expect(view.draws == 2)
    }

    @Test func plainViewsGetNoBackingStoreAndIgnoreSetNeedsDisplay() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        plain.backgroundColor = .red
        let (host, root) = makeScene(plain)
        let first = host.renderFrame()
        #expect(first.backingStoresRedrawn == 0)
        #expect(plain.layer.contents == nil && root.layer.contents == nil)
        plain.setNeedsDisplay()
        #expect(!plain.layer.needsDisplay())
        #expect(host.snapshot()?.pixel(x: 4, y: 4) == PixelRGBA(255, 0, 0, 255))
    }

    @Test func subclassesThatDoNotDrawAreProbedOnce() {
        final class Container: UIView {}
        let first = Container(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        let (host, root) = makeScene(first)
        #expect(first.layer.needsDisplay())
        host.renderFrame()
        #expect(first.layer.contents == nil)
        let second = Container(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        root.addSubview(second)
        #expect(!second.layer.needsDisplay())
        #expect(host.renderFrame().backingStoresRedrawn == 0)
    }

    @Test func anOpaqueViewThatDrawsNothingHidesNothingBehindIt() {
        final class Blank: UIView {}
        let blank = Blank(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        let (host, root) = makeScene(blank)
        root.backgroundColor = .red
        // The opaque promise is made before the display pass, which writes no model property
        // (the internal checks stop on such a write); without contents it promises nothing.
        #expect(blank.isOpaque && blank.layer.isOpaque && blank.layer.needsDisplay())
        host.renderFrame()
        #expect(blank.layer.contents == nil)
        #expect(host.snapshot()?.pixel(x: 4, y: 4) == PixelRGBA(255, 0, 0, 255))
    }

    @Test func opaqueDrawingViewsHaveOpaqueStoresAtTheContentScale() throws {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.contentScaleFactor = 2
        let (host, _) = makeScene(view)
        host.renderFrame()
        #expect(view.layer.isOpaque)
        let image = try #require(view.layer.contents.map { $0 as! CGImage })
        #expect(image.width == 20 && image.height == 20)
        view.isOpaque = false
        #expect(!view.layer.isOpaque)
        host.renderFrame()
        #expect(view.draws == 2)
    }

    @Test func contentModesMapOntoGravityWithVerticalNamesSwapped() {
        let view = UIView()
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
            (.redraw, .resize), (.center, .center), (.top, .bottom), (.bottom, .top), (.left, .left),
            (.right, .right), (.topLeft, .bottomLeft), (.topRight, .bottomRight), (.bottomLeft, .topLeft),
            (.bottomRight, .topRight),
        ]
        for (mode, gravity) in expected {
            view.contentMode = mode
            #expect(view.layer.contentsGravity == gravity)
            #expect(view.layer.needsDisplayOnBoundsChange == (mode == .redraw))
        }
        view.contentStretch = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        #expect(view.layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        view.contentMode = .scaleAspectFit
        #expect(view.layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        view.contentStretch = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(view.contentStretch == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    }
}

@MainActor @Suite struct ViewContentModeGoldenTests {
    nonisolated private static let modes: [(UIView.ContentMode, String)] = [
        (.scaleToFill, "scaleToFill"), (.scaleAspectFit, "scaleAspectFit"), (.scaleAspectFill, "scaleAspectFill"),
        (.redraw, "redraw"), (.center, "center"), (.top, "top"), (.bottom, "bottom"), (.left, "left"),
        (.right, "right"), (.topLeft, "topLeft"), (.topRight, "topRight"), (.bottomLeft, "bottomLeft"),
        (.bottomRight, "bottomRight"),
    ]

    /// A 16×16 quadrant view drawn once, then resized to 32×24 inside a 40×32 frame.
    private func render(_ mode: UIView.ContentMode, stretch: CGRect? = nil) throws -> CGImage {
        let host = makeHost(40, 32)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 32))
        root.backgroundColor = .white
        let view = QuadrantView(frame: CGRect(x: 4, y: 4, width: 16, height: 16))
        view.contentMode = mode
        if let stretch { view.contentStretch = stretch }
        root.addSubview(view)
        host.rootLayer = root.layer
        host.renderFrame()
        view.frame = CGRect(x: 4, y: 4, width: 32, height: 24)
        host.renderFrame()
        return try #require(host.snapshot())
    }

    @Test(arguments: modes.map(\.1))
    func contentModeAfterABoundsChange(name: String) throws {
        let mode = try #require(Self.modes.first { $0.1 == name }?.0)
        let image = try render(mode)
        // Tolerance 2, no pixel beyond it: cairo and pixman rasterise deterministically for one
        // library version; the slack covers rounding between builds.
        GoldenImage.check(image, named: "view-contentMode-\(name)", in: GoldenImage.directory(), tolerance: 2)
    }

    @Test func contentStretchStretchesOnlyItsPart() throws {
        let image = try render(.scaleToFill, stretch: CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        // Tolerance 2, as for the content-mode goldens.
        GoldenImage.check(image, named: "view-contentStretch", in: GoldenImage.directory(), tolerance: 2)
        // The 4-point corners keep their size: the top-left red corner ends 4 points in.
        #expect(image.pixel(x: 7, y: 7) == PixelRGBA(255, 0, 0, 255))
        // Ignored where the mode pins the content.
        let pinned = try render(.topLeft, stretch: CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        #expect(GoldenImage.compare(pinned, try render(.topLeft), tolerance: 0).differingPixels == 0)
    }
}

@MainActor @Suite struct ViewSnapshotTests {
    @Test func renderInAnImageRendererMatchesTheScreen() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
        root.backgroundColor = .white
        let quadrants = QuadrantView(frame: CGRect(x: 4, y: 6, width: 20, height: 16))
        quadrants.transform = CGAffineTransform(rotationAngle: 0.3)
        root.addSubview(quadrants)
        let host = makeHost(32, 32)
        host.rootLayer = root.layer
        host.renderFrame()
        let screen = try #require(host.snapshot())
        let rendered = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32)).image { context in
                root.layer.render(in: context.cgContext)
            }.cgImage)
        // The compositor rasterises the turned view's antialiased edge on screen, cairo in the
        // image: up to 4 edge pixels may differ by more than 2 levels.
        #expect(GoldenImage.compare(rendered, screen, tolerance: 2).differingPixels <= 4)
        let hierarchy = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32)).image { _ in
                #expect(root.drawHierarchy(in: CGRect(x: 0, y: 0, width: 32, height: 32), afterScreenUpdates: true))
            }.cgImage)
        // The same allowance: the hierarchy is drawn as `render(in:)` draws it.
        #expect(GoldenImage.compare(hierarchy, screen, tolerance: 2).differingPixels <= 4)
        #expect(!root.drawHierarchy(in: root.bounds, afterScreenUpdates: false))
    }

    @Test func snapshotViewShowsAnImageOfTheView() throws {
        let view = QuadrantView(frame: CGRect(x: 10, y: 10, width: 8, height: 8))
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 8, height: 8))
        let image = try #require(snapshot.layer.contents.map { $0 as! CGImage })
        #expect(image.pixel(x: 1, y: 1) == PixelRGBA(255, 0, 0, 255))
        #expect(image.pixel(x: 6, y: 6) == PixelRGBA(255, 204, 0, 255))
        #expect(UIView().snapshotView(afterScreenUpdates: false) == nil)
    }
}

/// Snapshot views of part of a view, resizable between caps, and of the whole screen.
@MainActor @Suite struct SnapshotViewTests {
    @Test func aResizableSnapshotShowsItsRectAndKeepsItsCaps() throws {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            root.backgroundColor = .white
            let red = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            red.backgroundColor = .red
            root.addSubview(red)
            host.show(root)
            let snapshot = root.resizableSnapshotView(
                from: CGRect(x: 5, y: 5, width: 20, height: 10), afterScreenUpdates: false,
                withCapInsets: UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4))
            #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
            #expect(snapshot?.layer.contentsCenter == CGRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6))
            let image = try? #require(snapshot?.layer.contents as? CGImage)
            // The red square starts 5 points into the snapshot, which is 20 × 10 points at scale 1.
            #expect(image?.width == 20 && image?.height == 10)
            #expect(image?.pixel(x: 4, y: 7) == PixelRGBA(255, 255, 255, 255))
            #expect(image?.pixel(x: 5, y: 7) == PixelRGBA(255, 0, 0, 255))
            #expect(image?.pixel(x: 14, y: 5) == PixelRGBA(255, 0, 0, 255))
            #expect(image?.pixel(x: 15, y: 5) == PixelRGBA(255, 255, 255, 255))
            #expect(
                root.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero) == nil)
            #expect(
                root.resizableSnapshotView(
                    from: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), afterScreenUpdates: true,
                    withCapInsets: .zero) == nil)
        }
    }

    @Test func theScreensSnapshotShowsItsLastFrameOrTheNextOne() throws {
        HeadlessHost.run(size: CGSize(width: 20, height: 20)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            root.backgroundColor = .blue
            host.show(root)
            host.renderFrame()
            root.backgroundColor = .green
            let before = host.screen.snapshotView(afterScreenUpdates: false)
            #expect(before.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
            #expect((before.layer.contents as? CGImage)?.pixel(x: 10, y: 10) == PixelRGBA(0, 0, 255, 255))
            let after = host.screen.snapshotView(afterScreenUpdates: true)
            #expect((after.layer.contents as? CGImage)?.pixel(x: 10, y: 10) == PixelRGBA(0, 255, 0, 255))
        }
    }
}
