public import CoreGraphics
public import Foundation

/// Owns the frames of one layer tree on one screen: read `renderFrame(through:)` first. An
/// application with screens runs its frames through UIKit's `ApplicationFrame`, which calls
/// these phases for each screen's host.
///
/// The host is the main side of the frame: it runs input, tick, layout, display and commit on
/// the main thread, and the commit *publishes* an immutable, `Sendable` `CommittedFrame` to the
/// render side behind the `FrameRenderer` seam, which evaluates animations, composites and
/// presents — inline on this thread (tests, headless) or on a render thread of its own. Each
/// phase lives in its own file, `LayerTreeHost+PhaseN….swift`, numbered as below and in
/// docs/Architecture.md.
///
/// A Lamina addition (Apple's render server is not an API): tests and tools use it to render a
/// layer tree to an image and to read per-frame statistics.
public final class LayerTreeHost {
    /// The phases of a frame, in order.
    public enum Phase: Int, Comparable, Sendable, CaseIterable {
        /// 1. Platform events are delivered to their handlers.
        case input = 1
        /// 2. Main-side time moves: timers and display links that fell due run.
        case tick
        /// 3. Layers needing layout run `layoutSublayers()`, shallowest first.
        case layout
        /// 4. Layers needing display draw into their backing stores.
        case display
        /// 5. The transaction commits: the render tree is built and published to the render side.
        case commit
        /// 6. The render side evaluates animations and composites the damaged regions.
        case composite
        /// 7. The composited framebuffer goes to the screen.
        case present

        /// Phases compare in the order a frame runs them.
        public static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Debug overlays drawn by the compositor, switchable between frames.
    public typealias DebugOptions = RenderDebugOptions

    /// The clock frames take their timestamps from.
    public let clock: any MediaClock
    /// The virtual screen's size in points.
    public let size: CGSize
    /// Pixels per point of the framebuffer.
    public let scale: CGFloat
    /// The render side.
    let renderer: any FrameRenderer
    /// Work committed for this tree since the last frame's commit phase.
    var pendingCommit = CommitReport()
    /// The root node last published, and how many frames were published.
    var publishedRoot: RenderNode?
    var publishedSequence: UInt64 = 0
    /// The newest published frame a composite phase has handed to the render side's composite;
    /// behind `publishedSequence` while a published frame has not been shown.
    var compositedSequence: UInt64 = 0
    /// Set when the next commit phase must publish even if the tree did not change (a new root,
    /// new debug options). Cleared by `publish(_:)`.
    var needsPublish = true
    /// The layers of this tree with animations, checked at each tick for starts and ends.
    var animations = AnimatedLayers()
    /// Runs in phase 1, when set: the application's event delivery.
    package var inputHandler: (() -> Void)?
    /// What the last frame did.
    public private(set) var lastFrame = FrameReport()

    /// The layer tree shown; its frame is in the screen's points.
    public var rootLayer: CALayer? {
        didSet {
            guard rootLayer !== oldValue else { return }
            if oldValue?.frameHost === self { oldValue?.frameHost = nil }
            rootLayer?.frameHost = self
            renderer.damageEverything()
            needsPublish = true
        }
    }

    /// The overlays the compositor draws; they travel with the next committed frame.
    public var debugOptions: DebugOptions = [] {
        didSet { if debugOptions != oldValue { needsPublish = true } }
    }

    /// What the display's hardware covers (a device-shaped screen's corners, sensor housing and
    /// home indicator), drawn by the compositor over every frame; it travels with the next
    /// committed frame.
    package var screenOverlay = ScreenOverlay.none {
        didSet { if screenOverlay != oldValue { needsPublish = true } }
    }

    /// Creates a host with a framebuffer of `size × scale` pixels, cleared to `backgroundColor`,
    /// rendering inline on this thread.
    ///
    /// Returns nil when the size is empty, not finite or over 32767 pixels a side.
    public convenience init?(
        size: CGSize, scale: CGFloat = 1, backgroundColor: CGColor = .clear, clock: any MediaClock = SystemMediaClock()
    ) {
        self.init(size: size, scale: scale, backgroundColor: backgroundColor, clock: clock) {
            InlineRenderer(server: $0)
        }
    }

    /// Creates a host whose render side is made by `makeRenderer` around its render server.
    package init?(
        size: CGSize, scale: CGFloat, backgroundColor: CGColor, clock: any MediaClock,
        presenter: sending (any FramePresenter)? = nil, makeRenderer: (sending RenderServer) -> any FrameRenderer
    ) {
        let (pixelWidth, pixelHeight) = ((size.width * scale).rounded(.up), (size.height * scale).rounded(.up))
        // Checked as floating point first: a huge finite size times a scale would trap in `Int(_:)`.
        guard scale.isFinite, scale > 0, pixelWidth.isFinite, pixelHeight.isFinite,
            (1...CGFloat(PixelBuffer.maximumDimension)).contains(pixelWidth),
            (1...CGFloat(PixelBuffer.maximumDimension)).contains(pixelHeight),
            let compositor = Compositor(
                width: Int(pixelWidth), height: Int(pixelHeight), scale: scale, clearColor: backgroundColor)
        else { return nil }
        self.size = size
        self.scale = scale
        self.clock = clock
        self.renderer = makeRenderer(RenderServer(compositor: compositor, clock: clock, presenter: presenter))
    }

    /// Runs one frame's phases in order, through `last` (by default all of them); stopping early
    /// leaves the later phases' work for the next frame.
    ///
    /// This is the single-tree frame: its input phase delivers whatever `inputHandler` delivers
    /// and its commit phase ends the thread's run-loop turn. An application with screens runs
    /// its frames through UIKit's `ApplicationFrame`, which calls the phases one by one.
    @discardableResult
    public func renderFrame(through last: Phase = .present) -> FrameReport {
        var report = beginFrame()
        for phase in Phase.allCases where phase <= last {
            switch phase {
            case .input: runInputPhase()
            case .tick: runTickPhase(at: report.timestamp)
            case .layout: runLayoutPhase()
            case .display: runDisplayPhase()
            case .commit: runCommitPhase()
            case .composite: report.composite = runCompositePhase()
            case .present: report.composite = runPresentPhase()
            }
        }
        return endFrame(report)
    }

    /// Starts a frame's report at the clock's time.
    package func beginFrame() -> FrameReport {
        var report = FrameReport()
        report.timestamp = clock.now
        return report
    }

    /// Finishes a frame's report with the main side's work since the last frame, and keeps it
    /// as `lastFrame`.
    @discardableResult
    package func endFrame(_ report: FrameReport) -> FrameReport {
        var report = report
        report.commit = pendingCommit
        pendingCommit = CommitReport()
        lastFrame = report
        return report
    }

    /// A copy of the framebuffer.
    public func snapshot() -> CGImage? { renderer.snapshot() }

    /// Returns once every frame published so far has been composited and presented: at once when
    /// the render side runs inline; a threaded render side is waited for.
    package func waitForRenderSide() { renderer.waitUntilIdle() }

    /// The framebuffer pixel at (x, y), row 0 at the top, premultiplied; transparent black outside
    /// the framebuffer. Reads one pixel without copying the framebuffer.
    package func framebufferPixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        renderer.pixel(x: x, y: y)
    }

    /// The framebuffer as PNG data.
    public func pngData() -> Data? {
        guard let image = snapshot() else { return nil }
        return ImageCodec.encodePNG(image)
    }
}
