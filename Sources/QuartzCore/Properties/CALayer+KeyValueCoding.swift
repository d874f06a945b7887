import Foundation

/// Key-value coding, as Core Animation's layers have it: every property by its key or key path
/// (`"position.x"`, `"transform.rotation.z"`), and any other key as storage of its own.
///
/// Divergence from Apple: layers are not `NSObject`s, so these are plain methods that cannot be
/// overridden, and values are Swift values (`CGFloat`, `CGPoint`, `CATransform3D`, `CGColor`…)
/// rather than `NSValue`s; numbers may also come as `Double`, `Float`, `Int` or `NSNumber`.
extension CALayer {
    /// The value of the property named `key`, or the value last set for a key that names none.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the property named `key` (through its setter, so the usual rules apply); a key that
    /// names no property stores the value. A value of the wrong type is ignored.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// The value at a key path such as `"bounds.size.width"` or `"transform.scale"`.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let property = LayerProperty.named(keyPath) { return property.value(of: self) }
        if let emitter = self as? CAEmitterLayer, let value = emitter.emitterValue(forKeyPath: keyPath) { return value }
        return customValues?[keyPath]
    }

    /// Sets the value at a key path such as `"position.x"` or `"transform.rotation.z"`.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let property = LayerProperty.named(keyPath) {
            property.setValue(value, on: self)
            return
        }
        if let emitter = self as? CAEmitterLayer, emitter.setEmitterValue(value, forKeyPath: keyPath) { return }
        if customValues == nil { customValues = [:] }
        customValues?[keyPath] = value
    }

    /// Copies every whole table property that applies to both layers from `other` (the
    /// presentation copy and `init(layer:)`).
    func copyTableProperties(from other: CALayer) {
        for property in LayerProperty.wholeProperties where property.applies(to: other) && property.applies(to: self) {
            property.setValue(property.value(of: other), on: self)
        }
    }
}
