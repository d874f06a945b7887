package import CoreGraphics
package import Foundation

/// A value of an animatable layer property in a form the render side can hold: `Sendable`,
/// unlike the `Any` values of `CAAnimation`'s `fromValue` and `toValue`.
///
/// Numbers are `Double`s whatever their type in the layer's API (`opacity` is a `Float`,
/// `cornerRadius` a `CGFloat`); the side that reads a value back converts it.
package enum AnimatableValue: Sendable, Equatable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    /// A colour; nil is transparent (and blends as transparent black).
    case color(CGColor?)
    case path(PathStorage?)
    case bool(Bool)
    /// A bitmap: a layer's `contents`. Images do not blend: a basic or linear keyframe animation
    /// switches halfway, a discrete one at each key time (Core Animation cross-fades; see
    /// docs/Compatibility.md).
    case image(CGImage?)
    /// A list of values, such as a gradient's `colors` or `locations`: lists of the same length
    /// blend item by item, others switch halfway.
    case list([AnimatableValue])

    /// The value behind a boxed API value: numbers of any type, `NSNumber`, points, sizes,
    /// rectangles, transforms, colours and paths (`CGPath` is turned into its storage by the caller).
    /// Nil for anything else.
    package init?(_ any: Any?) {
        switch any {
        case let v as Double: self = .number(v)
        case let v as CGFloat: self = .number(Double(v))
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as Bool: self = .bool(v)
        case let v as NSNumber: self = .number(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGColor: self = .color(v)
        case let v as PathStorage: self = .path(v)
        case let v as CGImage: self = .image(v)
        case let v as [Any]:
            let items = v.compactMap { AnimatableValue($0) }
            guard items.count == v.count else { return nil }
            self = .list(items)
        default: return nil
        }
    }

    /// The number, for number values.
    package var number: Double? {
        if case .number(let v) = self { return v }
        return nil
    }

    /// The value `t` of the way from `self` to `other` (`t` may leave 0…1, as springs and some
    /// curves overshoot); nil when the two are of different kinds. Transforms blend by their
    /// components, colours in sRGB with alpha; paths blend point by point when they have the same
    /// elements, else switch halfway; booleans switch at the end, images halfway.
    package func interpolated(to other: AnimatableValue, _ t: Double) -> AnimatableValue? {
        func l(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + (b - a) * t)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: l(a.x, b.x), y: l(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: l(a.width, b.width), height: l(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: l(a.minX, b.minX), y: l(a.minY, b.minY), width: l(a.width, b.width),
                    height: l(a.height, b.height)))
        case (.transform(let a), .transform(let b)): return .transform(Interpolation.transform(a, b, t))
        case (.color(let a), .color(let b)):
            let (x, y) = ((a ?? .clear).rgba, (b ?? .clear).rgba)
            return .color(
                CGColor(
                    red: l(x.red, y.red), green: l(x.green, y.green), blue: l(x.blue, y.blue),
                    alpha: l(x.alpha, y.alpha)))
        case (.path(let a), .path(let b)):
            if let a, let b, let blended = a.interpolated(to: b, t) { return .path(blended) }
            return t < 0.5 ? self : other
        case (.bool, .bool): return t >= 1 ? other : self
        case (.image, .image): return t < 0.5 ? self : other
        case (.list(let a), .list(let b)):
            guard a.count == b.count else { return t < 0.5 ? self : other }
            let items = zip(a, b).compactMap { $0.interpolated(to: $1, t) }
            return items.count == a.count ? .list(items) : (t < 0.5 ? self : other)
        default: return nil
        }
    }

    /// `self` + `other`: component sums, and for transforms `other` applied after `self` (Core
    /// Animation's additive and `byValue` rule); nil for kinds that do not add.
    package func adding(_ other: AnimatableValue) -> AnimatableValue? {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(b, a))
        case (.color(let a), .color(let b)):
            let (x, y) = ((a ?? .clear).rgba, (b ?? .clear).rgba)
            return .color(
                CGColor(
                    red: x.red + y.red, green: x.green + y.green, blue: x.blue + y.blue, alpha: x.alpha + y.alpha))
        case (.list(let a), .list(let b)):
            guard a.count == b.count else { return nil }
            let items = zip(a, b).compactMap { $0.adding($1) }
            return items.count == a.count ? .list(items) : nil
        default: return nil
        }
    }

    /// `self` − `other` for the kinds that add (transforms: `self` with `other` undone first).
    package func subtracting(_ other: AnimatableValue) -> AnimatableValue? {
        switch other {
        case .number(let b): return adding(.number(-b))
        case .point(let b): return adding(.point(CGPoint(x: -b.x, y: -b.y)))
        case .size(let b): return adding(.size(CGSize(width: -b.width, height: -b.height)))
        case .rect(let b): return adding(.rect(CGRect(x: -b.minX, y: -b.minY, width: -b.width, height: -b.height)))
        case .transform(let b): return adding(.transform(CATransform3DInvert(b)))
        case .color(let b):
            let y = (b ?? .clear).rgba
            return adding(.color(CGColor(red: -y.red, green: -y.green, blue: -y.blue, alpha: -y.alpha)))
        case .list(let b):
            guard case .list(let a) = self, a.count == b.count else { return nil }
            let items = zip(a, b).compactMap { $0.subtracting($1) }
            return items.count == a.count ? .list(items) : nil
        default: return nil
        }
    }

    /// `self` scaled by `factor` (for cumulative repeats); nil for kinds that do not scale.
    package func scaled(by factor: Double) -> AnimatableValue? {
        let f = CGFloat(factor)
        switch self {
        case .number(let a): return .number(a * factor)
        case .point(let a): return .point(CGPoint(x: a.x * f, y: a.y * f))
        case .size(let a): return .size(CGSize(width: a.width * f, height: a.height * f))
        case .rect(let a): return .rect(CGRect(x: a.minX * f, y: a.minY * f, width: a.width * f, height: a.height * f))
        case .list(let a):
            let items = a.compactMap { $0.scaled(by: factor) }
            return items.count == a.count ? .list(items) : nil
        default: return nil
        }
    }

    /// The distance between two values, for paced keyframes: Euclidean over the components of
    /// numbers, points, sizes and rectangles; 1 between any two other distinct values.
    package func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case (.number(let a), .number(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return Double(hypot(b.x - a.x, b.y - a.y))
        case (.size(let a), .size(let b)): return Double(hypot(b.width - a.width, b.height - a.height))
        case (.rect(let a), .rect(let b)):
            let d = [b.minX - a.minX, b.minY - a.minY, b.width - a.width, b.height - a.height]
            return Double(d.reduce(0) { $0 + $1 * $1 }.squareRoot())
        default: return self == other ? 0 : 1
        }
    }
}

extension PathStorage {
    /// The path `t` of the way to `other`, point by point; nil unless both have the same elements
    /// in the same order (Core Animation's rule for animating shape paths).
    package func interpolated(to other: PathStorage, _ t: Double) -> PathStorage? {
        guard elements.count == other.elements.count else { return nil }
        func l(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * CGFloat(t), y: a.y + (b.y - a.y) * CGFloat(t))
        }
        var result: [PathElement] = []
        result.reserveCapacity(elements.count)
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): result.append(.move(l(p, q)))
            case (.line(let p), .line(let q)): result.append(.line(l(p, q)))
            case (.quad(let c, let p), .quad(let d, let q)): result.append(.quad(l(c, d), l(p, q)))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
                result.append(.cubic(l(c1, d1), l(c2, d2), l(p, q)))
            case (.close, .close): result.append(.close)
            default: return nil
            }
        }
        return PathStorage(elements: result)
    }
}
