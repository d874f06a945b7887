internal import CSDL2
import UIKit

/// The desktop's clipboard through SDL2 (text only), which the general `UIPasteboard` follows.
/// SDL's video subsystem must be running (on X11 the clipboard is a selection the app's window
/// owns).
@MainActor
package final class SDLClipboard: PlatformClipboard {
    package init() {}

    /// The clipboard's text; nil when it holds none. Setting nil leaves it as it is.
    package var text: String? {
        get {
            // One request: SDL_HasClipboardText would ask the selection's owner as well.
            guard let pointer = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(pointer) }
            let text = String(cString: pointer)
            return text.isEmpty ? nil : text
        }
        set {
            guard let newValue else { return }
            _ = SDL_SetClipboardText(newValue)
        }
    }
}
