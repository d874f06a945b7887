/// An object that can respond to and handle events: the base of views, windows, view
/// controllers and the application.
///
/// Responders form the responder chain through `next`. A view answers its superview (or, for a
/// view controller's root view, its controller). Lamina keeps the first responder per window, as
/// UIKit does. Touches the receiver does not handle go up the chain: each handler's default
/// passes them to `next`, so an override that handles them does not call `super`.
@preconcurrency @MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or nil at its end; the base class returns nil.
    open var next: UIResponder? { nil }

    /// Whether this responder may become the first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder may give up first-responder status; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Asks to become the first responder of its window.
    ///
    /// Fails (returns false) when `canBecomeFirstResponder` is false, when the responder is not
    /// in a window, or when the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if let current = window.firstResponder {
            if current === self { return true }
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status; returns true (the default always agrees).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    // MARK: Touches

    /// One or more fingers touched down in this responder's view (`touches` are the new ones;
    /// `event.allTouches` every finger on the screen). The default passes them to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers that began in this responder's view moved. The default passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers that began in this responder's view lifted. The default passes them to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled touches that began in this responder's view (a gesture recognizer
    /// took them, the window went away, too many fingers). The default passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Estimated properties of touches (force, location) were refined; Lamina's platforms
    /// report final values, so this is never called. Does nothing by default.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses

    /// Keys (or buttons) went down. Hardware keyboard keys go to the key window's first responder
    /// (the key window itself without one). The default passes them to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// Presses changed (force, for buttons that measure it). The default passes them to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Keys went up. The default passes them to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// Presses were cancelled (the window lost focus). The default passes them to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The window whose first responder this responder may be: a view's window; nil otherwise.
    var responderWindow: UIWindow? { nil }
}

/// Responders compare by identity, as `NSObject`s do by default on iOS, so `[UIView]` and
/// `Set<UIView>` work as there.
extension UIResponder: Hashable {
    /// Whether the two are the same object.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
