internal import CCairo
import Foundation

/// Where a bitmap context's pixels live and how they reach the client's memory.
///
/// Cairo always draws into `working`, in its native layout. When the client's layout is native
/// and bytes per row allow it, `working` *is* the client's memory. Otherwise every drawing call
/// ends by converting `working` into the client's bytes (`sync`), so the client can read its
/// buffer at any time, as with Core Graphics; a context that allocated its own memory converts
/// lazily, when `data` is read.
final class BitmapTarget {
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let layout: ClientPixelLayout
    let space: CGColorSpace?
    let working: PixelBuffer
    /// The client's memory in the client's layout (nil when `working` is the client's memory).
    let client: UnsafeMutableRawPointer?
    let ownsClient: Bool
    /// Set by drawing when `client` lags behind `working`; cleared by `sync`.
    var clientIsStale = false

    init(
        working: PixelBuffer, layout: ClientPixelLayout, space: CGColorSpace?, bytesPerRow: Int,
        client: UnsafeMutableRawPointer?, ownsClient: Bool
    ) {
        self.width = working.width
        self.height = working.height
        self.working = working
        self.layout = layout
        self.space = space
        self.bytesPerRow = bytesPerRow
        self.client = client
        self.ownsClient = ownsClient
    }

    deinit {
        if ownsClient, let client { free(client) }
    }

    func sync() {
        guard clientIsStale, let client else { return }
        layout.export(working, to: client, bytesPerRow: bytesPerRow)
        clientIsStale = false
    }
}

extension CGContext {
    /// Creates a bitmap context, as `CGBitmapContextCreate` does.
    ///
    /// Supported layouts are Apple's for 8-bit components: RGB with premultiplied or skipped
    /// alpha, first or last, in default, big or little 32-bit byte order; gray without alpha; and
    /// alpha-only with a nil colour space. `bytesPerRow` 0 picks the natural row size. With `data`
    /// nil the context allocates zeroed memory. Returns nil for unsupported layouts, non-positive
    /// sizes, sides over 32767 pixels, or a `bytesPerRow` too small for a row.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        self.init(
            bitmapData: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
            bytesPerRow: bytesPerRow, space: space, bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo))
    }

    package convenience init?(
        bitmapData data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
        bytesPerRow requestedBytesPerRow: Int, space: CGColorSpace?, bitmapInfo: CGBitmapInfo
    ) {
        let space = bitmapInfo.alphaInfo == .alphaOnly ? nil : space
        guard
            let layout = ClientPixelLayout(
                space: space, bitsPerComponent: bitsPerComponent, bitsPerPixel: nil, bitmapInfo: bitmapInfo,
                forImage: false),
            let working = PixelBuffer(format: layout.workingFormat, width: width, height: height)
        else { return nil }
        let minimumRow = width * layout.bitsPerPixel / 8
        let bytesPerRow = requestedBytesPerRow == 0 ? (data == nil ? working.stride : minimumRow) : requestedBytesPerRow
        guard bytesPerRow >= minimumRow else { return nil }

        let target: BitmapTarget
        if layout.isNative, bytesPerRow % 4 == 0, bytesPerRow >= working.stride || data == nil {
            // Cairo can draw straight into the client's memory (or memory we own in that layout).
            let buffer: PixelBuffer
            if let data {
                buffer = PixelBuffer(
                    borrowing: data, format: layout.workingFormat, width: width, height: height, stride: bytesPerRow)
            } else {
                buffer = working
            }
            target = BitmapTarget(
                working: buffer, layout: layout, space: space, bytesPerRow: buffer.stride, client: nil,
                ownsClient: false)
        } else {
            let (size, overflow) = bytesPerRow.multipliedReportingOverflow(by: height)
            guard !overflow else { return nil }
            let client = data ?? calloc(size, 1)
            guard let client else { return nil }
            if data != nil { layout.import(from: client, bytesPerRow: bytesPerRow, into: working) }
            target = BitmapTarget(
                working: working, layout: layout, space: space, bytesPerRow: bytesPerRow, client: client,
                ownsClient: data == nil)
        }
        guard let surface = target.working.makeSurface() else { return nil }
        self.init(
            surface: surface,
            baseTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)),
            target: .bitmap(target))
        // Client memory that is not cairo's layout is kept current after every call.
        if data != nil, target.client != nil { eagerSync = true }
    }

    /// The bitmap's width in pixels (0 for other contexts).
    public var width: Int { bitmap?.width ?? 0 }
    /// The bitmap's height in pixels (0 for other contexts).
    public var height: Int { bitmap?.height ?? 0 }
    /// Bytes in each row of the bitmap's memory.
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
    /// Bits in each component (8 for bitmaps).
    public var bitsPerComponent: Int { bitmap == nil ? 0 : 8 }
    /// Bits in each pixel.
    public var bitsPerPixel: Int { bitmap?.layout.bitsPerPixel ?? 0 }
    /// The bitmap's layout.
    public var bitmapInfo: CGBitmapInfo { bitmap?.layout.bitmapInfo ?? [] }
    /// The alpha part of the bitmap's layout.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }
    /// The bitmap's colour space.
    public var colorSpace: CGColorSpace? { bitmap?.space }

    /// The bitmap's memory, in the layout it was created with, current as of this call.
    public var data: UnsafeMutableRawPointer? {
        guard let bitmap else { return nil }
        cairo_surface_flush(surface)
        bitmap.sync()
        return bitmap.client ?? bitmap.working.bytes
    }

    /// Makes an image of the bitmap's current pixels (a copy: later drawing does not change it).
    public func makeImage() -> CGImage? {
        guard let bitmap else { return nil }
        cairo_surface_flush(surface)
        guard let pixels = bitmap.working.copy() else { return nil }
        return CGImage(pixels: pixels, layout: bitmap.layout, colorSpace: bitmap.space)
    }

    /// Completes pending drawing (cairo draws synchronously; this keeps client memory current).
    public func flush() {
        cairo_surface_flush(surface)
        bitmap?.sync()
    }

    /// Same as `flush()`; cairo has no deferred drawing.
    public func synchronize() { flush() }

    var bitmap: BitmapTarget? {
        if case .bitmap(let bitmap) = target { return bitmap }
        return nil
    }

    /// Called after each drawing operation.
    func didDraw() {
        drawingOperationCount &+= 1
        guard let bitmap, bitmap.client != nil else { return }
        bitmap.clientIsStale = true
        if eagerSync {
            cairo_surface_flush(surface)
            bitmap.sync()
        }
    }

    /// The pixels cairo draws into, for Lamina's own readers (tests, the compositor).
    package var workingPixels: PixelBuffer? {
        cairo_surface_flush(surface)
        return bitmap?.working
    }
}
