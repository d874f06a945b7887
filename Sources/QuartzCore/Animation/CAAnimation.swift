import CoreGraphics
import Foundation

/// Receives an animation's start and end.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (its begin time was reached).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed before.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base class of Core Animation's animations: timing, a timing function, a delegate.
///
/// A layer stores a copy of the animation it is given (`CALayer.add(_:forKey:)`), so changing an
/// animation after adding it changes nothing on screen. Divergence from Apple: not an `NSObject`;
/// `copy()` returns `Any` as `NSCopying` does.
open class CAAnimation: CAMediaTiming, CAAction {
    open var beginTime: CFTimeInterval = 0
    /// The iteration's length; 0 (the default) takes the transaction's duration when added.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// How progress follows time; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly, as Core Animation does.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the layer drops the animation when it ends (true by default; set false with a
    /// forwards fill to keep its final state on screen).
    open var isRemovedOnCompletion = true

    /// Bookkeeping of an added copy: the layer's transactions waiting for it, whether it was
    /// reported started.
    var completionGroups: [AnimationCompletionGroup] = []
    var didReportStart = false
    var didReportStop = false
    /// For implicit animations from UIKit's blocks: a nil `fromValue` means the old model value,
    /// not the presentation value (`beginFromCurrentState` not set).
    package var startsFromModelValue = false
    /// For UIKit's block animations without `.allowUserInteraction`: the view takes no touches
    /// until the animation stops.
    package var blocksInteraction = false
    /// For UIKit's block animations with `.allowAnimatedContent`: while the animation runs, its
    /// layer redraws every frame at the presentation's bounds (`CALayer.isRedrawingAnimatedContent`).
    package var redrawsContent = false

    /// Creates an animation with the defaults.
    public required init() {}

    /// A new animation (Core Animation's class factory).
    open class func animation() -> Self { Self() }

    /// The default value of the property named `key`: none.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether changing `key` should be archived: always true.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A copy with the same class and values (its stored delegate included).
    open func copy() -> Any {
        let copy = type(of: self).init()
        copy.copyState(from: self)
        return copy
    }

    /// Copies `other`'s values; Lamina's subclasses add theirs.
    func copyState(from other: CAAnimation) {
        (beginTime, duration, speed, timeOffset) = (other.beginTime, other.duration, other.speed, other.timeOffset)
        (repeatCount, repeatDuration, autoreverses, fillMode) =
            (other.repeatCount, other.repeatDuration, other.autoreverses, other.fillMode)
        (timingFunction, delegate, isRemovedOnCompletion) =
            (other.timingFunction, other.delegate, other.isRemovedOnCompletion)
        startsFromModelValue = other.startsFromModelValue
        blocksInteraction = other.blocksInteraction
        redrawsContent = other.redrawsContent
    }

    /// Runs the animation as a layer's action: adds it to `anObject` (a layer) under `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The render side's description of this animation, at the layer's key path; nil when it
    /// animates nothing the render side can show.
    func makeTrack() -> AnimationTrack? { nil }

    /// The track's timing and curve, shared by the subclasses.
    final func track(keyPath: String, kind: AnimationTrack.Kind) -> AnimationTrack {
        AnimationTrack(keyPath: keyPath, timing: mediaTiming, curve: timingFunction?.curve, kind: kind)
    }
}

/// An animation of one property, named by its key path.
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path (`"position"`, `"transform.rotation.z"`).
    open var keyPath: String?
    /// Whether the animated value is added to the model value instead of replacing it.
    open var isAdditive = false
    /// Whether repetitions build on each other's end values.
    open var isCumulative = false
    /// Turns the animation's numbers into a transform (a rotation, scale or translation), for
    /// `transform` animations that turn more than half a turn or scale through zero.
    open var valueFunction: CAValueFunction?

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
        valueFunction = other.valueFunction
    }

    /// The track with this animation's additive and cumulative flags.
    final func propertyTrack(_ kind: AnimationTrack.Kind) -> AnimationTrack? {
        guard let keyPath, !keyPath.isEmpty else { return nil }
        var result = track(keyPath: keyPath, kind: kind)
        result.isAdditive = isAdditive
        result.isCumulative = isCumulative
        result.valueFunction = valueFunction?.function
        return result
    }
}

/// A property animation between two values: `fromValue`, `toValue`, `byValue`, any of them nil
/// (a nil end is the value under the animation).
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
    }

    override func makeTrack() -> AnimationTrack? {
        propertyTrack(.basic(from: animatable(fromValue), to: animatable(toValue), by: animatable(byValue)))
    }
}

/// The render side's form of a value from the API (a `CGPath` becomes its elements).
func animatable(_ value: Any?) -> AnimatableValue? {
    if let path = value as? CGPath { return .path(path.storage) }
    if let number = value as? NSNumber, !(value is Bool) { return .number(number.doubleValue) }
    return AnimatableValue(value)
}

/// The name of a value function.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a name from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A rotation about the x axis, by the animated angle in radians.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about the y axis.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about the z axis.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by one number on all axes, or by three.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by three numbers.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns the numbers of a property animation into a transform.
public final class CAValueFunction: Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// The function named `name`, or nil for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        guard Self.functions[name] != nil else { return nil }
        self.name = name
    }

    /// The render side's form.
    var function: ValueFunction? { Self.functions[name] }

    private static let functions: [CAValueFunctionName: ValueFunction] = [
        .rotateX: .rotateX, .rotateY: .rotateY, .rotateZ: .rotateZ, .scale: .scale, .scaleX: .scaleX,
        .scaleY: .scaleY, .scaleZ: .scaleZ, .translate: .translate, .translateX: .translateX,
        .translateY: .translateY, .translateZ: .translateZ,
    ]
}
