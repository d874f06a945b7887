public import CoreGraphics
import Foundation

/// An image: a bitmap with a scale (pixels per point) and an orientation.
///
/// Immutable and safe to share across threads. Decoding, encoding, named lookup and drawing are
/// in the `UIImage+` files.
open class UIImage: @unchecked Sendable {
    /// How the bitmap is turned to be displayed upright.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// How a resizable image fills space between its cap insets.
    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    /// Whether the image is drawn with its own colours or as a template.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The bitmap, or nil for an empty image.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// The orientation the bitmap is displayed with.
    public let imageOrientation: Orientation
    /// The insets of the fixed corners of a resizable image, in points.
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image is filled.
    public let resizingMode: ResizingMode
    /// How the image is rendered.
    public let renderingMode: RenderingMode
    /// Whether `draw(in:)` slices the image into nine parts (true for every image made by the
    /// `resizableImage` and `stretchableImage` methods, even with zero insets, as on iOS).
    let isResizable: Bool
    /// Whether the bitmap is already painted in a tint colour (`withTintColor`): views that
    /// tint template images show it as it is.
    let hasOwnTint: Bool
    /// The frames of an animated image, or nil for a still one.
    public let images: [UIImage]?
    /// How long one pass through an animated image's frames takes, in seconds; 0 for a still image.
    public let duration: TimeInterval
    /// Alignment insets, baseline and mirroring (`UIImage+Layout.swift`); copies keep them.
    var layout = ImageLayout()
    /// The asset this image is a variant of (`imageAsset`); set only on a new copy, before it is
    /// shared; copies keep it.
    var asset: UIImageAsset?

    /// Creates an empty image (size zero, no bitmap).
    public init() {
        self.images = nil
        self.duration = 0
        self.cgImage = nil
        self.scale = 1
        self.imageOrientation = .up
        self.capInsets = .zero
        self.resizingMode = .tile
        self.renderingMode = .automatic
        self.isResizable = false
        self.hasOwnTint = false
    }

    /// Wraps a bitmap at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Wraps a bitmap with a scale and orientation; a non-positive or non-finite scale reads as 1.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.images = nil
        self.duration = 0
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.imageOrientation = orientation
        self.capInsets = .zero
        self.resizingMode = .tile
        self.renderingMode = .automatic
        self.isResizable = false
        self.hasOwnTint = false
    }

    /// Copies `image`, replacing the resizing or rendering attributes given.
    init(
        copying image: UIImage, resizable: Bool? = nil, capInsets: UIEdgeInsets? = nil,
        resizingMode: ResizingMode? = nil, renderingMode: RenderingMode? = nil, tintedPixels: CGImage? = nil,
        orientation: Orientation? = nil, layout: ImageLayout? = nil
    ) {
        self.layout = layout ?? image.layout
        self.asset = image.asset
        self.images = image.images
        self.duration = image.duration
        self.cgImage = tintedPixels ?? image.cgImage
        self.hasOwnTint = tintedPixels != nil || image.hasOwnTint
        self.scale = image.scale
        self.imageOrientation = orientation ?? image.imageOrientation
        self.isResizable = resizable ?? image.isResizable
        self.capInsets = capInsets ?? image.capInsets
        self.resizingMode = resizingMode ?? image.resizingMode
        self.renderingMode = renderingMode ?? image.renderingMode
    }

    /// An animated image: it shows (and its `cgImage`, `scale` and orientation are) the first frame.
    init(frames: [UIImage], duration: TimeInterval) {
        let first = frames[0]
        self.images = frames
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.cgImage = first.cgImage
        self.scale = first.scale
        self.imageOrientation = first.imageOrientation
        self.capInsets = .zero
        self.resizingMode = .tile
        self.renderingMode = .automatic
        self.isResizable = false
        self.hasOwnTint = false
    }

    /// The size in points: pixels divided by scale, with width and height swapped for the
    /// left and right orientations.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let width = CGFloat(cgImage.width) / scale
        let height = CGFloat(cgImage.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: height, height: width)
        default: return CGSize(width: width, height: height)
        }
    }
}

/// Insets for each edge of a rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates zero insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Zero insets.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// Returns the rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }
}
