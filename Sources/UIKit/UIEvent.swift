/// An object describing a single user interaction with the app.
///
/// A minimal class for now, passed (usually as nil) to `hitTest(_:with:)` and
/// `point(inside:with:)`; touches, types and timestamps arrive with the events issue.
@MainActor
open class UIEvent {
    /// Creates an event.
    public init() {}
}
