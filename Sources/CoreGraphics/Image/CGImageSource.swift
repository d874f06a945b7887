public import Foundation

/// An image file's frames, read through ImageIO's `CGImageSource` API (`import ImageIO`, which
/// re-exports CoreGraphics, where these live).
///
/// Differences from ImageIO: every frame is decoded when the source is made, and data that is
/// corrupt, truncated, oversized or of no format Lamina reads gives no source (nil) rather than a
/// source with a failed status; caching options are accepted and ignored (everything is decoded).
/// `CFData`, `CFURL` and `CFDictionary` are Foundation's `NSData`, `NSURL` and `NSDictionary`.
public final class CGImageSource: @unchecked Sendable {
    let frames: ImageCodec.Frames
    let format: ImageCodec.FileFormat
    /// The EXIF orientation (1…8) of the file, 1 when it has none.
    let orientation: Int

    init(frames: ImageCodec.Frames, format: ImageCodec.FileFormat, orientation: Int) {
        self.frames = frames
        self.format = format
        self.orientation = orientation
    }
}

/// The key of a frame's width in pixels, in `CGImageSourceCopyPropertiesAtIndex`'s result.
public let kCGImagePropertyPixelWidth = "PixelWidth"
/// The key of a frame's height in pixels.
public let kCGImagePropertyPixelHeight = "PixelHeight"
/// The key of a GIF frame's properties.
public let kCGImagePropertyGIFDictionary = "{GIF}"
/// The key of a GIF frame's delay in seconds (10 ms or less reads as 0.1 s), in its dictionary.
public let kCGImagePropertyGIFDelayTime = "DelayTime"
/// The key of a GIF frame's delay as stored, in seconds (Lamina stores the clamped delay: the same).
public let kCGImagePropertyGIFUnclampedDelayTime = "UnclampedDelayTime"
/// The key of the EXIF orientation (1…8) of the image.
public let kCGImagePropertyOrientation = "Orientation"
/// The key of a WebP frame's properties.
public let kCGImagePropertyWebPDictionary = "{WebP}"
/// The key of a WebP frame's delay in seconds, in its dictionary.
public let kCGImagePropertyWebPDelayTime = "DelayTime"

/// A source for the image file in `data` (any format `UIImage(data:)` reads), or nil when it
/// cannot be decoded; `options` is ignored.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSourceCreateWithData(Data(referencing: data), options)
}

/// `CGImageSourceCreateWithData(_:_:)` from a `Data` (a Lamina addition: no `as CFData` needed).
public func CGImageSourceCreateWithData(_ data: Data, _ options: CFDictionary?) -> CGImageSource? {
    guard let format = ImageCodec.format(of: data), let frames = ImageCodec.decodeFrames(data) else { return nil }
    return CGImageSource(frames: frames, format: format, orientation: ImageCodec.exifOrientation(data) ?? 1)
}

/// A source for the file at `url`; nil when it cannot be read or decoded.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let fileURL = URL(string: url.absoluteString), let data = try? Data(contentsOf: fileURL) else { return nil }
    return CGImageSourceCreateWithData(data, options)
}

/// The number of frames: more than one for an animated GIF or WebP, otherwise 1.
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int {
    source.frames.images.count
}

/// The frame at `index` (composited onto the whole canvas), or nil when there is no such frame.
public func CGImageSourceCreateImageAtIndex(
    _ source: CGImageSource, _ index: Int, _ options: CFDictionary?
)
    -> CGImage?
{
    source.frames.images.indices.contains(index) ? source.frames.images[index] : nil
}

/// The uniform type identifier of the source's format, such as "com.compuserve.gif".
public func CGImageSourceGetType(_ source: CGImageSource) -> String? {
    switch source.format {
    case .png: "public.png"
    case .jpeg: "public.jpeg"
    case .gif: "com.compuserve.gif"
    case .webp: "org.webmproject.webp"
    case .bmp: "com.microsoft.bmp"
    case .ico: "com.microsoft.ico"
    case .tiff: "public.tiff"
    case .heif: "public.heic"
    }
}

/// The frame's pixel size and orientation (`kCGImagePropertyOrientation`, 1…8), and for GIF and
/// WebP its delay (under `kCGImagePropertyGIFDictionary` or `kCGImagePropertyWebPDictionary`;
/// GIF gives the unclamped delay too); nil when there is no such frame.
public func CGImageSourceCopyPropertiesAtIndex(
    _ source: CGImageSource, _ index: Int, _ options: CFDictionary?
)
    -> CFDictionary?
{
    guard let image = CGImageSourceCreateImageAtIndex(source, index, nil) else { return nil }
    var properties: [String: Any] = [
        kCGImagePropertyPixelWidth: image.width, kCGImagePropertyPixelHeight: image.height,
        kCGImagePropertyOrientation: source.orientation,
    ]
    let delay = Double(source.frames.delays[index]) / 1000
    switch source.format {
    case .gif:
        properties[kCGImagePropertyGIFDictionary] = [
            kCGImagePropertyGIFDelayTime: delay, kCGImagePropertyGIFUnclampedDelayTime: delay,
        ]
    case .webp: properties[kCGImagePropertyWebPDictionary] = [kCGImagePropertyWebPDelayTime: delay]
    default: break
    }
    return NSDictionary(dictionary: properties)
}
