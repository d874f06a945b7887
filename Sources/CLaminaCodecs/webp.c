#include "frames.h"

#include <string.h>
#include <webp/decode.h>
#include <webp/demux.h>

static int lamina_webp_animation(const uint8_t *data, size_t length, lamina_limits limits, lamina_frames *out) {
    WebPAnimDecoderOptions options;
    if (!WebPAnimDecoderOptionsInit(&options)) return 20;
    options.color_mode = MODE_RGBA;
    options.use_threads = 0;
    WebPData input = {data, length};
    WebPAnimDecoder *decoder = WebPAnimDecoderNew(&input, &options);
    if (decoder == NULL) return 21;
    WebPAnimInfo info;
    int status = WebPAnimDecoderGetInfo(decoder, &info) ? 0 : 22;
    if (status == 0 && !lamina_canvas_allowed(limits, (long)info.canvas_width, (long)info.canvas_height))
        status = 23;
    if (status == 0) lamina_frames_begin(out, (int)info.canvas_width, (int)info.canvas_height);
    size_t frame_bytes = (size_t)info.canvas_width * info.canvas_height * 4;
    int previous = 0;
    while (status == 0 && out->count < limits.max_frames && WebPAnimDecoderHasMoreFrames(decoder)) {
        uint8_t *canvas;
        int timestamp;
        if (!WebPAnimDecoderGetNext(decoder, &canvas, &timestamp)) {
            status = 24;
            break;
        }
        // Timestamps are when each frame ends; a frame shows from the previous one's end.
        uint8_t *frame = lamina_frames_append(out, limits, timestamp - previous);
        if (frame == NULL) {
            status = 25;
            break;
        }
        memcpy(frame, canvas, frame_bytes);
        previous = timestamp;
    }
    WebPAnimDecoderDelete(decoder);
    if (status == 0 && out->count == 0) status = 26;
    return status;
}

int lamina_webp_decode(const uint8_t *data, size_t length, lamina_limits limits, lamina_frames *out) {
    if (data == NULL || out == NULL || limits.max_frames < 1) return 1;
    memset(out, 0, sizeof *out);
    WebPBitstreamFeatures features;
    if (WebPGetFeatures(data, length, &features) != VP8_STATUS_OK) return 2;
    // Sizes are checked from the header, before libwebp allocates a canvas. Lossless streams can
    // describe a flat canvas in a few bits, so, as for GIF, a canvas far larger than the file
    // could plausibly fill (16,384 pixels a byte past a 2,048-pixel square) is refused: libwebp
    // would otherwise allocate it (two of them for an animation) from a file of forty bytes.
    size_t fillable = ((size_t)1 << 22) + length * 16384;
    if (!lamina_canvas_allowed(limits, features.width, features.height)
        || (size_t)features.width * (size_t)features.height > fillable)
        return 3;
    int status;
    if (features.has_animation) {
        status = lamina_webp_animation(data, length, limits, out);
    } else {
        lamina_frames_begin(out, features.width, features.height);
        uint8_t *frame = lamina_frames_append(out, limits, 0);
        size_t stride = (size_t)features.width * 4;
        status = frame == NULL ? 4
                 : WebPDecodeRGBAInto(data, length, frame, stride * (size_t)features.height, (int)stride) == NULL ? 5
                                                                                                              : 0;
    }
    if (status != 0) lamina_frames_free(out);
    return status;
}
