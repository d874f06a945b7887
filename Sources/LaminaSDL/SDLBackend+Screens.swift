internal import CSDL2
package import UIKit

extension SDLBackend {
    /// Starts SDL's video subsystem, first choosing `driver` (`"offscreen"`, `"dummy"`, `"x11"`,
    /// `"wayland"`…) when given; false when SDL cannot start it. Calls nest: balance each
    /// successful one with `quitVideo()`.
    package static func initializeVideo(driver: String? = nil) -> Bool {
        if let driver { SDL_SetHint("SDL_VIDEODRIVER", driver) }
        return SDL_InitSubSystem(SDL_INIT_VIDEO) == 0
    }

    /// Stops SDL's video subsystem once every `initializeVideo` has been balanced.
    package static func quitVideo() {
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    /// The video driver SDL runs, or nil when video is not started.
    package static var videoDriver: String? {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) }
    }

    /// Opens a window for `screen`, as large as its framebuffer (bounds × scale pixels), and makes it the screen's
    /// presenter: the screen's frames from the next one on are presented in it. One window per
    /// screen; nil when the window cannot be made. `software` picks SDL's software renderer.
    @MainActor
    package static func attachWindow(
        to screen: UIScreen, title: String, hidden: Bool = false, software: Bool = false
    ) -> SDLPresenter? {
        let size = screen.framebufferSize
        guard
            let presenter = SDLPresenter(
                title: title, width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)),
                hidden: hidden, software: software)
        else { return nil }
        screen.presenter = presenter
        return presenter
    }
}
