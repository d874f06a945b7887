public import CoreGraphics
public import Foundation

/// Owns the frames of one layer tree on a virtual screen, headless: Lamina's render server.
///
/// A frame runs these phases, in this order, and each leaves no flag of its kind set:
/// 1. **layout** — layers needing layout, shallowest first (`layoutSublayers()`);
/// 2. **display** — layers needing display draw into their backing stores, clipped to their
///    dirty rects;
/// 3. **commit** — changed model state is copied into the immutable render tree (unchanged
///    subtrees are shared with the previous tree);
/// 4. **composite** — the render tree into the framebuffer, damaged regions only.
///
/// Input, animation ticks and presenting to a real screen join this list in later issues; the
/// framebuffer is what a backend presents. Time comes from the injected `MediaClock`.
///
/// A Lamina addition (Apple's render server is not an API): tests and tools use it to render a
/// layer tree to an image and to read per-frame statistics.
public final class LayerTreeHost {
    /// The phases of a frame, in order.
    public enum Phase: Int, Comparable, Sendable {
        case layout = 1
        case display
        case commit
        case composite

        /// Phases compare in the order a frame runs them.
        public static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Debug overlays drawn by the compositor, switchable between frames.
    public struct DebugOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: Int
        /// Creates options from their raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Tints the regions recomposited in each frame translucent red (Core Animation's "flash
        /// updated regions").
        public static let flashRecompositedRegions = DebugOptions(rawValue: 1 << 0)
        /// Tints layers drawn with blending red and opaque ones green ("color blended layers").
        public static let tintBlendedLayers = DebugOptions(rawValue: 1 << 1)
    }

    /// The clock frames take their timestamps from.
    public let clock: any MediaClock
    /// The virtual screen's size in points.
    public let size: CGSize
    /// Pixels per point of the framebuffer.
    public let scale: CGFloat
    let compositor: Compositor
    /// The render tree of the last commit.
    package private(set) var renderTree: RenderNode?
    /// What the last frame did.
    public private(set) var lastFrame = FrameReport()

    /// The layer tree shown; its frame is in the screen's points.
    public var rootLayer: CALayer? {
        didSet { compositor.invalidate() }
    }

    /// The overlays the compositor draws.
    public var debugOptions: DebugOptions {
        get { DebugOptions(rawValue: compositor.debugOptions.rawValue) }
        set { compositor.debugOptions = Compositor.DebugOptions(rawValue: newValue.rawValue) }
    }

    /// Creates a host with a framebuffer of `size × scale` pixels, cleared to `backgroundColor`.
    ///
    /// Returns nil when the size is empty, not finite or over 32767 pixels a side.
    public init?(
        size: CGSize, scale: CGFloat = 1, backgroundColor: CGColor = .clear, clock: any MediaClock = SystemMediaClock()
    ) {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0,
            let compositor = Compositor(
                width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
                scale: scale, clearColor: backgroundColor)
        else { return nil }
        self.size = size
        self.scale = scale
        self.clock = clock
        self.compositor = compositor
    }

    /// Runs a frame through `last` (by default all the way to a composited framebuffer).
    ///
    /// Stopping early leaves the later phases' work for the next frame.
    @discardableResult
    public func renderFrame(through last: Phase = .composite) -> FrameReport {
        var report = FrameReport()
        report.timestamp = clock.now
        if let root = rootLayer {
            // Early stops run their phases directly; a full frame commits, which counts for itself.
            var laidOut = 0
            var displayed = 0
            switch last {
            case .layout:
                laidOut = LayerTreeCommitter.layOut(root)
            case .display:
                laidOut = LayerTreeCommitter.layOut(root)
                displayed = LayerTreeCommitter.display(root)
            case .commit, .composite:
                // The implicit transaction commits first, as at the end of a run-loop turn.
                CATransaction.flush()
                renderTree = LayerTreeCommitter.commit(root).root
            }
            let work = LayerTreeCommitter.collectStatistics(root)
            report.layersLaidOut = work.layersLaidOut + laidOut
            report.backingStoresRedrawn = work.layersDisplayed + displayed
            report.renderNodesRebuilt = work.nodesRebuilt
        } else if last >= .commit {
            renderTree = nil
        }
        if last == .composite {
            let composite = compositor.composite(renderTree)
            report.layersPainted = composite.layersPainted
            report.layersCulled = composite.layersCulled
            report.offscreenGroups = composite.groups
            report.pixelsComposited = composite.pixelsComposited
            report.damageRects = composite.damageRects
        }
        lastFrame = report
        return report
    }

    /// A copy of the framebuffer.
    public func snapshot() -> CGImage? { compositor.makeImage() }

    /// The framebuffer pixel at (x, y), row 0 at the top, premultiplied; transparent black outside
    /// the framebuffer. Reads one pixel without copying the framebuffer.
    package func framebufferPixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        compositor.pixel(x: x, y: y)
    }

    /// The framebuffer as PNG data.
    public func pngData() -> Data? {
        guard let image = snapshot() else { return nil }
        return ImageCodec.encodePNG(image)
    }
}
