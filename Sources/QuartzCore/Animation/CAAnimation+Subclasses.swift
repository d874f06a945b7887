public import CoreGraphics
public import Foundation

/// A basic animation whose progress follows a damped spring.
///
/// The spring moves from the start to the end value with `mass`, `stiffness`, `damping` and
/// `initialVelocity` (in units of the whole distance per second); `settlingDuration` is how long
/// it takes to come to rest, the usual `duration` to give it.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default.
    open var stiffness: CGFloat = 100
    /// The friction; 10 by default.
    open var damping: CGFloat = 10
    /// The speed at the start, in distances per second; 0 by default.
    open var initialVelocity: CGFloat = 0

    /// Creates a spring animation with the given parameters (iOS 17's convenience form).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        // Apple clamps the bounce to -1…1; a bounce of 1 would never settle.
        let clamped = bounce.isNaN ? 0 : Double(min(max(bounce, -0.99), 0.99))
        let ratio = clamped >= 0 ? 1 - clamped : 1 / (1 + clamped)
        let omega = 2 * Double.pi / max(perceptualDuration, 0.001)
        (mass, stiffness, damping) = (1, CGFloat(omega * omega), CGFloat(2 * ratio * omega))
        duration = settlingDuration
    }

    /// Takes UIKit's spring for a block of `duration` with `dampingRatio` and initial `velocity`.
    package func fitUIKitSpring(dampingRatio: Double, duration: Double, velocity: Double) {
        let fit = SpringSolution.uiKit(dampingRatio: dampingRatio, duration: duration, initialVelocity: velocity)
        (mass, stiffness, damping) = (CGFloat(fit.mass), CGFloat(fit.stiffness), CGFloat(fit.damping))
        initialVelocity = CGFloat(fit.initialVelocity)
    }

    /// How long the spring takes to come to rest, from its parameters.
    open var settlingDuration: CFTimeInterval { solution.settlingDuration }

    var solution: SpringSolution {
        SpringSolution(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CASpringAnimation else { return }
        (mass, stiffness, damping, initialVelocity) = (
            other.mass, other.stiffness, other.damping, other.initialVelocity
        )
    }

    override func makeTrack() -> AnimationTrack? {
        propertyTrack(
            .spring(from: animatable(fromValue), to: animatable(toValue), by: animatable(byValue), solution))
    }
}

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between values at the key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Jumps from value to value.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed along the values; key times and timing functions ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Smooth curves through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Smooth curves at an even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turn to follow the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turn to follow the tangent, reversed.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A property animation through a list of values, or along a path (for points).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values to pass through.
    open var values: [Any]?
    /// A path for point properties; takes precedence over `values`. Moves are jumps, curves are
    /// followed by their flattened points, at an even pace (Lamina flattens to 0.5 pt).
    open var path: CGPath?
    /// When each value is reached, as fractions of the duration (one more than the values for
    /// `.discrete`); evenly spaced when nil or invalid.
    open var keyTimes: [NSNumber]?
    /// The timing function of each segment between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values are joined.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer moving along `path` turns with it: to the path's tangent (`.rotateAuto`),
    /// or to its reverse (`.rotateAutoReverse`), after the layer's own transform.
    open var rotationMode: CAAnimationRotationMode?
    /// For the cubic modes, the tightness of the curve at each value: 1 runs straight into and out
    /// of it, negative values loosen the curve; missing entries are 0 (Catmull-Rom).
    open var tensionValues: [NSNumber]?
    /// For the cubic modes, the sharpness of the corner at each value: 0 keeps the curve smooth.
    open var continuityValues: [NSNumber]?
    /// For the cubic modes, where the curve leans at each value: positive overshoots past it,
    /// negative undershoots before it.
    open var biasValues: [NSNumber]?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        (values, path, keyTimes) = (other.values, other.path, other.keyTimes)
        (timingFunctions, calculationMode, rotationMode) =
            (other.timingFunctions, other.calculationMode, other.rotationMode)
        (tensionValues, continuityValues, biasValues) = (other.tensionValues, other.continuityValues, other.biasValues)
    }

    /// One shape per value from the three arrays (empty when none is set).
    private var splineShapes: [SplineShape] {
        let arrays = [tensionValues ?? [], continuityValues ?? [], biasValues ?? []]
        let count = arrays.map(\.count).max() ?? 0
        func number(_ array: [NSNumber], _ index: Int) -> Double { index < array.count ? array[index].doubleValue : 0 }
        return (0..<count).map { index in
            SplineShape(
                tension: number(arrays[0], index), continuity: number(arrays[1], index),
                bias: number(arrays[2], index))
        }
    }

    override func makeTrack() -> AnimationTrack? {
        let frames: [AnimatableValue]
        var mode = renderMode
        if let path {
            frames = path.storage.flattenedSubpaths(tolerance: 0.5).flatMap { $0.points }.map { .point($0) }
            if mode == .linear { mode = .paced }
        } else {
            frames = (values ?? []).compactMap(animatable)
        }
        guard !frames.isEmpty else { return nil }
        var track = propertyTrack(
            .keyframes(
                values: frames, keyTimes: keyTimes?.map(\.doubleValue),
                curves: (timingFunctions ?? []).map(\.curve), mode: mode, shapes: path == nil ? splineShapes : []))
        if path != nil, let rotationMode {
            switch rotationMode {
            case .rotateAuto: track?.tangentRotation = 0
            case .rotateAutoReverse: track?.tangentRotation = .pi
            default: break
            }
        }
        return track
    }

    private var renderMode: AnimationTrack.CalculationMode {
        switch calculationMode {
        case .discrete: .discrete
        case .paced: .paced
        case .cubic: .cubic
        case .cubicPaced: .cubicPaced
        default: .linear
        }
    }
}

/// Animations that run together, timed within the group's own time; members end with the group.
open class CAAnimationGroup: CAAnimation {
    /// The members.
    open var animations: [CAAnimation]?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override func makeTrack() -> AnimationTrack? {
        let members = (animations ?? []).compactMap { member -> AnimationTrack? in
            guard var track = member.makeTrack() else { return nil }
            // A member without a duration takes the group's.
            if track.timing.duration == 0 { track.timing.duration = duration }
            return track
        }
        return track(keyPath: "", kind: .group(members))
    }
}
