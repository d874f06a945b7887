import CoreGraphics
public import Foundation

/// The base of controls: a view that tracks a finger and turns what it does into events
/// (`touchDown`, `touchDragInside`…, `touchUpInside`), each running the actions registered for
/// it (`addAction(_:for:)`).
///
/// Tracking follows UIKit: a finger that touches down starts tracking (`beginTracking`) and
/// highlights the control; moves report drags inside or outside — the tracking area is the
/// bounds grown by `UIControl.trackingSlop` points on each side, so a finger may wander a
/// little — and enter and exit events when it crosses; lifting sends `touchUpInside` (and,
/// for buttons, `primaryActionTriggered`) or `touchUpOutside`. Apple's target–action with
/// selectors needs the Objective-C runtime: Lamina registers closures (`UIAction`) instead
/// (docs/Compatibility.md).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// How far beyond its bounds a tracked finger still counts as inside (Lamina's figure; UIKit
    /// publishes none, and behaves about so).
    public static let trackingSlop: CGFloat = 70

    private struct Registration {
        let action: UIAction
        let events: Event
    }

    private var registrations: [Registration] = []
    /// The touch being tracked; not retained (the touch retains its view, this control, and the
    /// event system keeps the touch while it lasts): a strong reference would make a cycle that
    /// keeps a control touched when its app ends, and its whole window, alive.
    private weak var trackingTouch: UITouch?

    /// Whether the control responds to touches; disabled controls also look disabled.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    /// Whether the control is selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether the control is highlighted (a finger down inside it).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// Where the content sits vertically.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }
    /// Where the content sits horizontally.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }
    /// Whether a finger is being tracked.
    open private(set) var isTracking = false
    /// Whether the tracked finger is inside the tracking area.
    open private(set) var isTouchInside = false

    /// The control's state, from `isHighlighted`, `isEnabled` and `isSelected`.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Creates a control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control whose primary action is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a control from an archive (Lamina decodes nothing).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called when the state changes (highlight, enabled, selected); subclasses update their look.
    /// Does nothing by default.
    func stateDidChange() {}

    // MARK: Actions

    /// Runs `action` when any of `controlEvents` happens. An action with the same identifier
    /// registered already is replaced (its events are kept together with the new ones).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        var events = controlEvents
        if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            events.formUnion(registrations[index].events)
            registrations.remove(at: index)
        }
        registrations.append(Registration(action: action, events: events))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action named `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        registrations = registrations.compactMap { registration in
            guard registration.action.identifier == actionIdentifier else { return registration }
            let events = registration.events.subtracting(controlEvents)
            return events.isEmpty ? nil : Registration(action: registration.action, events: events)
        }
    }

    /// The events some action is registered for.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs the actions registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
            sendAction(registration.action)
        }
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Tracking

    /// A finger touched down: return whether to keep tracking it. True by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked finger moved: return whether to keep tracking it. True by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked finger lifted. Does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Tracking was cancelled. Does nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackingTouch == nil, isEnabled, let touch = touches.first else { return }
        trackingTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        isTouchInside = tracks(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        let inside = tracks(touch)
        isTouchInside = inside
        if isTracking { endTracking(touch, with: event) }
        finishTracking()
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        if isTracking { cancelTracking(with: event) }
        finishTracking()
        sendActions(for: .touchCancel)
    }

    /// The events a tap sends: `touchUpInside`, plus `primaryActionTriggered` for controls
    /// whose primary action is a tap (buttons).
    var touchUpInsideEvents: Event { .touchUpInside }

    private func finishTracking() {
        trackingTouch = nil
        isTracking = false
        isHighlighted = false
    }

    /// Whether `touch` is inside the tracking area (the bounds grown by `trackingSlop`).
    private func tracks(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(touch.location(in: self))
    }

    // MARK: Accessibility

    /// The traits set (else the control's kind, `baseAccessibilityTraits`), with `.selected`
    /// while selected and `.notEnabled` while not enabled.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = accessibilityAttributes?.traits ?? baseAccessibilityTraits
            if isSelected { traits.insert(.selected) }
            if !isEnabled { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// The traits of the control's kind when none were set: none for a plain control.
    var baseAccessibilityTraits: UIAccessibilityTraits { .none }
}
