import Foundation

/// The colour model of a colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

/// A colour space: how colour components are interpreted.
///
/// Lamina supports the gray and RGB families. Every RGB space is treated as sRGB when drawing
/// (cairo has no colour management); the name is kept so callers can read it back.
public final class CGColorSpace: Sendable, Equatable, Hashable {
    /// The space's model.
    public let model: CGColorSpaceModel
    /// The space's name, such as `CGColorSpace.sRGB`.
    public let name: String?

    /// For a pattern space, the space of its uncoloured patterns' colours (else nil).
    public let baseColorSpace: CGColorSpace?

    init(model: CGColorSpaceModel, name: String?, base: CGColorSpace? = nil) {
        self.model = model
        self.name = name
        self.baseColorSpace = base
    }

    /// Creates a colour space by name; returns nil for names Lamina does not know.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB,
            CGColorSpace.displayP3, CGColorSpace.genericRGBLinear:
            self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, CGColorSpace.extendedGray:
            self.init(model: .monochrome, name: name)
        case CGColorSpace.genericCMYK:
            self.init(model: .cmyk, name: name)
        default:
            return nil
        }
    }

    /// The number of colour components, not counting alpha.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .cmyk: 4
        case .pattern: 0
        default: 3
        }
    }

    /// The name of the standard RGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the extended-range RGB space.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of linear sRGB.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The name of Display P3 (drawn as sRGB here).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The name of generic linear RGB.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// The name of the gray space with gamma 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of linear gray.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The name of extended-range gray.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// The name of generic CMYK (colours in it are drawn converted naively to sRGB; bitmap
    /// contexts and images in it are not made).
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"

    /// Whether the two are equal.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name && lhs.baseColorSpace == rhs.baseColorSpace
    }

    /// Hashes the same parts equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }
}

/// Creates the device RGB colour space (sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
}

/// Creates the device gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2)
}

/// Creates the device CMYK colour space (generic CMYK, drawn converted naively to sRGB).
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace {
    CGColorSpace(model: .cmyk, name: CGColorSpace.genericCMYK)
}
