public import Foundation

/// Preparing images for display: decoding ahead of time and thumbnails.
///
/// Lamina decodes an image's pixels when the image is made, so preparing one for display has
/// nothing left to do: the prepared image is the image itself. Thumbnails are drawn anew.
extension UIImage {
    /// A renderer format matching this image: its scale, and opaque when its bitmap has no alpha.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        if let alpha = cgImage?.alphaInfo { format.opaque = [.none, .noneSkipFirst, .noneSkipLast].contains(alpha) }
        return format
    }

    /// The image ready to draw without further decoding: this image (Lamina decodes at
    /// creation); nil when it has no bitmap.
    public func preparingForDisplay() -> UIImage? {
        cgImage == nil ? nil : self
    }

    /// Calls `completionHandler` on a background thread with `preparingForDisplay()`.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global().async { completionHandler(self.preparingForDisplay()) }
    }

    /// `preparingForDisplay()`, awaited.
    public func byPreparingForDisplay() async -> UIImage? {
        preparingForDisplay()
    }

    /// A thumbnail `size` points large at this image's scale, the image scaled to fill it with its
    /// aspect ratio kept (centred, the overflow cropped) and turned upright; nil when the image
    /// has no bitmap or `size` is empty or not finite.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard cgImage != nil, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            self.size.width > 0, self.size.height > 0
        else { return nil }
        let fill = max(size.width / self.size.width, size.height / self.size.height)
        let drawn = CGSize(width: self.size.width * fill, height: self.size.height * fill)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = imageRendererFormat.opaque
        let thumbnail = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            draw(
                in: CGRect(
                    x: (size.width - drawn.width) / 2, y: (size.height - drawn.height) / 2, width: drawn.width,
                    height: drawn.height))
        }
        return thumbnail.cgImage == nil ? nil : thumbnail
    }

    /// Calls `completionHandler` on a background thread with `preparingThumbnail(of:)`.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global().async { completionHandler(self.preparingThumbnail(of: size)) }
    }

    /// `preparingThumbnail(of:)`, awaited.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    /// This image shown mirrored left to right: the same bitmap with the orientation that
    /// displays it so.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let mirror = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)
        let wanted = imageOrientation.displayTransform.concatenating(mirror)
        let all: [Orientation] = [.up, .down, .left, .right, .upMirrored, .downMirrored, .leftMirrored, .rightMirrored]
        let flipped = all.first { $0.displayTransform == wanted } ?? imageOrientation
        return UIImage(copying: self, orientation: flipped)
    }
}
