package import Foundation

/// A rectangle of whole framebuffer pixels, row 0 at the top.
package struct PixelRect: Equatable, Sendable, CustomStringConvertible {
    /// The left column.
    package var x: Int
    /// The top row.
    package var y: Int
    /// Columns covered.
    package var width: Int
    /// Rows covered.
    package var height: Int

    /// Creates a rectangle.
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// The pure part of presenting to SDL: which framebuffer rows a present must upload, and the copy
/// of those rows into a locked texture. No SDL call happens here, so it is tested without a
/// display.
package enum SDLFrameUpload {
    /// Bytes per framebuffer pixel (premultiplied B, G, R, A; SDL's `ARGB8888` on little-endian).
    package static let bytesPerPixel = 4

    /// The damage rectangles rounded out to whole pixels and clipped to a `width` × `height`
    /// framebuffer; empty, non-finite and wholly outside rectangles are dropped.
    package static func pixelRects(covering damage: [CGRect], width: Int, height: Int) -> [PixelRect] {
        damage.compactMap { rect in
            guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
                return nil
            }
            let left = clamp(rect.minX.rounded(.down), to: width)
            let right = clamp(rect.maxX.rounded(.up), to: width)
            let top = clamp(rect.minY.rounded(.down), to: height)
            let bottom = clamp(rect.maxY.rounded(.up), to: height)
            guard right > left, bottom > top else { return nil }
            return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
        }
    }

    /// Copies the rows of `rect` from a framebuffer (`pixels`, `bytesPerRow` apart) into
    /// `destination`, whose first row is the rectangle's top row and whose rows are `pitch` bytes
    /// apart — what `SDL_LockTexture` lends for a rectangle. `rect` must lie inside the framebuffer.
    package static func copyRows(
        of rect: PixelRect, from pixels: UnsafeRawBufferPointer, bytesPerRow: Int,
        to destination: UnsafeMutableRawPointer, pitch: Int
    ) {
        guard let base = pixels.baseAddress, rect.width > 0, rect.height > 0 else { return }
        let rowBytes = rect.width * bytesPerPixel
        for row in 0..<rect.height {
            let offset = (rect.y + row) * bytesPerRow + rect.x * bytesPerPixel
            precondition(offset >= 0 && offset + rowBytes <= pixels.count, "rectangle outside the framebuffer")
            (destination + row * pitch).copyMemory(from: base + offset, byteCount: rowBytes)
        }
    }

    private static func clamp(_ value: CGFloat, to limit: Int) -> Int {
        Int(min(max(value, 0), CGFloat(limit)))
    }
}
