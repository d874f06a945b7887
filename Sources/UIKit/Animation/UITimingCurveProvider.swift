import CoreGraphics
import Foundation
import QuartzCore

/// The kind of curve timing parameters describe.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's curves (`UIView.AnimationCurve`).
    case builtin
    /// A cubic Bézier curve.
    case cubic
    /// A spring.
    case spring
    /// A cubic curve and a spring together.
    case composed
}

/// Timing for an animator: a cubic curve, a spring, or both.
///
/// Apple's protocol also requires `NSCoding` and `NSCopying`; Lamina archives nothing, and the
/// animator keeps the provider it is given (`docs/Compatibility.md`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which of the parameters below apply.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// Timing along a cubic Bézier curve from (0, 0) to (1, 1), or one of UIKit's curves.
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The UIKit curve these parameters are, or `.easeInOut` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first inner control point.
    public let controlPoint1: CGPoint
    /// The second inner control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// UIKit's default curve, ease in and out.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = curve.controlPoints
        isBuiltin = true
    }

    /// A curve through two inner control points; x values are kept within 0…1 (a curve must go
    /// forward in time) and values that are not finite count as the linear curve's.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        func clamped(_ point: CGPoint, linear: CGPoint) -> CGPoint {
            guard point.x.isFinite, point.y.isFinite else { return linear }
            return CGPoint(x: min(max(point.x, 0), 1), y: point.y)
        }
        controlPoint1 = clamped(point1, linear: .zero)
        controlPoint2 = clamped(point2, linear: CGPoint(x: 1, y: 1))
        animationCurve = .easeInOut
        isBuiltin = false
    }

    /// `.builtin` for UIKit's curves, `.cubic` for control points.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// These parameters.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation's timing function.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
            Float(controlPoint2.y))
    }

    /// The same curve run backwards in time: a value that went from a to b along this curve
    /// comes back from b to a through the same points.
    var reversedTimingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            controlPoints: Float(1 - controlPoint2.x), Float(1 - controlPoint2.y), Float(1 - controlPoint1.x),
            Float(1 - controlPoint1.y))
    }
}

extension UIView.AnimationCurve {
    /// The curve's inner control points (Core Animation's).
    var controlPoints: (CGPoint, CGPoint) {
        switch self {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }
}

/// Timing by a spring: fitted to the animator's duration (a damping ratio), or with its own
/// physics (mass, stiffness, damping) or perceptual duration and bounce, which then set how long
/// the animations last.
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// How the spring is described.
    enum Model {
        /// Comes to rest at the animator's duration with this damping ratio.
        case fitted(dampingRatio: CGFloat)
        /// A spring of its own; the animator lasts until it settles.
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
        /// iOS 17's description; the animator lasts until it settles.
        case perceptual(duration: TimeInterval, bounce: CGFloat)
    }

    let model: Model
    /// The initial velocity, in distances per second relative to each animation's whole change
    /// (1 covers the change in a second); `dx` is used for every animation.
    public let initialVelocity: CGVector

    /// A critically damped spring (damping ratio 1) at rest at the start.
    public convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` (1 settles without overshoot, smaller values oscillate), at rest at
    /// the start, coming to rest at the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` and an initial velocity, coming to rest at the animator's duration.
    /// Ratios that are not finite and positive count as 1.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        model = .fitted(dampingRatio: ratio.isFinite && ratio > 0 ? ratio : 1)
        initialVelocity = Self.finite(velocity)
    }

    /// A spring of `mass`, `stiffness` and `damping`; the animator's duration is ignored, the
    /// animations last until the spring settles. Values that are not finite and positive take
    /// Core Animation's defaults (1, 100, 10).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        func positive(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat {
            value.isFinite && value > 0 ? value : fallback
        }
        model = .physical(mass: positive(mass, 1), stiffness: positive(stiffness, 100), damping: positive(damping, 10))
        initialVelocity = Self.finite(velocity)
    }

    /// A spring that seems to take `duration` and bounces by `bounce` (iOS 17: 0 none, up to 1
    /// more, below 0 overdamped); the animations last until it settles.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        model = .perceptual(duration: duration.isFinite && duration > 0 ? duration : 0.5, bounce: bounce)
        initialVelocity = Self.finite(velocity)
    }

    private static func finite(_ vector: CGVector) -> CGVector {
        CGVector(dx: vector.dx.isFinite ? vector.dx : 0, dy: vector.dy.isFinite ? vector.dy : 0)
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// These parameters.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// A spring animation of `key` over `duration` (the animator's remaining time: a fitted
    /// spring comes to rest then; the others take as long as they take), starting at `velocity`
    /// (by default the initial velocity's `dx`, which UIKit uses for one-dimensional properties).
    func animation(keyPath key: String, duration: TimeInterval, velocity: CGFloat? = nil) -> CASpringAnimation {
        let velocity = velocity ?? initialVelocity.dx
        switch model {
        case .fitted(let ratio):
            let spring = CASpringAnimation(keyPath: key)
            spring.fitUIKitSpring(dampingRatio: Double(ratio), duration: duration, velocity: Double(velocity))
            spring.duration = duration
            return spring
        case .physical(let mass, let stiffness, let damping):
            let spring = CASpringAnimation(keyPath: key)
            (spring.mass, spring.stiffness, spring.damping) = (mass, stiffness, damping)
            spring.initialVelocity = velocity
            spring.duration = spring.settlingDuration
            return spring
        case .perceptual(let perceived, let bounce):
            let spring = CASpringAnimation(perceptualDuration: perceived, bounce: bounce)
            spring.keyPath = key
            spring.initialVelocity = velocity
            spring.duration = spring.settlingDuration
            return spring
        }
    }

    /// How long the spring lasts when it does not follow the animator's duration; nil when it does.
    var ownDuration: TimeInterval? {
        if case .fitted = model { return nil }
        return animation(keyPath: "opacity", duration: 1).duration
    }
}
