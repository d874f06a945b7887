/// An object describing a single user interaction with the app.
///
/// A minimal class for now, passed (usually as nil) to `hitTest(_:with:)` and
/// `point(inside:with:)`; it carries no touches, type or timestamp yet.
@MainActor
open class UIEvent {
    /// Creates an event.
    public init() {}
}
