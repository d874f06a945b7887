#include <SDL2/SDL.h>

/// SDL_WINDOWPOS_UNDEFINED is a function-like macro and does not import into Swift.
static inline int lamina_sdl_windowpos_undefined(void) { return SDL_WINDOWPOS_UNDEFINED; }

#include <SDL2/SDL_syswm.h>

/// The X11 window id of an SDL window, or 0 when the window is not an X11 one.
static inline unsigned long lamina_sdl_x11_window(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    return (unsigned long)info.info.x11.window;
}
