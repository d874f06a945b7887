/// An object that can respond to and handle events: the base of views, windows, view
/// controllers and the application.
///
/// Responders form the responder chain through `next`. A view answers its superview (or, for a
/// view controller's root view, its controller). Lamina keeps the first responder per window, as
/// UIKit does. The event-handling methods (touches, presses, motion) are not declared yet.
@MainActor
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
