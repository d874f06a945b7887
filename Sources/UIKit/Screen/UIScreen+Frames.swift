public import Foundation
public import QuartzCore

/// The screen's frames and the windows shown on it (Lamina additions: iOS composites in its
/// render server, out of the app's reach).
extension UIScreen {
    /// Runs a frame of this screen through `last` (by default all seven phases): input, tick,
    /// layout, display, commit, composite and present of the layers of the windows shown on it.
    ///
    /// The framebuffer is `bounds` × `scale` pixels (the current mode's size when `scale` equals
    /// `nativeScale`), opaque black where no window draws.
    @discardableResult
    public func renderFrame(through last: LayerTreeHost.Phase = .present) -> FrameReport {
        frameOwner.renderFrame(through: last)
    }

    /// Makes the screen's frame host and framebuffer now unless they exist (otherwise the first
    /// frame makes them), so that commits before the next frame — a turn ended before it — are
    /// published to the screen and reported by that frame.
    package func makeFramebufferIfNeeded() {
        frameOwner.hostMakingIfNeeded()
    }

    /// Where this screen's composited frames are presented (phase 7, the present seam): a backend
    /// sets it before the screen's first frame — an SDL window, or the headless backend's recorder.
    /// Nil keeps frames in the framebuffer only. Setting it makes the next frame start a new
    /// framebuffer, fully repainted.
    package var presenter: (any FramePresenter & Sendable)? {
        get { frameOwner.presenter }
        set { frameOwner.presenter = newValue }
    }

    /// Whether a frame of this screen would do anything: animations run, layers changed, or
    /// nothing was shown yet. A run loop renders frames only while this is true.
    package var needsFrame: Bool { frameOwner.needsFrame }

    /// Whether the screen's render side runs on a render thread of its own, presenting (and
    /// pacing animations) there while the main thread is busy; false (inline) by default. A backend
    /// whose presenter may be called from another thread sets it.
    package var rendersOnRenderThread: Bool {
        get { frameOwner.rendersOnRenderThread }
        set { frameOwner.rendersOnRenderThread = newValue }
    }

    /// Makes the next frame repaint and present everything (the screen's window was exposed).
    package func repaintEverything() {
        frameOwner.hostMakingIfNeeded()?.damageEverything()
    }

    /// Waits until the render side has composited and presented every frame published so far
    /// (at once when it runs inline).
    package func waitForRenderSide() {
        frameOwner.waitForRenderSide()
    }

    /// What the screen's last frame did.
    public var lastFrame: FrameReport { frameOwner.lastFrame }

    /// The compositor's debug overlays for this screen.
    public var debugOptions: LayerTreeHost.DebugOptions {
        get { frameOwner.debugOptions }
        set { frameOwner.debugOptions = newValue }
    }

    /// The framebuffer's size in pixels.
    public var framebufferSize: CGSize { frameOwner.pixelSize }

    /// A copy of the framebuffer as of the last composited frame; nil before the first frame.
    public func snapshot() -> CGImage? { frameOwner.snapshot() }

    /// The framebuffer as PNG data; nil before the first frame.
    public func pngData() -> Data? {
        guard let image = snapshot() else { return nil }
        return ImageCodec.encodePNG(image)
    }

    /// The framebuffer pixel at (x, y) in pixels, row 0 at the top: premultiplied red, green, blue
    /// and alpha; zeros before the first frame and outside the framebuffer. (`LaminaHeadless`
    /// wraps it as `pixel(x:y:)`.)
    package func framebufferPixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        frameOwner.pixel(x: x, y: y)
    }

    // MARK: Window layers (for UIWindow)

    /// Shows a window's root layer on this screen at `level`, in front of every window layer of
    /// that level; calling it again for a shown layer brings it to the front of its (new) level.
    ///
    /// The layer becomes a sublayer of the screen's root, so its `frame` is in the screen's points.
    /// A layer shown on another screen leaves that screen first. `UIWindow` calls this when it
    /// becomes visible (`isHidden = false`, `makeKeyAndVisible()`) or changes screen.
    package func showWindowLayer(_ layer: CALayer, level: UIWindowLevel) {
        frameOwner.show(layer, level: level)
    }

    /// Moves a shown window layer to `level`, keeping when it was shown; false when it is not
    /// shown on this screen. `UIWindow` calls this when `windowLevel` changes.
    @discardableResult
    package func setLevel(_ level: UIWindowLevel, ofWindowLayer layer: CALayer) -> Bool {
        frameOwner.setLevel(level, of: layer)
    }

    /// Takes a window layer off this screen; false when it was not shown here. `UIWindow` calls this
    /// when it is hidden or deallocated.
    @discardableResult
    package func hideWindowLayer(_ layer: CALayer) -> Bool {
        frameOwner.remove(layer)
    }

    /// The level a window layer is shown at on this screen, or nil when it is not shown here.
    package func level(ofWindowLayer layer: CALayer) -> UIWindowLevel? {
        frameOwner.level(of: layer)
    }

    /// The window layers shown on this screen, front to back: the order to hit-test windows in
    /// (highest level first; within a level, the most recently shown first).
    package var windowLayersFrontToBack: [CALayer] { frameOwner.windowLayersFrontToBack }

    /// The screen whose root `layer` is a sublayer of (the screen a window layer is shown on).
    package static func showing(_ layer: CALayer) -> UIScreen? {
        (layer.superlayer as? ScreenRootLayer)?.screen
    }
}

extension UIScreen {
    /// A view showing the screen as last composited, as large as the screen; with
    /// `afterScreenUpdates`, a frame is rendered first so pending changes show. Before any frame it
    /// shows nothing (an empty view). Not itself on any screen until added to a window.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        if afterUpdates {
            _ = renderFrame(through: .present)
            waitForRenderSide()
        }
        let view = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        if let image = frameOwner.snapshot() {
            view.layer.contents = image
            view.layer.contentsScale = scale
        }
        return view
    }
}
