public import Foundation
public import QuartzCore

/// A display the app's windows are shown on: its size in points, its scale, its display modes.
///
/// As on iOS, `UIScreen.main` is the device's own display and `UIScreen.screens` lists every
/// connected display, the main one first. Both read the current application context's screens
/// (`ApplicationContext.current.screens`, a `ScreenRegistry`).
///
/// **Lamina's screens are virtual.** There is no display hardware yet: the backend (later the SDL
/// window) or a test makes screens with `init(virtualModes:scale:nativeScale:preferredMode:clock:)`
/// or `init(virtualSize:scale:)`, and connects, disconnects or promotes them with `connect()`,
/// `disconnect()` and `makeMain()`. Until one does, the main screen is `makeDefault()`: an
/// iPhone-sized 390 × 844 points at scale 1 (see there for why scale 1).
///
/// **Geometry.** The current mode's `size` is the display buffer in pixels, in the screen's native
/// orientation (portrait-up for a phone's display); `nativeBounds` is that rectangle and
/// `nativeScale` its pixels per point, so `bounds` is `nativeBounds` divided by `nativeScale`
/// (widths also multiplied by the mode's pixel aspect ratio). Lamina has no interface rotation
/// yet, so `bounds` keeps the native orientation and `coordinateSpace` and `fixedCoordinateSpace`
/// coincide. `scale` is the pixels per point apps draw at; it equals `nativeScale` unless the
/// screen was made with another (like iPhone Plus models, which draw at 3 and show at 2.6).
///
/// **Frames.** Each screen owns a frame owner (`ScreenFrameOwner`) compositing the layers of the
/// windows shown on it into its own framebuffer; see `renderFrame(through:)`.
@preconcurrency @MainActor
open class UIScreen {
    /// Posted when a screen connects; the object is the screen.
    public nonisolated static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted when a screen disconnects; the object is the screen.
    public nonisolated static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    /// Posted when a screen's current mode changes; the object is the screen.
    public nonisolated static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
    /// Posted when a screen's brightness changes; the object is the screen.
    public nonisolated static let brightnessDidChangeNotification = Notification.Name(
        "UIScreenBrightnessDidChangeNotification")

    /// How a screen compensates for a television's overscan.
    public enum OverscanCompensation: Int, Sendable {
        /// The framebuffer is scaled so all pixels are visible.
        case scale = 0
        /// The screen's bounds are inset so the framebuffer stays at its size.
        case insetBounds = 1
        /// No compensation.
        case none = 2
    }

    /// The device's main screen: the first of `screens`.
    open class var main: UIScreen { ApplicationContext.current.screens.main }

    /// The connected screens, the main screen first.
    open class var screens: [UIScreen] { ApplicationContext.current.screens.screens }

    /// The display modes the screen supports.
    public internal(set) var availableModes: [UIScreenMode]
    /// The mode the screen prefers; by default the one with the most pixels.
    public let preferredMode: UIScreenMode?
    /// Pixels per point that content is drawn at.
    public let scale: CGFloat
    /// Pixels per point of the physical display.
    public let nativeScale: CGFloat
    /// The most frames a second the screen shows.
    public let maximumFramesPerSecond: Int
    /// The screen this one mirrors; always nil, as Lamina does not mirror screens.
    public internal(set) var mirrored: UIScreen?
    /// How the screen compensates for overscan; stored only (Lamina draws no overscan).
    open var overscanCompensation: OverscanCompensation = .scale
    /// Whether the screen may be dimmed below its hardware's range by software; stored only, as
    /// `brightness` is (Lamina sets no display's brightness).
    open var wantsSoftwareDimming = false

    /// The registry the screen is connected to; nil while disconnected.
    weak var registry: ScreenRegistry?
    /// Composites the layers of the windows shown on this screen.
    let frameOwner: ScreenFrameOwner
    private var storedMode: UIScreenMode
    private var storedBrightness: CGFloat = 0.5
    /// `displayCutout`'s storage.
    var cutoutStorage = DisplayCutout.none
    private lazy var fixedSpace = FixedScreenCoordinateSpace(screen: self)

    /// Creates a virtual screen with `modes` (sizes in pixels) drawn at `scale` (a Lamina
    /// addition; see the type's discussion).
    ///
    /// - Parameters:
    ///   - modes: the supported modes, at least one; the current mode starts as the one with the
    ///     most pixels (the first of those on a tie), as on iOS.
    ///   - scale: pixels per point apps draw at, finite, above 0 and at most 16.
    ///   - nativeScale: pixels per point of the display; `scale` when nil. Same limits.
    ///   - preferredMode: one of `modes`; the current mode's when nil.
    ///   - maximumFramesPerSecond: the refresh rate, at least 1 (60 by default).
    ///   - clock: where the screen's frames take their timestamps.
    ///
    /// Returns nil when `modes` is empty, a scale is out of range, `preferredMode` is not one of
    /// `modes`, or the rate is below 1.
    public init?(
        virtualModes modes: [UIScreenMode], scale: CGFloat, nativeScale: CGFloat? = nil,
        preferredMode: UIScreenMode? = nil, maximumFramesPerSecond: Int = 60,
        clock: any MediaClock = SystemMediaClock()
    ) {
        let native = nativeScale ?? scale
        guard Self.isValidScale(scale), Self.isValidScale(native), maximumFramesPerSecond >= 1,
            let largest = modes.max(by: { $0.size.width * $0.size.height < $1.size.width * $1.size.height })
        else { return nil }
        let current = largest
        if let preferredMode, !modes.contains(preferredMode) { return nil }
        availableModes = modes
        self.preferredMode = preferredMode ?? current
        self.scale = scale
        self.nativeScale = native
        self.maximumFramesPerSecond = maximumFramesPerSecond
        storedMode = current
        frameOwner = ScreenFrameOwner(
            size: Self.pointSize(of: current, nativeScale: native), scale: scale, clock: clock)
        frameOwner.rootLayer.screen = self
    }

    /// Creates a virtual screen of `size` points at `scale` with one mode of `size × scale` pixels
    /// (rounded to whole pixels).
    ///
    /// Returns nil when the size is not finite and positive, the scale is out of range (see
    /// `init(virtualModes:scale:nativeScale:preferredMode:maximumFramesPerSecond:clock:)`), or the
    /// pixel size exceeds `UIScreenMode.maximumPixelDimension`.
    public convenience init?(virtualSize size: CGSize, scale: CGFloat, clock: any MediaClock = SystemMediaClock()) {
        guard Self.isValidScale(scale), size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            let mode = UIScreenMode(
                size: CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded()))
        else { return nil }
        self.init(virtualModes: [mode], scale: scale, clock: clock)
    }

    /// The screen the process starts with: 390 × 844 points (an iPhone's portrait size) at scale 1.
    ///
    /// Scale 1 rather than an iPhone's 3 because headless Lamina has no physical pixels to match:
    /// a point is a pixel in offscreen framebuffers, snapshots and image renderers, which keeps them
    /// nine times smaller and keeps pixel coordinates in tests equal to points. A backend showing a
    /// real display makes a screen with that display's scale the main screen. Its frames take their
    /// timestamps from `clock` (an application context passes its own).
    public static func makeDefault(clock: any MediaClock = SystemMediaClock()) -> UIScreen {
        UIScreen(virtualSize: CGSize(width: 390, height: 844), scale: 1, clock: clock)!
    }

    /// The screen's rectangle in points, origin at zero.
    open var bounds: CGRect { CGRect(origin: .zero, size: frameOwner.pointSize) }

    /// The display buffer's rectangle in pixels, in the screen's native orientation (portrait-up for
    /// a phone's display); it does not follow interface rotation.
    open var nativeBounds: CGRect { CGRect(origin: .zero, size: storedMode.size) }

    /// The mode the screen shows; the one with the most pixels until changed.
    ///
    /// Setting one of `availableModes` (compared by value) changes `bounds`, `nativeBounds` and the
    /// framebuffer, then posts `modeDidChangeNotification`. Setting nil, the current mode again, or
    /// a mode the screen does not support does nothing.
    open var currentMode: UIScreenMode? {
        get { storedMode }
        set {
            guard let newValue, newValue != storedMode,
                let supported = availableModes.first(where: { $0 == newValue })
            else { return }
            storedMode = supported
            frameOwner.resize(to: Self.pointSize(of: supported, nativeScale: nativeScale))
            NotificationCenter.default.post(name: Self.modeDidChangeNotification, object: self)
        }
    }

    /// The brightness, from 0 to 1 (0.5 to start); stored only, as Lamina drives no backlight.
    ///
    /// Values outside 0…1 are clamped; NaN is ignored. A change posts
    /// `brightnessDidChangeNotification`.
    open var brightness: CGFloat {
        get { storedBrightness }
        set {
            guard !newValue.isNaN else { return }
            let clamped = min(max(newValue, 0), 1)
            guard clamped != storedBrightness else { return }
            storedBrightness = clamped
            NotificationCenter.default.post(name: Self.brightnessDidChangeNotification, object: self)
        }
    }

    /// The screen's current coordinate space, whose bounds are `bounds`: the screen itself.
    open var coordinateSpace: any UICoordinateSpace { self }

    /// The screen's coordinate space in its native orientation. Without interface rotation it has
    /// the same bounds as `coordinateSpace`, but it is a distinct object.
    open var fixedCoordinateSpace: any UICoordinateSpace { fixedSpace }

    /// Whether the screen is in `UIScreen.screens` (a Lamina addition).
    public var isConnected: Bool { registry != nil }

    static func isValidScale(_ scale: CGFloat) -> Bool { scale.isFinite && scale > 0 && scale <= 16 }

    static func pointSize(of mode: UIScreenMode, nativeScale: CGFloat) -> CGSize {
        CGSize(width: mode.size.width * mode.pixelAspectRatio / nativeScale, height: mode.size.height / nativeScale)
    }
}
