import Foundation

/// What a `CAValueFunction` makes of an animation's numbers: a transform, so that a rotation
/// from 0 to 4π turns twice (transforms themselves blend by their components and cannot).
package enum ValueFunction: Equatable, Sendable {
    case rotateX, rotateY, rotateZ
    /// One number for all three axes, or three.
    case scale
    case scaleX, scaleY, scaleZ
    /// Three numbers.
    case translate
    case translateX, translateY, translateZ

    /// The number (or numbers) that give the identity transform.
    package var identity: AnimatableValue {
        switch self {
        case .scale: .list([.number(1), .number(1), .number(1)])
        case .translate: .list([.number(0), .number(0), .number(0)])
        case .scaleX, .scaleY, .scaleZ: .number(1)
        default: .number(0)
        }
    }

    /// The transform for `value`, or nil when it is not the numbers this function takes.
    package func transform(_ value: AnimatableValue) -> CATransform3D? {
        func three(_ v: AnimatableValue) -> (CGFloat, CGFloat, CGFloat)? {
            switch v {
            case .number(let n): return (CGFloat(n), CGFloat(n), CGFloat(n))
            case .list(let items) where items.count == 3:
                guard let x = items[0].number, let y = items[1].number, let z = items[2].number else { return nil }
                return (CGFloat(x), CGFloat(y), CGFloat(z))
            default: return nil
            }
        }
        if self == .scale || self == .translate {
            guard let (x, y, z) = three(value) else { return nil }
            return self == .scale ? CATransform3DMakeScale(x, y, z) : CATransform3DMakeTranslation(x, y, z)
        }
        guard let n = value.number.map({ CGFloat($0) }), n.isFinite else { return nil }
        switch self {
        case .rotateX: return CATransform3DMakeRotation(n, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(n, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(n, 0, 0, 1)
        case .scaleX: return CATransform3DMakeScale(n, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, n, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, n)
        case .translateX: return CATransform3DMakeTranslation(n, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, n, 0)
        default: return CATransform3DMakeTranslation(0, 0, n)
        }
    }
}
