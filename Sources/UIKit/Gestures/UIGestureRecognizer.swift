import CoreGraphics
public import Foundation

/// Recognizes a gesture from the touches of its view (and its subviews) and reports it to its
/// handlers: the base of tap, pan, pinch, rotation, swipe and long-press recognizers, and of
/// custom ones.
///
/// A recognizer sees a touch before the view does (`touchesBegan` … on the recognizer first).
/// It starts `.possible`; a discrete gesture goes to `.ended` (recognized) or `.failed`; a
/// continuous one to `.began`, `.changed`…, then `.ended` or `.cancelled`. Handlers run for
/// `.began`, `.changed`, `.ended` and `.cancelled`. When the touches of the sequence have all
/// ended and the recognizer has finished, it is `reset()` to `.possible`.
///
/// What recognizing does to the view: with `cancelsTouchesInView` (the default) the view gets
/// `touchesCancelled` for the recognizer's touches, and nothing more of them; with
/// `delaysTouchesBegan` the view gets no touch until the recognizer fails; with
/// `delaysTouchesEnded` (the default) a touch's end waits until the recognizer fails. Only one
/// recognizer recognizes the same touches unless the delegates allow it
/// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`); `require(toFail:)` makes one wait
/// for another to fail.
///
/// Apple's target–action (`init(target:action:)`) needs selectors; Lamina's recognizers take
/// closures (`init(handler:)`, `addHandler(_:)`). Custom recognizers set `state` and override the
/// touch methods and `reset()` as on iOS; `import UIKit.UIGestureRecognizerSubclass` compiles (an
/// empty Clang submodule, `CUIKitSubmodules`) and is not needed (Lamina's `state` is settable).
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// Where a recognizer is in recognizing its gesture.
    public enum State: Int, Sendable {
        /// Not recognized yet (the default).
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (a discrete gesture is recognized in this state).
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches are not this gesture.
        case failed = 5

        /// A discrete gesture was recognized: the same as `.ended`.
        public static let recognized = State.ended

        /// Whether the recognizer is done with the current touches.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// What the recognizer's handlers run; the argument is the recognizer.
    public typealias Handler = @MainActor (UIGestureRecognizer) -> Void

    /// The recognizer's state. Subclasses set it as they recognize; UIKit then runs the handlers,
    /// applies failure requirements and exclusivity, and cancels or releases the view's touches.
    open var state: State {
        get { storedState }
        set { arena?.recognizer(self, requests: newValue) ?? { storedState = newValue }() }
    }
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether the recognizer takes touches; disabling it during a gesture cancels (or fails) it.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if storedState == .began || storedState == .changed {
                state = .cancelled
            } else if storedState == .possible, !trackedTouches.isEmpty {
                state = .failed
            }
        }
    }
    /// Whether recognizing cancels the view's touches; true by default.
    open var cancelsTouchesInView = true
    /// Whether the view gets no touch until the recognizer fails; false by default.
    open var delaysTouchesBegan = false
    /// Whether a touch's end waits for the recognizer to fail; true by default.
    open var delaysTouchesEnded = true
    /// The recognizer's delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for debugging.
    open var name: String?

    var storedState = State.possible
    /// The touches the recognizer receives in the current sequence.
    var trackedTouches: [UITouch] = []
    /// A recognition waiting for a required recognizer to fail.
    var pendingState: State?
    /// When the recognizer must hear the time (a tap waiting for the next tap, a long press): the
    /// arena calls `deadlineDidPass()` in the first frame at or after it.
    var deadline: TimeInterval?
    /// The recognizers that must fail before this one recognizes.
    var failureRequirements: [WeakRecognizer] = []
    /// What the delegates answered this attempt about waiting for each recognizer (see
    /// `requiresFailure(of:)`); emptied when the attempt ends.
    var delegateRequirements: [(other: WeakRecognizer, requires: Bool)] = []
    /// The arena the recognizer's touches are coordinated in, while it has touches.
    weak var arena: GestureArena?
    /// Final, as is `addHandler`: with the class `@preconcurrency`, the compiler mangles the
    /// `@MainActor` handler type differently in this file and in its subclasses' files, so a
    /// vtable entry for either fails to link (Swift 6.3).
    private final var handlers: [Handler] = []

    /// Creates a recognizer with no handler.
    public init() {}

    /// Creates a recognizer that runs `handler` at each state it reports.
    public convenience init(handler: @escaping Handler) {
        self.init()
        handlers.append(handler)
    }

    /// Adds a handler, run at each state the recognizer reports, after those added before.
    public final func addHandler(_ handler: @escaping Handler) {
        handlers.append(handler)
    }

    /// Removes every handler.
    open func removeAllHandlers() {
        handlers.removeAll()
    }

    /// Runs the handlers (the arena calls it when the state is reported).
    func runHandlers() {
        for handler in handlers { handler(self) }
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes; it
    /// fails if the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    /// Returns the recognizer to `.possible` after its gesture; subclasses clear their own state
    /// and call `super`. UIKit calls it; do not call it yourself.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.recognizerList.removeAll { $0 === self }
        // With nothing left to follow, an undecided recognizer stops (and lets go of what it held).
        if trackedTouches.isEmpty, let arena { arena.detach(self) }
    }

    /// The number of touches the recognizer is following.
    open var numberOfTouches: Int { activeTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's for nil).
    open func location(in view: UIView?) -> CGPoint {
        Self.centroid(of: activeTouches.isEmpty ? trackedTouches : activeTouches, in: view) ?? .zero
    }

    /// The centroid of the fingers still down, in the window's coordinates; nil with none.
    var windowCentroid: CGPoint? { Self.centroid(of: activeTouches, in: nil) }

    private static func centroid(of touches: [UITouch], in view: UIView?) -> CGPoint? {
        guard !touches.isEmpty else { return nil }
        let points = touches.map { $0.location(in: view) }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }

    /// The location of touch number `touchIndex` (0 ..< `numberOfTouches`) in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = activeTouches
        guard touches.indices.contains(touchIndex) else { return .zero }
        return touches[touchIndex].location(in: view)
    }

    /// The tracked touches still on the screen.
    var activeTouches: [UITouch] {
        trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    /// Fingers touched down in the view. The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers moved. The default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers lifted. The default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled. The default does nothing.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// The deadline set in `deadline` passed. The default does nothing.
    func deadlineDidPass() {}

    /// Whether this recognizer may recognize at the same time as `other` (either delegate allows).
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recognizer must wait for `other` to fail: `require(toFail:)`, or the delegates,
    /// asked once per recognition attempt as UIKit documents (their first answer holds until the
    /// recognizer resets; one asked again could change its mind and leave it waiting for good).
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        if failureRequirements.contains(where: { $0.recognizer === other }) { return true }
        if let asked = delegateRequirements.first(where: { $0.other.recognizer === other }) { return asked.requires }
        let requires =
            delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
        delegateRequirements.removeAll { $0.other.recognizer == nil }
        delegateRequirements.append((WeakRecognizer(other), requires))
        return requires
    }
}

/// A weak reference to a recognizer.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// What a recognizer's delegate decides: whether it begins, receives a touch, recognizes with
/// others, or waits for others. Every method is optional.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible`; true by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer receives `touch`; true by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the two may recognize at the same time; false by default.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether the recognizer waits for `otherGestureRecognizer` to fail; false by default.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` waits for this one to fail; false by default.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// True.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// True.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    /// False.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// False.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// False.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
