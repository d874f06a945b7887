package import CoreGraphics

/// Which corners `cornerRadius` rounds, named in the layer's own coordinate space.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a value from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the minimum x and y (top left on iOS).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y (top right on iOS).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y (bottom left on iOS).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the maximum x and y (bottom right on iOS).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    /// All four corners.
    package static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}

/// How a layer's contents are placed in its bounds.
///
/// As in Core Animation, vertical names refer to the layer's y axis: `top` is the maximum-y edge,
/// which on iOS (y grows downwards) is the bottom of the screen. UIKit's content modes map onto these
/// with the vertical names swapped.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Centred, not scaled.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred on the maximum-y edge, not scaled.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred on the minimum-y edge, not scaled.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred on the minimum-x edge, not scaled.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred on the maximum-x edge, not scaled.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the minimum-x, maximum-y corner, not scaled.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the maximum-x, maximum-y corner, not scaled.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the minimum-x, minimum-y corner, not scaled.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the maximum-x, minimum-y corner, not scaled.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio; the overflow is cropped only when the
    /// layer masks to its bounds.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// How contents are sampled when scaled.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Bilinear (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Nearest neighbour.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Trilinear (treated as linear with box-filtered minification).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The curve that rounds a layer's corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous-curvature curve, as iOS draws app icons (Lamina draws it circular).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CGRect {
    /// Whether every coordinate is a finite number.
    package var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGPoint {
    /// Whether both coordinates are finite numbers.
    package var isFinitePoint: Bool { x.isFinite && y.isFinite }
}
