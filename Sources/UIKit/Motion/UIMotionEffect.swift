import CoreGraphics
import Foundation

/// A rendering effect that follows how the viewer sees the device: given the viewer's offset
/// (each part from -1 to 1), it returns values that UIKit adds to key paths of the views it is
/// attached to (`UIView.addMotionEffect(_:)`).
///
/// Subclasses override `keyPathsAndRelativeValues(forViewerOffset:)`; the base class returns nil
/// (UIKit's raises). The values are relative: they are added to the view's own, on screen only,
/// so the view's properties keep their values. Lamina applies effects while a viewer offset is
/// known (`ApplicationContext.viewerOffset`), which no desktop sensor provides, and not while
/// Reduce Motion is on; see `docs/Compatibility.md`.
@preconcurrency @MainActor
open class UIMotionEffect {
    /// Creates a motion effect.
    public init() {}

    /// The values to add to the attached views' key paths (as `"center.x"`, `"layer.transform"`)
    /// for `viewerOffset`; nil adds nothing.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// A motion effect that maps one axis of the viewer's offset onto a range of values for one key
/// path: -1 gives `minimumRelativeValue`, 1 gives `maximumRelativeValue`, and offsets between
/// give values between, component by component.
///
/// The two values must be of one kind: numbers (`CGFloat`, `Double`, `Float`, `Int`,
/// `NSNumber`), `CGPoint`, `CGSize`, `CGRect`, `UIOffset`, `CGAffineTransform` or
/// `CATransform3D`. With either missing, or of different kinds, the effect adds nothing.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// Which axis of the viewer's offset an interpolating effect follows.
    public enum EffectType: Int, Sendable {
        /// The device turned left or right of the viewer (the offset's `horizontal`).
        case tiltAlongHorizontalAxis = 0
        /// The device turned above or below the viewer (the offset's `vertical`).
        case tiltAlongVerticalAxis = 1
    }

    /// The key path of the view that the effect changes (`"center.x"`, say).
    public let keyPath: String
    /// The axis the effect follows.
    public let type: EffectType
    /// The value added at an offset of -1.
    open var minimumRelativeValue: Any?
    /// The value added at an offset of 1.
    open var maximumRelativeValue: Any?

    /// Creates an effect on `keyPath` that follows the axis `type`.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// Creates an effect with an empty key path, following the horizontal axis.
    public convenience override init() { self.init(keyPath: "", type: .tiltAlongHorizontalAxis) }

    /// `[keyPath: value]`, the value interpolated for the offset along the effect's axis
    /// (clamped to -1...1; not a number counts as 0).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = MotionValue(minimumRelativeValue), let high = MotionValue(maximumRelativeValue) else {
            return nil
        }
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let clamped = offset.isNaN ? 0 : min(max(offset, -1), 1)
        guard let value = low.interpolated(to: high, (clamped + 1) / 2) else { return nil }
        return [keyPath: value.boxed]
    }
}

/// A motion effect made of others, applied together: the values of members that change the same
/// key path are added up (Lamina's rule; Apple does not say).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects the group applies.
    open var motionEffects: [UIMotionEffect]?

    /// Every member's values for `viewerOffset`, merged; nil when no member adds anything.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        MotionValue.merge((motionEffects ?? []).map { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) })
    }
}
