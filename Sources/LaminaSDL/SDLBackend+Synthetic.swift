internal import CSDL2

/// Synthetic SDL events, pushed on SDL's own queue as a device would, for tests and tools: they
/// go through the same translation as real input (`SDLPlatform`).
extension SDLBackend {
    /// Pushes a left-button press (`down`) or release at (`x`, `y`) pixels of window `windowID`.
    @discardableResult
    package static func pushMouseButton(windowID: UInt32, x: Int32, y: Int32, down: Bool) -> Bool {
        var event = SDL_Event()
        event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.windowID = windowID
        event.button.which = 0
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = x
        event.button.y = y
        return SDL_PushEvent(&event) == 1
    }

    /// Pushes a mouse move to (`x`, `y`) pixels of window `windowID`, the left button held or not.
    @discardableResult
    package static func pushMouseMotion(windowID: UInt32, x: Int32, y: Int32, leftButtonHeld: Bool) -> Bool {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = windowID
        event.motion.which = 0
        event.motion.state = leftButtonHeld ? 1 : 0
        event.motion.x = x
        event.motion.y = y
        return SDL_PushEvent(&event) == 1
    }

    /// Pushes a finger event of `phase` (`.began`, `.moved` or `.ended`) at (`x`, `y`), fractions
    /// of window `windowID`'s size, as SDL reports touch screens.
    @discardableResult
    package static func pushFinger(
        windowID: UInt32, finger: Int64, phase: FingerPhase, x: Float, y: Float, pressure: Float = 1
    ) -> Bool {
        var event = SDL_Event()
        event.type =
            switch phase {
            case .down: SDL_FINGERDOWN.rawValue
            case .motion: SDL_FINGERMOTION.rawValue
            case .up: SDL_FINGERUP.rawValue
            }
        event.tfinger.touchId = 1
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = pressure
        event.tfinger.windowID = windowID
        return SDL_PushEvent(&event) == 1
    }

    /// Pushes a key press (`down`) or release of `scancode` (a USB HID usage) with SDL modifier
    /// bits `mod`; `symbol` is the key's SDL key code (its character for printable keys).
    @discardableResult
    package static func pushKey(
        windowID: UInt32, scancode: Int, symbol: Int32, mod: UInt16 = 0, down: Bool, repeated: Bool = false
    ) -> Bool {
        var event = SDL_Event()
        event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.windowID = windowID
        event.key.repeat = repeated ? 1 : 0
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.keysym.scancode = SDL_Scancode(UInt32(scancode))
        event.key.keysym.sym = symbol
        event.key.keysym.mod = mod
        return SDL_PushEvent(&event) == 1
    }

    /// Pushes a user event that only ends SDL's wait (`SDLPlatform` ignores it); any thread may.
    package static func pushWakeUp() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        SDL_PushEvent(&event)
    }

    /// The phases of SDL's finger events.
    package enum FingerPhase { case down, motion, up }

    /// Pushes a window event of window `windowID`: shown or hidden, focus lost or gained, closed,
    /// or resized.
    @discardableResult
    package static func pushWindowEvent(windowID: UInt32, _ kind: WindowEventKind) -> Bool {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = windowID
        event.window.event =
            switch kind {
            case .focusLost: UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
            case .focusGained: UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue)
            case .close: UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
            case .shown: UInt8(SDL_WINDOWEVENT_SHOWN.rawValue)
            case .hidden: UInt8(SDL_WINDOWEVENT_HIDDEN.rawValue)
            case .resized:
                UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            }
        if case .resized(let width, let height) = kind {
            event.window.data1 = Int32(clamping: width)
            event.window.data2 = Int32(clamping: height)
        }
        return SDL_PushEvent(&event) == 1
    }

    /// The window events tests push.
    package enum WindowEventKind {
        case focusLost, focusGained, close, shown, hidden
        /// The window's new size in pixels.
        case resized(width: Int, height: Int)
    }
}
