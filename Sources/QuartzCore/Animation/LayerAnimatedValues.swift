import CoreGraphics
import Foundation

/// A presentation copy's values by key path, through the layer property table, for animations
/// applied on the main side (`presentation()`).
struct LayerAnimatedValues: AnimatedValues {
    let layer: CALayer

    func animatedValue(forKeyPath keyPath: String) -> AnimatableValue? {
        let value = LayerProperty.named(keyPath)?.value(of: layer)
        // No contents is a value too: the bitmap an animation of `contents` replaces.
        if keyPath == "contents", value == nil || value is CGImage { return .image(value as? CGImage) }
        return animatable(value)
    }

    func setAnimatedValue(_ value: AnimatableValue, forKeyPath keyPath: String) {
        guard let property = LayerProperty.named(keyPath), let current = property.value(of: layer) else {
            guard let property = LayerProperty.named(keyPath) else { return }
            // Values whose property may be nil now: a colour, a bitmap.
            switch value {
            case .color(let color): property.setValue(color, on: layer)
            case .image(let image): property.setValue(image, on: layer)
            default: break
            }
            return
        }
        if let boxed = boxed(value, like: current) { property.setValue(boxed, on: layer) }
    }
}

/// One value under the animations of its key path.
struct SingleAnimatedValue: AnimatedValues {
    let keyPath: String
    var value: AnimatableValue

    func animatedValue(forKeyPath keyPath: String) -> AnimatableValue? { keyPath == self.keyPath ? value : nil }

    mutating func setAnimatedValue(_ value: AnimatableValue, forKeyPath keyPath: String) {
        if keyPath == self.keyPath { self.value = value }
    }
}

/// `value` boxed as the API type of `template` (a `Float` opacity stays a `Float`); nil when the
/// kinds differ.
func boxed(_ value: AnimatableValue, like template: Any?) -> Any? {
    switch (value, template) {
    case (.number(let v), is Float): return Float(v)
    case (.number(let v), is CGFloat): return CGFloat(v)
    case (.number(let v), is Double): return v
    case (.number(let v), is Int): return Int(v.rounded())
    case (.number(let v), is NSNumber): return NSNumber(value: v)
    case (.bool(let b), _): return b
    case (.point(let p), _): return p
    case (.size(let s), _): return s
    case (.rect(let r), _): return r
    case (.transform(let t), _): return t
    case (.color(let c), _): return c as Any
    case (.path(let p), _): return p.map { CGPath(storage: $0) } as Any
    case (.image(let image), _): return image as Any
    case (.list(let items), is [NSNumber]):
        let numbers = items.compactMap(\.number).map { NSNumber(value: $0) }
        return numbers.count == items.count ? numbers : nil
    case (.list(let items), _):
        // A gradient's colours stay `CGColor`s; numbers come back as `NSNumber`s.
        return items.map { item -> Any in
            switch item {
            case .color(let c): return c ?? CGColor.clear
            case .number(let v): return NSNumber(value: v)
            default: return boxed(item, like: nil) as Any
            }
        }
    default: return nil
    }
}
