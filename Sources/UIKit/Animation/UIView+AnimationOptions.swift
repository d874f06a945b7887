import Foundation

extension UIView {
    /// Options of the block-based animation methods, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the subviews of the views whose layout changes inside the block, animated.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animated views receive touches while they move.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is on screen when interrupting a running animation.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays each repetition forwards, then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration, not the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block uses its own curve, not the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws animated views' content during the animation (Lamina cross-fades the redrawn content).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Transitions hide and show views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// A nested block does not inherit the enclosing block's repeat and autoreverse.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow start and end (the default).
        public static let curveEaseInOut = AnimationOptions([])
        /// Slow start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions([])
        /// Flips about the vertical axis, left side towards the viewer.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips about the vertical axis, right side towards the viewer.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls the old view up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls the new view down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-fades from the old view to the new one.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips about the horizontal axis, top towards the viewer.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips about the horizontal axis, bottom towards the viewer.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        /// 60 frames a second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve named by the curve bits.
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
        /// The transition named by the transition bits (0 for none).
        var transition: UInt { (rawValue >> 20) & 0xF }
    }

    /// The curves of the begin/commit animation API.
    public enum AnimationCurve: Int, Sendable {
        /// Slow start and end.
        case easeInOut
        /// Slow start.
        case easeIn
        /// Slow end.
        case easeOut
        /// Even pace.
        case linear

        /// The timing function with Core Animation's control points for the curve.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: CAMediaTimingFunction(name: .easeIn)
            case .easeOut: CAMediaTimingFunction(name: .easeOut)
            case .linear: CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options of keyframe animations: those of `AnimationOptions` that apply, and how the
    /// keyframes are joined.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// See `AnimationOptions.layoutSubviews`.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// See `AnimationOptions.allowUserInteraction`.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// See `AnimationOptions.beginFromCurrentState`.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// See `AnimationOptions.repeat`.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// See `AnimationOptions.autoreverse`.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// See `AnimationOptions.overrideInheritedDuration`.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// See `AnimationOptions.overrideInheritedOptions`.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight segments between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Jumps between keyframes.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace over all keyframes; their times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Smooth curves through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Smooth curves at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// Core Animation's calculation mode for the mode bits.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }
}
