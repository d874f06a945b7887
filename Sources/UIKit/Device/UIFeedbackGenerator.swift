import CoreGraphics
import Foundation

/// Haptic feedback: the base of the generators (impact, selection, notification).
///
/// Lamina's desktops have no haptic engine, and on such devices UIKit's generators do nothing; in
/// Lamina each feedback is handed to the current `ApplicationContext`'s `hapticFeedback` observer
/// when one is set (tests record them through it; a backend with a force-feedback device could
/// play them), and otherwise goes nowhere.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// The view whose place feedback comes from (iOS 17.5), if given.
    weak var view: UIView?

    /// A generator.
    public init() {}

    /// Readies the engine for feedback soon; there is no engine to ready.
    open func prepare() {}

    /// Hands `feedback` to the context's observer.
    func deliver(_ feedback: HapticFeedback) {
        ApplicationContext.current.hapticFeedback?(feedback)
    }
}

/// A feedback a generator gave (a Lamina addition, seen through
/// `ApplicationContext.hapticFeedback`).
public enum HapticFeedback: Equatable, Sendable {
    /// An impact of a style at an intensity from 0 to 1, and where it happened (view coordinates of
    /// the generator's view), if said.
    case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat, location: CGPoint?)
    /// The selection changed.
    case selection(location: CGPoint?)
    /// A task succeeded, warned or failed.
    case notification(UINotificationFeedbackGenerator.FeedbackType, location: CGPoint?)
}

/// Feedback for a collision (a snap into place, a drop).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of an impact.
    public enum FeedbackStyle: Int, Sendable {
        /// Light.
        case light = 0
        /// Medium.
        case medium = 1
        /// Heavy.
        case heavy = 2
        /// Soft and flexible.
        case soft = 3
        /// Rigid and hard.
        case rigid = 4
    }

    let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `style` impacts for `view`.
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init()
        self.view = view
    }

    /// A generator of medium impacts.
    public override init() {
        style = .medium
        super.init()
    }

    /// Gives an impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Gives an impact at `intensity` (clamped to 0…1; not a number gives none).
    open func impactOccurred(intensity: CGFloat) {
        guard !intensity.isNaN else { return }
        deliver(.impact(style, intensity: min(max(intensity, 0), 1), location: nil))
    }

    /// Gives an impact at `location` in the generator's view.
    open func impactOccurred(at location: CGPoint) {
        deliver(.impact(style, intensity: 1, location: location))
    }

    /// Gives an impact at `intensity` and `location` in the generator's view.
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        guard !intensity.isNaN else { return }
        deliver(.impact(style, intensity: min(max(intensity, 0), 1), location: location))
    }
}

/// Feedback for a change of selection (a picker's wheel ticking).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// A generator for `view`.
    public convenience init(view: UIView) {
        self.init()
        self.view = view
    }

    /// Gives selection feedback.
    open func selectionChanged() { deliver(.selection(location: nil)) }

    /// Gives selection feedback at `location` in the generator's view.
    open func selectionChanged(at location: CGPoint) { deliver(.selection(location: location)) }
}

/// Feedback for the outcome of a task.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// An outcome.
    public enum FeedbackType: Int, Sendable {
        /// It succeeded.
        case success = 0
        /// It produced a warning.
        case warning = 1
        /// It failed.
        case error = 2
    }

    /// A generator for `view`.
    public convenience init(view: UIView) {
        self.init()
        self.view = view
    }

    /// Gives feedback that a task ended with `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        deliver(.notification(notificationType, location: nil))
    }

    /// Gives feedback that a task ended with `notificationType`, at `location` in the generator's view.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        deliver(.notification(notificationType, location: location))
    }
}
