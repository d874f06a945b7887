import Foundation

/// How a path is painted by `CGContext.drawPath(using:)`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill
    case stroke
    case fillStroke
    case eoFillStroke
}

/// How the ends of stroked open subpaths are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round
    case square
}

/// How stroked segments are joined.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round
    case bevel
}

/// How much care to take when scaling images.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4
}

/// How drawn colour combines with what is already in the context.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case clear
    case copy
    case sourceIn
    case sourceOut
    case sourceAtop
    case destinationOver
    case destinationIn
    case destinationOut
    case destinationAtop
    case xor
    case plusDarker
    case plusLighter
}

/// Options for gradients: whether to extend the end colours past the start and end points.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt32
    /// Creates a value from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Fill the area before the start point with the start colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Fill the area after the end point with the end colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Alpha layout of pixels, the low five bits of a `CGBitmapInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

/// Byte order and alpha layout of bitmap pixels.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt32
    /// Creates a value from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Creates bitmap info holding just an alpha layout.
    public init(alphaInfo: CGImageAlphaInfo) { self.rawValue = alphaInfo.rawValue }

    /// The bits that hold a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that describe floating-point components.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floating point (not supported by Lamina).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default (big-endian) byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian pixels.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian pixels.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian pixels.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian pixels.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// Host byte order for 32-bit pixels (little-endian on every platform Lamina runs on).
    public static let byteOrder32Host = byteOrder32Little
    /// Host byte order for 16-bit pixels.
    public static let byteOrder16Host = byteOrder16Little

    /// The alpha layout part.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    /// The byte-order part.
    public var byteOrder: CGBitmapInfo { CGBitmapInfo(rawValue: rawValue & CGBitmapInfo.byteOrderMask.rawValue) }
}
