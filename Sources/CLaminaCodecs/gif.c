#include "frames.h"

#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>

struct lamina_gif_source {
    const uint8_t *data;
    size_t length;
    size_t offset;
};

static int lamina_gif_read(GifFileType *gif, GifByteType *buffer, int count) {
    struct lamina_gif_source *source = gif->UserData;
    if (count <= 0 || source->length - source->offset < (size_t)count) return 0;
    memcpy(buffer, source->data + source->offset, (size_t)count);
    source->offset += (size_t)count;
    return count;
}

/// Decodes the rows of the frame whose descriptor was just read and draws its opaque pixels onto
/// the canvas. Rows of an interlaced frame arrive in four passes.
static int lamina_gif_draw(GifFileType *gif, uint8_t *canvas, int width, int height, int transparent) {
    const GifImageDesc *desc = &gif->Image;
    const ColorMapObject *map = desc->ColorMap ? desc->ColorMap : gif->SColorMap;
    if (map == NULL || desc->Width <= 0 || desc->Height <= 0) return 1;
    GifPixelType *line = malloc((size_t)desc->Width);
    if (line == NULL) return 1;
    static const int starts[] = {0, 4, 2, 1}, steps[] = {8, 8, 4, 2};
    int passes = desc->Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        int start = desc->Interlace ? starts[pass] : 0, step = desc->Interlace ? steps[pass] : 1;
        for (int row = start; row < desc->Height; row += step) {
            if (DGifGetLine(gif, line, desc->Width) != GIF_OK) {
                free(line);
                return 1;
            }
            long y = (long)desc->Top + row;
            if (y >= height) continue;
            for (int column = 0; column < desc->Width; column++) {
                long x = (long)desc->Left + column;
                int index = line[column];
                if (x >= width || index == transparent || index >= map->ColorCount) continue;
                uint8_t *pixel = canvas + ((size_t)y * (size_t)width + (size_t)x) * 4;
                pixel[0] = map->Colors[index].Red;
                pixel[1] = map->Colors[index].Green;
                pixel[2] = map->Colors[index].Blue;
                pixel[3] = 255;
            }
        }
    }
    free(line);
    return 0;
}

/// Clears the part of the canvas the frame covered (disposal "restore to background": ImageIO and
/// browsers restore to transparent, not to the background colour index).
static void lamina_gif_clear(const GifImageDesc *desc, uint8_t *canvas, int width, int height) {
    for (long y = desc->Top; y < (long)desc->Top + desc->Height && y < height; y++) {
        long right = (long)desc->Left + desc->Width < width ? (long)desc->Left + desc->Width : width;
        if (right <= desc->Left) return;
        memset(canvas + ((size_t)y * (size_t)width + (size_t)desc->Left) * 4, 0, (size_t)(right - desc->Left) * 4);
    }
}

int lamina_gif_decode(const uint8_t *data, size_t length, lamina_limits limits, lamina_frames *out) {
    if (data == NULL || out == NULL || limits.max_frames < 1) return 1;
    memset(out, 0, sizeof *out);
    struct lamina_gif_source source = {data, length, 0};
    int error = 0;
    GifFileType *gif = DGifOpen(&source, lamina_gif_read, &error);
    if (gif == NULL) return 2;
    int width = gif->SWidth, height = gif->SHeight;
    // LZW data can describe at most 4,096 pixels a code, so a canvas far larger than the file
    // could fill is refused before it is allocated (a 2,048-pixel square is always allowed).
    size_t fillable = ((size_t)1 << 22) + length * 4096;
    if (!lamina_canvas_allowed(limits, width, height) || (size_t)width * (size_t)height > fillable) {
        DGifCloseFile(gif, &error);
        return 3;
    }
    size_t canvas_bytes = (size_t)width * (size_t)height * 4;
    uint8_t *canvas = calloc(canvas_bytes, 1), *saved = NULL;
    lamina_frames_begin(out, width, height);
    GraphicsControlBlock control = {DISPOSAL_UNSPECIFIED, false, 0, NO_TRANSPARENT_COLOR};
    int status = canvas == NULL ? 4 : 0, done = 0;
    while (status == 0 && !done && out->count < limits.max_frames) {
        GifRecordType record;
        if (DGifGetRecordType(gif, &record) != GIF_OK) {
            // A file cut right after a whole frame (no trailer) keeps the frames before the cut.
            status = out->count > 0 ? 0 : 5;
            break;
        }
        if (record == TERMINATE_RECORD_TYPE) {
            done = 1;
        } else if (record == EXTENSION_RECORD_TYPE) {
            int code;
            GifByteType *block;
            if (DGifGetExtension(gif, &code, &block) != GIF_OK) {
                status = 6;
                break;
            }
            if (code == GRAPHICS_EXT_FUNC_CODE && block != NULL && block[0] >= 4)
                DGifExtensionToGCB(block[0], block + 1, &control);
            while (block != NULL) {
                if (DGifGetExtensionNext(gif, &block) != GIF_OK) {
                    status = 6;
                    break;
                }
            }
        } else if (record == IMAGE_DESC_RECORD_TYPE) {
            if (DGifGetImageDesc(gif) != GIF_OK) {
                status = 7;
                break;
            }
            if (control.DisposalMode == DISPOSE_PREVIOUS) {
                if (saved == NULL) saved = malloc(canvas_bytes);
                if (saved == NULL) {
                    status = 4;
                    break;
                }
                memcpy(saved, canvas, canvas_bytes);
            }
            if (lamina_gif_draw(gif, canvas, width, height, control.TransparentColor) != 0) {
                status = 8;
                break;
            }
            // As ImageIO and browsers do, delays of 10 ms or less play as 100 ms.
            int delay = control.DelayTime <= 1 ? 100 : control.DelayTime * 10;
            uint8_t *frame = lamina_frames_append(out, limits, delay);
            if (frame == NULL) {
                status = 9;
                break;
            }
            memcpy(frame, canvas, canvas_bytes);
            if (control.DisposalMode == DISPOSE_BACKGROUND) lamina_gif_clear(&gif->Image, canvas, width, height);
            if (control.DisposalMode == DISPOSE_PREVIOUS) memcpy(canvas, saved, canvas_bytes);
            control = (GraphicsControlBlock){DISPOSAL_UNSPECIFIED, false, 0, NO_TRANSPARENT_COLOR};
        } else {
            status = 10;
        }
    }
    free(canvas);
    free(saved);
    DGifCloseFile(gif, &error);
    if (status == 0 && out->count == 0) status = 11;
    if (status != 0) lamina_frames_free(out);
    return status;
}
