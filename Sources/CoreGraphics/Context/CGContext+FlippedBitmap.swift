package import Foundation

extension CGContext {
    /// The most pixels a flipped bitmap may have on either side (iOS's largest texture; 1 GiB at most).
    package static let maximumFlippedBitmapSide = 16_384

    /// Creates the bitmap context UIKit and layer backing stores draw into: native premultiplied
    /// pixels of `ceil(size × scale)`, a CTM that flips to the top-left origin iOS uses and scales
    /// points to pixels (so `ctm` reads `[s, 0, 0, −s, 0, h·s]` as on iOS), and shadows offset
    /// downwards.
    ///
    /// Returns nil when the size is empty or not finite, the scale is not positive, or the bitmap
    /// would exceed `maximumFlippedBitmapSide` pixels on a side: such bitmaps are refused rather
    /// than clamped, since a clamped one would show the drawing at the wrong scale.
    package static func makeFlippedBitmap(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext? {
        guard let pixels = flippedBitmapPixelSize(size: size, scale: scale) else { return nil }
        let alpha: CGImageAlphaInfo = opaque ? .noneSkipFirst : .premultipliedFirst
        let info = CGBitmapInfo(rawValue: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        guard
            let context = CGContext(
                data: nil, width: pixels.width, height: pixels.height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info.rawValue)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(pixels.height))
        context.scaleBy(x: scale, y: -scale)
        context.shadowOffsetTransform = CGAffineTransform(scaleX: scale, y: scale)
        context.patternSpace = context.ctm
        return context
    }

    /// The pixel size `makeFlippedBitmap` would allocate, or nil when it would refuse.
    package static func flippedBitmapPixelSize(size: CGSize, scale: CGFloat) -> (width: Int, height: Int)? {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0 else { return nil }
        let width = (size.width * scale).rounded(.up)
        let height = (size.height * scale).rounded(.up)
        let side = CGFloat(maximumFlippedBitmapSide)
        guard width >= 1, height >= 1, width <= side, height <= side else { return nil }
        return (Int(width), Int(height))
    }
}
