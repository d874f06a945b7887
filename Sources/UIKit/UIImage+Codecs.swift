public import CoreGraphics
public import Foundation

/// Decoding and encoding.
extension UIImage {
    /// Decodes PNG or JPEG data at scale 1; nil for corrupt, truncated or unsupported data.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG data with a scale.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = ImageCodec.decode(data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// The image as PNG data, or nil for an empty image.
    public func pngData() -> Data? {
        guard let cgImage else { return nil }
        return ImageCodec.encodePNG(cgImage)
    }

    /// The image as JPEG data (`compressionQuality` 0...1), or nil for an empty image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage else { return nil }
        return ImageCodec.encodeJPEG(cgImage, quality: compressionQuality)
    }
}
