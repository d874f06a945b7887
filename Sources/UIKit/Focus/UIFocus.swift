import CoreGraphics
import Foundation
import QuartzCore

/// Something in the focus hierarchy: a view, a view controller, a window. It says where focus
/// should go inside it, which environment contains it, and hears focus updates.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// Where focus should go inside this environment, in order of preference.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment containing this one; nil at the top (a window).
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// The container of this environment's focus items (a view's own bounds).
    var focusItemContainer: (any UIFocusItemContainer)? { get }
    /// Asks for focus to be reset to this environment's preference at the next update.
    func setNeedsFocusUpdate()
    /// Runs a requested focus update now.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` says (every environment containing either item is asked).
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved as `context` says; animations added to `coordinator` run with the change.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
    /// The focus group this environment starts, if any.
    var focusGroupIdentifier: String? { get }
}

/// An environment that can itself be focused (a view).
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can take focus now.
    var canBecomeFocused: Bool { get }
    /// The item's frame in its focus item container's coordinate space.
    var frame: CGRect { get }
    /// Whether the item lets focus pass to items behind it.
    var isTransparentFocusItem: Bool { get }
    /// How the focused item is drawn as focused.
    var focusEffect: UIFocusEffect? { get }
    /// The item's priority for becoming its group's primary item.
    var focusGroupPriority: UIFocusGroupPriority { get }
    /// Whether focus is deferred from this item until the user moves it.
    var focusItemDeferralMode: UIFocusItemDeferralMode { get }
}

/// A container of focus items: the items in a rectangle of its coordinate space.
@preconcurrency @MainActor
public protocol UIFocusItemContainer: AnyObject {
    /// The space the items' frames are in.
    var coordinateSpace: any UICoordinateSpace { get }
    /// The focus items whose frames meet `rect`.
    func focusItems(in rect: CGRect) -> [any UIFocusItem]
}

/// The directions focus can move in.
public struct UIFocusHeading: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates headings from their raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Down.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Left.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Right.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// The next item (Tab).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// The previous item (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
    /// The first item.
    public static let first = UIFocusHeading(rawValue: 1 << 8)
    /// The last item.
    public static let last = UIFocusHeading(rawValue: 1 << 9)
}

/// An item's priority for becoming the primary item of its focus group.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates a priority from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No priority (the default).
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    /// The priority of the item focused last in the group.
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    /// A priority above the previously focused item's.
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    /// The priority of the item focused now.
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: Int.max)
    /// Orders priorities by their raw values.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// When focus is deferred from an item (iOS 17).
public enum UIFocusItemDeferralMode: Int, Sendable {
    /// As the system decides.
    case automatic
    /// Always deferred until the user moves focus.
    case always
    /// Never deferred.
    case never
}

/// How a focused item shows it is focused.
@preconcurrency @MainActor
open class UIFocusEffect {
    /// The system's effect.
    public required init() {}
    /// The system's effect (Apple's class factory).
    open class func effect() -> Self { Self() }
}

/// A halo around the focused item, following a shape (iOS 15).
@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// The halo's rectangle, in the item's coordinates.
    public private(set) var rect: CGRect = .zero
    /// The corner radius of its rectangle.
    public private(set) var cornerRadius: CGFloat = 0
    /// The halo's path, when made from one.
    public private(set) var path: UIBezierPath?
    /// Which view the halo is placed above, if not the item.
    open weak var referenceView: UIView?
    /// The view the halo is placed in, if not the item's.
    open weak var containerView: UIView?

    /// A halo around `rect`.
    public convenience init(rect: CGRect) {
        self.init()
        self.rect = rect
    }

    /// A halo around `rect` with rounded corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        self.init()
        self.rect = rect
        self.cornerRadius = cornerRadius.isFinite && cornerRadius > 0 ? cornerRadius : 0
    }

    /// A halo following `bezierPath`.
    public convenience init(path bezierPath: UIBezierPath) {
        self.init()
        path = bezierPath
        rect = bezierPath.bounds
    }
}

/// What a focus update does: the item losing focus, the item taking it, and the direction.
@preconcurrency @MainActor
open class UIFocusUpdateContext {
    /// The item focused before.
    open private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    /// The item focused after.
    open private(set) weak var nextFocusedItem: (any UIFocusItem)?
    /// The direction focus moves in (empty for updates that are not moves).
    public let focusHeading: UIFocusHeading

    /// The view focused before, if it is a view.
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The view focused after, if it is a view.
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }

    /// Posted after focus moved, with the context under `UIFocusUpdateContext.key`.
    public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// Posted when a move found nowhere to go, with the heading under `focusHeadingUserInfoKey`.
    public static let movementDidFailNotification = Notification.Name("UIFocusMovementDidFailNotification")
    /// The user-info key of the update context.
    public static let key = "UIFocusUpdateContextKey"
    /// The user-info key of a failed move's heading (a `UIFocusHeading`).
    public static let focusHeadingUserInfoKey = "UIFocusHeadingUserInfoKey"

    init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
    }
}

/// Runs animations with a focus change: the changes made in the blocks animate over the
/// change's duration (0.2 s), and the completions run after.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    /// Adds animations run with the change, and a completion run after it.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Adds animations for the item taking focus.
    open func addCoordinatedFocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        addCoordinatedAnimations(animations.map { block in { block(FocusAnimationContext()) } }, completion: completion)
    }

    /// Adds animations for the item losing focus.
    open func addCoordinatedUnfocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        addCoordinatedAnimations(animations.map { block in { block(FocusAnimationContext()) } }, completion: completion)
    }

    init() {}

    /// Runs the animations added, in one animation block, then the completions.
    func run() {
        let blocks = animations
        let ends = completions
        (animations, completions) = ([], [])
        guard !blocks.isEmpty || !ends.isEmpty else { return }
        UIView.animate(withDuration: FocusAnimationContext.focusDuration) {
            for block in blocks { block() }
        } completion: { _ in
            for end in ends { end() }
        }
    }
}

/// The timing of a focus animation.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: AnyObject {
    /// How long the focus animation takes.
    var duration: TimeInterval { get }
}

@MainActor
final class FocusAnimationContext: UIFocusAnimationContext {
    static let focusDuration: TimeInterval = 0.2
    var duration: TimeInterval { Self.focusDuration }
}
