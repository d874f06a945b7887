import CoreGraphics
package import Foundation

/// A 3-D transform taken apart the way Core Animation's `transform.*` key paths name it:
/// scale, then rotation about x, y and z (in that order), then translation.
///
/// Composing is exact; decomposing recovers the components of any transform made that way
/// (and of any affine transform without shear). Perspective (`m14`, `m24`, `m34`) is not a
/// component: a transform with perspective decomposes as if it had none.
package struct TransformComponents: Equatable, Sendable {
    package var translation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)
    package var scale: (x: CGFloat, y: CGFloat, z: CGFloat) = (1, 1, 1)
    /// Radians about each axis, applied x first.
    package var rotation: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 0, 0)

    package init() {}

    package static func == (a: TransformComponents, b: TransformComponents) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.rotation == b.rotation
    }

    /// Takes `t` apart.
    package init(_ t: CATransform3D) {
        translation = (t.m41, t.m42, t.m43)
        var rows = [[t.m11, t.m12, t.m13], [t.m21, t.m22, t.m23], [t.m31, t.m32, t.m33]]
        var sx = Self.length(rows[0])
        let sy = Self.length(rows[1])
        let sz = Self.length(rows[2])
        let determinant =
            rows[0][0] * (rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1])
            - rows[0][1] * (rows[1][0] * rows[2][2] - rows[1][2] * rows[2][0])
            + rows[0][2] * (rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0])
        if determinant < 0 { sx = -sx }
        scale = (sx, sy, sz)
        for (index, s) in [sx, sy, sz].enumerated() where s != 0 {
            rows[index] = rows[index].map { $0 / s }
        }
        // Rows of Rx·Ry·Rz (row vectors): r13 = −sin y, r23 = sin x cos y, r33 = cos x cos y,
        // r12 = cos y sin z, r11 = cos y cos z.
        let y = asin(min(max(-rows[0][2], -1), 1))
        if abs(cos(y)) > 1e-9 {
            rotation = (atan2(rows[1][2], rows[2][2]), y, atan2(rows[0][1], rows[0][0]))
        } else {
            // Gimbal lock: fold z into x.
            rotation = (atan2(-rows[2][1], rows[1][1]), y, 0)
        }
    }

    /// The transform: scale, rotate about x, y, z, translate.
    package var transform: CATransform3D {
        var t = CATransform3DMakeScale(scale.x, scale.y, scale.z)
        if rotation.x != 0 { t = CATransform3DConcat(t, CATransform3DMakeRotation(rotation.x, 1, 0, 0)) }
        if rotation.y != 0 { t = CATransform3DConcat(t, CATransform3DMakeRotation(rotation.y, 0, 1, 0)) }
        if rotation.z != 0 { t = CATransform3DConcat(t, CATransform3DMakeRotation(rotation.z, 0, 0, 1)) }
        (t.m41, t.m42, t.m43) = (translation.x, translation.y, translation.z)
        return t
    }

    private static func length(_ v: [CGFloat]) -> CGFloat { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
}
