/// The backdrop of an app's user interface: the root of a view hierarchy shown on a screen.
///
/// A shell for now: a view that is its own `window`. Its frame is in its screen's coordinates.
/// Screens, key windows and event dispatch arrive with the window issue.
@MainActor
open class UIWindow: UIView {
    /// The responder receiving key events first; not retained (UIKit resigns a responder that
    /// leaves the window).
    weak var firstResponder: UIResponder?
}
