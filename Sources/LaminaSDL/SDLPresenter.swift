internal import CSDL2
package import QuartzCore
import Synchronization

/// The SDL backend's side of the present seam: one SDL window showing one `UIScreen`.
///
/// Each present uploads only the damaged rows of the framebuffer (premultiplied B, G, R, A, which
/// is SDL's `ARGB8888` on little-endian) into a streaming texture the framebuffer's size, then
/// draws the texture over the window and presents it. The texture is made on the first present and
/// made anew, with a full upload, when the framebuffer's size changes.
///
/// SDL's video calls must come from the thread that made the window: use the presenter with the
/// inline renderer on the main thread. The window state sits behind a lock, which makes the
/// presenter `Sendable` so the screen can hand it to every framebuffer it makes.
package final class SDLPresenter: FramePresenter, Sendable {
    /// The SDL objects, used only under `state`'s lock (hence `@unchecked Sendable`: a present's
    /// borrowed pixels meet them there, and nothing escapes the lock).
    private struct Window: @unchecked Sendable {
        let window: OpaquePointer
        let renderer: OpaquePointer
        var texture: OpaquePointer?
        var textureWidth = 0
        var textureHeight = 0
        var presentedFrames = 0
        var lastUpload: [PixelRect] = []
    }

    private let state: Mutex<Window>

    /// Opens a window of `width` × `height` points titled `title` (hidden when `hidden`), with an
    /// accelerated renderer or, failing that or when `software`, SDL's software renderer (which
    /// loads no GL driver); nil when SDL's video is not initialised
    /// (`SDLBackend.initializeVideo()`) or either cannot be made.
    package init?(title: String, width: Int, height: Int, hidden: Bool = false, software: Bool = false) {
        let position = lamina_sdl_windowpos_undefined()
        let flags = hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        guard
            let window = SDL_CreateWindow(
                title, position, position, Int32(clamping: width), Int32(clamping: height), flags)
        else { return nil }
        let accelerated = software ? nil : SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
        let renderer = accelerated ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard let renderer else {
            SDL_DestroyWindow(window)
            return nil
        }
        state = Mutex(Window(window: window, renderer: renderer))
    }

    deinit {
        state.withLock { window in
            if let texture = window.texture { SDL_DestroyTexture(texture) }
            SDL_DestroyRenderer(window.renderer)
            SDL_DestroyWindow(window.window)
        }
    }

    /// SDL's id of the window, which its events carry.
    package var windowID: UInt32 { state.withLock { SDL_GetWindowID($0.window) } }

    /// Shows the last presented frame again (the window was exposed); nothing before the first.
    package func presentAgain() {
        state.withLock { window in
            guard let texture = window.texture else { return }
            SDL_RenderClear(window.renderer)
            SDL_RenderCopy(window.renderer, texture, nil, nil)
            SDL_RenderPresent(window.renderer)
        }
    }

    /// How many frames were presented.
    package var presentedFrames: Int { state.withLock { $0.presentedFrames } }

    /// The name of SDL's renderer drawing the window ("software", "opengl"…).
    package var rendererName: String {
        state.withLock { window in
            var info = SDL_RendererInfo()
            guard SDL_GetRendererInfo(window.renderer, &info) == 0, let name = info.name else { return "" }
            return String(cString: name)
        }
    }

    /// The framebuffer rectangles the last present uploaded.
    package var lastUpload: [PixelRect] { state.withLock { $0.lastUpload } }

    package func present(_ frame: PresentedFrame) {
        state.withLock { window in
            guard frame.width > 0, frame.height > 0 else { return }
            var regions = SDLFrameUpload.pixelRects(covering: frame.damage, width: frame.width, height: frame.height)
            if window.texture == nil || window.textureWidth != frame.width || window.textureHeight != frame.height {
                guard Self.makeTexture(in: &window, width: frame.width, height: frame.height) else { return }
                regions = [PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)]
            }
            guard let texture = window.texture else { return }
            for region in regions { Self.upload(region, of: frame, to: texture) }
            window.lastUpload = regions
            SDL_RenderClear(window.renderer)
            SDL_RenderCopy(window.renderer, texture, nil, nil)
            SDL_RenderPresent(window.renderer)
            window.presentedFrames += 1
        }
    }

    /// The pixel at (x, y) of the window's renderer output after drawing the texture again, as
    /// `ARGB8888` (0xAARRGGBB); nil before the first present or when SDL cannot read it back. For
    /// tests and tools.
    package func renderedPixel(x: Int, y: Int) -> UInt32? {
        state.withLock { window -> UInt32? in
            guard let texture = window.texture else { return nil }
            SDL_RenderClear(window.renderer)
            SDL_RenderCopy(window.renderer, texture, nil, nil)
            var rect = SDL_Rect(x: Int32(clamping: x), y: Int32(clamping: y), w: 1, h: 1)
            var pixel: UInt32 = 0
            let status = SDL_RenderReadPixels(window.renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
            return status == 0 ? pixel : nil
        }
    }

    private static func makeTexture(in window: inout Window, width: Int, height: Int) -> Bool {
        if let texture = window.texture { SDL_DestroyTexture(texture) }
        window.texture = SDL_CreateTexture(
            window.renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            Int32(clamping: width), Int32(clamping: height))
        guard let texture = window.texture else { return false }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        window.textureWidth = width
        window.textureHeight = height
        return true
    }

    private static func upload(_ region: PixelRect, of frame: PresentedFrame, to texture: OpaquePointer) {
        var rect = SDL_Rect(
            x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
        var destination: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, &rect, &destination, &pitch) == 0, let destination else { return }
        SDLFrameUpload.copyRows(
            of: region, from: frame.pixels, bytesPerRow: frame.bytesPerRow, to: destination, pitch: Int(pitch))
        SDL_UnlockTexture(texture)
    }
}
