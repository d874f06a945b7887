internal import CSDL2

/// The SDL2 backend: its version, video start-up and the presenter; input is not handled yet.
public enum SDLBackend {
    /// The version of the SDL library linked at run time, as "major.minor.patch".
    public static var linkedVersion: String {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return "\(version.major).\(version.minor).\(version.patch)"
    }
}
