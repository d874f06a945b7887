import CoreGraphics
import Foundation

/// A 3-D transform taken apart for blending, as Core Animation blends whole matrices: the
/// perspective column, translation, scale, shear, and rotation as a unit quaternion — the
/// "unmatrix" of Graphics Gems II that WebKit took from Core Animation's behaviour and the CSS
/// Transforms Level 2 specification writes down ("Interpolation of 3D matrices").
///
/// With row vectors (Core Animation's convention, translation in `m41…m43`) a transform is
/// `A · P`: `P` the identity with the perspective column `(m14, m24, m34, m44)` solved for,
/// `A` affine, whose upper 3 × 3 is `diag(scale) · shear · rotation` with a unit lower-triangular
/// shear. A mirrored transform (negative determinant) carries the mirror in the x scale.
package struct TransformDecomposition: Sendable {
    package var perspective: [Double] = [0, 0, 0, 1]
    package var translation: [Double] = [0, 0, 0]
    package var scale: [Double] = [1, 1, 1]
    /// The shear factors xy, xz and yz: row y gains xy × row x, row z gains xz × row x and yz × row y.
    package var shear: [Double] = [0, 0, 0]
    /// The rotation as (x, y, z, w).
    package var quaternion: [Double] = [0, 0, 0, 1]

    /// Takes `t` apart, or nil when it cannot be (singular, or `m44` of 0): it then blends entry
    /// by entry.
    package init?(_ t: CATransform3D) {
        let m = t.entries.map { Double($0) }
        guard m.allSatisfy(\.isFinite), m[15] != 0 else { return nil }
        let n = m.map { $0 / m[15] }
        var rows: [[Double]] = (0..<3).map { (r: Int) -> [Double] in Array(n[(r * 4)..<(r * 4 + 3)]) }
        let determinant = Self.dot(rows[0], Self.cross(rows[1], rows[2]))
        guard abs(determinant) > 1e-12 else { return nil }
        if n[3] != 0 || n[7] != 0 || n[11] != 0 {
            var affine = n
            (affine[3], affine[7], affine[11], affine[15]) = (0, 0, 0, 1)
            let inverse = CATransform3DInvert(CATransform3D(entries: affine.map { CGFloat($0) })).entries.map {
                Double($0)
            }
            let column = [n[3], n[7], n[11], n[15]]
            perspective = (0..<4).map { i in (0..<4).reduce(0) { $0 + inverse[i * 4 + $1] * column[$1] } }
        }
        translation = [n[12], n[13], n[14]]
        scale[0] = Self.length(rows[0])
        rows[0] = rows[0].map { $0 / scale[0] }
        shear[0] = Self.dot(rows[0], rows[1])
        rows[1] = Self.combine(rows[1], rows[0], -shear[0])
        scale[1] = Self.length(rows[1])
        rows[1] = rows[1].map { $0 / scale[1] }
        shear[0] /= scale[1]
        shear[1] = Self.dot(rows[0], rows[2])
        rows[2] = Self.combine(rows[2], rows[0], -shear[1])
        shear[2] = Self.dot(rows[1], rows[2])
        rows[2] = Self.combine(rows[2], rows[1], -shear[2])
        scale[2] = Self.length(rows[2])
        rows[2] = rows[2].map { $0 / scale[2] }
        shear[1] /= scale[2]
        shear[2] /= scale[2]
        if determinant < 0 {
            // The mirror goes into the x scale; the shears against the x row change sign with it.
            scale[0] = -scale[0]
            rows[0] = rows[0].map { -$0 }
            shear[0] = -shear[0]
            shear[1] = -shear[1]
        }
        quaternion = Self.quaternion(rows)
    }

    private init() {}

    /// The transform put back together: `diag(scale) · shear · rotation`, translated, then the
    /// perspective column.
    package var transform: CATransform3D {
        let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
        // The rotation's rows for row vectors: the transpose of the usual column-vector matrix.
        let rotation = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
        ]
        var rows = rotation
        rows[1] = Self.combine(rows[1], rows[0], shear[0])
        rows[2] = Self.combine(Self.combine(rows[2], rows[0], shear[1]), rotation[1], shear[2])
        var affine = [Double](repeating: 0, count: 16)
        for r in 0..<3 {
            for c in 0..<3 { affine[r * 4 + c] = rows[r][c] * scale[r] }
        }
        (affine[12], affine[13], affine[14], affine[15]) = (translation[0], translation[1], translation[2], 1)
        var m = affine
        for r in 0..<4 {
            m[r * 4 + 3] = (0..<4).reduce(0) { $0 + affine[r * 4 + $1] * perspective[$1] }
        }
        return CATransform3D(entries: m.map { CGFloat($0) })
    }

    /// The blend at `t` (0 gives `a`, 1 gives `b`; other values extrapolate, as a spring's
    /// overshoot needs): perspective, translation, scale and shear linearly, the rotation by the
    /// shorter arc between the two quaternions (slerp).
    package static func blend(_ a: Self, _ b: Self, _ t: Double) -> Self {
        func lerp(_ p: [Double], _ q: [Double]) -> [Double] { zip(p, q).map { $0 + ($1 - $0) * t } }
        var r = Self()
        r.perspective = lerp(a.perspective, b.perspective)
        r.translation = lerp(a.translation, b.translation)
        r.scale = lerp(a.scale, b.scale)
        r.shear = lerp(a.shear, b.shear)
        r.quaternion = slerp(a.quaternion, b.quaternion, t)
        return r
    }

    /// The rotation `t` of the way from `p` to `q` along the shorter great arc.
    static func slerp(_ p: [Double], _ q: [Double], _ t: Double) -> [Double] {
        var q = q
        var cosine = dot4(p, q)
        if cosine < 0 {
            q = q.map { -$0 }
            cosine = -cosine
        }
        let angle = acos(min(cosine, 1))
        guard sin(angle) > 1e-9 else {
            let mixed = zip(p, q).map { $0 + ($1 - $0) * t }
            let norm = dot4(mixed, mixed).squareRoot()
            return norm > 0 ? mixed.map { $0 / norm } : p
        }
        let (wp, wq) = (sin((1 - t) * angle) / sin(angle), sin(t * angle) / sin(angle))
        return zip(p, q).map { $0 * wp + $1 * wq }
    }

    /// The unit quaternion of the rotation whose rows (for row vectors) are `rows`.
    private static func quaternion(_ rows: [[Double]]) -> [Double] {
        // The column-vector matrix is the transpose: c[i][j] = rows[j][i].
        func c(_ i: Int, _ j: Int) -> Double { rows[j][i] }
        let trace = c(0, 0) + c(1, 1) + c(2, 2)
        var q: [Double]
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = [(c(2, 1) - c(1, 2)) / s, (c(0, 2) - c(2, 0)) / s, (c(1, 0) - c(0, 1)) / s, s / 4]
        } else if c(0, 0) > c(1, 1), c(0, 0) > c(2, 2) {
            let s = (1 + c(0, 0) - c(1, 1) - c(2, 2)).squareRoot() * 2
            q = [s / 4, (c(0, 1) + c(1, 0)) / s, (c(0, 2) + c(2, 0)) / s, (c(2, 1) - c(1, 2)) / s]
        } else if c(1, 1) > c(2, 2) {
            let s = (1 + c(1, 1) - c(0, 0) - c(2, 2)).squareRoot() * 2
            q = [(c(0, 1) + c(1, 0)) / s, s / 4, (c(1, 2) + c(2, 1)) / s, (c(0, 2) - c(2, 0)) / s]
        } else {
            let s = (1 + c(2, 2) - c(0, 0) - c(1, 1)).squareRoot() * 2
            q = [(c(0, 2) + c(2, 0)) / s, (c(1, 2) + c(2, 1)) / s, s / 4, (c(1, 0) - c(0, 1)) / s]
        }
        let norm = dot4(q, q).squareRoot()
        return q.map { $0 / norm }
    }

    private static func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    private static func dot4(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
    private static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    /// `a` + `b` × `k`.
    private static func combine(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] {
        [a[0] + b[0] * k, a[1] + b[1] * k, a[2] + b[2] * k]
    }
    private static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
}
