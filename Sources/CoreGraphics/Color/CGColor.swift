public import Foundation

/// An immutable colour: components in a colour space, with alpha last.
public final class CGColor: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The colour's space.
    public let colorSpace: CGColorSpace?
    /// The components, alpha last: `[gray, alpha]`, `[red, green, blue, alpha]` or `[cyan,
    /// magenta, yellow, black, alpha]`; `[alpha]` for a pattern colour.
    public let components: [CGFloat]?
    /// For a pattern colour (`UIColor(patternImage:)`): the image tiled wherever it fills.
    package let patternTile: PatternTile?

    /// Creates a colour from components in `space`; the count must be the space's plus alpha.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model == .rgb || space.model == .monochrome || space.model == .cmyk else { return nil }
        let count = space.numberOfComponents + 1
        self.colorSpace = space
        self.components = (0..<count).map { CGColor.sanitize(components[$0]) }
        self.patternTile = nil
    }

    /// Creates an sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.colorSpace = CGColorSpaceCreateDeviceRGB()
        self.components = [red, green, blue, alpha].map(CGColor.sanitize)
        self.patternTile = nil
    }

    /// Creates an sRGB colour (Apple's name for the same initializer).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a gray colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        self.colorSpace = CGColorSpaceCreateDeviceGray()
        self.components = [gray, alpha].map(CGColor.sanitize)
        self.patternTile = nil
    }

    /// Creates a gray colour in the generic gamma-2.2 gray space (drawn as Lamina's device gray).
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// A copy of the colour (colours are immutable: an equal colour).
    public func copy() -> CGColor? {
        guard let colorSpace, let components else { return nil }
        return CGColor(space: colorSpace, values: components, patternTile: patternTile)
    }

    init(space: CGColorSpace, values: [CGFloat], patternTile: PatternTile? = nil) {
        self.colorSpace = space
        self.components = values
        self.patternTile = patternTile
    }

    /// A pattern colour: `image` (`scale` pixels per point) tiled from the origin of the space it
    /// fills (a context's default user space, a layer's bounds), at `alpha`.
    package convenience init(tiling image: CGImage, scale: CGFloat, alpha: CGFloat = 1) {
        self.init(
            space: CGColorSpace(model: .pattern, name: nil), values: [CGColor.sanitize(alpha)],
            patternTile: PatternTile(image: image, scale: scale.isFinite && scale > 0 ? scale : 1))
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Returns a copy with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components else { return nil }
        values[values.count - 1] = CGColor.sanitize(alpha)
        return CGColor(space: space, values: values, patternTile: patternTile)
    }

    /// Returns the colour converted to `space` (gray, RGB and CMYK, the last naively: see
    /// `init(genericCMYKCyan:magenta:yellow:black:alpha:)`).
    public func converted(
        to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]? = nil
    ) -> CGColor? {
        guard patternTile == nil else { return nil }
        switch space.model {
        case .rgb:
            let c = rgba
            return CGColor(space: space, values: [c.red, c.green, c.blue, c.alpha])
        case .monochrome:
            let c = rgba
            let gray = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
            return CGColor(space: space, values: [gray, c.alpha])
        case .cmyk:
            if colorSpace?.model == .cmyk, let components { return CGColor(space: space, values: components) }
            return CGColor(space: space, values: CGColor.cmyk(fromRGBA: rgba))
        default:
            return nil
        }
    }

    /// The colour as straight (unpremultiplied) sRGB components.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let values = components else { return (0, 0, 0, 1) }
        if patternTile != nil { return (0, 0, 0, values.last ?? 1) }
        if values.count == 5 { return CGColor.rgba(fromCMYK: values) }
        if values.count == 2 { return (values[0], values[0], values[0], values[1]) }
        if values.count >= 4 { return (values[0], values[1], values[2], values[3]) }
        return (0, 0, 0, 1)
    }

    /// A description for debugging.
    public var description: String {
        let values = (components ?? []).map { String(format: "%.3g", Double($0)) }
        return "CGColor(\(colorSpace?.name ?? "?"); \(values.joined(separator: " ")))"
    }

    /// Whether the two are equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components && lhs.patternTile == rhs.patternTile
    }

    /// Hashes the same parts equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
        hasher.combine(patternTile)
    }

    // Core Graphics never lets a NaN reach the pixels; a non-finite component reads as 0.
    static func sanitize(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

/// How colours are mapped between spaces; Lamina keeps it for API compatibility only.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric
    case relativeColorimetric
    case perceptual
    case saturation
}

/// The image a pattern colour tiles, its scale (pixels per point), and where a tile sits.
package struct PatternTile: Sendable, Hashable {
    package let image: CGImage
    package let scale: CGFloat
    /// Maps the pattern space to the tile's points: identity for `UIColor(patternImage:)`, the
    /// inverse of a `CGPattern`'s matrix and cell origin for pattern colours made from one.
    package var placement = CGAffineTransform.identity
    /// The pattern the tile was drawn from, if any (`CGColor.pattern`).
    package var pattern: CGPattern?

    package init(image: CGImage, scale: CGFloat, placement: CGAffineTransform = .identity, pattern: CGPattern? = nil) {
        (self.image, self.scale, self.placement, self.pattern) = (image, scale, placement, pattern)
    }

    package static func == (lhs: PatternTile, rhs: PatternTile) -> Bool {
        lhs.image === rhs.image && lhs.scale == rhs.scale && lhs.placement == rhs.placement
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(image))
        hasher.combine(scale)
    }
}
