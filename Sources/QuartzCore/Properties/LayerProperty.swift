import CoreGraphics
import Foundation

/// One animatable (or stored) layer property, described once: its Core Animation key path, how
/// to read and write it on a `CALayer`; the rest of its description (name, effect, animatable,
/// rule, render field) is its `LayerKey`'s, in LaminaRender.
///
/// The table (`LayerProperty.named(_:)`) holds `CALayer`'s properties by key (`"position"`),
/// their sub-keys (`"position.x"`, `"bounds.size.width"`, `"transform.rotation.z"`,
/// `"transform.scale"`, …) and the animatable properties of Lamina's layer subclasses
/// (`"strokeEnd"`, `"colors"`, …). Key-value coding on layers reads and writes through it, the
/// presentation copy copies through it, and animations will interpolate through it. Setters
/// themselves report changes by `LayerKey`, the fast form of the same keys.
package struct LayerProperty: Sendable {
    /// The key path, as Core Animation spells it.
    package let keyPath: String
    /// The `CALayer` key this property is or is part of; nil for subclass properties.
    package let key: LayerKey?
    /// What a change does besides marking the layer for the next build.
    package let effect: LayerKey.Effect
    /// Whether Core Animation animates the property.
    package let isAnimatable: Bool
    /// The value, boxed; nil when the layer is not of the class the property belongs to.
    let read: @Sendable (CALayer) -> Any?
    /// Sets the value through the layer's setter; false when the value has the wrong type (or the
    /// layer the wrong class), leaving the layer unchanged.
    let write: @Sendable (CALayer, Any?) -> Bool
    /// Whether a layer has the property (subclass properties belong to their class).
    let applies: @Sendable (CALayer) -> Bool

    /// Whether `layer` has this property.
    package func applies(to layer: CALayer) -> Bool { applies(layer) }

    /// The property's value on `layer`.
    package func value(of layer: CALayer) -> Any? { read(layer) }

    /// Sets the property on `layer`; false when `value` cannot be one of its values.
    @discardableResult
    package func setValue(_ value: Any?, on layer: CALayer) -> Bool { write(layer, value) }

    /// The property named by `keyPath`, if the table has it.
    package static func named(_ keyPath: String) -> LayerProperty? { table[keyPath] }

    /// Every property of the table, base keys first, in `LayerKey` order.
    package static var all: [LayerProperty] { baseProperties + subKeyProperties + subclassProperties }

    /// The properties that are not parts of others (no `.` in the key path).
    static let wholeProperties = all.filter { !$0.keyPath.contains(".") }

    private static let table: [String: LayerProperty] = Dictionary(
        all.map { ($0.keyPath, $0) }, uniquingKeysWith: { first, _ in first })
}

extension LayerProperty {
    /// A property of `CALayer` itself, under its key.
    static func base(
        _ key: LayerKey, read: @escaping @Sendable (CALayer) -> Any?, write: @escaping @Sendable (CALayer, Any?) -> Bool
    ) -> LayerProperty {
        LayerProperty(
            keyPath: key.name, key: key, effect: key.effect, isAnimatable: key.isAnimatable, read: read, write: write,
            applies: { _ in true })
    }

    /// A part of a base property (`position.x`): reads the whole, takes the part; writes the
    /// whole with the part replaced. Parts are numbers, points, sizes or whole sub-structures.
    static func part(
        _ keyPath: String, of parent: LayerKey, get: @escaping @Sendable (Any) -> Any?,
        set: @escaping @Sendable (Any, Any?) -> Any?
    ) -> LayerProperty {
        LayerProperty(
            keyPath: keyPath, key: parent, effect: parent.effect, isAnimatable: parent.isAnimatable,
            read: { layer in
                guard let whole = LayerProperty.named(parent.name)?.read(layer) else { return nil }
                return get(whole)
            },
            write: { layer, value in
                guard let whole = LayerProperty.named(parent.name)?.read(layer), let changed = set(whole, value)
                else { return false }
                return LayerProperty.named(parent.name)?.write(layer, changed) ?? false
            }, applies: { _ in true })
    }

    /// A property of one of Lamina's layer subclasses; it redraws the layer's backing store.
    static func subclass<Layer: CALayer>(
        _ keyPath: String, of _: Layer.Type, animatable: Bool = true, read: @escaping @Sendable (Layer) -> Any?,
        write: @escaping @Sendable (Layer, Any?) -> Bool
    ) -> LayerProperty {
        LayerProperty(
            keyPath: keyPath, key: nil, effect: .redraw, isAnimatable: animatable,
            read: { layer in (layer as? Layer).flatMap(read) },
            write: { layer, value in (layer as? Layer).map { write($0, value) } ?? false },
            applies: { $0 is Layer })
    }
}

/// Conversions of boxed key-value-coding values, which arrive as Swift values or `NSNumber`s.
enum LayerValue {
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    static func float(_ value: Any?) -> Float? { number(value).map { Float($0) } }

    static func bool(_ value: Any?) -> Bool? {
        switch value {
        case let v as Bool: v
        case let v as NSNumber: v.boolValue
        default: nil
        }
    }

    /// A value of type `T`, or for an optional property, nil itself (`.some(nil)`).
    static func optional<T>(_ value: Any?, as _: T.Type) -> T?? {
        guard let value else { return .some(nil) }
        guard let typed = value as? T else { return nil }
        return .some(typed)
    }

    /// A colour (`CGColor`, as Core Animation's colour properties take), or nil itself.
    static func color(_ value: Any?) -> CGColor?? {
        guard let value else { return .some(nil) }
        return (value as? CGColor).map { .some($0) } ?? nil
    }
}
