#include "frames.h"

#include <string.h>
#include <tiffio.h>

struct lamina_tiff_source {
    const uint8_t *data;
    size_t length;
    size_t offset;
};

static tmsize_t lamina_tiff_read(thandle_t handle, void *buffer, tmsize_t count) {
    struct lamina_tiff_source *source = handle;
    if (count <= 0 || source->offset >= source->length) return 0;
    size_t available = source->length - source->offset;
    size_t wanted = (size_t)count < available ? (size_t)count : available;
    memcpy(buffer, source->data + source->offset, wanted);
    source->offset += wanted;
    return (tmsize_t)wanted;
}

static tmsize_t lamina_tiff_write(thandle_t handle, void *buffer, tmsize_t count) {
    (void)handle, (void)buffer, (void)count;
    return -1;
}

static toff_t lamina_tiff_seek(thandle_t handle, toff_t offset, int whence) {
    struct lamina_tiff_source *source = handle;
    uint64_t base = whence == SEEK_CUR ? source->offset : whence == SEEK_END ? source->length : 0;
    // Offsets are unsigned: a "negative" relative seek wraps around, as libtiff expects.
    uint64_t target = base + offset;
    if (target > source->length) return (toff_t)-1;
    source->offset = (size_t)target;
    return target;
}

static int lamina_tiff_close(thandle_t handle) {
    (void)handle;
    return 0;
}

static toff_t lamina_tiff_size(thandle_t handle) { return ((struct lamina_tiff_source *)handle)->length; }

static int lamina_tiff_map(thandle_t handle, void **base, toff_t *size) {
    (void)handle, (void)base, (void)size;
    return 0;
}

static void lamina_tiff_unmap(thandle_t handle, void *base, toff_t size) { (void)handle, (void)base, (void)size; }

/// Swallows libtiff's messages (which it would otherwise print to stderr) for this file only.
static int lamina_tiff_quiet(TIFF *tiff, void *user, const char *module, const char *format, va_list arguments) {
    (void)tiff, (void)user, (void)module, (void)format, (void)arguments;
    return 1;
}

int lamina_tiff_decode(const uint8_t *data, size_t length, lamina_limits limits, lamina_frames *out) {
    if (data == NULL || out == NULL || limits.max_frames < 1) return 1;
    memset(out, 0, sizeof *out);
    TIFFOpenOptions *options = TIFFOpenOptionsAlloc();
    if (options == NULL) return 2;
    TIFFOpenOptionsSetErrorHandlerExtR(options, lamina_tiff_quiet, NULL);
    TIFFOpenOptionsSetWarningHandlerExtR(options, lamina_tiff_quiet, NULL);
    // No single buffer libtiff makes for strips or tiles may pass 256 MiB.
    TIFFOpenOptionsSetMaxSingleMemAlloc(options, (tmsize_t)1 << 28);
    struct lamina_tiff_source source = {data, length, 0};
    TIFF *tiff = TIFFClientOpenExt(
        "memory", "rm", &source, lamina_tiff_read, lamina_tiff_write, lamina_tiff_seek, lamina_tiff_close,
        lamina_tiff_size, lamina_tiff_map, lamina_tiff_unmap, options);
    TIFFOpenOptionsFree(options);
    if (tiff == NULL) return 3;
    uint32_t width = 0, height = 0;
    int status = 0;
    if (!TIFFGetField(tiff, TIFFTAG_IMAGEWIDTH, &width) || !TIFFGetField(tiff, TIFFTAG_IMAGELENGTH, &height)
        || !lamina_canvas_allowed(limits, (long)width, (long)height)) {
        status = 4;
    } else {
        char message[1024];
        // Pixels in stored order, as ImageIO gives them: the orientation tag becomes the image's
        // orientation (read by ImageCodec.exifOrientation), not a flip here.
        TIFFSetField(tiff, TIFFTAG_ORIENTATION, ORIENTATION_TOPLEFT);
        if (!TIFFRGBAImageOK(tiff, message)) status = 5;
    }
    if (status == 0) {
        lamina_frames_begin(out, (int)width, (int)height);
        uint8_t *frame = lamina_frames_append(out, limits, 0);
        // TIFFReadRGBAImage hands back 32-bit words packed R, G, B, A from the low byte up, so on a
        // little-endian machine the bytes are in R, G, B, A order; alpha comes premultiplied.
        if (frame == NULL)
            status = 6;
        else if (!TIFFReadRGBAImageOriented(tiff, width, height, (uint32_t *)frame, ORIENTATION_TOPLEFT, 1))
            status = 7;
        out->premultiplied = 1;
    }
    TIFFClose(tiff);
    if (status != 0) lamina_frames_free(out);
    return status;
}
