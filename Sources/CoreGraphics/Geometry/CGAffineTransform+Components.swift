public import Foundation

/// A transform's parts, applied in this order: scale, horizontal shear, rotation, translation.
public struct CGAffineTransformComponents: Equatable, Sendable {
    /// The scale along x and y (y negative for a mirrored transform).
    public var scale: CGSize
    /// The shear along x for each unit of y.
    public var horizontalShear: CGFloat
    /// The rotation, in radians.
    public var rotation: CGFloat
    /// The translation.
    public var translation: CGVector

    /// Components from their values.
    public init(scale: CGSize, horizontalShear: CGFloat, rotation: CGFloat, translation: CGVector) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }

    /// The identity's components: scale 1, no shear, rotation or translation.
    public init() {
        self.init(scale: CGSize(width: 1, height: 1), horizontalShear: 0, rotation: 0, translation: CGVector())
    }
}

extension CGAffineTransform {
    /// The transform made of `components`: scaled, then sheared horizontally, then rotated, then
    /// translated.
    public init(_ components: CGAffineTransformComponents) {
        let (sx, sy) = (components.scale.width, components.scale.height)
        let shear = components.horizontalShear
        let (cosine, sine) = (cos(components.rotation), sin(components.rotation))
        // [sx 0; 0 sy] · [1 0; shear 1] · [cos sin; −sin cos], in Core Graphics' row-vector form.
        self.init(
            a: sx * cosine, b: sx * sine, c: sy * (shear * cosine - sine), d: sy * (shear * sine + cosine),
            tx: components.translation.dx, ty: components.translation.dy)
    }

    /// The transform's components, such that `CGAffineTransform(decomposed())` is the transform
    /// (to rounding): the x scale is never negative; a mirrored transform has a negative y scale.
    /// A transform that collapses x (a = b = 0) takes rotation 0.
    public func decomposed() -> CGAffineTransformComponents {
        let sx = hypot(a, b)
        let rotation = sx == 0 ? 0 : atan2(b, a)
        let (cosine, sine) = (cos(rotation), sin(rotation))
        let sy = d * cosine - c * sine
        let shear = sy == 0 ? 0 : (c * cosine + d * sine) / sy
        return CGAffineTransformComponents(
            scale: CGSize(width: sx, height: sy), horizontalShear: shear, rotation: rotation,
            translation: CGVector(dx: tx, dy: ty))
    }
}
