#!/usr/bin/env python3
"""Writes the small image files ImageFormatTests decodes (Tests/UIKitTests/Fixtures/Images).

GIF, BMP and ICO are written byte by byte here, so every field the tests rely on is explicit;
WebP and TIFF go through Pillow (pip install pillow). Run from the package root.
halves.heic is not written here: it is `heif-enc -q 90` (Debian libheif-examples) of a 64x48 PNG,
left half (200, 30, 40), right half (20, 60, 220).
"""
import io
import struct
from pathlib import Path

from PIL import Image

OUT = Path("Tests/UIKitTests/Fixtures/Images")

# GIF palette (8 entries): index 0 doubles as the transparent colour of frame 1.
PALETTE = [(0, 0, 0), (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (255, 255, 255), (255, 0, 255),
           (0, 255, 255)]


def lzw(indices, min_code_size=3):
    """GIF LZW data that never grows the code table: a clear code before every 4 literals."""
    width, clear, end = min_code_size + 1, 1 << min_code_size, (1 << min_code_size) + 1
    codes = []
    for start in range(0, len(indices), 4):
        codes.append(clear)
        codes.extend(indices[start:start + 4])
    codes.append(end)
    bits, count, out = 0, 0, bytearray()
    for code in codes:
        bits |= code << count
        count += width
        while count >= 8:
            out.append(bits & 0xFF)
            bits >>= 8
            count -= 8
    if count:
        out.append(bits & 0xFF)
    blocks = bytearray([min_code_size])
    for start in range(0, len(out), 255):
        chunk = out[start:start + 255]
        blocks += bytes([len(chunk)]) + chunk
    return bytes(blocks + b"\x00")


def gif_frame(left, top, w, h, rows, delay, disposal, transparent=None, interlaced=False):
    flags = (disposal << 2) | (1 if transparent is not None else 0)
    control = b"\x21\xF9\x04" + struct.pack("<BHB", flags, delay, transparent or 0) + b"\x00"
    order = list(range(h))
    if interlaced:
        order = [y for start, step in ((0, 8), (4, 8), (2, 4), (1, 2)) for y in range(start, h, step)]
    indices = [rows[y][x] for y in order for x in range(w)]
    descriptor = b"\x2C" + struct.pack("<HHHHB", left, top, w, h, 0x40 if interlaced else 0)
    return control + descriptor + lzw(indices)


def write_gif():
    # Frame 0 (interlaced, whole canvas): left half a colour per row, right half blue.
    row_colors = [1, 3, 6, 7, 4, 5]
    frame0 = [[row_colors[y] if x < 4 else 3 for x in range(8)] for y in range(6)]
    # Frame 1: green 3x2 at (2, 2) with one transparent pixel; then restored to background.
    frame1 = [[2, 0, 2], [2, 2, 2]]
    # Frame 2: yellow 2x2 at (0, 0); then restored to the previous canvas.
    frame2 = [[4, 4], [4, 4]]
    # Frame 3: one magenta pixel at (7, 5).
    frame3 = [[6]]
    header = b"GIF89a" + struct.pack("<HHBBB", 8, 6, 0xF2, 0, 0)
    palette = b"".join(bytes(color) for color in PALETTE)
    body = (gif_frame(0, 0, 8, 6, frame0, 20, 1, interlaced=True) + gif_frame(2, 2, 3, 2, frame1, 50, 2, 0)
            + gif_frame(0, 0, 2, 2, frame2, 30, 3) + gif_frame(7, 5, 1, 1, frame3, 0, 1))
    (OUT / "frames.gif").write_bytes(header + palette + body + b"\x3B")


def dib_header(size, w, h, bits, compression, colors=0):
    return struct.pack("<IiiHHIIiiII", size, w, h, 1, bits, compression, 0, 2835, 2835, colors, 0)


def bmp_file(dib, pixel_offset_in_dib):
    return b"BM" + struct.pack("<IHHI", 14 + len(dib), 0, 0, 14 + pixel_offset_in_dib) + dib


def write_bmps():
    # 24-bit, bottom-up, 3x2: rows padded to 12 bytes.
    top = [(255, 0, 0), (0, 255, 0), (0, 0, 255)]
    bottom = [(10, 20, 30), (200, 100, 50), (255, 255, 255)]
    rows = b""
    for row in (bottom, top):
        rows += b"".join(bytes((b, g, r)) for r, g, b in row) + b"\x00" * 3
    (OUT / "rgb24.bmp").write_bytes(bmp_file(dib_header(40, 3, 2, 24, 0) + rows, 40))
    # 8-bit paletted, top-down, 5x3, 3 palette entries.
    palette = [(12, 34, 56), (250, 128, 0), (0, 99, 200)]
    table = b"".join(bytes((b, g, r, 0)) for r, g, b in palette)
    indices = [[0, 1, 2, 1, 0], [2, 2, 2, 2, 2], [1, 0, 0, 0, 1]]
    rows = b"".join(bytes(row) + b"\x00" * 3 for row in indices)
    dib = dib_header(40, 5, -3, 8, 0, colors=3) + table + rows
    (OUT / "paletted8.bmp").write_bytes(bmp_file(dib, 40 + len(table)))
    # 32-bit BI_BITFIELDS with alpha (a V4 header holds the masks), bottom-up, 2x2.
    masks = struct.pack("<IIII", 0x00FF0000, 0x0000FF00, 0x000000FF, 0xFF000000)
    v4 = dib_header(108, 2, 2, 32, 3) + masks + b"sRGB" + b"\x00" * 48
    pixels = [[(0, 0, 255, 255), (255, 255, 255, 0)], [(255, 0, 0, 255), (0, 128, 0, 128)]]  # bottom row first
    rows = b"".join(bytes((b, g, r, a)) for row in pixels for r, g, b, a in row)
    (OUT / "bitfields32.bmp").write_bytes(bmp_file(v4 + rows, 108))
    # 16-bit 5-6-5 BI_BITFIELDS after a 40-byte header, top-down, 2x1 (row padded to 4 bytes).
    masks = struct.pack("<III", 0xF800, 0x07E0, 0x001F)
    rows = struct.pack("<HH", 0xF800, 0x07FF)
    (OUT / "rgb565.bmp").write_bytes(bmp_file(dib_header(40, 2, -1, 16, 3) + masks + rows, 52))


def icon_bmp(w, h, pixels, bits):
    """An icon's BMP entry: header with doubled height, pixels bottom-up, then the AND mask."""
    if bits == 32:
        body = b"".join(bytes((b, g, r, a)) for row in reversed(pixels) for r, g, b, a in row)
        mask = b"\x00\x00\x00\x00" * h
        return dib_header(40, w, 2 * h, 32, 0) + body + mask
    palette = [(0, 0, 0), (0, 200, 100)]
    table = b"".join(bytes((b, g, r, 0)) for r, g, b in palette) + b"\x00" * 4 * 254
    body = b"".join(bytes(1 if p else 0 for p in row) + b"\x00" * ((4 - w % 4) % 4) for row in reversed(pixels))
    # Pixels of index 0 are masked out (bit set), most significant bit first, rows of 4 bytes.
    mask = b"".join(bytes([sum(0x80 >> x for x, p in enumerate(row) if not p)]) + b"\x00\x00\x00"
                    for row in reversed(pixels))
    return dib_header(40, w, 2 * h, 8, 0) + table + body + mask


def ico(entries):
    header = struct.pack("<HHH", 0, 1, len(entries))
    offset = 6 + 16 * len(entries)
    directory, data = b"", b""
    for w, h, bits, blob in entries:
        directory += struct.pack("<BBBBHHII", w % 256, h % 256, 0, 0, 1, bits, len(blob), offset + len(data))
        data += blob
    return header + directory + data


def write_icos():
    # A 2x2 8-bit entry (first pixel masked out) and a larger 3x3 32-bit entry with alpha.
    small = icon_bmp(2, 2, [[1, 1], [0, 1]], 8)
    large_pixels = [[(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255)],
                    [(0, 0, 0, 0), (255, 255, 255, 255), (0, 0, 0, 0)],
                    [(255, 255, 0, 255), (255, 255, 0, 255), (255, 0, 255, 64)]]
    (OUT / "bitmaps.ico").write_bytes(ico([(2, 2, 8, small), (3, 3, 32, icon_bmp(3, 3, large_pixels, 32))]))
    # A 256x256 PNG entry beats a 3x3 bitmap one.
    image = Image.new("RGBA", (256, 256), (30, 60, 90, 255))
    image.putpixel((255, 255), (200, 0, 0, 100))
    png = io.BytesIO()
    image.save(png, "PNG")
    entries = [(3, 3, 32, icon_bmp(3, 3, large_pixels, 32)), (256, 256, 32, png.getvalue())]
    (OUT / "png.ico").write_bytes(ico(entries))


def pillow_fixtures():
    image = Image.new("RGBA", (4, 3), (0, 0, 0, 0))
    colors = {(0, 0): (255, 0, 0, 255), (1, 0): (0, 255, 0, 255), (2, 0): (0, 0, 255, 255),
              (3, 2): (255, 255, 255, 255), (0, 2): (40, 80, 120, 255), (1, 1): (0, 0, 0, 0)}
    for x in range(4):
        for y in range(3):
            image.putpixel((x, y), colors.get((x, y), (100, 150, 200, 255)))
    image.save(OUT / "still.webp", "WEBP", lossless=True)
    image.save(OUT / "lzw.tiff", "TIFF", compression="tiff_lzw")
    # The same pixels tagged orientation 6 (shown turned a quarter clockwise) and 3 (upside down).
    image.save(OUT / "oriented6.tiff", "TIFF", compression="tiff_lzw", tiffinfo={274: 6})
    image.save(OUT / "oriented3.tiff", "TIFF", compression="tiff_lzw", tiffinfo={274: 3})
    first = Image.new("RGBA", (5, 4), (255, 0, 0, 255))
    second = Image.new("RGBA", (5, 4), (0, 0, 255, 255))
    second.putpixel((4, 3), (0, 255, 0, 255))
    first.save(OUT / "frames.webp", "WEBP", lossless=True, save_all=True, append_images=[second],
               duration=[120, 340], loop=0)


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    write_gif()
    write_bmps()
    write_icos()
    pillow_fixtures()
