#include "frames.h"

#include <libheif/heif.h>
#include <pthread.h>
#include <stdlib.h>
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

struct lamina_heif_output {
    uint8_t *data;
    size_t length;
};

static struct heif_error lamina_heif_write(struct heif_context *context, const void *data, size_t size, void *user) {
    (void)context;
    struct lamina_heif_output *output = user;
    struct heif_error result = {heif_error_Ok, heif_suberror_Unspecified, ""};
    uint8_t *copy = malloc(size);
    if (copy == NULL) {
        result.code = heif_error_Memory_allocation_error;
        result.message = "out of memory";
        return result;
    }
    memcpy(copy, data, size);
    free(output->data);
    output->data = copy;
    output->length = size;
    return result;
}

int lamina_heif_encode(const uint8_t *rgba, int width, int height, int stride, int has_alpha, int quality,
                       uint8_t **out_data, size_t *out_length) {
    if (rgba == NULL || out_data == NULL || out_length == NULL || width < 1 || height < 1) return 1;
    *out_data = NULL;
    *out_length = 0;
    pthread_once(&lamina_heif_once, lamina_heif_init);
    struct heif_context *context = heif_context_alloc();
    if (context == NULL) return 2;
    struct heif_encoder *encoder = NULL;
    struct heif_image *image = NULL;
    struct lamina_heif_output output = {NULL, 0};
    int status = 0;
    // No HEVC encoder (libheif built without x265): no data, as on devices that cannot encode HEIF.
    if (heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder).code != heif_error_Ok) status = 3;
    enum heif_chroma chroma = has_alpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB;
    if (status == 0 && heif_image_create(width, height, heif_colorspace_RGB, chroma, &image).code != heif_error_Ok)
        status = 4;
    if (status == 0 && heif_image_add_plane(image, heif_channel_interleaved, width, height, 8).code != heif_error_Ok)
        status = 5;
    if (status == 0) {
        int plane_stride = 0;
        uint8_t *plane = heif_image_get_plane(image, heif_channel_interleaved, &plane_stride);
        int channels = has_alpha ? 4 : 3;
        if (plane == NULL) status = 6;
        for (int row = 0; status == 0 && row < height; row++) {
            const uint8_t *source = rgba + (size_t)row * (size_t)stride;
            uint8_t *target = plane + (size_t)row * (size_t)plane_stride;
            for (int x = 0; x < width; x++)
                memcpy(target + (size_t)x * channels, source + (size_t)x * 4, (size_t)channels);
        }
    }
    if (status == 0) {
        heif_encoder_set_lossy_quality(encoder, quality);
        if (heif_context_encode_image(context, image, encoder, NULL, NULL).code != heif_error_Ok) status = 7;
    }
    if (status == 0) {
        struct heif_writer writer = {1, lamina_heif_write};
        if (heif_context_write(context, &writer, &output).code != heif_error_Ok || output.data == NULL) status = 8;
    }
    if (image != NULL) heif_image_release(image);
    if (encoder != NULL) heif_encoder_release(encoder);
    heif_context_free(context);
    if (status != 0) {
        free(output.data);
        return status;
    }
    *out_data = output.data;
    *out_length = output.length;
    return 0;
}
