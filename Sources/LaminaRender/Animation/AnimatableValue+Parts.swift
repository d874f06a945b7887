import CoreGraphics
import Foundation

/// Parts of values, for key paths such as `position.x`, `bounds.size.width` and
/// `transform.rotation.z` (the same parts the layer's key-value coding offers).
extension AnimatableValue {
    /// The part of `whole` named by `path` (the key path after its first key); nil when there is none.
    static func part(_ path: String, of whole: AnimatableValue) -> AnimatableValue? {
        func n(_ v: CGFloat) -> AnimatableValue { .number(Double(v)) }
        switch (whole, path) {
        case (.point(let p), "x"): return n(p.x)
        case (.point(let p), "y"): return n(p.y)
        case (.size(let s), "width"): return n(s.width)
        case (.size(let s), "height"): return n(s.height)
        case (.rect(let r), "origin"): return .point(r.origin)
        case (.rect(let r), "size"): return .size(r.size)
        case (.rect(let r), "origin.x"): return n(r.origin.x)
        case (.rect(let r), "origin.y"): return n(r.origin.y)
        case (.rect(let r), "size.width"): return n(r.size.width)
        case (.rect(let r), "size.height"): return n(r.size.height)
        case (.transform(let t), _):
            let c = TransformComponents(t)
            switch path {
            case "rotation", "rotation.z": return n(c.rotation.z)
            case "rotation.x": return n(c.rotation.x)
            case "rotation.y": return n(c.rotation.y)
            case "scale": return n((c.scale.x + c.scale.y + c.scale.z) / 3)
            case "scale.x": return n(c.scale.x)
            case "scale.y": return n(c.scale.y)
            case "scale.z": return n(c.scale.z)
            case "translation": return .size(CGSize(width: c.translation.x, height: c.translation.y))
            case "translation.x": return n(c.translation.x)
            case "translation.y": return n(c.translation.y)
            case "translation.z": return n(c.translation.z)
            default: return nil
            }
        default: return nil
        }
    }

    /// `whole` with the part named by `path` replaced by `value`; nil when the path or the kind
    /// of `value` does not fit.
    static func replacing(_ path: String, of whole: AnimatableValue, with value: AnimatableValue) -> AnimatableValue? {
        switch (whole, value) {
        case (.point(var p), .number(let v)):
            switch path {
            case "x": p.x = CGFloat(v)
            case "y": p.y = CGFloat(v)
            default: return nil
            }
            return .point(p)
        case (.size(var s), .number(let v)):
            switch path {
            case "width": s.width = CGFloat(v)
            case "height": s.height = CGFloat(v)
            default: return nil
            }
            return .size(s)
        case (.rect(var r), .point(let p)) where path == "origin":
            r.origin = p
            return .rect(r)
        case (.rect(var r), .size(let s)) where path == "size":
            r.size = s
            return .rect(r)
        case (.rect(var r), .number(let v)):
            switch path {
            case "origin.x": r.origin.x = CGFloat(v)
            case "origin.y": r.origin.y = CGFloat(v)
            case "size.width": r.size.width = CGFloat(v)
            case "size.height": r.size.height = CGFloat(v)
            default: return nil
            }
            return .rect(r)
        case (.transform(let t), .size(let s)) where path == "translation":
            var c = TransformComponents(t)
            (c.translation.x, c.translation.y) = (s.width, s.height)
            return .transform(c.transform)
        case (.transform(let t), .number(let number)):
            var c = TransformComponents(t)
            let v = CGFloat(number)
            switch path {
            case "rotation", "rotation.z": c.rotation.z = v
            case "rotation.x": c.rotation.x = v
            case "rotation.y": c.rotation.y = v
            case "scale": c.scale = (v, v, v)
            case "scale.x": c.scale.x = v
            case "scale.y": c.scale.y = v
            case "scale.z": c.scale.z = v
            case "translation.x": c.translation.x = v
            case "translation.y": c.translation.y = v
            case "translation.z": c.translation.z = v
            default: return nil
            }
            return .transform(c.transform)
        default: return nil
        }
    }
}
