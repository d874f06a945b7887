public import Foundation

/// An event: the touches of one moment of a multi-touch sequence (or, later, presses and motion).
///
/// UIKit reuses one touches event for a whole sequence and updates it before each delivery, and
/// so does Lamina: keep the touches you need, not the event. `allTouches` holds every finger on
/// the screen; the ones that changed carry their new phase, the others `.stationary`.
@preconcurrency @MainActor
open class UIEvent {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// The device moved (shake).
        case motion = 1
        /// A remote control command.
        case remoteControl = 2
        /// Physical buttons or keys.
        case presses = 3
        /// A scroll wheel or trackpad scroll.
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// A trackpad pinch or rotation.
        case transform = 14
    }

    /// A finer kind of event, for motion and remote-control events.
    public enum EventSubtype: Int, Sendable {
        /// No subtype: touches, presses and most events.
        case none = 0
        /// The device was shaken.
        case motionShake = 1
    }

    /// The kind of event.
    open var type: EventType { eventType }
    /// The finer kind of event; `.none` for touches.
    open var subtype: EventSubtype { .none }
    /// When the event happened, in seconds on the media clock (`CACurrentMediaTime()`).
    open internal(set) var timestamp: TimeInterval = 0

    private let eventType: EventType
    /// The touches of the event: every touch of the sequence still on the screen.
    var touchList: [UITouch] = []

    /// Creates an empty touches event (UIKit makes the events it delivers; this is for tests and
    /// for the `with:` argument of `hitTest(_:with:)`).
    public init() {
        eventType = .touches
    }

    /// An event of `type`.
    init(type: EventType) {
        eventType = type
    }

    /// Every touch of the event; nil for events that are not touches.
    open var allTouches: Set<UITouch>? {
        guard eventType == .touches else { return nil }
        return Set(touchList)
    }

    /// The event's touches that began in `window`; nil when there are none.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        nonEmpty(touchList.filter { $0.window === window })
    }

    /// The event's touches that began in `view`; nil when there are none.
    open func touches(for view: UIView) -> Set<UITouch>? {
        nonEmpty(touchList.filter { $0.view === view })
    }

    /// The touches the platform reported between `touch`'s last two deliveries, the last one
    /// included: Lamina delivers every report, so that is `touch` alone; nil for a touch not in
    /// the event.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains { $0 === touch } ? [touch] : nil
    }

    /// Where the platform predicts `touch` will go next: Lamina predicts nothing (an empty list);
    /// nil for a touch not in the event.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touchList.contains { $0 === touch } ? [] : nil
    }

    private func nonEmpty(_ touches: [UITouch]) -> Set<UITouch>? {
        touches.isEmpty ? nil : Set(touches)
    }
}
