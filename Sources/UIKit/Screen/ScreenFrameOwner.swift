import Foundation
import QuartzCore

/// Owns the frames of one screen: the windows' layers shown on it, composited by a `LayerTreeHost`
/// into the screen's framebuffer.
///
/// The layer tree is a screen root layer (`ScreenRootLayer`) whose bounds are the screen's bounds
/// in points, origin at zero; its sublayers are the root layers of the windows shown on the screen,
/// back to front in `WindowStack` order (level, then showing order), each placed by its own frame
/// in the screen's points. A frame runs the host's phases (input → tick → layout → display → commit
/// → composite → present) over that tree; the framebuffer is the screen's bounds times its scale, cleared to opaque black
/// where no window draws, as a display with nothing on it. Phase 7 hands it to the screen's
/// `presenter` (the present seam, one per screen): a backend's window, or the headless backend.
///
/// The host is made on the first frame and made anew, with a full repaint, when the screen's mode
/// changes its size. Window layers' `zPosition` also orders them (Core Animation sorts siblings
/// by it), so windows should leave it at 0.
@MainActor
final class ScreenFrameOwner {
    /// The layer whose sublayers are the windows' layers.
    let rootLayer = ScreenRootLayer()
    /// The screen's size in points.
    private(set) var pointSize: CGSize
    /// Framebuffer pixels per point.
    let scale: CGFloat
    /// Where frames take their timestamps.
    let clock: any MediaClock
    /// The overlays the compositor draws.
    var debugOptions: LayerTreeHost.DebugOptions = [] {
        didSet { host?.debugOptions = debugOptions }
    }
    /// The display's cutout, whose corners, sensor housing and home indicator the compositor
    /// draws over every frame.
    var cutout = UIScreen.DisplayCutout.none {
        didSet { host?.screenOverlay = cutout.overlay(for: pointSize) }
    }
    /// Where the screen's composited frames go (phase 7); nil keeps them in the framebuffer only.
    /// Every framebuffer made for the screen presents into it, so it must be `Sendable`; changing
    /// it makes the next frame start a new framebuffer, fully repainted.
    var presenter: (any FramePresenter & Sendable)? {
        didSet { host = nil }
    }
    /// Whether the render side runs on a render thread of its own (composite and present there,
    /// animations paced by that thread while the main thread is busy) rather than inline in the
    /// frame. Changing it makes the next frame start a new framebuffer.
    var rendersOnRenderThread = false {
        didSet { if rendersOnRenderThread != oldValue { host = nil } }
    }
    /// What the last frame did: set by the screen's own frame or by the application's.
    var lastFrame = FrameReport()
    /// The frame host, once the first frame or `hostMakingIfNeeded()` made it.
    private(set) var host: LayerTreeHost?
    private var stack = WindowStack()

    init(size: CGSize, scale: CGFloat, clock: any MediaClock) {
        self.pointSize = size
        self.scale = scale
        self.clock = clock
        rootLayer.owner = self
        rootLayer.frame = CGRect(origin: .zero, size: size)
    }

    /// Changes the screen's size (a mode change): the root's bounds follow and the next frame uses
    /// a new framebuffer.
    func resize(to size: CGSize) {
        guard size != pointSize else { return }
        pointSize = size
        rootLayer.frame = CGRect(origin: .zero, size: size)
        host = nil
    }

    /// The framebuffer's size in pixels.
    var pixelSize: CGSize {
        CGSize(width: (pointSize.width * scale).rounded(.up), height: (pointSize.height * scale).rounded(.up))
    }

    // MARK: Window layers

    /// The shown windows' layers, front to back.
    var windowLayersFrontToBack: [CALayer] {
        pruneMovedLayers()
        return stack.frontToBack
    }

    /// The level `layer` is shown at here, or nil.
    func level(of layer: CALayer) -> UIWindowLevel? {
        pruneMovedLayers()
        return stack.level(of: layer)
    }

    /// Shows `layer` at `level`, in front of that level's other layers; takes it off any other
    /// screen first.
    func show(_ layer: CALayer, level: UIWindowLevel) {
        if let other = (layer.superlayer as? ScreenRootLayer)?.owner, other !== self {
            other.remove(layer)
        }
        pruneMovedLayers()
        stack.show(layer, level: level)
        syncSublayers()
    }

    /// Moves a shown `layer` to `level`, keeping its showing order; false when it is not shown here.
    @discardableResult
    func setLevel(_ level: UIWindowLevel, of layer: CALayer) -> Bool {
        pruneMovedLayers()
        guard stack.setLevel(level, of: layer) else { return false }
        syncSublayers()
        return true
    }

    /// Stops showing `layer`; false when it was not shown here.
    @discardableResult
    func remove(_ layer: CALayer) -> Bool {
        pruneMovedLayers()
        guard stack.remove(layer) else { return false }
        layer.removeFromSuperlayer()
        return true
    }

    /// Forgets layers that someone removed from the root by hand.
    private func pruneMovedLayers() {
        stack.prune { $0.superlayer === rootLayer }
    }

    private func syncSublayers() {
        let wanted = stack.backToFront
        let current = rootLayer.sublayers ?? []
        guard !wanted.elementsEqual(current, by: ===) else { return }
        rootLayer.sublayers = wanted
    }

    // MARK: Frames

    /// Runs a frame through `last`; an empty report when no framebuffer could be made.
    func renderFrame(through last: LayerTreeHost.Phase) -> FrameReport {
        guard let host = hostMakingIfNeeded() else {
            lastFrame = FrameReport()
            return lastFrame
        }
        lastFrame = host.renderFrame(through: last)
        return lastFrame
    }

    /// Waits for the render side to finish the frames published so far.
    func waitForRenderSide() { host?.waitForRenderSide() }

    /// Whether a frame would do anything (always before the first).
    var needsFrame: Bool { host?.needsFrame ?? true }

    /// A copy of the framebuffer; nil before the first frame.
    func snapshot() -> CGImage? { host?.snapshot() }

    /// The framebuffer pixel at (x, y), row 0 at the top, premultiplied; transparent black before
    /// the first frame and outside the framebuffer.
    func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        host?.framebufferPixel(x: x, y: y) ?? (0, 0, 0, 0)
    }

    /// Makes the host (and its framebuffer) unless it exists; nil when none could be made.
    @discardableResult
    func hostMakingIfNeeded() -> LayerTreeHost? {
        if let host { return host }
        let black = CGColor(gray: 0, alpha: 1)
        let made =
            rendersOnRenderThread
            ? LayerTreeHost(
                size: pointSize, scale: scale, backgroundColor: black, clock: clock, presenter: presenter
            ) { ThreadedRenderer(server: $0) }
            : LayerTreeHost(
                size: pointSize, scale: scale, backgroundColor: black, clock: clock, presenter: presenter
            ) { InlineRenderer(server: $0) }
        made?.debugOptions = debugOptions
        made?.screenOverlay = cutout.overlay(for: pointSize)
        made?.rootLayer = rootLayer
        // Phase 1: the application's queued platform reports become events.
        made?.inputHandler = { ApplicationContext.current.deliverPendingInput() }
        host = made
        return made
    }
}

/// The root of a screen's layer tree; it knows its frame owner, so a window layer moved to another
/// screen can leave this one.
final class ScreenRootLayer: CALayer {
    /// The frame owner this layer is the root of.
    weak var owner: ScreenFrameOwner?
    /// The screen this layer belongs to.
    weak var screen: UIScreen?
}
