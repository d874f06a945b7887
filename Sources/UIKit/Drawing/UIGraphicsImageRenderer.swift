public import CoreGraphics
public import Foundation

/// Settings shared by UIKit's graphics renderers.
open class UIGraphicsRendererFormat: @unchecked Sendable {
    /// The drawing bounds in points.
    public internal(set) var bounds: CGRect = .zero

    /// Creates a format with the default settings.
    public required init() {}
}

/// Settings for an image renderer: scale, opacity and colour range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The colour range of the bitmap.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    /// Pixels per point; by default the main screen's scale when the format is created.
    ///
    /// The main screen's scale is read from a thread-safe copy (`ScreenRegistry.mainScreenScale`),
    /// so formats can be made on any thread, as on iOS.
    public var scale: CGFloat = ScreenRegistry.mainScreenScale
    /// Whether the bitmap has no alpha channel (faster; the background starts black).
    public var opaque = false
    /// The colour range; Lamina always renders 8-bit sRGB.
    public var preferredRange: Range = .standard

    /// Creates a format with the default settings.
    public required init() {}

    /// The format of the highest fidelity the device supports: the main screen's scale, standard
    /// range (Lamina renders 8-bit sRGB only).
    open class func `default`() -> Self { Self() }

    /// The format best suited to the main screen's current configuration: its scale, standard range.
    open class func preferred() -> Self { Self() }
}

/// The drawing context handed to an image renderer's actions.
open class UIGraphicsImageRendererContext {
    /// The Core Graphics context to draw into (UIKit coordinates: top-left origin, points).
    public let cgContext: CGContext
    /// The format being rendered.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// An image of what has been drawn so far.
    public var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour and `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect` with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect` with `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws into a bitmap and hands back an image or encoded data.
///
/// While the actions run, the renderer's context is UIKit's current context, so
/// `UIColor.setFill()`, `UIBezierPath.fill()`, `UIImage.draw(in:)` and string drawing all work.
open class UIGraphicsImageRenderer {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    /// Whether the renderer produces images (always true).
    public var allowsImageOutput: Bool { true }

    /// Creates a renderer for `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// Creates a renderer for `size` points.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer for `bounds` (its origin maps to the image's top-left corner).
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Creates a renderer for `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format
        format.bounds = bounds
    }

    /// Runs `actions` in a fresh bitmap and returns the image.
    ///
    /// An empty or impossible size (zero, negative, NaN, over 32767 pixels a side) produces an
    /// empty image without running `actions`.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = render(actions), let image = context.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }

    /// Runs `actions` and returns the image as PNG data (empty when nothing could be drawn).
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns the image as JPEG data (empty when nothing could be drawn).
    public func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext? {
        let bounds = format.bounds
        guard bounds.minX.isFinite, bounds.minY.isFinite,
            let context = CGContext.makeFlippedBitmap(size: bounds.size, scale: format.scale, opaque: format.opaque)
        else { return nil }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        return context
    }
}
