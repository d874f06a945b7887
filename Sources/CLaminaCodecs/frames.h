#ifndef LAMINA_FRAMES_H
#define LAMINA_FRAMES_H

#include "include/lamina_codecs.h"

/// Whether a canvas of width x height is within the limits.
int lamina_canvas_allowed(lamina_limits limits, long width, long height);

/// Empties *frames and sets its canvas size.
int lamina_frames_begin(lamina_frames *frames, int width, int height);

/// Grows *frames by one frame and returns its (uninitialised) pixels, or NULL when the limits
/// forbid another frame or memory runs out.
uint8_t *lamina_frames_append(lamina_frames *frames, lamina_limits limits, int delay_ms);

#endif
