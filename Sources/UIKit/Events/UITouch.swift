import CoreGraphics
public import Foundation

/// One finger (or the mouse) on the screen: where it is, where it was, how it is moving, and the
/// view it began in.
///
/// A touch object lives from the moment the finger goes down (`.began`) until it lifts
/// (`.ended`) or the system takes it away (`.cancelled`); the same object is updated for every
/// event of that sequence, as in UIKit, so keep it only for as long as the sequence runs. Its
/// `view` is the view hit-tested when it began, and it stays that view for the whole sequence,
/// even when the finger leaves it. Locations are kept in the window's coordinates and converted
/// when asked for (`location(in:)`).
@preconcurrency @MainActor
open class UITouch {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is on the screen but did not move since the last event.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered the window (pointer hover; Lamina delivers no hover yet).
        case regionEntered = 5
        /// A pointer moved inside the window without touching (not delivered yet).
        case regionMoved = 6
        /// A pointer left the window (not delivered yet).
        case regionExited = 7
    }

    /// What made the touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen (Lamina's mouse and SDL's finger events).
        case direct = 0
        /// A touch not on the screen (a remote's surface).
        case indirect = 1
        /// A stylus.
        case pencil = 2
        /// A pointing device's button (a trackpad or mouse on iPadOS).
        case indirectPointer = 3
    }

    /// The time the touch last changed, in seconds on the media clock (`CACurrentMediaTime()`).
    open internal(set) var timestamp: TimeInterval
    /// Where the touch is in its life.
    open internal(set) var phase: Phase
    /// How many times the finger tapped this spot in quick succession, this touch included (1 for
    /// a single tap): a touch beginning within `UITouch.multipleTapInterval` of the last tap's end,
    /// within `UITouch.multipleTapDistance` of it and in the same window counts one more.
    open internal(set) var tapCount: Int
    /// What made the touch.
    open internal(set) var type: TouchType
    /// The radius of the touch, in points (Lamina's mouse reports 20, a fingertip).
    open internal(set) var majorRadius: CGFloat = 20
    /// How far `majorRadius` may be off, in points.
    open internal(set) var majorRadiusTolerance: CGFloat = 5
    /// The force of the touch where the platform reports it (1 is an average touch); 0 otherwise.
    open internal(set) var force: CGFloat
    /// The largest force the platform can report; 0 when it reports none.
    open internal(set) var maximumPossibleForce: CGFloat
    /// The window the touch began in.
    open internal(set) var window: UIWindow?
    /// The view the touch began in (hit-tested when it began); it keeps the touch to the end.
    open internal(set) var view: UIView?

    /// The recognizers receiving this touch: those of its view and the view's ancestors (when it
    /// began; a recognizer's delegate may have refused it).
    open var gestureRecognizers: [UIGestureRecognizer]? { view == nil ? nil : recognizerList }

    /// The recognizers the touch goes to.
    var recognizerList: [UIGestureRecognizer] = []
    /// Whether a recognizer cancelled the touch for its view.
    var isCancelledForView = false
    /// Phases held back from the view by delaying recognizers.
    var heldPhases: [Phase] = []
    /// Whether the view was given the touch's beginning, and its end (or cancellation).
    var viewHasBegun = false
    var viewHasEnded = false

    /// The location in the window's coordinates.
    var windowLocation: CGPoint
    /// The location before the last move, in the window's coordinates.
    var previousWindowLocation: CGPoint

    /// Lamina's rule for counting taps: the most seconds between a tap's end and the next touch's
    /// start for the two to be one double (triple…) tap. UIKit does not publish its figure.
    public static let multipleTapInterval: TimeInterval = 0.35
    /// Lamina's rule for counting taps: the farthest, in the window's points, the next touch may
    /// begin from where the last tap ended.
    public static let multipleTapDistance: CGFloat = 30

    /// Creates a touch that has not happened (UIKit makes the touches it delivers; this is for
    /// tests that call `touchesBegan` and the like directly).
    public init() {
        timestamp = 0
        phase = .began
        tapCount = 0
        type = .direct
        force = 0
        maximumPossibleForce = 0
        windowLocation = .zero
        previousWindowLocation = .zero
    }

    /// A touch that began at `location` (the window's coordinates) in `view` of `window`.
    init(
        view: UIView, window: UIWindow, location: CGPoint, timestamp: TimeInterval, tapCount: Int,
        force: CGFloat?
    ) {
        self.timestamp = timestamp
        phase = .began
        self.tapCount = tapCount
        type = .direct
        self.force = force ?? 0
        maximumPossibleForce = force == nil ? 0 : 1
        self.window = window
        self.view = view
        windowLocation = location
        previousWindowLocation = location
    }

    /// The touch's location in `view`'s coordinates; in the window's when `view` is nil.
    open func location(in view: UIView?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// The touch's location before its last move, in `view`'s coordinates (the window's when
    /// `view` is nil); the current location until it moves.
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    /// The location at the platform's full precision: the same as `location(in:)` here.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The previous location at the platform's full precision: the same as
    /// `previousLocation(in:)` here.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window, view !== window else { return point }
        return window.convert(point, to: view)
    }
}

/// Touches compare by identity, as in UIKit, so they go in sets.
extension UITouch: Hashable {
    /// Whether the two are the same touch.
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the touch's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
