#include "frames.h"

#include <libheif/heif.h>
#include <pthread.h>
#include <string.h>

static pthread_once_t lamina_heif_once = PTHREAD_ONCE_INIT;

static void lamina_heif_init(void) { heif_init(NULL); }

int lamina_heif_decode(const uint8_t *data, size_t length, lamina_limits limits, lamina_frames *out) {
    if (data == NULL || out == NULL || limits.max_frames < 1) return 1;
    memset(out, 0, sizeof *out);
    // libheif initializes itself lazily, racily; once, here, it is done before any thread decodes.
    pthread_once(&lamina_heif_once, lamina_heif_init);
    struct heif_context *context = heif_context_alloc();
    if (context == NULL) return 2;
    // libheif refuses larger images itself, before decoding a tile.
    heif_context_set_maximum_image_size_limit(context, limits.max_dimension);
    struct heif_image_handle *handle = NULL;
    struct heif_image *image = NULL;
    int status = 0;
    if (heif_context_read_from_memory_without_copy(context, data, length, NULL).code != heif_error_Ok
        || heif_context_get_primary_image_handle(context, &handle).code != heif_error_Ok) {
        status = 3;
    } else {
        // The handle's size is the one displayed, after the file's rotation and mirroring.
        int width = heif_image_handle_get_width(handle), height = heif_image_handle_get_height(handle);
        // The stored size too: a crop box can show one pixel of a huge coded image, which
        // libheif would decode whole.
        int stored_width = heif_image_handle_get_ispe_width(handle);
        int stored_height = heif_image_handle_get_ispe_height(handle);
        if (!lamina_canvas_allowed(limits, width, height)
            || (stored_width > 0 && !lamina_canvas_allowed(limits, stored_width, stored_height)))
            status = 4;
    }
    if (status == 0
        && heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, NULL).code
               != heif_error_Ok)
        status = 5;
    if (status == 0) {
        int width = heif_image_get_width(image, heif_channel_interleaved);
        int height = heif_image_get_height(image, heif_channel_interleaved);
        int stride = 0;
        const uint8_t *plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride);
        uint8_t *frame = NULL;
        if (plane == NULL || !lamina_canvas_allowed(limits, width, height) || stride < width * 4) {
            status = 6;
        } else {
            lamina_frames_begin(out, width, height);
            out->premultiplied = heif_image_is_premultiplied_alpha(image);
            frame = lamina_frames_append(out, limits, 0);
            if (frame == NULL) status = 7;
        }
        for (int row = 0; status == 0 && row < height; row++)
            memcpy(frame + (size_t)row * (size_t)width * 4, plane + (size_t)row * (size_t)stride, (size_t)width * 4);
    }
    if (image != NULL) heif_image_release(image);
    if (handle != NULL) heif_image_handle_release(handle);
    heif_context_free(context);
    if (status != 0) lamina_frames_free(out);
    return status;
}
