#include <SDL2/SDL.h>

/// SDL_WINDOWPOS_UNDEFINED is a function-like macro and does not import into Swift.
static inline int lamina_sdl_windowpos_undefined(void) { return SDL_WINDOWPOS_UNDEFINED; }
