public import Foundation

/// Creates a thumbnail from the full image (embedded thumbnails are not read, so this key or
/// `kCGImageSourceCreateThumbnailFromImageAlways` must be true for a thumbnail).
public let kCGImageSourceCreateThumbnailFromImageIfAbsent = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Creates a thumbnail from the full image.
public let kCGImageSourceCreateThumbnailFromImageAlways = "kCGImageSourceCreateThumbnailFromImageAlways"
/// The largest width or height of a thumbnail, in pixels (never scaled up).
public let kCGImageSourceThumbnailMaxPixelSize = "kCGImageSourceThumbnailMaxPixelSize"
/// Turns the thumbnail upright by the image's orientation (and scales it by its pixel aspect).
public let kCGImageSourceCreateThumbnailWithTransform = "kCGImageSourceCreateThumbnailWithTransform"
/// Whether decoded images are cached (accepted and ignored: sources decode everything).
public let kCGImageSourceShouldCache = "kCGImageSourceShouldCache"
/// Whether images are decoded when created (accepted and ignored: sources decode everything).
public let kCGImageSourceShouldCacheImmediately = "kCGImageSourceShouldCacheImmediately"

/// A thumbnail of the frame at `index`: the frame scaled down (never up) so that neither side
/// exceeds `kCGImageSourceThumbnailMaxPixelSize`, turned upright when
/// `kCGImageSourceCreateThumbnailWithTransform` is true. Nil when there is no such frame, or when
/// neither `kCGImageSourceCreateThumbnailFromImageAlways` nor `…IfAbsent` is true (the file's own
/// thumbnails are not read).
public func CGImageSourceCreateThumbnailAtIndex(
    _ source: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CGImage? {
    let settings = options.map(ThumbnailOptions.init) ?? ThumbnailOptions()
    guard settings.fromImage, let frame = CGImageSourceCreateImageAtIndex(source, index, nil) else { return nil }
    let turned = settings.transform && (5...8).contains(source.orientation)
    let width = Double(turned ? frame.height : frame.width)
    let height = Double(turned ? frame.width : frame.height)
    var scale = 1.0
    if let limit = settings.maxPixelSize, limit > 0, max(width, height) > limit {
        scale = limit / max(width, height)
    }
    let size = (width: max(1, Int((width * scale).rounded())), height: max(1, Int((height * scale).rounded())))
    if size.width == frame.width, size.height == frame.height, !(settings.transform && source.orientation != 1) {
        return frame
    }
    guard
        let context = CGContext.makeFlippedBitmap(
            size: CGSize(width: size.width, height: size.height), scale: 1, opaque: false)
    else { return nil }
    context.interpolationQuality = .high
    // `draw` puts the stored image's first row at the top of a y-up unit square: flip it to the
    // stored square (y down), turn it upright, then scale onto the (y-down) context.
    let upright = settings.transform ? ImageCodec.exifDisplayTransform(source.orientation) : .identity
    context.concatenate(
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1).concatenating(upright)
            .concatenating(CGAffineTransform(scaleX: CGFloat(size.width), y: CGFloat(size.height))))
    context.draw(frame, in: CGRect(x: 0, y: 0, width: 1, height: 1))
    return context.makeImage()
}

/// The thumbnail options read from a dictionary.
private struct ThumbnailOptions {
    var fromImage = false
    var transform = false
    var maxPixelSize: Double?

    init() {}

    init(_ dictionary: CFDictionary) {
        func flag(_ key: String) -> Bool {
            (dictionary[key] as? Bool) ?? (dictionary[key] as? NSNumber)?.boolValue ?? false
        }
        fromImage =
            flag(kCGImageSourceCreateThumbnailFromImageAlways) || flag(kCGImageSourceCreateThumbnailFromImageIfAbsent)
        transform = flag(kCGImageSourceCreateThumbnailWithTransform)
        let size = dictionary[kCGImageSourceThumbnailMaxPixelSize]
        if let number = size as? NSNumber {
            maxPixelSize = number.doubleValue
        } else if let value = size as? Int {
            maxPixelSize = Double(value)
        } else if let value = size as? Double {
            maxPixelSize = value
        } else if let value = size as? CGFloat {
            maxPixelSize = Double(value)
        }
        if let limit = maxPixelSize, !limit.isFinite { maxPixelSize = nil }
    }
}
