import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that counts `tintColorDidChange()`.
@MainActor
private final class TintWatcher: UIView {
    var changes = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        changes += 1
    }
}

/// Tint colours, adjustment modes, `withTintColor` and template images in image views.
@MainActor
@Suite struct TintTests {
    /// A 4 × 4 image: opaque red, its top-left pixel clear and its top-right half transparent.
    private func shape() -> UIImage {
        ImageTestSupport.render(CGSize(width: 4, height: 4)) { context in
            ImageTestSupport.fill(context, CGRect(x: 0, y: 0, width: 4, height: 4), 255, 0, 0)
            context.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.clear(CGRect(x: 3, y: 0, width: 1, height: 1))
            ImageTestSupport.fill(context, CGRect(x: 3, y: 0, width: 1, height: 1), 255, 0, 0, 128)
        }
    }

    @Test func withTintColorPaintsTheShapeInTheColour() throws {
        let tinted = shape().withTintColor(.blue)
        let pixels = try #require(tinted.cgImage)
        #expect(pixels.pixel(x: 2, y: 2) == PixelRGBA(0, 0, 255, 255))
        #expect(pixels.pixel(x: 0, y: 0) == PixelRGBA(0, 0, 0, 0))
        #expect(pixels.pixel(x: 3, y: 0) == PixelRGBA(0, 0, 128, 128))
        #expect(tinted.renderingMode == .automatic && tinted.size == CGSize(width: 4, height: 4))
        let original = shape().withTintColor(.green, renderingMode: .alwaysOriginal)
        #expect(original.renderingMode == .alwaysOriginal)
        #expect(original.cgImage?.pixel(x: 1, y: 1) == PixelRGBA(0, 255, 0, 255))
    }

    @Test func imageViewsPaintTemplatesInTheirTint() {
        HeadlessHost.run(size: CGSize(width: 40, height: 10)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
            root.backgroundColor = .white
            root.tintColor = .green
            let template = UIImageView(image: shape().withRenderingMode(.alwaysTemplate))
            let original = UIImageView(image: shape())
            let ownTint = UIImageView(image: shape().withTintColor(.blue, renderingMode: .alwaysTemplate))
            for (index, view) in [template, original, ownTint].enumerated() {
                view.frame = CGRect(x: 10 * index, y: 0, width: 4, height: 4)
                root.addSubview(view)
            }
            host.show(root)
            host.renderFrame()
            // The template takes the tint of the hierarchy it joined; the others keep their colours.
            #expect(host.pixel(x: 2, y: 2) == PixelRGBA(0, 255, 0, 255))
            #expect(host.pixel(x: 12, y: 2) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 22, y: 2) == PixelRGBA(0, 0, 255, 255))
            root.tintColor = .red
            host.renderFrame()
            #expect(host.pixel(x: 2, y: 2) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 22, y: 2) == PixelRGBA(0, 0, 255, 255))
            // Dimmed: a gray of red's luminance (0.2126 → 54).
            root.tintAdjustmentMode = .dimmed
            host.renderFrame()
            #expect(host.pixel(x: 2, y: 2) == PixelRGBA(54, 54, 54, 255))
        }
    }

    /// A view that joins or leaves a differently tinted hierarchy hears of it, with the subviews
    /// that inherit its tint; one that keeps its tint does not.
    @Test func movingIntoADifferentTintTellsTheMovedSubtree() {
        let green = UIView()
        green.tintColor = .green
        let alsoGreen = UIView()
        alsoGreen.tintColor = .green
        let red = UIView()
        red.tintColor = .red
        let moved = TintWatcher()
        let inheriting = TintWatcher()
        let pinned = TintWatcher()
        pinned.tintColor = .blue
        let belowPinned = TintWatcher()
        moved.addSubview(inheriting)
        moved.addSubview(pinned)
        pinned.addSubview(belowPinned)
        // Setting a tint tells the view, and joining a tinted view tells the newcomer: start afresh.
        #expect(pinned.changes == 1 && belowPinned.changes == 1)
        for watcher in [moved, inheriting, pinned, belowPinned] { watcher.changes = 0 }
        green.addSubview(moved)
        #expect(moved.changes == 1 && inheriting.changes == 1 && pinned.changes == 0 && belowPinned.changes == 0)
        #expect(inheriting.tintColor == .green && belowPinned.tintColor == .blue)
        alsoGreen.addSubview(moved)
        #expect(moved.changes == 1 && inheriting.changes == 1)
        red.addSubview(moved)
        #expect(moved.changes == 2 && inheriting.changes == 2 && pinned.changes == 0)
        #expect(inheriting.tintColor == .red)
        moved.removeFromSuperview()
        #expect(moved.changes == 3 && inheriting.changes == 3 && inheriting.tintColor == .systemBlue)
        // A dimmed hierarchy changes the mode, which the pinned view inherits too.
        let dimmed = UIView()
        dimmed.tintAdjustmentMode = .dimmed
        dimmed.addSubview(moved)
        #expect(moved.changes == 4 && pinned.changes == 1 && belowPinned.changes == 1)
        #expect(belowPinned.tintAdjustmentMode == .dimmed)
    }

    /// Inherited tints are cached, and the caches follow every change above them.
    @Test func inheritedTintsFollowChangesFarAbove() {
        let top = UIView()
        var bottom = top
        var chain: [UIView] = []
        for _ in 0..<50 {
            let view = UIView()
            bottom.addSubview(view)
            chain.append(view)
            bottom = view
        }
        #expect(bottom.tintColor == .systemBlue)
        top.tintColor = .orange
        #expect(bottom.tintColor == .orange)
        chain[10].tintColor = .purple
        #expect(bottom.tintColor == .purple && chain[9].tintColor == .orange)
        top.tintColor = .brown
        chain[10].tintColor = nil
        #expect(chain[10].tintColor == .brown && bottom.tintColor == .brown)
        let other = UIView()
        other.tintColor = .cyan
        other.addSubview(chain[20])
        #expect(bottom.tintColor == .cyan && chain[19].tintColor == .brown)
        chain[30].tintAdjustmentMode = .dimmed
        #expect(bottom.tintAdjustmentMode == .dimmed && chain[29].tintAdjustmentMode == .normal)
        chain[30].tintAdjustmentMode = .automatic
        #expect(bottom.tintAdjustmentMode == .normal)
    }

    @Test func adjustmentModesAreInheritedAndReported() {
        let root = UIView()
        let child = TintWatcher()
        let pinned = TintWatcher()
        root.addSubview(child)
        root.addSubview(pinned)
        pinned.tintAdjustmentMode = .normal
        #expect(child.tintAdjustmentMode == .normal && root.tintAdjustmentMode == .normal)
        root.tintColor = .orange
        #expect(child.changes == 1 && pinned.changes == 1)
        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed && pinned.tintAdjustmentMode == .normal)
        #expect(child.changes == 2 && pinned.changes == 1)
        #expect(pinned.tintColor == .orange)
        var white: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(child.tintColor.getWhite(&white, alpha: &alpha) && alpha == 1)
        // Setting the same effective mode again reports nothing.
        child.tintAdjustmentMode = .dimmed
        #expect(child.changes == 2)
        root.tintAdjustmentMode = .automatic
        #expect(child.tintAdjustmentMode == .dimmed && child.changes == 2)
    }
}
