public import CoreGraphics

/// One pixel as stored: 8-bit premultiplied red, green, blue and alpha.
public struct PixelRGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Premultiplied red.
    public var red: UInt8
    /// Premultiplied green.
    public var green: UInt8
    /// Premultiplied blue.
    public var blue: UInt8
    /// Alpha.
    public var alpha: UInt8

    /// Creates a pixel value.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A description for debugging.
    public var description: String { "(\(red), \(green), \(blue), \(alpha))" }

    /// The largest difference between corresponding channels.
    public func maximumChannelDifference(to other: PixelRGBA) -> Int {
        max(
            abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
            abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
    }
}

extension CGImage {
    /// The pixel at column `x`, row `y` (row 0 is the top), premultiplied; transparent black
    /// outside the image.
    public func pixel(x: Int, y: Int) -> PixelRGBA {
        let p = pixels.pixel(x: x, y: y)
        return PixelRGBA(p.r, p.g, p.b, p.a)
    }
}
