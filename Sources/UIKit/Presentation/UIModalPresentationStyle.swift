/// How a presented view controller covers the screen (`modalPresentationStyle`).
///
/// Lamina draws the sheets itself (`UISheetPresentationController`, `docs/Compatibility.md`):
/// `.pageSheet` and `.formSheet` are a card risen to its detent from the bottom edge in a compact
/// width, and a centred card in a regular one; the controllers under a sheet stay shown, as on
/// iOS 13 and later.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenting controller's view leaves the window once it is covered.
    case fullScreen = 0
    /// A card sheet (the `.automatic` choice).
    case pageSheet = 1
    /// A card sheet; in a regular width a smaller centred one.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context (the nearest
    /// ancestor with `definesPresentationContext`, else the root), which leaves the window.
    case currentContext = 3
    /// Laid out and animated by the transitioning delegate's presentation controller and animator.
    case custom = 4
    /// Covers the screen and leaves the presenting view in place under it.
    case overFullScreen = 5
    /// Covers the context controller's view and leaves it in place under it.
    case overCurrentContext = 6
    /// A card anchored beside a source view or bar item (`UIPopoverPresentationController`).
    case popover = 7
    /// Not a presentation style (the value of an adaptive change that keeps the style).
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2
}

/// The animation of a presentation that has no custom animator (`modalTransitionStyle`).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom, and down again when dismissed.
    case coverVertical = 0
    /// The window's content turns over from right to left, and back when dismissed.
    case flipHorizontal = 1
    /// The presented view fades in, and out when dismissed.
    case crossDissolve = 2
    /// Lamina animates a partial curl as a cover from the bottom (UIKit allows it only for
    /// full-screen presentations, and deprecates it).
    case partialCurl = 3
}
