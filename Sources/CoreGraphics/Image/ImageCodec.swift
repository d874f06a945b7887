internal import CCairo
internal import CLaminaCodecs
package import Foundation

/// Image decoding (PNG, JPEG, GIF, WebP, BMP, ICO, TIFF, HEIF) and encoding (PNG, JPEG), for
/// `UIImage` and Lamina's tools.
///
/// PNG goes through cairo's loader (libpng underneath), JPEG through libjpeg-turbo, GIF through
/// giflib, WebP through libwebp, TIFF through libtiff and HEIF through libheif; BMP and ICO are
/// read in Swift. Corrupt,
/// truncated or oversized data decodes to nil: never a crash, never a partly decoded image.
package enum ImageCodec {
    /// Decodes PNG, JPEG, GIF, WebP, BMP, ICO, TIFF or HEIF data, recognised by its signature
    /// (the first frame of an animated GIF or WebP).
    package static func decode(_ data: Data) -> CGImage? {
        switch format(of: data) {
        case .png: decodePNG(data)
        case .jpeg: decodeJPEG(data)
        case .gif, .webp, .tiff, .heif: decodeFirstFrame(data)
        case .bmp: decodeBMP(data)
        case .ico: decodeICO(data)
        case nil: nil
        }
    }

    /// Decodes PNG data.
    package static func decodePNG(_ data: Data) -> CGImage? {
        // Cairo allocates the whole bitmap before reading any pixel, so a header that claims a huge
        // size is refused here rather than letting a few bytes reserve gigabytes.
        guard let declared = pngDimensions(data), declared.width <= PixelBuffer.maximumDimension,
            declared.height <= PixelBuffer.maximumDimension, declared.width * declared.height <= 1 << 28
        else { return nil }
        let reader = DataReader(data: data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    let reader = Unmanaged<DataReader>.fromOpaque(closure!).takeUnretainedValue()
                    return reader.read(into: buffer!, count: Int(length))
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let format: PixelBuffer.Format
        switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_ARGB32: format = .argb32
        case CAIRO_FORMAT_RGB24: format = .rgb24
        case CAIRO_FORMAT_A8: format = .a8
        default: return nil
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        guard let source = cairo_image_surface_get_data(surface),
            let pixels = PixelBuffer(
                borrowing: UnsafeMutableRawPointer(source), format: format, width: width, height: height,
                stride: Int(cairo_image_surface_get_stride(surface))
            ).copy()
        else { return nil }
        let layout: ClientPixelLayout?
        let space: CGColorSpace?
        switch format {
        case .argb32:
            space = CGColorSpaceCreateDeviceRGB()
            layout = ClientPixelLayout(
                space: space, bitsPerComponent: 8, bitsPerPixel: 32,
                bitmapInfo: CGBitmapInfo(alphaInfo: .last), forImage: true)
        case .rgb24:
            space = CGColorSpaceCreateDeviceRGB()
            layout = ClientPixelLayout(
                space: space, bitsPerComponent: 8, bitsPerPixel: 24,
                bitmapInfo: CGBitmapInfo(alphaInfo: .none), forImage: true)
        case .a8:
            space = nil
            layout = ClientPixelLayout(
                space: nil, bitsPerComponent: 8, bitsPerPixel: 8,
                bitmapInfo: CGBitmapInfo(alphaInfo: .alphaOnly), forImage: true)
        }
        guard let layout else { return nil }
        return CGImage(pixels: pixels, layout: layout, colorSpace: space)
    }

    /// Decodes JPEG data (baseline and progressive, RGB and gray; CMYK is refused).
    package static func decodeJPEG(_ data: Data) -> CGImage? {
        var decoded: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0
        var height: Int32 = 0
        var components: Int32 = 0
        let status = data.withUnsafeBytes { raw in
            lamina_jpeg_decode(
                raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &decoded, &width, &height, &components)
        }
        guard status == 0, let decoded else { return nil }
        defer { lamina_free(decoded) }
        let gray = components == 1
        let space = gray ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB()
        guard
            let layout = ClientPixelLayout(
                space: space, bitsPerComponent: 8, bitsPerPixel: gray ? 8 : 24,
                bitmapInfo: CGBitmapInfo(alphaInfo: .none), forImage: true),
            let pixels = PixelBuffer(format: .rgb24, width: Int(width), height: Int(height))
        else { return nil }
        layout.import(from: decoded, bytesPerRow: Int(width * components), into: pixels)
        return CGImage(pixels: pixels, layout: layout, colorSpace: space)
    }

    /// Encodes an image as PNG (8 bits a channel, alpha kept).
    package static func encodePNG(_ image: CGImage) -> Data? {
        guard let surface = image.pixels.makeSurface() else { return nil }
        defer { cairo_surface_destroy(surface) }
        let writer = DataWriter()
        let status = withExtendedLifetime(image) {
            cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    let writer = Unmanaged<DataWriter>.fromOpaque(closure!).takeUnretainedValue()
                    writer.data.append(bytes!, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(writer).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? writer.data : nil
    }

    /// Encodes an image as JPEG; `quality` 0...1. Transparent pixels come out black, as on iOS.
    package static func encodeJPEG(_ image: CGImage, quality: CGFloat) -> Data? {
        let pixels = image.pixels
        var rgb = [UInt8](repeating: 0, count: pixels.width * pixels.height * 3)
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels.pixel(x: x, y: y)
                let index = (y * pixels.width + x) * 3
                (rgb[index], rgb[index + 1], rgb[index + 2]) = (p.r, p.g, p.b)
            }
        }
        let q = quality.isFinite ? Int32((min(max(quality, 0), 1) * 100).rounded()) : 75
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = lamina_jpeg_encode(
            rgb, Int32(pixels.width), Int32(pixels.height), Int32(pixels.width * 3), max(1, q), &output, &length)
        guard status == 0, let output else { return nil }
        defer { lamina_free(output) }
        return Data(bytes: output, count: length)
    }
}

extension ImageCodec {
    /// Encodes an image as HEIC with libheif's HEVC encoder; `quality` 0...1. Alpha is kept for
    /// images that have it (straight, as HEIF stores it). Nil when libheif has no HEVC encoder or
    /// encoding fails.
    package static func encodeHEIC(_ image: CGImage, quality: CGFloat) -> Data? {
        let pixels = image.pixels
        let hasAlpha = !image.isOpaque
        // Straight RGBA, byte by byte, through the bitmap layouts' own export (it unpremultiplies).
        guard
            let straight = ClientPixelLayout(
                space: CGColorSpaceCreateDeviceRGB(), bitsPerComponent: 8, bitsPerPixel: 32,
                bitmapInfo: CGBitmapInfo(alphaInfo: .last), forImage: true)
        else { return nil }
        var rgba = [UInt8](repeating: 0, count: pixels.width * pixels.height * 4)
        rgba.withUnsafeMutableBytes { straight.export(pixels, to: $0.baseAddress!, bytesPerRow: pixels.width * 4) }
        let q = quality.isFinite ? Int32((min(max(quality, 0), 1) * 100).rounded()) : 75
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = lamina_heif_encode(
            rgba, Int32(pixels.width), Int32(pixels.height), Int32(pixels.width * 4), hasAlpha ? 1 : 0, q, &output,
            &length)
        guard status == 0, let output else { return nil }
        defer { lamina_free(output) }
        return Data(bytes: output, count: length)
    }
}

private final class DataReader {
    let data: Data
    var offset = 0

    init(data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= data.count - offset else { return false }
        data.withUnsafeBytes { raw in
            let start = raw.baseAddress!.advanced(by: offset)
            buffer.update(from: start.assumingMemoryBound(to: UInt8.self), count: count)
        }
        offset += count
        return true
    }
}

private final class DataWriter {
    var data = Data()
}
