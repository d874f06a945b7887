#ifndef LAMINA_CODECS_H
#define LAMINA_CODECS_H

#include <stddef.h>
#include <stdint.h>

/// Decodes a JPEG held in memory into 8-bit RGB or gray pixels.
///
/// On success returns 0 and sets *out_pixels (free with lamina_free), *out_width, *out_height and
/// *out_components (1 or 3). Corrupt or truncated data returns a non-zero code and allocates
/// nothing: libjpeg's fatal errors are caught with setjmp, which Swift cannot do itself.
int lamina_jpeg_decode(const uint8_t *data, size_t length, uint8_t **out_pixels,
                       int *out_width, int *out_height, int *out_components);

/// Encodes 8-bit RGB pixels (3 bytes a pixel, rows `stride` bytes apart) as a baseline JPEG.
///
/// Returns 0 and sets *out_data (free with lamina_free) and *out_length, or non-zero on failure.
int lamina_jpeg_encode(const uint8_t *rgb, int width, int height, int stride, int quality,
                       uint8_t **out_data, size_t *out_length);

/// Frames decoded from an image file, composited onto its canvas: `count` frames of
/// `width` x `height` pixels, 4 bytes each (R, G, B, A), one after another in `pixels`.
/// `premultiplied` says whether colour is already multiplied by alpha. `delays_ms` holds each
/// frame's display time in milliseconds. Release with lamina_frames_free.
typedef struct lamina_frames {
    uint8_t *pixels;
    int *delays_ms;
    int width;
    int height;
    int count;
    int premultiplied;
} lamina_frames;

/// The limits every decoder applies before allocating: the canvas must be at most
/// `max_dimension` on each side and `max_pixels` in area, and all frames together at most
/// `max_total_pixels`. At most `max_frames` frames are decoded (1 for a still image).
typedef struct lamina_limits {
    int max_dimension;
    size_t max_pixels;
    size_t max_total_pixels;
    int max_frames;
} lamina_limits;

/// Decodes a GIF: every frame composited with its disposal method, transparent background.
/// Returns 0 on success and fills *out; corrupt or truncated data returns non-zero.
int lamina_gif_decode(const uint8_t *data, size_t length, lamina_limits limits, lamina_frames *out);

/// Decodes a WebP, still or animated (frames composited by libwebpdemux).
int lamina_webp_decode(const uint8_t *data, size_t length, lamina_limits limits, lamina_frames *out);

/// Decodes the first directory of a TIFF as one premultiplied frame.
int lamina_tiff_decode(const uint8_t *data, size_t length, lamina_limits limits, lamina_frames *out);

/// Decodes the primary image of a HEIF/HEIC (or AVIF, when libheif can) as one frame.
int lamina_heif_decode(const uint8_t *data, size_t length, lamina_limits limits, lamina_frames *out);

/// Encodes 8-bit RGBA pixels (straight alpha, rows `stride` bytes apart) as a HEIC image with
/// libheif's HEVC encoder at `quality` 0...100; `has_alpha` 0 drops the alpha channel.
///
/// Returns 0 and sets *out_data (free with lamina_free) and *out_length; non-zero on failure,
/// among them 3 when libheif has no HEVC encoder.
int lamina_heif_encode(const uint8_t *rgba, int width, int height, int stride, int has_alpha, int quality,
                       uint8_t **out_data, size_t *out_length);

/// Frees what a lamina_*_decode call put in *frames, and zeroes it.
void lamina_frames_free(lamina_frames *frames);

/// Frees memory handed out by this module.
void lamina_free(void *pointer);

#endif
