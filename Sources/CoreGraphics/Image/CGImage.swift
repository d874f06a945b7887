public import Foundation

/// An immutable bitmap image.
///
/// Pixels are kept once, in cairo's premultiplied native layout, so drawing and compositing never
/// convert them; the layout the image was created with (its `bitmapInfo`, `bitsPerPixel`,
/// `bytesPerRow`) is remembered and `dataProvider` hands bytes back in that layout. Immutable and
/// `Sendable`: a render thread may hold images.
public final class CGImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bits in each colour component (8).
    public let bitsPerComponent: Int
    /// Bits in each pixel of the declared layout.
    public let bitsPerPixel: Int
    /// Bytes in each row of the declared layout.
    public let bytesPerRow: Int
    /// The declared colour space; nil for alpha-only masks.
    public let colorSpace: CGColorSpace?
    /// The declared layout.
    public let bitmapInfo: CGBitmapInfo
    /// Whether drawing the image scaled should smooth it.
    public let shouldInterpolate: Bool
    /// The rendering intent (kept, not used).
    public let renderingIntent: CGColorRenderingIntent

    /// The pixels, premultiplied, in cairo's native layout.
    package let pixels: PixelBuffer
    let layout: ClientPixelLayout
    /// `dataProvider`, once asked for; behind `providerLock`.
    nonisolated(unsafe) private var madeProvider: CGDataProvider?
    private let providerLock = NSLock()

    package init(
        pixels: PixelBuffer, layout: ClientPixelLayout, colorSpace: CGColorSpace?, shouldInterpolate: Bool = true
    ) {
        self.pixels = pixels
        self.layout = layout
        self.width = pixels.width
        self.height = pixels.height
        self.bitsPerComponent = 8
        self.bitsPerPixel = layout.bitsPerPixel
        self.bytesPerRow = (pixels.width * layout.bitsPerPixel + 7) / 8
        self.colorSpace = colorSpace
        self.bitmapInfo = layout.bitmapInfo
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = .defaultIntent
    }

    /// Creates an image from pixels in one of the layouts Core Graphics supports.
    ///
    /// Returns nil for an unsupported layout, an impossible size, or a provider with too few bytes.
    /// `decode` arrays are not supported and make the initializer return nil rather than ignore them.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        // Sides are checked first so that no size arithmetic below can overflow.
        guard decode == nil, (1...PixelBuffer.maximumDimension).contains(width),
            (1...PixelBuffer.maximumDimension).contains(height),
            let layout = ClientPixelLayout(
                space: space, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                bitmapInfo: bitmapInfo, forImage: true),
            layout.bitsPerPixel == bitsPerPixel,
            bytesPerRow >= (width * bitsPerPixel + 7) / 8,
            let data = Optional(provider.bytes)
        else { return nil }
        let (needed, overflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        let (total, sumOverflow) = needed.addingReportingOverflow((width * bitsPerPixel + 7) / 8)
        guard !overflow, !sumOverflow, data.count >= total,
            let buffer = PixelBuffer(format: layout.workingFormat, width: width, height: height)
        else { return nil }
        data.withUnsafeBytes { raw in
            layout.import(from: raw.baseAddress!, bytesPerRow: bytesPerRow, into: buffer)
        }
        self.init(pixels: buffer, layout: layout, colorSpace: space, shouldInterpolate: shouldInterpolate)
    }

    /// The alpha part of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }

    /// Whether this is an alpha-only mask.
    public var isMask: Bool { layout.kind == .alpha8 }

    /// The pixels in the declared layout. Made once and kept with the image, as Core Graphics
    /// keeps an image's provider: `CFDataGetBytePtr(image.dataProvider!.data)` points at bytes
    /// that live as long as the image.
    public var dataProvider: CGDataProvider? {
        providerLock.lock()
        defer { providerLock.unlock() }
        if let madeProvider { return madeProvider }
        var data = Data(count: bytesPerRow * height)
        data.withUnsafeMutableBytes { raw in
            layout.export(pixels, to: raw.baseAddress!, bytesPerRow: bytesPerRow)
        }
        madeProvider = CGDataProvider(data: data)
        return madeProvider
    }

    /// Returns the part of the image inside `rect` (in pixels, origin top-left), or nil when the
    /// intersection is empty. The rectangle is rounded outwards to whole pixels, as Apple does.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.finiteIntersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, !r.isEmpty,
            let part = pixels.copy(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height))
        else { return nil }
        return CGImage(pixels: part, layout: layout, colorSpace: colorSpace, shouldInterpolate: shouldInterpolate)
    }

    /// Returns an equal image.
    public func copy() -> CGImage? { self }

    /// Whether every pixel is fully opaque by construction (no alpha channel).
    package var isOpaque: Bool { pixels.format == .rgb24 }

    /// Whether the two are equal.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        if lhs === rhs { return true }
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.pixels.format == rhs.pixels.format,
            lhs.layout == rhs.layout
        else { return false }
        let rowBytes = lhs.width * lhs.pixels.format.bytesPerPixel
        for y in 0..<lhs.height
        where memcmp(lhs.pixels.bytes + y * lhs.pixels.stride, rhs.pixels.bytes + y * rhs.pixels.stride, rowBytes) != 0
        {
            return false
        }
        return true
    }
}
