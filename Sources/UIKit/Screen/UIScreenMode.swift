public import Foundation

/// A display mode of a screen: the size of its display buffer in pixels and the shape of a pixel.
///
/// Immutable and compared by value: two modes with the same size and pixel aspect ratio are equal.
/// Apple's apps never create modes; in Lamina the backend (or a test) does, to describe a virtual
/// screen (`UIScreen(virtualModes:scale:)`), so the initializer is public. Apple's class is an
/// `NSObject` subclass; Lamina's is a final, `Sendable` class.
public final class UIScreenMode: Hashable, Sendable, CustomStringConvertible {
    /// The largest side, in pixels, a mode may have (the framebuffer limit).
    public static let maximumPixelDimension: CGFloat = 16384

    /// The size of the display buffer in pixels, in the screen's native orientation.
    public let size: CGSize
    /// The width of a pixel divided by its height (1 for square pixels).
    ///
    /// Lamina composites with square pixels; a backend presenting on a display with other pixels
    /// stretches the framebuffer.
    public let pixelAspectRatio: CGFloat

    /// Creates a mode; nil unless both sides are whole numbers from 1 to `maximumPixelDimension`
    /// and the pixel aspect ratio is finite and positive.
    public init?(size: CGSize, pixelAspectRatio: CGFloat = 1) {
        let limit = Self.maximumPixelDimension
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
            size.width <= limit, size.height <= limit,
            size.width == size.width.rounded(), size.height == size.height.rounded(),
            pixelAspectRatio.isFinite, pixelAspectRatio > 0
        else { return nil }
        self.size = size
        self.pixelAspectRatio = pixelAspectRatio
    }

    /// Modes are equal when their sizes and pixel aspect ratios are.
    public static func == (lhs: UIScreenMode, rhs: UIScreenMode) -> Bool {
        lhs.size == rhs.size && lhs.pixelAspectRatio == rhs.pixelAspectRatio
    }

    /// Hashes the size and pixel aspect ratio.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(pixelAspectRatio)
    }

    /// The size in pixels, for debugging.
    public var description: String {
        "\(Int(size.width))×\(Int(size.height))" + (pixelAspectRatio == 1 ? "" : " (pixel aspect \(pixelAspectRatio))")
    }
}

extension UIScreen {
    /// A display mode of a screen (Apple's `UIScreenMode`).
    public typealias Mode = UIScreenMode
}
