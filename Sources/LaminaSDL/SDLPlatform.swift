internal import CSDL2
package import Foundation
package import UIKit

/// The SDL side of the application's run loop: one desktop window per screen, and SDL's events
/// turned into what UIKit understands.
///
/// - The left mouse button is one finger (finger 0): down, drags while held, up. SDL's touch
///   events are fingers of their own (numbered from 1); the mouse events SDL makes up from
///   touches are ignored, so a touch is not delivered twice.
/// - Window coordinates are pixels; the screen's points are pixels divided by its scale.
/// - A resized window resizes its screen (and the windows covering it), which relays out.
/// - A second screen (`connectExternal`) is a second window, as an external display; closing it
///   disconnects the screen.
/// - A window losing focus makes the app inactive and cancels its touches; getting it back makes
///   it active. An exposed window shows its last frame again. Closing the main screen's window
///   (or SDL's quit event) ends the app.
/// - Keys go to the key window's first responder as presses (`SDLKeyboard`); SDL's key repeats
///   are marked as repeats (`KeyRouter` repeats key commands and keyboard scrolling with them).
/// - Reports carry the media time at which SDL recorded the event (SDL's timestamps).
@MainActor
package final class SDLPlatform: ApplicationPlatform {
    private struct ScreenWindow {
        let screen: UIScreen
        /// The main-thread presenter (SDL's renderer), or nil when frames go from the render thread.
        let presenter: SDLPresenter?
        /// The render-thread presenter (its own X connection), and the SDL window it draws into.
        let threadPresenter: X11ShmPresenter?
        let handle: SDLWindowHandle?
    }

    private var windows: [UInt32: ScreenWindow] = [:]
    private var mainWindowID: UInt32?
    private var quitRequested = false
    private var mouseIsDown = false
    /// The windows SDL reported shown or exposed, and not hidden since.
    private var shownWindowIDs: Set<UInt32> = []
    /// The window SDL last reported gaining the keyboard focus, until it loses it.
    private var focusedWindowID: UInt32?
    /// The time of the last report posted, which the next may not precede.
    private var lastReportTime: TimeInterval = 0
    /// How many SDL events were pumped.
    package private(set) var eventsPumped = 0

    package init() {}

    /// Shows `screen` in a new window titled `title` (its size in pixels: bounds × scale); the
    /// first screen added is the main one, whose window closing ends the app. False when SDL
    /// cannot make the window.
    ///
    /// With `renderThread` on X11 the screen renders on a render thread that presents into the
    /// window over its own X connection (`X11ShmPresenter`), so animations keep reaching the window
    /// while the main thread is busy; otherwise (other drivers, or no X connection) SDL's renderer
    /// presents on the main thread (`SDLPresenter`).
    @discardableResult
    package func add(
        _ screen: UIScreen, title: String, hidden: Bool = false, software: Bool = false, renderThread: Bool = false,
        sharedMemory: Bool = true
    ) -> Bool {
        if renderThread, SDLBackend.videoDriver == "x11",
            let handle = SDLWindowHandle(for: screen, title: title, hidden: hidden),
            let presenter = X11ShmPresenter(window: lamina_sdl_x11_window(handle.window), sharedMemory: sharedMemory)
        {
            screen.presenter = presenter
            screen.rendersOnRenderThread = true
            record(
                ScreenWindow(screen: screen, presenter: nil, threadPresenter: presenter, handle: handle), id: handle.id)
            return true
        }
        guard let presenter = SDLBackend.attachWindow(to: screen, title: title, hidden: hidden, software: software)
        else { return false }
        screen.rendersOnRenderThread = false
        record(
            ScreenWindow(screen: screen, presenter: presenter, threadPresenter: nil, handle: nil),
            id: presenter.windowID)
        return true
    }

    private func record(_ window: ScreenWindow, id: UInt32) {
        windows[id] = window
        if mainWindowID == nil { mainWindowID = id }
    }

    /// The render-thread presenter of `screen`'s window, when it has one.
    package func renderThreadPresenter(for screen: UIScreen) -> X11ShmPresenter? {
        windows.values.first { $0.screen === screen }?.threadPresenter
    }

    /// SDL's id of `screen`'s window.
    package func windowID(for screen: UIScreen) -> UInt32? {
        windows.first { $0.value.screen === screen }?.key
    }

    /// The X11 id of `screen`'s window; 0 when it is not an X11 window.
    package func x11Window(for screen: UIScreen) -> UInt {
        guard let id = windowID(for: screen), let window = SDL_GetWindowFromID(id) else { return 0 }
        return UInt(lamina_sdl_x11_window(window))
    }

    /// Connects `screen` to `context` as an external display shown in a window of its own
    /// (`UIScreen.didConnectNotification` is posted); closing that window disconnects it. False
    /// when the window cannot be made.
    @discardableResult
    package func connectExternal(
        _ screen: UIScreen, to context: ApplicationContext, title: String, hidden: Bool = false, software: Bool = false
    ) -> Bool {
        guard mainWindowID != nil, add(screen, title: title, hidden: hidden, software: software, renderThread: true)
        else { return false }
        context.screens.connect(screen)
        return true
    }

    /// The presenter of `screen`'s window.
    package func presenter(for screen: UIScreen) -> SDLPresenter? {
        windows.values.first { $0.screen === screen }?.presenter
    }

    @discardableResult
    package func pumpEvents(waitingUpTo timeout: TimeInterval, into context: ApplicationContext) -> Bool {
        var event = SDL_Event()
        // SDL waits without limit for -1; a wait of a day or more is one.
        let milliseconds =
            timeout >= 86_400 ? -1 : timeout > 0 ? Int32(clamping: Int((timeout * 1000).rounded(.up))) : 0
        var got = milliseconds != 0 ? SDL_WaitEventTimeout(&event, milliseconds) : SDL_PollEvent(&event)
        while got != 0 {
            eventsPumped += 1
            handle(event, context)
            got = SDL_PollEvent(&event)
        }
        return !quitRequested
    }

    /// Pushes a user event on SDL's queue, which ends `SDL_WaitEventTimeout` on another thread
    /// (SDL 2.0.16 and later: on X11 SDL sends its waiting window a client message over a second
    /// connection); the pump ignores it.
    package nonisolated func wakeFromAnotherThread() { SDLBackend.pushWakeUp() }

    /// Whether `screen`'s window is shown and has the keyboard focus (SDL's shown or exposed
    /// event, then focus gained, and no focus lost or hidden since): input made now reaches it.
    /// SDL's X11 backend drops a button press that it reads within 10 ms of its window's focus
    /// event, so input made for a window before this holds can be lost.
    package func isShownAndFocused(_ screen: UIScreen) -> Bool {
        guard let id = windowID(for: screen) else { return false }
        return shownWindowIDs.contains(id) && focusedWindowID == id
    }

    private func handle(_ event: SDL_Event, _ context: ApplicationContext) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            quitRequested = true
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window, context)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != Self.touchMouseID, button.button == UInt8(SDL_BUTTON_LEFT),
                let window = windows[button.windowID]
            else { return }
            let down = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            guard down != mouseIsDown else { return }
            mouseIsDown = down
            post(
                finger: 0, down ? .began : .ended, x: Double(button.x), y: Double(button.y), window, context,
                ticks: button.timestamp)
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard mouseIsDown, motion.which != Self.touchMouseID, let window = windows[motion.windowID] else { return }
            post(
                finger: 0, .moved, x: Double(motion.x), y: Double(motion.y), window, context, ticks: motion.timestamp)
        case SDL_MOUSEWHEEL:
            postWheel(event.wheel, context)
        case SDL_KEYDOWN, SDL_KEYUP:
            context.post(SDLKeyboard.report(event.key, at: mediaTime(ofTicks: event.key.timestamp, context)))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            guard let window = windows[finger.windowID] ?? mainWindow else { return }
            let phase: UITouch.Phase =
                event.type == SDL_FINGERDOWN.rawValue ? .began : event.type == SDL_FINGERUP.rawValue ? .ended : .moved
            let size = window.screen.framebufferSize
            post(
                finger: Int(truncatingIfNeeded: finger.fingerId &* 31 &+ finger.touchId) | 1, phase,
                x: Double(finger.x) * size.width, y: Double(finger.y) * size.height, window, context,
                ticks: finger.timestamp, force: CGFloat(finger.pressure))
        default:
            return
        }
    }

    private var mainWindow: ScreenWindow? { mainWindowID.flatMap { windows[$0] } }

    /// SDL's mouse id for mouse events it makes up from touches (`SDL_TOUCH_MOUSEID`).
    private static let touchMouseID = UInt32.max

    private func post(
        finger: Int, _ phase: UITouch.Phase, x: Double, y: Double, _ window: ScreenWindow,
        _ context: ApplicationContext,
        ticks: UInt32, force: CGFloat? = nil
    ) {
        let scale = window.screen.scale
        context.post(
            TouchReport(
                finger: finger, phase: phase, location: CGPoint(x: x / scale, y: y / scale), screen: window.screen,
                timestamp: mediaTime(ofTicks: ticks, context), force: force))
    }

    /// A wheel turn or touchpad scroll, at the pointer: SDL's precise deltas (whole notches from a
    /// notched wheel, fractions from a touchpad), flipped back where the platform's natural
    /// scrolling flipped them (SDL reports such turns with `SDL_MOUSEWHEEL_FLIPPED` and negated
    /// values; the report keeps the flip, as a native app does).
    private func postWheel(_ wheel: SDL_MouseWheelEvent, _ context: ApplicationContext) {
        guard wheel.which != Self.touchMouseID, let window = windows[wheel.windowID] else { return }
        let scale = window.screen.scale
        let dx = Double(wheel.preciseX)
        let dy = Double(wheel.preciseY)
        let precise = dx.rounded() != dx || dy.rounded() != dy
        context.post(
            ScrollReport(
                location: CGPoint(x: Double(wheel.mouseX) / scale, y: Double(wheel.mouseY) / scale),
                screen: window.screen, dx: dx, dy: dy, isPrecise: precise,
                modifierFlags: SDLKeyboard.flags(UInt32(SDL_GetModState().rawValue)),
                timestamp: mediaTime(ofTicks: wheel.timestamp, context)))
    }

    /// The media time of an SDL event stamped `ticks` (SDL's milliseconds): now, less how long ago
    /// SDL recorded it (at most a second), never before the previous report's time — so a burst
    /// pumped after a busy main thread keeps its real spacing (velocities, tap intervals).
    private func mediaTime(ofTicks ticks: UInt32, _ context: ApplicationContext) -> TimeInterval {
        let age = Double(SDL_GetTicks() &- ticks) / 1000
        let time = max(context.clock.now - min(max(age, 0), 1), lastReportTime)
        lastReportTime = time
        return time
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent, _ context: ApplicationContext) {
        guard let window = windows[event.windowID] else { return }
        trackVisibility(event)
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_CLOSE:
            if event.windowID == mainWindowID {
                quitRequested = true
            } else {
                // Another screen's window closing is that display going away: the screen is
                // disconnected (UIScreen.didDisconnectNotification) and its window destroyed.
                windows[event.windowID] = nil
                context.screens.disconnect(window.screen)
                window.screen.presenter = nil
            }
        case SDL_WINDOWEVENT_FOCUS_LOST:
            context.cancelAllTouches()
            context.cancelAllPresses()
            mouseIsDown = false
            context.application.resignActive()
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            context.application.becomeActive()
        case SDL_WINDOWEVENT_EXPOSED:
            if let presenter = window.presenter {
                presenter.presentAgain()
            } else {
                window.screen.repaintEverything()
            }
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            // The screen takes the window's new size; the next frame lays out and fills it.
            window.screen.resize(toPixels: CGSize(width: Int(event.data1), height: Int(event.data2)))
        default:
            return
        }
    }
}

extension SDLPlatform {
    fileprivate func trackVisibility(_ event: SDL_WindowEvent) {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED: shownWindowIDs.insert(event.windowID)
        case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_CLOSE: shownWindowIDs.remove(event.windowID)
        case SDL_WINDOWEVENT_FOCUS_GAINED: focusedWindowID = event.windowID
        case SDL_WINDOWEVENT_FOCUS_LOST where focusedWindowID == event.windowID: focusedWindowID = nil
        default: break
        }
    }
}

/// An SDL window without a renderer (another connection draws into it), destroyed with its owner.
@MainActor
final class SDLWindowHandle {
    let window: OpaquePointer
    let id: UInt32

    /// A window as large as `screen`'s framebuffer; nil when SDL cannot make it.
    init?(for screen: UIScreen, title: String, hidden: Bool) {
        let size = screen.framebufferSize
        let position = lamina_sdl_windowpos_undefined()
        let flags = hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        guard
            let window = SDL_CreateWindow(
                title, position, position, Int32(clamping: Int(size.width)), Int32(clamping: Int(size.height)), flags)
        else { return nil }
        self.window = window
        id = SDL_GetWindowID(window)
    }

    isolated deinit { SDL_DestroyWindow(window) }
}
