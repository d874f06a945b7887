internal import CCairo
package import CoreGraphics
import Foundation

/// Composites successive render trees into a framebuffer, repainting only what changed.
///
/// Each `composite(_:)` compares the new tree with the previous one (see
/// `Compositor+Damage.swift`): the damage is the screen extent, old and new, of every node that
/// differs, kept as a few whole-pixel rectangles. Each rectangle is cleared to `clearColor` and the
/// tree painted clipped to it, skipping subtrees outside it and everything under the topmost
/// opaque layer covering it. An identical tree costs a pointer comparison. The first frame, and
/// the first after `damageEverything()` or a change of `debugOptions`, repaints everything.
///
/// Not thread-safe: one compositor belongs to one thread (the render tree it reads is Sendable).
package final class Compositor {
    /// The framebuffer, premultiplied ARGB32 in cairo's layout.
    package let framebuffer: PixelBuffer
    /// Device pixels per point.
    package let scale: CGFloat
    /// The colour damaged regions are cleared to before painting.
    package var clearColor: CGColor {
        didSet { if clearColor != oldValue { needsFullRepaint = true } }
    }
    package var debugOptions: RenderDebugOptions = [] {
        didSet { if debugOptions != oldValue { needsFullRepaint = true } }
    }
    /// Damaged rectangles of at least this many pixels are painted in parallel bands, one per
    /// processor (`Compositor+Bands.swift`); `Int.max` turns banding off.
    package var bandingThreshold = 128 * 1024
    /// How many bands a large damaged rectangle is cut into at most: the processors to paint on.
    /// Injectable, so tests exercise banding on a one-core machine too.
    package var processorCount = ProcessInfo.processInfo.activeProcessorCount
    /// Whether turned groups are composited by Lamina's resampler (`AffineResampler`) where it
    /// applies; false leaves them all to cairo (for comparison in tests and benchmarks).
    package var resamplesTurnedGroups = true {
        didSet { if resamplesTurnedGroups != oldValue { needsFullRepaint = true } }
    }
    /// How many pieces (bands, or whole rectangles) the last composite painted.
    package internal(set) var lastBandCount = 0

    /// What the display's hardware covers, drawn over each composited frame
    /// (`Compositor+Overlay.swift`); empty for a plain rectangular screen.
    package var screenOverlay = ScreenOverlay.none {
        didSet { if screenOverlay != oldValue { needsFullRepaint = true } }
    }

    private let surface: OpaquePointer
    /// The cairo context over the whole framebuffer.
    let cr: OpaquePointer
    private var previousRoot: RenderNode?
    private var needsFullRepaint = true
    /// Group surfaces kept from one composite to the next.
    package let groupCache = GroupSurfaceCache()
    /// Regions flashed last frame, repainted this frame so the flash does not stick.
    private var flashed: [Box] = []

    /// Creates a compositor with a `width` × `height` pixel framebuffer; nil for impossible sizes.
    package init?(width: Int, height: Int, scale: CGFloat = 1, clearColor: CGColor = .clear) {
        guard let framebuffer = PixelBuffer(format: .argb32, width: width, height: height),
            let surface = framebuffer.makeSurface()
        else { return nil }
        self.framebuffer = framebuffer
        self.surface = surface
        self.cr = cairo_create(surface)
        cairo_set_tolerance(cr, 0.1)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.clearColor = clearColor
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Tells cairo that the framebuffer's pixels were written behind its back (by band surfaces).
    func markFramebufferDirty() { cairo_surface_mark_dirty(surface) }

    /// Makes the next frame repaint the whole framebuffer, whatever changed.
    package func damageEverything() { needsFullRepaint = true }

    /// The map from root-superlayer points to device pixels.
    var screenMatrix: Matrix4 {
        var m = Matrix4()
        (m.m11, m.m22) = (Double(scale), Double(scale))
        return m
    }

    /// Composites `root` (nil: an empty screen), repainting only the damaged regions.
    @discardableResult
    package func composite(_ root: RenderNode?) -> CompositeReport {
        let height = max(root?.height ?? 0, previousRoot?.height ?? 0)
        return DeepStack.perform(height: height) { compositeNow(root) }
    }

    private func compositeNow(_ root: RenderNode?) -> CompositeReport {
        let full = Box(x0: 0, y0: 0, x1: Double(framebuffer.width), y1: Double(framebuffer.height))
        var damage = DamageList(limit: full)
        if needsFullRepaint {
            damage.add(full)
        } else if root !== previousRoot {
            addDamage(from: previousRoot, to: root, into: &damage)
        }
        for box in flashed { damage.add(box) }
        flashed = []

        var frame = CompositeReport()
        for box in damage.boxes {
            frame.damageRects.append(box.rect)
            frame.pixelsComposited += Int(box.width * box.height)
        }
        let counters = paint(root, in: damage.boxes)
        drawScreenOverlay(in: damage.boxes)
        frame.layersPainted = counters.layersPainted
        frame.layersCulled = counters.layersCulled
        frame.offscreenGroups = counters.groups
        frame.reusedGroups = counters.reusedGroups
        frame.reusedShadows = counters.reusedShadows
        frame.resampledGroups = counters.resampledGroups
        frame.offscreenPixels = counters.offscreenPixels
        // Groups not drawn in a frame that painted something are not kept for the next.
        if !damage.boxes.isEmpty { groupCache.endComposite() }
        if debugOptions.contains(.flashRecompositedRegions) {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_rgba(cr, 1, 0, 0, 0.35)
            for box in damage.boxes { cairo_rectangle(cr, box.x0, box.y0, box.width, box.height) }
            cairo_fill(cr)
            cairo_restore(cr)
            flashed = damage.boxes
        }
        cairo_surface_flush(surface)
        previousRoot = root
        needsFullRepaint = false
        return frame
    }

    /// A copy of the framebuffer as an image.
    package func makeImage() -> CGImage? {
        framebuffer.copy().flatMap(CGImage.premultipliedImage)
    }

    /// The premultiplied pixel at (x, y), row 0 at the top; transparent outside the framebuffer.
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        framebuffer.pixel(x: x, y: y)
    }
}
