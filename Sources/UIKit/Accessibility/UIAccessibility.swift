import CoreGraphics
public import Foundation

/// The app's side of assistive technologies (VoiceOver, Switch Control): the user's accessibility
/// settings, the notifications an app posts to them and coordinate help.
///
/// The settings read the current `ApplicationContext`'s `accessibilitySettings` (a Lamina
/// addition: Linux desktops' settings are not read yet, so every one is off unless an app or a
/// test sets it); changing one posts its `…DidChangeNotification`. Posted notifications reach the
/// context's assistive technology (`AccessibilityInspector` in UIKitTesting stands in for one).
@preconcurrency @MainActor
public enum UIAccessibility {
    private static var settings: AccessibilitySettings { ApplicationContext.current.accessibilitySettings }

    /// Whether VoiceOver runs.
    public static var isVoiceOverRunning: Bool { settings.isVoiceOverRunning }
    /// Whether Switch Control runs.
    public static var isSwitchControlRunning: Bool { settings.isSwitchControlRunning }
    /// Whether the user asked for less motion.
    public static var isReduceMotionEnabled: Bool { settings.isReduceMotionEnabled }
    /// Whether the user asked for less transparency and blur.
    public static var isReduceTransparencyEnabled: Bool { settings.isReduceTransparencyEnabled }
    /// Whether the user asked for bold text.
    public static var isBoldTextEnabled: Bool { settings.isBoldTextEnabled }
    /// Whether the user asked for darker colours (more contrast).
    public static var isDarkerSystemColorsEnabled: Bool { settings.isDarkerSystemColorsEnabled }
    /// Whether the display's colours are inverted.
    public static var isInvertColorsEnabled: Bool { settings.isInvertColorsEnabled }
    /// Whether the display is in grayscale.
    public static var isGrayscaleEnabled: Bool { settings.isGrayscaleEnabled }
    /// Whether the user asked for state shown by more than colour.
    public static var shouldDifferentiateWithoutColor: Bool { settings.shouldDifferentiateWithoutColor }
    /// Whether the user prefers cross-fades to sliding transitions.
    public static var prefersCrossFadeTransitions: Bool { settings.prefersCrossFadeTransitions }
    /// Whether videos may play by themselves.
    public static var isVideoAutoplayEnabled: Bool { settings.isVideoAutoplayEnabled }
    /// Whether switches show on/off labels.
    public static var isOnOffSwitchLabelsEnabled: Bool { settings.isOnOffSwitchLabelsEnabled }
    /// Whether buttons show their shapes.
    public static var buttonShapesEnabled: Bool { settings.buttonShapesEnabled }
    /// Whether closed captions are on.
    public static var isClosedCaptioningEnabled: Bool { settings.isClosedCaptioningEnabled }
    /// Whether audio is mixed to mono.
    public static var isMonoAudioEnabled: Bool { settings.isMonoAudioEnabled }
    /// Whether Speak Screen is on.
    public static var isSpeakScreenEnabled: Bool { settings.isSpeakScreenEnabled }
    /// Whether Speak Selection is on.
    public static var isSpeakSelectionEnabled: Bool { settings.isSpeakSelectionEnabled }
    /// Whether shaking undoes.
    public static var isShakeToUndoEnabled: Bool { settings.isShakeToUndoEnabled }
    /// Whether Guided Access is on.
    public static var isGuidedAccessEnabled: Bool { settings.isGuidedAccessEnabled }
    /// Whether AssistiveTouch runs.
    public static var isAssistiveTouchRunning: Bool { settings.isAssistiveTouchRunning }

    /// Tells the assistive technology something changed: `.screenChanged` and `.layoutChanged`
    /// (with the element to move its focus to, or nil), `.announcement` (with the string to read),
    /// `.pageScrolled` (with the string describing the new position). Without an assistive
    /// technology nothing happens.
    public static func post(notification: Notification, argument: Any?) {
        ApplicationContext.current.postAccessibility(notification, argument: argument)
    }

    /// The element the assistive technology's focus is on, or nil.
    public static func focusedElement(using assistiveTechnologyIdentifier: AssistiveTechnologyIdentifier?) -> Any? {
        ApplicationContext.current.accessibilityFocus
    }

    /// `rect` in `view`'s coordinates, in screen coordinates (what `accessibilityFrame` holds).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.screenRect(of: rect)
    }

    /// `path` in `view`'s coordinates, in screen coordinates (what `accessibilityPath` holds).
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let copy = UIBezierPath(cgPath: path.cgPath)
        copy.apply(view.transformToFixedSpace)
        return copy
    }

    /// A notification an app posts to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32
        /// A notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Most of the screen changed (a new screen of content); the argument is the element to
        /// focus, or nil for the first.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to focus, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to read; the argument is the string.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument describes the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Ask the technology to pause (argument: which technology).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1017)
        /// Ask the technology to resume.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1018)
    }

    /// Names an assistive technology (`focusedElement(using:)`).
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's name.
        public let rawValue: String
        /// An identifier from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// VoiceOver.
        public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
        /// Switch Control.
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier(
            rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
    }

    /// Posted (on `NotificationCenter.default`) when an announcement was read; its user info
    /// holds `announcementStringValueUserInfoKey` and `announcementWasSuccessfulUserInfoKey`.
    nonisolated public static let announcementDidFinishNotification = NSNotification.Name(
        "UIAccessibilityAnnouncementDidFinishNotification")
    /// The announcement's string, in `announcementDidFinishNotification`'s user info.
    nonisolated public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    /// Whether the announcement was read to its end, in `announcementDidFinishNotification`'s user info.
    nonisolated public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    /// Posted when the assistive technology's focus moved to an element; its user info holds
    /// `focusedElementUserInfoKey`.
    nonisolated public static let elementFocusedNotification = NSNotification.Name(
        "UIAccessibilityElementFocusedNotification")
    /// The newly focused element, in `elementFocusedNotification`'s user info.
    nonisolated public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
}
