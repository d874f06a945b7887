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

/// Frees memory handed out by this module.
void lamina_free(void *pointer);

#endif
