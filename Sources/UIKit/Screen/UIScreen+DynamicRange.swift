import CoreGraphics
import Foundation

/// What a desktop display reports of the display features iOS devices have: Lamina's screens
/// (SDL2 windows on X11, headless framebuffers) show standard dynamic range, have no television
/// overscan and no reference display mode, so these read as they do on an iOS screen without
/// those features.
extension UIScreen {
    /// Whether a screen shows colours in a reference mode (a calibrated, fixed response).
    public enum ReferenceDisplayModeStatus: Int, Sendable {
        /// The display has no reference mode.
        case notSupported = 0
        /// The display has one, switched off.
        case notEnabled = 1
        /// The display shows its reference mode.
        case enabled = 2
        /// The reference mode is on but cannot be kept up (for example in bright light).
        case limited = 3
    }

    /// Posted when `referenceDisplayModeStatus` changes; Lamina's screens never post it.
    public nonisolated static let referenceDisplayModeStatusDidChangeNotification = Notification.Name(
        "UIScreenReferenceDisplayModeStatusDidChangeNotification")

    /// The screen's reference display mode: `.notSupported`, as no Linux display has one.
    public var referenceDisplayModeStatus: ReferenceDisplayModeStatus { .notSupported }

    /// How far the bounds are inset to stay inside a television's overscan: zero, as for every
    /// screen that is not a television (`overscanCompensation` is stored only).
    public var overscanCompensationInsets: UIEdgeInsets { .zero }

    /// How many times brighter than standard white the screen can show now: 1, the
    /// standard-dynamic-range value, as Lamina presents 8-bit sRGB frames.
    public var currentEDRHeadroom: CGFloat { 1 }

    /// How many times brighter than standard white the screen could ever show: 1, as for
    /// `currentEDRHeadroom`.
    public var potentialEDRHeadroom: CGFloat { 1 }
}
