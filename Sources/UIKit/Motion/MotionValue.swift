import CoreGraphics
import Foundation
import QuartzCore

/// A motion effect's relative value, read from the boxed values effects take and return: a kind
/// and its numbers, which interpolate and add component by component (transforms add by
/// concatenation, so that two effects' rotations compose).
struct MotionValue {
    enum Kind { case number, point, size, rect, offset, affine, transform3D }

    var kind: Kind
    var parts: [CGFloat]

    /// The value in `boxed`, or nil for a value of another type (or nil).
    init?(_ boxed: Any?) {
        switch boxed {
        case let v as CGFloat: (kind, parts) = (.number, [v])
        case let v as Double: (kind, parts) = (.number, [CGFloat(v)])
        case let v as Float: (kind, parts) = (.number, [CGFloat(v)])
        case let v as Int: (kind, parts) = (.number, [CGFloat(v)])
        case let v as NSNumber: (kind, parts) = (.number, [CGFloat(v.doubleValue)])
        case let p as CGPoint: (kind, parts) = (.point, [p.x, p.y])
        case let s as CGSize: (kind, parts) = (.size, [s.width, s.height])
        case let r as CGRect: (kind, parts) = (.rect, [r.origin.x, r.origin.y, r.size.width, r.size.height])
        case let o as UIOffset: (kind, parts) = (.offset, [o.horizontal, o.vertical])
        case let t as CGAffineTransform: (kind, parts) = (.affine, [t.a, t.b, t.c, t.d, t.tx, t.ty])
        case let t as CATransform3D:
            kind = .transform3D
            parts = [
                t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42,
                t.m43, t.m44,
            ]
        default: return nil
        }
    }

    private init(kind: Kind, parts: [CGFloat]) {
        (self.kind, self.parts) = (kind, parts)
    }

    /// The value `fraction` of the way from this one to `other`; nil for values of other kinds.
    func interpolated(to other: MotionValue, _ fraction: CGFloat) -> MotionValue? {
        guard other.kind == kind else { return nil }
        return MotionValue(kind: kind, parts: zip(parts, other.parts).map { $0 + ($1 - $0) * fraction })
    }

    /// The sum of the two values (for transforms, this one then `other`); nil for other kinds.
    func adding(_ other: MotionValue) -> MotionValue? {
        guard other.kind == kind else { return nil }
        switch kind {
        case .affine: return MotionValue(affine.concatenating(other.affine))
        case .transform3D: return MotionValue(CATransform3DConcat(transform3D, other.transform3D))
        default: return MotionValue(kind: kind, parts: zip(parts, other.parts).map { $0 + $1 })
        }
    }

    private var affine: CGAffineTransform {
        CGAffineTransform(a: parts[0], b: parts[1], c: parts[2], d: parts[3], tx: parts[4], ty: parts[5])
    }

    private var transform3D: CATransform3D {
        CATransform3D(
            m11: parts[0], m12: parts[1], m13: parts[2], m14: parts[3], m21: parts[4], m22: parts[5], m23: parts[6],
            m24: parts[7], m31: parts[8], m32: parts[9], m33: parts[10], m34: parts[11], m41: parts[12],
            m42: parts[13], m43: parts[14], m44: parts[15])
    }

    /// The value boxed as effects return it: a `CGFloat` for a number, else the geometry type.
    var boxed: Any {
        switch kind {
        case .number: parts[0]
        case .point: CGPoint(x: parts[0], y: parts[1])
        case .size: CGSize(width: parts[0], height: parts[1])
        case .rect: CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
        case .offset: UIOffset(horizontal: parts[0], vertical: parts[1])
        case .affine: affine
        case .transform3D: transform3D
        }
    }

    /// The values of several effects as one dictionary: values for the same key path are added
    /// (a value of another kind than the first for its key path is left out); nil when empty.
    static func merge(_ dictionaries: [[String: Any]?]) -> [String: Any]? {
        var merged: [String: MotionValue] = [:]
        var unreadable: [String: Any] = [:]
        for (keyPath, boxed) in dictionaries.compactMap({ $0 }).joined() {
            guard let value = MotionValue(boxed) else {
                if merged[keyPath] == nil { unreadable[keyPath] = boxed }
                continue
            }
            merged[keyPath] = merged[keyPath].map { $0.adding(value) ?? $0 } ?? value
        }
        let result = unreadable.merging(merged.mapValues(\.boxed)) { _, readable in readable }
        return result.isEmpty ? nil : result
    }
}
