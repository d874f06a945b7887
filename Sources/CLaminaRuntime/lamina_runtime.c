// Header-only: see include/lamina_runtime.h.
