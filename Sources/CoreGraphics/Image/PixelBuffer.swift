internal import CCairo
import Foundation

/// A block of pixels in cairo's native layout, owned by this object and freed with it.
///
/// Layout: `.argb32` is premultiplied 0xAARRGGBB per 32-bit word in host order (bytes B, G, R, A
/// on little-endian machines); `.rgb24` is the same with the top byte unused; `.a8` is one alpha
/// byte a pixel. Rows are `stride` bytes apart, a multiple of 4 as cairo requires.
///
/// Ownership rule: the bytes are written only before the buffer is shared (while a context draws
/// into a buffer it owns, or while an image is being built); once wrapped in a `CGImage` they
/// are never written again, which is what makes `CGImage` safe to send across threads.
package final class PixelBuffer: @unchecked Sendable {
    package enum Format: Sendable, Equatable {
        case argb32, rgb24, a8

        var cairo: cairo_format_t {
            switch self {
            case .argb32: CAIRO_FORMAT_ARGB32
            case .rgb24: CAIRO_FORMAT_RGB24
            case .a8: CAIRO_FORMAT_A8
            }
        }

        package var bytesPerPixel: Int { self == .a8 ? 1 : 4 }
    }

    /// The largest side cairo's image surfaces accept.
    package static let maximumDimension = 32767

    package let format: Format
    package let width: Int
    package let height: Int
    package let stride: Int
    package let bytes: UnsafeMutableRawPointer
    private let owned: Bool

    /// Allocates a zeroed buffer; nil when the size is impossible (non-positive, larger than cairo's
    /// 32767-pixel limit, or more than 1 GiB).
    package init?(format: Format, width: Int, height: Int) {
        guard width > 0, height > 0, width <= Self.maximumDimension, height <= Self.maximumDimension else {
            return nil
        }
        let stride = Int(cairo_format_stride_for_width(format.cairo, Int32(width)))
        let (size, overflow) = stride.multipliedReportingOverflow(by: height)
        guard !overflow, stride > 0, size <= 1 << 30, let memory = calloc(size, 1) else { return nil }
        self.format = format
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = memory
        self.owned = true
    }

    /// Wraps memory owned by someone else (a client's bitmap); it is never freed here.
    package init(borrowing bytes: UnsafeMutableRawPointer, format: Format, width: Int, height: Int, stride: Int) {
        self.format = format
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
        self.owned = false
    }

    deinit {
        if owned { free(bytes) }
    }

    /// Makes an independent copy of a region (clamped to the buffer), or nil when it is empty.
    package func copy(x: Int = 0, y: Int = 0, width w: Int? = nil, height h: Int? = nil) -> PixelBuffer? {
        let x0 = max(0, x)
        let y0 = max(0, y)
        let x1 = min(width, x + (w ?? width))
        let y1 = min(height, y + (h ?? height))
        guard x1 > x0, y1 > y0, let result = PixelBuffer(format: format, width: x1 - x0, height: y1 - y0) else {
            return nil
        }
        let rowBytes = (x1 - x0) * format.bytesPerPixel
        for row in 0..<(y1 - y0) {
            let source = bytes + (y0 + row) * stride + x0 * format.bytesPerPixel
            memcpy(result.bytes + row * result.stride, source, rowBytes)
        }
        return result
    }

    /// The premultiplied pixel at (x, y) as (r, g, b, a) bytes; rows run top to bottom.
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let row = bytes + y * stride
        switch format {
        case .a8:
            return (0, 0, 0, row.load(fromByteOffset: x, as: UInt8.self))
        case .argb32, .rgb24:
            let word = row.load(fromByteOffset: x * 4, as: UInt32.self)
            let alpha = format == .rgb24 ? 255 : UInt8(truncatingIfNeeded: word >> 24)
            return (
                UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                UInt8(truncatingIfNeeded: word), alpha
            )
        }
    }

    /// A cairo surface over these bytes; the caller destroys it, and must keep `self` alive meanwhile.
    package func makeSurface() -> OpaquePointer? {
        let surface = cairo_image_surface_create_for_data(
            bytes.assumingMemoryBound(to: UInt8.self), format.cairo, Int32(width), Int32(height), Int32(stride))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        return surface
    }
}
