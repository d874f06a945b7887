import CoreGraphics
package import Foundation

/// How Core Animation blends two transforms: through their components (`TransformComponents`),
/// or entry by entry when either has perspective. `AnimatableValue.interpolated(to:_:)` blends
/// every other kind of value.
package enum Interpolation {
    /// `a` + (`b` − `a`) × `t`.
    package static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat { a + (b - a) * CGFloat(t) }

    /// Transforms blend by their components, so a turn stays a turn halfway through.
    package static func transform(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        let perspective = a.m14 != 0 || a.m24 != 0 || a.m34 != 0 || b.m14 != 0 || b.m24 != 0 || b.m34 != 0
        if perspective || a.m44 != 1 || b.m44 != 1 {
            let (x, y) = (Matrix4(a), Matrix4(b))
            var m = Matrix4()
            (m.m11, m.m12, m.m13, m.m14) = (
                l(x.m11, y.m11, t), l(x.m12, y.m12, t), l(x.m13, y.m13, t), l(x.m14, y.m14, t)
            )
            (m.m21, m.m22, m.m23, m.m24) = (
                l(x.m21, y.m21, t), l(x.m22, y.m22, t), l(x.m23, y.m23, t), l(x.m24, y.m24, t)
            )
            (m.m31, m.m32, m.m33, m.m34) = (
                l(x.m31, y.m31, t), l(x.m32, y.m32, t), l(x.m33, y.m33, t), l(x.m34, y.m34, t)
            )
            (m.m41, m.m42, m.m43, m.m44) = (
                l(x.m41, y.m41, t), l(x.m42, y.m42, t), l(x.m43, y.m43, t), l(x.m44, y.m44, t)
            )
            return m.transform3D
        }
        let (p, q) = (TransformComponents(a), TransformComponents(b))
        var r = TransformComponents()
        r.translation = (
            lerp(p.translation.x, q.translation.x, t), lerp(p.translation.y, q.translation.y, t),
            lerp(p.translation.z, q.translation.z, t)
        )
        r.scale = (lerp(p.scale.x, q.scale.x, t), lerp(p.scale.y, q.scale.y, t), lerp(p.scale.z, q.scale.z, t))
        r.rotation = (
            lerp(p.rotation.x, q.rotation.x, t), lerp(p.rotation.y, q.rotation.y, t),
            lerp(p.rotation.z, q.rotation.z, t)
        )
        return r.transform
    }

    private static func l(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}
