public import CoreGraphics
import LaminaScrollPhysics

extension UIScrollView {
    /// How the safe area adds to `contentInset` to give `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`; UIKit also always adjusts vertically for a controller's root
        /// scroll view inside a navigation or tab bar controller (those come with the containers).
        case automatic = 0
        /// The safe area adds along the axes the content can scroll in (or always bounces in).
        case scrollableAxes = 1
        /// The safe area never adds.
        case never = 2
        /// The safe area always adds, on every edge.
        case always = 3
    }

    /// How a drag affects the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag leaves the keyboard up.
        case none = 0
        /// A drag dismisses the keyboard.
        case onDrag = 1
        /// The keyboard follows the drag down and is dismissed by it.
        case interactive = 2
        /// A drag dismisses the keyboard, with the drag's tap also dismissing it (iOS 16).
        case onDragWithAccessory = 3
        /// As `.interactive`, with the accessory view kept (iOS 16).
        case interactiveWithAccessory = 4
    }

    /// The colours of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark indicators on light content, light on dark: follows the appearance.
        case `default` = 0
        /// Dark indicators, for light content.
        case black = 1
        /// Light indicators, for dark content.
        case white = 2
    }

    /// How quickly content slows after a flick: the fraction of its velocity kept each
    /// millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public let rawValue: CGFloat
        /// A rate; values outside (0, 1) are clamped into it when used.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate, 0.998 (WWDC 2018, "Designing Fluid Interfaces").
        public static let normal = DecelerationRate(rawValue: CGFloat(LaminaScrollPhysics.DecelerationRate.normal))
        /// The quick rate, 0.99, which paging uses.
        public static let fast = DecelerationRate(rawValue: CGFloat(LaminaScrollPhysics.DecelerationRate.fast))
    }
}

extension UIEdgeInsets {
    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
