internal import CCairo
public import Foundation

/// Image masks, masking, and the other `CGImage` initializers and copies Apple has.
extension CGImage {
    /// Creates an image mask: `bitsPerComponent` (1, 2, 4 or 8) bits per pixel of coverage
    /// samples read from `provider`, where a sample of 0 paints and the largest value masks out
    /// (Core Graphics' image masks are inverse alpha). Returns nil for other depths, a `decode`
    /// array, impossible sizes or too few bytes.
    public convenience init?(
        maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool
    ) {
        guard decode == nil, [1, 2, 4, 8].contains(bitsPerComponent), bitsPerPixel == bitsPerComponent,
            (1...PixelBuffer.maximumDimension).contains(width), (1...PixelBuffer.maximumDimension).contains(height)
        else { return nil }
        let rowBytes = (width * bitsPerPixel + 7) / 8
        let (before, overflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        let data = provider.bytes
        guard bytesPerRow >= rowBytes, !overflow, data.count >= before + rowBytes,
            let buffer = PixelBuffer(format: .a8, width: width, height: height),
            let layout = ClientPixelLayout(
                space: nil, bitsPerComponent: 8, bitsPerPixel: 8, bitmapInfo: CGBitmapInfo(alphaInfo: .alphaOnly),
                forImage: true)
        else { return nil }
        let top = (1 << bitsPerComponent) - 1
        data.withUnsafeBytes { raw in
            for y in 0..<height {
                let row = (buffer.bytes + y * buffer.stride).assumingMemoryBound(to: UInt8.self)
                for x in 0..<width {
                    let bit = x * bitsPerComponent
                    let byte = raw[y * bytesPerRow + bit / 8]
                    let sample = Int(byte >> (8 - bitsPerComponent - bit % 8)) & top
                    row[x] = UInt8(255 - sample * 255 / top)
                }
            }
        }
        self.init(pixels: buffer, layout: layout, colorSpace: nil, shouldInterpolate: shouldInterpolate)
    }

    /// Creates an image from JPEG bytes; nil when they do not decode. `decode` arrays are not supported.
    public convenience init?(
        jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard decode == nil, let image = ImageCodec.decodeJPEG(source.bytes) else { return nil }
        self.init(
            pixels: image.pixels, layout: image.layout, colorSpace: image.colorSpace,
            shouldInterpolate: shouldInterpolate)
    }

    /// Creates an image from PNG bytes; nil when they do not decode. `decode` arrays are not supported.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard decode == nil, let image = ImageCodec.decodePNG(source.bytes) else { return nil }
        self.init(
            pixels: image.pixels, layout: image.layout, colorSpace: image.colorSpace,
            shouldInterpolate: shouldInterpolate)
    }

    /// The image masked by `mask`, scaled to the image's size: an image mask (`isMask`) lets the
    /// image show where its samples are 0 and hides it where they are 1 (inverse alpha); an opaque
    /// image mask uses its gray level as alpha (white shows, black hides). Returns nil when this
    /// image is a mask itself or `mask` is an image with an alpha channel, as Core Graphics does.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard !isMask, mask.isMask || mask.pixels.format == .rgb24,
            let coverage = CGContext.coverage(of: mask)
        else { return nil }
        return Self.composited(width: width, height: height) { target in
            guard let source = pixels.makeSurface(), let maskSurface = coverage.makeSurface() else { return }
            defer {
                cairo_surface_destroy(source)
                cairo_surface_destroy(maskSurface)
            }
            cairo_set_source_surface(target, source, 0, 0)
            let pattern = cairo_pattern_create_for_surface(maskSurface)!
            var scale = cairo_matrix_t()
            cairo_matrix_init_scale(&scale, Double(mask.width) / Double(width), Double(mask.height) / Double(height))
            cairo_pattern_set_matrix(pattern, &scale)
            cairo_pattern_set_filter(
                pattern, mask.width == width && mask.height == height ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_mask(target, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// The image with the colours inside `components` ranges (min, max per 8-bit component, as
    /// 0…255 values, red, green and blue) made transparent; nil for masks, images with alpha, or
    /// a range count other than 6.
    public func copy(maskingColorComponents components: [CGFloat]) -> CGImage? {
        guard !isMask, pixels.format == .rgb24, components.count == 6, components.allSatisfy(\.isFinite)
        else { return nil }
        let ranges = stride(from: 0, to: 6, by: 2).map { components[$0]...max(components[$0], components[$0 + 1]) }
        guard let result = PixelBuffer(format: .argb32, width: width, height: height) else { return nil }
        for y in 0..<height {
            let row = (result.bytes + y * result.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = pixels.pixel(x: x, y: y)
                let hidden = zip([p.r, p.g, p.b], ranges).allSatisfy { $1.contains(CGFloat($0)) }
                row[x] = hidden ? 0 : 0xFF00_0000 | UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
            }
        }
        return Self.premultipliedImage(result)
    }

    /// The same pixels declared in `space`; nil for masks and for a space with another number of
    /// colour components (Lamina draws every RGB space as sRGB, so only the declaration changes).
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard !isMask, let own = colorSpace, own.numberOfComponents == space.numberOfComponents else { return nil }
        return CGImage(pixels: pixels, layout: layout, colorSpace: space, shouldInterpolate: shouldInterpolate)
    }

    /// The byte-order part of `bitmapInfo`.
    public var byteOrderInfo: CGImageByteOrderInfo {
        CGImageByteOrderInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue) ?? .orderDefault
    }

    /// The pixel-format part of `bitmapInfo`: packed formats are not supported, so always `.packed`.
    public var pixelFormatInfo: CGImagePixelFormatInfo { .packed }

    /// A premultiplied ARGB image of `width` × `height` painted by `paint` on a clear surface.
    static func composited(width: Int, height: Int, _ paint: (OpaquePointer) -> Void) -> CGImage? {
        guard let buffer = PixelBuffer(format: .argb32, width: width, height: height),
            let surface = buffer.makeSurface()
        else { return nil }
        let context = cairo_create(surface)!
        paint(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        cairo_surface_destroy(surface)
        return premultipliedImage(buffer)
    }

    /// An image over premultiplied ARGB pixels, declared as premultiplied-first little-endian.
    package static func premultipliedImage(_ buffer: PixelBuffer) -> CGImage? {
        guard
            let layout = ClientPixelLayout(
                space: CGColorSpaceCreateDeviceRGB(), bitsPerComponent: 8, bitsPerPixel: 32,
                bitmapInfo: CGBitmapInfo(
                    rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
                forImage: true)
        else { return nil }
        return CGImage(pixels: buffer, layout: layout, colorSpace: CGColorSpaceCreateDeviceRGB())
    }
}

/// The byte order of an image's pixels.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    /// The default (big-endian) order.
    case orderDefault = 0
    /// 16-bit little-endian.
    case order16Little = 0x1000
    /// 32-bit little-endian.
    case order32Little = 0x2000
    /// 16-bit big-endian.
    case order16Big = 0x3000
    /// 32-bit big-endian.
    case order32Big = 0x4000
    /// The mask of the byte-order bits.
    case orderMask = 0x7000
}

/// How the components of a pixel are packed.
public enum CGImagePixelFormatInfo: UInt32, Sendable {
    /// Components in whole bytes.
    case packed = 0
    /// 16-bit RGB 5-5-5.
    case RGB555 = 0x10000
    /// 16-bit RGB 5-6-5.
    case RGB565 = 0x20000
    /// 32-bit RGB 10-10-10.
    case RGB101010 = 0x30000
    /// 30-bit RGB with 10-bit components.
    case RGBCIF10 = 0x40000
}
