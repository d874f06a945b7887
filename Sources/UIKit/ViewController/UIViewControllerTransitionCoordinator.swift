public import CoreGraphics
public import Foundation

/// Names the view controllers a transition involves.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown before the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller shown after the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Names the views a transition involves.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown before the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view shown after the transition.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What a transition under way is: its timing, its views and controllers.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the user drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the user drove the transition from its start.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition takes, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition has got, 0…1.
    var percentComplete: CGFloat { get }
    /// The speed of the transition's end after an interaction.
    var completionVelocity: CGFloat { get }
    /// The timing curve of the transition's end.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller of `key`, if the transition involves one.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view of `key`, if the transition involves one.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The rotation the transition applies (the identity for a resize).
    var targetTransform: CGAffineTransform { get }
    /// The style of the presentation shown or dismissed; `.none` for a window's change of size.
    var presentationStyle: UIModalPresentationStyle { get }
}

/// A transition under way, to which view controllers add work: changes made alongside it and
/// work to do once it ends (`viewWillTransition(to:with:)`'s idiom).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; false when the
    /// transition has already ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// `animate(alongsideTransition:completion:)` for changes to `view`.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` when the user starts or stops driving the transition.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// Lamina's coordinators (a window's change of size, a presentation): never interactive nor
/// interruptible, with no rotation; work for a view is work for the transition.
@MainActor
protocol NonInteractiveCoordinator: UIViewControllerTransitionCoordinator {}

extension NonInteractiveCoordinator {
    var isInteractive: Bool { false }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    }
}

/// The coordinator of a window's change of size: not animated, never interactive. Work added
/// alongside runs right after the window takes its new size (its views autoresized, layout
/// still to come at the end of the turn), then the completions, in the order added.
@MainActor
final class SizeTransitionCoordinator: NonInteractiveCoordinator {
    let containerView: UIView
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var ended = false

    init(window: UIWindow) { containerView = window }

    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { ended ? 1 : 0 }
    var presentationStyle: UIModalPresentationStyle { .none }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        (containerView as? UIWindow)?.rootViewController
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        (containerView as? UIWindow)?.rootViewController?.viewIfLoaded
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !ended else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// After the window took its new size: the work added alongside, then the completions.
    func finish() {
        guard !ended else { return }
        // Work added by the blocks themselves runs too.
        while !alongside.isEmpty {
            let batch = alongside
            alongside = []
            for block in batch { block(self) }
        }
        ended = true
        let finishing = completions
        completions = []
        for block in finishing { block(self) }
    }
}
