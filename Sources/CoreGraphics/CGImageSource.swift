public import Foundation

/// An image file's frames, read through a small part of ImageIO's `CGImageSource` API (Lamina has
/// no ImageIO module; these live in CoreGraphics).
///
/// Differences from ImageIO: the data is a `Data` (Foundation on Linux has no toll-free `CFData`)
/// and properties are a `[String: Any]`; every frame is decoded when the source is made, and
/// data that is corrupt, truncated, oversized or of no format Lamina reads gives no source (nil)
/// rather than a source with a failed status. Options are ignored.
public final class CGImageSource: @unchecked Sendable {
    let frames: ImageCodec.Frames
    let format: ImageCodec.FileFormat

    init(frames: ImageCodec.Frames, format: ImageCodec.FileFormat) {
        self.frames = frames
        self.format = format
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
/// The key of a WebP frame's properties.
public let kCGImagePropertyWebPDictionary = "{WebP}"
/// The key of a WebP frame's delay in seconds, in its dictionary.
public let kCGImagePropertyWebPDelayTime = "DelayTime"

/// A source for the image file in `data` (any format `UIImage(data:)` reads), or nil when it
/// cannot be decoded; `options` is ignored.
public func CGImageSourceCreateWithData(_ data: Data, _ options: [String: Any]?) -> CGImageSource? {
    guard let format = ImageCodec.format(of: data), let frames = ImageCodec.decodeFrames(data) else { return nil }
    return CGImageSource(frames: frames, format: format)
}

/// The number of frames: more than one for an animated GIF or WebP, otherwise 1.
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int {
    source.frames.images.count
}

/// The frame at `index` (composited onto the whole canvas), or nil when there is no such frame.
public func CGImageSourceCreateImageAtIndex(
    _ source: CGImageSource, _ index: Int, _ options: [String: Any]?
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

/// The frame's pixel size, and for GIF and WebP its delay (under `kCGImagePropertyGIFDictionary`
/// or `kCGImagePropertyWebPDictionary`); nil when there is no such frame.
public func CGImageSourceCopyPropertiesAtIndex(
    _ source: CGImageSource, _ index: Int, _ options: [String: Any]?
)
    -> [String: Any]?
{
    guard let image = CGImageSourceCreateImageAtIndex(source, index, nil) else { return nil }
    var properties: [String: Any] = [
        kCGImagePropertyPixelWidth: image.width, kCGImagePropertyPixelHeight: image.height,
    ]
    let delay = Double(source.frames.delays[index]) / 1000
    switch source.format {
    case .gif: properties[kCGImagePropertyGIFDictionary] = [kCGImagePropertyGIFDelayTime: delay]
    case .webp: properties[kCGImagePropertyWebPDictionary] = [kCGImagePropertyWebPDelayTime: delay]
    default: break
    }
    return properties
}
