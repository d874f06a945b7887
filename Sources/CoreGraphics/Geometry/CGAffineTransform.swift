public import Foundation

/// An affine transformation matrix for 2-D drawing, with Core Graphics' row-vector convention.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. `concatenating(_:)` applies the
/// receiver first and the argument second, as `CGAffineTransformConcat` does.
public struct CGAffineTransform: Equatable, Hashable, Sendable, Codable {
    /// The x scale and rotation entry: x contribution to x′.
    public var a: CGFloat
    /// The rotation and shear entry: x contribution to y′.
    public var b: CGFloat
    /// The rotation and shear entry: y contribution to x′.
    public var c: CGFloat
    /// The y scale and rotation entry: y contribution to y′.
    public var d: CGFloat
    /// The translation along x.
    public var tx: CGFloat
    /// The translation along y.
    public var ty: CGFloat

    /// Creates the identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform from its six values, unlabelled.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Creates a transform that moves points by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a rotation by `angle` radians; positive angles turn +x towards +y.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        let sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Returns the receiver followed by `t2`: a point is mapped by `self`, then by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Returns a transform that translates by `(x, y)` before applying the receiver.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Returns a transform that scales by `(x, y)` before applying the receiver.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Returns a transform that rotates by `angle` radians before applying the receiver.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant `a·d − b·c`; zero for a transform that cannot be inverted.
    var determinant: CGFloat { a * d - b * c }

    /// Whether cairo can draw under this matrix: its determinant finite and not zero (cairo's
    /// own rule: a matrix it refuses puts the whole context in an error state for good, and finite
    /// entries can still overflow the determinant, as a scale of 10¹⁵⁵ on both axes does), and
    /// its inverse finite too (cairo maps lengths back through the inverse: a subnormal
    /// determinant makes a dashed stroke take minutes).
    package var isCairoInvertible: Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        return (a / det).isFinite && (b / det).isFinite && (c / det).isFinite && (d / det).isFinite
            && ((c * ty - d * tx) / det).isFinite && ((b * tx - a * ty) / det).isFinite
    }

    /// Returns the inverse, or the receiver unchanged when it cannot be inverted (as Apple does).
    public func inverted() -> CGAffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id))
    }

    /// Whether all six entries are finite numbers.
    package var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}

extension CGPoint {
    /// Returns the point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns the size mapped by `t`'s linear part; the translation is ignored and the result may
    /// be negative, as with `CGSizeApplyAffineTransform`.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle that contains the four transformed corners.
    ///
    /// The null rectangle stays null; the result is standardized.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        if t.b == 0 && t.c == 0 {
            let x0 = r.minX * t.a + t.tx
            let x1 = r.maxX * t.a + t.tx
            let y0 = r.minY * t.d + t.ty
            let y1 = r.maxY * t.d + t.ty
            return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let corners = [
            CGPoint(x: r.minX, y: r.minY).applying(t),
            CGPoint(x: r.maxX, y: r.minY).applying(t),
            CGPoint(x: r.minX, y: r.maxY).applying(t),
            CGPoint(x: r.maxX, y: r.maxY).applying(t),
        ]
        var minX = corners[0].x
        var maxX = minX
        var minY = corners[0].y
        var maxY = minY
        for p in corners.dropFirst() {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
