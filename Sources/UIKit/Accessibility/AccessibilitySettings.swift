public import Foundation

/// The user's accessibility settings, as `UIAccessibility` reads them (a Lamina addition: set
/// `ApplicationContext.accessibilitySettings`; every setting is off by default, since Linux
/// desktops' own settings are not read yet).
public struct AccessibilitySettings: Equatable, Sendable {
    /// VoiceOver runs.
    public var isVoiceOverRunning = false
    /// Switch Control runs.
    public var isSwitchControlRunning = false
    /// Less motion.
    public var isReduceMotionEnabled = false
    /// Less transparency and blur.
    public var isReduceTransparencyEnabled = false
    /// Bold text.
    public var isBoldTextEnabled = false
    /// Darker colours.
    public var isDarkerSystemColorsEnabled = false
    /// Inverted colours.
    public var isInvertColorsEnabled = false
    /// Grayscale.
    public var isGrayscaleEnabled = false
    /// State shown by more than colour.
    public var shouldDifferentiateWithoutColor = false
    /// Cross-fades rather than slides.
    public var prefersCrossFadeTransitions = false
    /// Videos play by themselves (on by default, as on iOS).
    public var isVideoAutoplayEnabled = true
    /// Switches show on/off labels.
    public var isOnOffSwitchLabelsEnabled = false
    /// Buttons show their shapes.
    public var buttonShapesEnabled = false
    /// Closed captions.
    public var isClosedCaptioningEnabled = false
    /// Mono audio.
    public var isMonoAudioEnabled = false
    /// Speak Screen.
    public var isSpeakScreenEnabled = false
    /// Speak Selection.
    public var isSpeakSelectionEnabled = false
    /// Shake to undo (on by default, as on iOS).
    public var isShakeToUndoEnabled = true
    /// Guided Access.
    public var isGuidedAccessEnabled = false
    /// AssistiveTouch runs.
    public var isAssistiveTouchRunning = false

    /// Every setting off (video autoplay and shake to undo on, as on iOS).
    public init() {}

    /// Each setting with the notification its change posts.
    @MainActor static let notifications: [(KeyPath<AccessibilitySettings, Bool>, NSNotification.Name)] = [
        (\.isVoiceOverRunning, UIAccessibility.voiceOverStatusDidChangeNotification),
        (\.isSwitchControlRunning, UIAccessibility.switchControlStatusDidChangeNotification),
        (\.isReduceMotionEnabled, UIAccessibility.reduceMotionStatusDidChangeNotification),
        (\.isReduceTransparencyEnabled, UIAccessibility.reduceTransparencyStatusDidChangeNotification),
        (\.isBoldTextEnabled, UIAccessibility.boldTextStatusDidChangeNotification),
        (\.isDarkerSystemColorsEnabled, UIAccessibility.darkerSystemColorsStatusDidChangeNotification),
        (\.isInvertColorsEnabled, UIAccessibility.invertColorsStatusDidChangeNotification),
        (\.isGrayscaleEnabled, UIAccessibility.grayscaleStatusDidChangeNotification),
        (\.shouldDifferentiateWithoutColor, UIAccessibility.differentiateWithoutColorDidChangeNotification),
        (\.prefersCrossFadeTransitions, UIAccessibility.prefersCrossFadeTransitionsStatusDidChange),
        (\.isVideoAutoplayEnabled, UIAccessibility.videoAutoplayStatusDidChangeNotification),
        (\.isOnOffSwitchLabelsEnabled, UIAccessibility.onOffSwitchLabelsDidChangeNotification),
        (\.buttonShapesEnabled, UIAccessibility.buttonShapesEnabledStatusDidChangeNotification),
        (\.isClosedCaptioningEnabled, UIAccessibility.closedCaptioningStatusDidChangeNotification),
        (\.isMonoAudioEnabled, UIAccessibility.monoAudioStatusDidChangeNotification),
        (\.isSpeakScreenEnabled, UIAccessibility.speakScreenStatusDidChangeNotification),
        (\.isSpeakSelectionEnabled, UIAccessibility.speakSelectionStatusDidChangeNotification),
        (\.isShakeToUndoEnabled, UIAccessibility.shakeToUndoDidChangeNotification),
        (\.isGuidedAccessEnabled, UIAccessibility.guidedAccessStatusDidChangeNotification),
        (\.isAssistiveTouchRunning, UIAccessibility.assistiveTouchStatusDidChangeNotification),
    ]
}

extension UIAccessibility {
    /// Posted when VoiceOver starts or stops.
    nonisolated public static let voiceOverStatusDidChangeNotification = name("VoiceOverStatusDidChangeNotification")
    /// Posted when Switch Control starts or stops.
    nonisolated public static let switchControlStatusDidChangeNotification = name(
        "SwitchControlStatusDidChangeNotification")
    /// Posted when Reduce Motion changes.
    nonisolated public static let reduceMotionStatusDidChangeNotification = name(
        "ReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = name(
        "ReduceTransparencyStatusDidChangeNotification")
    /// Posted when Bold Text changes.
    nonisolated public static let boldTextStatusDidChangeNotification = name("BoldTextStatusDidChangeNotification")
    /// Posted when Darker System Colors changes.
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = name(
        "DarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Invert Colors changes.
    nonisolated public static let invertColorsStatusDidChangeNotification = name(
        "InvertColorsStatusDidChangeNotification")
    /// Posted when Grayscale changes.
    nonisolated public static let grayscaleStatusDidChangeNotification = name("GrayscaleStatusDidChangeNotification")
    /// Posted when Differentiate Without Color changes.
    nonisolated public static let differentiateWithoutColorDidChangeNotification = name(
        "DifferentiateWithoutColorDidChangeNotification")
    /// Posted when Prefer Cross-Fade Transitions changes.
    nonisolated public static let prefersCrossFadeTransitionsStatusDidChange = name(
        "PrefersCrossFadeTransitionsStatusDidChange")
    /// Posted when Video Autoplay changes.
    nonisolated public static let videoAutoplayStatusDidChangeNotification = name(
        "VideoAutoplayStatusDidChangeNotification")
    /// Posted when On/Off Labels changes.
    nonisolated public static let onOffSwitchLabelsDidChangeNotification = name(
        "OnOffSwitchLabelsDidChangeNotification")
    /// Posted when Button Shapes changes.
    nonisolated public static let buttonShapesEnabledStatusDidChangeNotification = name(
        "ButtonShapesEnabledStatusDidChangeNotification")
    /// Posted when Closed Captions changes.
    nonisolated public static let closedCaptioningStatusDidChangeNotification = name(
        "ClosedCaptioningStatusDidChangeNotification")
    /// Posted when Mono Audio changes.
    nonisolated public static let monoAudioStatusDidChangeNotification = name("MonoAudioStatusDidChangeNotification")
    /// Posted when Speak Screen changes.
    nonisolated public static let speakScreenStatusDidChangeNotification = name(
        "SpeakScreenStatusDidChangeNotification")
    /// Posted when Speak Selection changes.
    nonisolated public static let speakSelectionStatusDidChangeNotification = name(
        "SpeakSelectionStatusDidChangeNotification")
    /// Posted when Shake to Undo changes.
    nonisolated public static let shakeToUndoDidChangeNotification = name("ShakeToUndoDidChangeNotification")
    /// Posted when Guided Access changes.
    nonisolated public static let guidedAccessStatusDidChangeNotification = name(
        "GuidedAccessStatusDidChangeNotification")
    /// Posted when AssistiveTouch starts or stops.
    nonisolated public static let assistiveTouchStatusDidChangeNotification = name(
        "AssistiveTouchStatusDidChangeNotification")

    nonisolated private static func name(_ suffix: String) -> NSNotification.Name {
        NSNotification.Name("UIAccessibility" + suffix)
    }
}
