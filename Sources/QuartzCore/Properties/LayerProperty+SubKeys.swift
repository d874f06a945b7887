import CoreGraphics
import Foundation

/// The sub-keys Core Animation accepts in key paths: coordinates of points, sizes and
/// rectangles, and the components of transforms (`transform.rotation.z`, `transform.scale`,
/// `transform.translation.x`, …).
///
/// Transform components read from and write into the transform taken apart
/// (`TransformComponents`: scale, then rotations about x, y and z, then translation); writing
/// one component keeps the others. `transform.rotation` is the rotation about z,
/// `transform.scale` reads the mean of the three scales and writes all three, and
/// `transform.translation` is the x and y translation as a `CGSize`.
extension LayerProperty {
    static let subKeyProperties: [LayerProperty] =
        pointParts(.position) + pointParts(.anchorPoint) + rectParts(.bounds) + rectParts(.contentsRect)
        + rectParts(.contentsCenter) + sizeParts(.shadowOffset, prefix: "shadowOffset")
        + transformParts(.transform) + transformParts(.sublayerTransform)

    private static func pointParts(_ key: LayerKey, prefix: String? = nil) -> [LayerProperty] {
        let name = prefix ?? key.name
        return [
            part(
                name + ".x", of: key, get: { ($0 as? CGPoint)?.x },
                set: { whole, v in
                    guard var p = whole as? CGPoint, let x = LayerValue.number(v) else { return nil }
                    p.x = x
                    return p
                }),
            part(
                name + ".y", of: key, get: { ($0 as? CGPoint)?.y },
                set: { whole, v in
                    guard var p = whole as? CGPoint, let y = LayerValue.number(v) else { return nil }
                    p.y = y
                    return p
                }),
        ]
    }

    private static func sizeParts(_ key: LayerKey, prefix: String) -> [LayerProperty] {
        [
            part(
                prefix + ".width", of: key, get: { ($0 as? CGSize)?.width },
                set: { whole, v in
                    guard var s = whole as? CGSize, let w = LayerValue.number(v) else { return nil }
                    s.width = w
                    return s
                }),
            part(
                prefix + ".height", of: key, get: { ($0 as? CGSize)?.height },
                set: { whole, v in
                    guard var s = whole as? CGSize, let h = LayerValue.number(v) else { return nil }
                    s.height = h
                    return s
                }),
        ]
    }

    private static func rectParts(_ key: LayerKey) -> [LayerProperty] {
        let name = key.name
        func edit(_ change: @escaping @Sendable (inout CGRect, CGFloat) -> Void) -> @Sendable (Any, Any?) -> Any? {
            { whole, v in
                guard var r = whole as? CGRect, let n = LayerValue.number(v) else { return nil }
                change(&r, n)
                return r
            }
        }
        return [
            part(
                name + ".origin", of: key, get: { ($0 as? CGRect)?.origin },
                set: { whole, v in
                    guard var r = whole as? CGRect, let o = v as? CGPoint else { return nil }
                    r.origin = o
                    return r
                }),
            part(
                name + ".size", of: key, get: { ($0 as? CGRect)?.size },
                set: { whole, v in
                    guard var r = whole as? CGRect, let s = v as? CGSize else { return nil }
                    r.size = s
                    return r
                }),
            part(name + ".origin.x", of: key, get: { ($0 as? CGRect)?.origin.x }, set: edit { $0.origin.x = $1 }),
            part(name + ".origin.y", of: key, get: { ($0 as? CGRect)?.origin.y }, set: edit { $0.origin.y = $1 }),
            part(name + ".size.width", of: key, get: { ($0 as? CGRect)?.size.width }, set: edit { $0.size.width = $1 }),
            part(
                name + ".size.height", of: key, get: { ($0 as? CGRect)?.size.height }, set: edit { $0.size.height = $1 }
            ),
        ]
    }

    private static func transformParts(_ key: LayerKey) -> [LayerProperty] {
        typealias Edit = @Sendable (inout TransformComponents, CGFloat) -> Void
        func component(
            _ suffix: String, get: @escaping @Sendable (TransformComponents) -> CGFloat, set: @escaping Edit
        )
            -> LayerProperty
        {
            part(
                key.name + "." + suffix, of: key,
                get: { ($0 as? CATransform3D).map { get(TransformComponents($0)) } },
                set: { whole, v in
                    guard let t = whole as? CATransform3D, let n = LayerValue.number(v) else { return nil }
                    var parts = TransformComponents(t)
                    set(&parts, n)
                    return parts.transform
                })
        }
        return [
            component("rotation.x", get: { $0.rotation.x }, set: { $0.rotation.x = $1 }),
            component("rotation.y", get: { $0.rotation.y }, set: { $0.rotation.y = $1 }),
            component("rotation.z", get: { $0.rotation.z }, set: { $0.rotation.z = $1 }),
            component("rotation", get: { $0.rotation.z }, set: { $0.rotation.z = $1 }),
            component("scale.x", get: { $0.scale.x }, set: { $0.scale.x = $1 }),
            component("scale.y", get: { $0.scale.y }, set: { $0.scale.y = $1 }),
            component("scale.z", get: { $0.scale.z }, set: { $0.scale.z = $1 }),
            component("scale", get: { ($0.scale.x + $0.scale.y + $0.scale.z) / 3 }, set: { $0.scale = ($1, $1, $1) }),
            component("translation.x", get: { $0.translation.x }, set: { $0.translation.x = $1 }),
            component("translation.y", get: { $0.translation.y }, set: { $0.translation.y = $1 }),
            component("translation.z", get: { $0.translation.z }, set: { $0.translation.z = $1 }),
            part(
                key.name + ".translation", of: key,
                get: { whole in
                    (whole as? CATransform3D).map { CGSize(width: $0.m41, height: $0.m42) }
                },
                set: { whole, v in
                    guard var t = whole as? CATransform3D, let size = v as? CGSize else { return nil }
                    (t.m41, t.m42) = (size.width, size.height)
                    return t
                }),
        ]
    }
}
