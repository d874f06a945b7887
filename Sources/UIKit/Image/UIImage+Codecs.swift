public import CoreGraphics
public import Foundation

/// Decoding and encoding.
extension UIImage {
    /// Decodes PNG, JPEG, GIF, WebP, BMP, ICO, TIFF or HEIF/HEIC data at scale 1 (the first frame
    /// of an animated GIF or WebP, as on iOS); nil for corrupt, truncated or unsupported data.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes image data (see `init(data:)`) with a scale (a non-positive or non-finite scale reads as 1).
    ///
    /// An EXIF orientation tag (a JPEG's APP1 segment or a PNG's eXIf chunk) becomes the image's
    /// `imageOrientation`, as on iOS; the pixels stay as stored.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = ImageCodec.decode(data) else { return nil }
        let orientation = ImageCodec.exifOrientation(data).map(Orientation.init(exif:)) ?? .up
        self.init(cgImage: image, scale: scale, orientation: orientation)
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

    /// The image as HEIC data (HEVC at libheif's default quality, alpha kept), or nil for an
    /// empty image or where libheif has no HEVC encoder.
    public func heicData() -> Data? {
        guard let cgImage else { return nil }
        return ImageCodec.encodeHEIC(cgImage, quality: 0.75)
    }
}

extension UIImage.Orientation {
    /// The orientation an EXIF orientation value (1...8) stands for; anything else reads as up.
    /// The EXIF value (1…8) of the orientation.
    var exifValue: Int {
        switch self {
        case .up: 1
        case .upMirrored: 2
        case .down: 3
        case .downMirrored: 4
        case .leftMirrored: 5
        case .right: 6
        case .rightMirrored: 7
        case .left: 8
        }
    }

    init(exif value: Int) {
        switch value {
        case 2: self = .upMirrored
        case 3: self = .down
        case 4: self = .downMirrored
        case 5: self = .leftMirrored
        case 6: self = .right
        case 7: self = .rightMirrored
        case 8: self = .left
        default: self = .up
        }
    }
}
