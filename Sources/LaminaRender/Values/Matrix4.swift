package import CoreGraphics
import Foundation

/// A 4 × 4 transform in Core Animation's row-vector convention, kept as plain doubles so the
/// compositor can compose thousands a frame without allocating (`CATransform3DConcat` works on
/// arrays).
///
/// `a * b` applies `a` first, like `CATransform3DConcat(a, b)`.
package struct Matrix4: Equatable, Sendable {
    package var m11 = 1.0, m12 = 0.0, m13 = 0.0, m14 = 0.0
    package var m21 = 0.0, m22 = 1.0, m23 = 0.0, m24 = 0.0
    package var m31 = 0.0, m32 = 0.0, m33 = 1.0, m34 = 0.0
    package var m41 = 0.0, m42 = 0.0, m43 = 0.0, m44 = 1.0

    package static let identity = Matrix4()

    package init() {}

    package init(_ t: CATransform3D) {
        (m11, m12, m13, m14) = (Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14))
        (m21, m22, m23, m24) = (Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24))
        (m31, m32, m33, m34) = (Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34))
        (m41, m42, m43, m44) = (Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44))
    }

    /// The 3-D form of a 2-D affine transform.
    package init(affine t: CGAffineTransform) {
        (m11, m12, m21, m22, m41, m42) = (
            Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty)
        )
    }

    package static func translation(_ x: Double, _ y: Double, _ z: Double = 0) -> Matrix4 {
        var m = Matrix4()
        (m.m41, m.m42, m.m43) = (x, y, z)
        return m
    }

    package static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
        var r = Matrix4()
        r.m11 = a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41
        r.m12 = a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42
        r.m13 = a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43
        r.m14 = a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44
        r.m21 = a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41
        r.m22 = a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42
        r.m23 = a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43
        r.m24 = a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44
        r.m31 = a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41
        r.m32 = a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42
        r.m33 = a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43
        r.m34 = a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44
        r.m41 = a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41
        r.m42 = a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42
        r.m43 = a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43
        r.m44 = a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
        return r
    }

    /// `translation(x, y, z) * self`, without a full product.
    package func translatedFirst(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        var r = self
        r.m41 += x * m11 + y * m21 + z * m31
        r.m42 += x * m12 + y * m22 + z * m32
        r.m43 += x * m13 + y * m23 + z * m33
        r.m44 += x * m14 + y * m24 + z * m34
        return r
    }

    /// The transform followed by a projection onto the z = 0 plane: how a flattening layer
    /// draws a sublayer's 3-D content into its own plane.
    package var flattened: Matrix4 {
        var r = self
        (r.m13, r.m23, r.m33, r.m43) = (0, 0, 0, 0)
        return r
    }

    package var isFinite: Bool {
        // One sum is NaN or infinite exactly when some entry is (or an overflow, also unusable).
        (m11 + m12 + m13 + m14 + m21 + m22 + m23 + m24 + m31 + m32 + m33 + m34 + m41 + m42 + m43 + m44).isFinite
    }

    /// The plane-to-target map of the layer's z = 0 plane: rows and columns 1, 2 and 4.
    package var homography: Homography {
        Homography(a: m11, b: m12, p: m14, c: m21, d: m22, q: m24, tx: m41, ty: m42, w: m44)
    }

    /// A point of the layer's plane mapped into 3-D target space, divided by w (nil when w ≤ 0).
    /// The same transform as Core Animation's value type.
    package var transform3D: CATransform3D {
        var t = CATransform3D()
        (t.m11, t.m12, t.m13, t.m14) = (m11, m12, m13, m14)
        (t.m21, t.m22, t.m23, t.m24) = (m21, m22, m23, m24)
        (t.m31, t.m32, t.m33, t.m34) = (m31, m32, m33, m34)
        (t.m41, t.m42, t.m43, t.m44) = (m41, m42, m43, m44)
        return t
    }

    package func project(x: Double, y: Double) -> (x: Double, y: Double, z: Double)? {
        let w = x * m14 + y * m24 + m44
        guard w > 1e-9 else { return nil }
        return ((x * m11 + y * m21 + m41) / w, (x * m12 + y * m22 + m42) / w, (x * m13 + y * m23 + m43) / w)
    }
}

/// A projective map of the plane, row-vector: `(x, y, 1) ↦ (x·a + y·c + tx, x·b + y·d + ty, x·p + y·q + w)`.
package struct Homography: Sendable {
    package var a, b, p, c, d, q, tx, ty, w: Double

    /// Whether the map is affine (no perspective), allowing a tiny rounding error.
    package var isAffine: Bool {
        abs(p) < 1e-12 && abs(q) < 1e-12 && w > 1e-12
    }

    /// The affine map, normalised so w = 1; only meaningful when `isAffine`.
    package var affine: CGAffineTransform {
        CGAffineTransform(a: a / w, b: b / w, c: c / w, d: d / w, tx: tx / w, ty: ty / w)
    }

    package func map(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * a + y * c + tx, x * b + y * d + ty, x * p + y * q + w)
    }

    /// The plane-to-plane part of a 4 × 4 transform: rows and columns 1, 2 and 4.
    package init(_ t: CATransform3D) {
        self.init(
            a: Double(t.m11), b: Double(t.m12), p: Double(t.m14), c: Double(t.m21), d: Double(t.m22),
            q: Double(t.m24), tx: Double(t.m41), ty: Double(t.m42), w: Double(t.m44))
    }

    package init(a: Double, b: Double, p: Double, c: Double, d: Double, q: Double, tx: Double, ty: Double, w: Double) {
        (self.a, self.b, self.p, self.c, self.d, self.q, self.tx, self.ty, self.w) = (a, b, p, c, d, q, tx, ty, w)
    }

    /// The map that leaves every point where it is.
    package static let identity = Homography(a: 1, b: 0, p: 0, c: 0, d: 1, q: 0, tx: 0, ty: 0, w: 1)

    /// This map, then `other`.
    package func followed(by o: Homography) -> Homography {
        Homography(
            a: a * o.a + b * o.c + p * o.tx, b: a * o.b + b * o.d + p * o.ty, p: a * o.p + b * o.q + p * o.w,
            c: c * o.a + d * o.c + q * o.tx, d: c * o.b + d * o.d + q * o.ty, q: c * o.p + d * o.q + q * o.w,
            tx: tx * o.a + ty * o.c + w * o.tx, ty: tx * o.b + ty * o.d + w * o.ty, w: tx * o.p + ty * o.q + w * o.w)
    }

    /// Where `point` lands; nil when it lands at or behind the eye (w ≤ 0) or is not finite.
    package func apply(_ point: CGPoint) -> CGPoint? {
        let m = map(Double(point.x), Double(point.y))
        guard m.w > 0 else { return nil }
        let result = CGPoint(x: m.x / m.w, y: m.y / m.w)
        return result.x.isFinite && result.y.isFinite ? result : nil
    }

    /// The inverse map, or nil when singular (Core Animation's spelling of `inverse`).
    package func inverted() -> Homography? { inverse }

    /// The bounding box of `rect`'s mapped corners; null when a corner cannot be mapped.
    package func boundingBox(of rect: CGRect) -> CGRect {
        guard let box = Box(rect).mapped(by: self) else { return .null }
        return box.rect
    }

    /// The inverse map (the adjugate; any nonzero multiple is the same homography), or nil when singular.
    package var inverse: Homography? {
        // Column-vector form M = [[a, c, tx], [b, d, ty], [p, q, w]]; row-vector is its transpose.
        let det = a * (d * w - ty * q) - c * (b * w - ty * p) + tx * (b * q - d * p)
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        let ia = (d * w - ty * q) / det
        let ic = -(c * w - tx * q) / det
        let itx = (c * ty - tx * d) / det
        let ib = -(b * w - ty * p) / det
        let id = (a * w - tx * p) / det
        let ity = -(a * ty - tx * b) / det
        let ip = (b * q - d * p) / det
        let iq = -(a * q - c * p) / det
        let iw = (a * d - c * b) / det
        return Homography(a: ia, b: ib, p: ip, c: ic, d: id, q: iq, tx: itx, ty: ity, w: iw)
    }
}

/// An axis-aligned box in doubles; empty when `x1 <= x0` or `y1 <= y0`.
package struct Box: Equatable, Sendable {
    package var x0, y0, x1, y1: Double

    package static let empty = Box(x0: 0, y0: 0, x1: 0, y1: 0)

    package init(x0: Double, y0: Double, x1: Double, y1: Double) {
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    }

    package init(_ r: CGRect) {
        let s = r.standardized
        self.init(x0: Double(s.minX), y0: Double(s.minY), x1: Double(s.maxX), y1: Double(s.maxY))
    }

    package var isEmpty: Bool { !(x1 > x0 && y1 > y0) }
    package var isFinite: Bool { x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite }
    package var width: Double { x1 - x0 }
    package var height: Double { y1 - y0 }
    package var rect: CGRect { CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }

    package func intersection(_ o: Box) -> Box {
        Box(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    package func union(_ o: Box) -> Box {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return Box(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    package func intersects(_ o: Box) -> Bool {
        max(x0, o.x0) < min(x1, o.x1) && max(y0, o.y0) < min(y1, o.y1)
    }

    package func contains(_ o: Box) -> Bool { x0 <= o.x0 && y0 <= o.y0 && x1 >= o.x1 && y1 >= o.y1 }

    package func inset(by v: Double) -> Box { Box(x0: x0 + v, y0: y0 + v, x1: x1 - v, y1: y1 - v) }

    /// The smallest whole-pixel box containing this one.
    package var outerPixels: Box {
        Box(x0: x0.rounded(.down), y0: y0.rounded(.down), x1: x1.rounded(.up), y1: y1.rounded(.up))
    }

    /// The bounding box of this box mapped by `h`, or nil when a corner lands on or behind the eye.
    package func mapped(by h: Homography) -> Box? {
        if h.isAffine {
            let t = h.affine
            let xs = (Double(t.a) * x0, Double(t.a) * x1)
            let ys = (Double(t.c) * y0, Double(t.c) * y1)
            let bx = (Double(t.b) * x0, Double(t.b) * x1)
            let by = (Double(t.d) * y0, Double(t.d) * y1)
            let nx0 = min(xs.0, xs.1) + min(ys.0, ys.1) + Double(t.tx)
            let nx1 = max(xs.0, xs.1) + max(ys.0, ys.1) + Double(t.tx)
            let ny0 = min(bx.0, bx.1) + min(by.0, by.1) + Double(t.ty)
            let ny1 = max(bx.0, bx.1) + max(by.0, by.1) + Double(t.ty)
            return Box(x0: nx0, y0: ny0, x1: nx1, y1: ny1)
        }
        var result = Box(x0: .infinity, y0: .infinity, x1: -.infinity, y1: -.infinity)
        for (x, y) in [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] {
            let m = h.map(x, y)
            guard m.w > 1e-6 else { return nil }
            let px = m.x / m.w
            let py = m.y / m.w
            result = Box(x0: min(result.x0, px), y0: min(result.y0, py), x1: max(result.x1, px), y1: max(result.y1, py))
        }
        return result
    }
}
