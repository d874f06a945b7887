import CoreGraphics
package import Foundation

/// How Core Animation blends two transforms: taken apart (`TransformDecomposition`), or entry
/// by entry when either cannot be. `AnimatableValue.interpolated(to:_:)` blends
/// every other kind of value.
package enum Interpolation {
    /// `a` + (`b` − `a`) × `t`.
    package static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat { a + (b - a) * CGFloat(t) }

    /// Transforms blend as Core Animation blends matrices (`TransformDecomposition`): translation,
    /// scale and shear linearly, the rotation the shorter way round (slerp), so a turn stays a turn
    /// halfway through; a transform that cannot be taken apart (singular) blends entry by entry.
    package static func transform(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        if let p = TransformDecomposition(a), let q = TransformDecomposition(b) {
            return TransformDecomposition.blend(p, q, t).transform
        }
        let (x, y) = (Matrix4(a), Matrix4(b))
        var m = Matrix4()
        (m.m11, m.m12, m.m13, m.m14) = (l(x.m11, y.m11, t), l(x.m12, y.m12, t), l(x.m13, y.m13, t), l(x.m14, y.m14, t))
        (m.m21, m.m22, m.m23, m.m24) = (l(x.m21, y.m21, t), l(x.m22, y.m22, t), l(x.m23, y.m23, t), l(x.m24, y.m24, t))
        (m.m31, m.m32, m.m33, m.m34) = (l(x.m31, y.m31, t), l(x.m32, y.m32, t), l(x.m33, y.m33, t), l(x.m34, y.m34, t))
        (m.m41, m.m42, m.m43, m.m44) = (l(x.m41, y.m41, t), l(x.m42, y.m42, t), l(x.m43, y.m43, t), l(x.m44, y.m44, t))
        return m.transform3D
    }

    private static func l(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}
