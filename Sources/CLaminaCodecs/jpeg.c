#include "lamina_codecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

struct lamina_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    /* Set when libjpeg reports that entropy-coded data ran out or is damaged; it then pads with
       zeros and carries on, which would hand back silently wrong pixels. */
    int damaged;
};

static void lamina_jpeg_fail(j_common_ptr info) {
    struct lamina_jpeg_error *error = (struct lamina_jpeg_error *)info->err;
    longjmp(error->escape, 1);
}

static void lamina_jpeg_silence(j_common_ptr info, int level) {
    if (level >= 0) return;
    /* Replacing emit_message also replaces libjpeg's own warning count, so keep the one we need.
       Other warnings (stray bytes between markers, say) leave the pixels intact and are allowed,
       as they are by ImageIO. */
    struct lamina_jpeg_error *error = (struct lamina_jpeg_error *)info->err;
    int code = error->base.msg_code;
    if (code == JWRN_JPEG_EOF || code == JWRN_HIT_MARKER || code == JWRN_HUFF_BAD_CODE) error->damaged = 1;
}

int lamina_jpeg_decode(const uint8_t *data, size_t length, uint8_t **out_pixels,
                       int *out_width, int *out_height, int *out_components) {
    if (data == NULL || length < 4 || out_pixels == NULL) return 1;
    *out_pixels = NULL;

    struct jpeg_decompress_struct info;
    struct lamina_jpeg_error error;
    uint8_t *volatile pixels = NULL;

    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = lamina_jpeg_fail;
    error.base.emit_message = lamina_jpeg_silence;
    error.damaged = 0;
    if (setjmp(error.escape)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        return 2;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)length);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
        jpeg_destroy_decompress(&info);
        return 3;
    }
    // Refuse sizes whose buffer would not fit comfortably in memory (64k x 64k is libjpeg's own
    // cap) before jpeg_start_decompress: for progressive and multi-scan files it allocates a whole
    // image of coefficients up front (a 65,500-pixel square asks for 8.5 GB).
    if (info.image_width == 0 || info.image_height == 0
        || (size_t)info.image_width * info.image_height > (size_t)1 << 28) {
        jpeg_destroy_decompress(&info);
        return 4;
    }
    // The coefficient buffers of an allowed size still stay within 1 GiB: past it libjpeg fails
    // (it has no backing store) instead of allocating.
    info.mem->max_memory_to_use = 1L << 30;
    int gray = info.jpeg_color_space == JCS_GRAYSCALE;
    info.out_color_space = gray ? JCS_GRAYSCALE : JCS_RGB;
    jpeg_start_decompress(&info);

    size_t width = info.output_width, height = info.output_height;
    size_t components = (size_t)info.output_components;
    if (width == 0 || height == 0 || width * height > (size_t)1 << 28) {
        jpeg_destroy_decompress(&info);
        return 4;
    }
    size_t stride = width * components;
    pixels = malloc(stride * height);
    if (pixels == NULL) {
        jpeg_destroy_decompress(&info);
        return 5;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    // A truncated stream ends in warnings, not errors; libjpeg fills the rest with gray.
    // Treat a premature end as corrupt so callers never get silently damaged pixels. A missing
    // end-of-image marker found only by jpeg_finish_decompress, after every pixel, is accepted.
    int truncated = error.damaged;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    if (truncated) {
        free(pixels);
        return 6;
    }
    *out_pixels = pixels;
    *out_width = (int)width;
    *out_height = (int)height;
    *out_components = (int)components;
    return 0;
}

int lamina_jpeg_encode(const uint8_t *rgb, int width, int height, int stride, int quality,
                       uint8_t **out_data, size_t *out_length) {
    if (rgb == NULL || width <= 0 || height <= 0 || out_data == NULL || out_length == NULL) return 1;
    struct jpeg_compress_struct info;
    struct lamina_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    unsigned long size = 0;

    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = lamina_jpeg_fail;
    error.base.emit_message = lamina_jpeg_silence;
    if (setjmp(error.escape)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return 2;
    }
    jpeg_create_compress(&info);
    unsigned char *destination = NULL;
    jpeg_mem_dest(&info, &destination, &size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * (size_t)stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    buffer = destination;
    jpeg_destroy_compress(&info);
    *out_data = buffer;
    *out_length = size;
    return 0;
}

void lamina_free(void *pointer) { free(pointer); }
