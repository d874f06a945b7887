#include "frames.h"

#include <stdlib.h>
#include <string.h>

int lamina_canvas_allowed(lamina_limits limits, long width, long height) {
    if (width <= 0 || height <= 0) return 0;
    if (width > limits.max_dimension || height > limits.max_dimension) return 0;
    return (size_t)width * (size_t)height <= limits.max_pixels;
}

int lamina_frames_begin(lamina_frames *frames, int width, int height) {
    memset(frames, 0, sizeof *frames);
    frames->width = width;
    frames->height = height;
    return 0;
}

uint8_t *lamina_frames_append(lamina_frames *frames, lamina_limits limits, int delay_ms) {
    size_t frame_pixels = (size_t)frames->width * (size_t)frames->height;
    size_t count = (size_t)frames->count + 1;
    if (frames->count >= limits.max_frames || count * frame_pixels > limits.max_total_pixels) return NULL;
    uint8_t *pixels = realloc(frames->pixels, count * frame_pixels * 4);
    if (pixels == NULL) return NULL;
    frames->pixels = pixels;
    int *delays = realloc(frames->delays_ms, count * sizeof(int));
    if (delays == NULL) return NULL;
    frames->delays_ms = delays;
    delays[frames->count] = delay_ms;
    frames->count += 1;
    return pixels + (count - 1) * frame_pixels * 4;
}

void lamina_frames_free(lamina_frames *frames) {
    if (frames == NULL) return;
    free(frames->pixels);
    free(frames->delays_ms);
    memset(frames, 0, sizeof *frames);
}
