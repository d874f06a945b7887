package import CoreGraphics

/// Which values a layer property takes (`LayerKey.rule`). Setters and the render side read the
/// same rule, so a value is clamped or refused in one place.
package enum ValueRule: Sendable {
    /// Every value.
    case any
    /// Finite numbers (every component of a point, size, rectangle or transform).
    case finite
    /// Finite numbers, not below zero: a setter refuses a negative value, an animation that
    /// overshoots below zero shows zero.
    case finiteNonNegative
    /// Finite numbers above zero: a setter refuses the others.
    case finitePositive
    /// Numbers clamped to 0…1 (by setters and animations alike); not-a-number is refused.
    case unitInterval
}

/// A type of a layer property's value as the render node keeps it: how the property's rule
/// constrains it, and how it travels as an animated value (`AnimatableValue`).
package protocol LayerPropertyValue: Sendable {
    /// The value under `rule`, or nil when the rule refuses it. `clampingRange`: a value outside
    /// the range of a `finiteNonNegative` rule is clamped into it (the render side's reading)
    /// rather than refused (the setters').
    func constrained(by rule: ValueRule, clampingRange: Bool) -> Self?
    /// The value as an animation holds it; nil for values that do not animate.
    var animated: AnimatableValue? { get }
    /// The value an animation produced, when it is of this type.
    static func value(animated: AnimatableValue) -> Self?
}

extension LayerPropertyValue {
    /// Values without numbers take every rule as `.any`.
    package func constrained(by rule: ValueRule, clampingRange: Bool) -> Self? { self }
}

extension Double {
    package func constrainedNumber(by rule: ValueRule, clampingRange: Bool) -> Double? {
        switch rule {
        case .any: return self
        case .finite: return isFinite ? self : nil
        case .finiteNonNegative:
            guard isFinite, self >= 0 || clampingRange else { return nil }
            return Swift.max(self, 0)
        case .finitePositive: return isFinite && self > 0 ? self : nil
        case .unitInterval: return isNaN ? nil : Swift.min(Swift.max(self, 0), 1)
        }
    }
}

extension Float: LayerPropertyValue {
    package func constrained(by rule: ValueRule, clampingRange: Bool) -> Float? {
        Double(self).constrainedNumber(by: rule, clampingRange: clampingRange).map { Float($0) }
    }
    package var animated: AnimatableValue? { .number(Double(self)) }
    package static func value(animated: AnimatableValue) -> Self? {
        guard case .number(let v) = animated else { return nil }
        return Float(v)
    }
}

extension CGFloat: LayerPropertyValue {
    package func constrained(by rule: ValueRule, clampingRange: Bool) -> CGFloat? {
        Double(self).constrainedNumber(by: rule, clampingRange: clampingRange).map { CGFloat($0) }
    }
    package var animated: AnimatableValue? { .number(Double(self)) }
    package static func value(animated: AnimatableValue) -> Self? {
        guard case .number(let v) = animated else { return nil }
        return CGFloat(v)
    }
}

extension CGPoint: LayerPropertyValue {
    package func constrained(by rule: ValueRule, clampingRange: Bool) -> CGPoint? {
        rule == .any || isFinitePoint ? self : nil
    }
    package var animated: AnimatableValue? { .point(self) }
    package static func value(animated: AnimatableValue) -> Self? {
        guard case .point(let p) = animated else { return nil }
        return p
    }
}

extension CGSize: LayerPropertyValue {
    package func constrained(by rule: ValueRule, clampingRange: Bool) -> CGSize? {
        rule == .any || width.isFinite && height.isFinite ? self : nil
    }
    package var animated: AnimatableValue? { .size(self) }
    package static func value(animated: AnimatableValue) -> Self? {
        guard case .size(let s) = animated else { return nil }
        return s
    }
}

extension CGRect: LayerPropertyValue {
    package func constrained(by rule: ValueRule, clampingRange: Bool) -> CGRect? {
        rule == .any || isFiniteRect ? self : nil
    }
    package var animated: AnimatableValue? { .rect(self) }
    package static func value(animated: AnimatableValue) -> Self? {
        guard case .rect(let r) = animated else { return nil }
        return r
    }
}

extension CATransform3D: LayerPropertyValue {
    package func constrained(by rule: ValueRule, clampingRange: Bool) -> CATransform3D? {
        rule == .any || isFinite ? self : nil
    }
    package var animated: AnimatableValue? { .transform(self) }
    package static func value(animated: AnimatableValue) -> Self? {
        guard case .transform(let t) = animated else { return nil }
        return t
    }
}

extension Bool: LayerPropertyValue {
    package var animated: AnimatableValue? { .bool(self) }
    package static func value(animated: AnimatableValue) -> Self? {
        guard case .bool(let b) = animated else { return nil }
        return b
    }
}

extension Optional: LayerPropertyValue where Wrapped: OptionalLayerPropertyValue {
    package var animated: AnimatableValue? { Wrapped.animated(self) }
    package static func value(animated: AnimatableValue) -> Self? { Wrapped.fromAnimated(animated) }
}

/// A value whose property may be nil (a colour, a path, a bitmap): nil animates too.
package protocol OptionalLayerPropertyValue: Sendable {
    static func animated(_ value: Self?) -> AnimatableValue
    static func fromAnimated(_ value: AnimatableValue) -> Self??
}

extension CGColor: OptionalLayerPropertyValue {
    package static func animated(_ value: CGColor?) -> AnimatableValue { .color(value) }
    package static func fromAnimated(_ value: AnimatableValue) -> CGColor?? {
        guard case .color(let c) = value else { return nil }
        return .some(c)
    }
}

extension PathStorage: OptionalLayerPropertyValue {
    package static func animated(_ value: PathStorage?) -> AnimatableValue { .path(value) }
    package static func fromAnimated(_ value: AnimatableValue) -> PathStorage?? {
        guard case .path(let p) = value else { return nil }
        return .some(p)
    }
}

extension CGImage: OptionalLayerPropertyValue {
    package static func animated(_ value: CGImage?) -> AnimatableValue { .image(value) }
    package static func fromAnimated(_ value: AnimatableValue) -> CGImage?? {
        guard case .image(let i) = value else { return nil }
        return .some(i)
    }
}

/// Values that never animate: they travel as nothing.
package protocol DiscreteLayerPropertyValue: LayerPropertyValue {}

extension DiscreteLayerPropertyValue {
    package var animated: AnimatableValue? { nil }
    package static func value(animated: AnimatableValue) -> Self? { nil }
}

extension CACornerMask: DiscreteLayerPropertyValue {}
extension CALayerCornerCurve: DiscreteLayerPropertyValue {}
extension CALayerContentsGravity: DiscreteLayerPropertyValue {}
extension CALayerContentsFilter: DiscreteLayerPropertyValue {}

/// A shadow's colour, which is never nil: an animation to no colour shows a clear one.
extension CGColor: LayerPropertyValue {
    package var animated: AnimatableValue? { .color(self) }
    package static func value(animated: AnimatableValue) -> CGColor? {
        guard case .color(let c) = animated else { return nil }
        return c ?? .clear
    }
}
