import Foundation

/// The modifier keys held with a key.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw value (Apple's bits).
    public let rawValue: Int
    /// Creates flags from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (the Super or Windows key on other keyboards).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key's USB HID usage: which key it is, whatever it types.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The usage number.
    public let rawValue: Int
    /// Creates a usage from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The A key (B … Z follow: 5 … 29).
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)
    /// The Z key.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 29)
    /// The 1 key (2 … 9 follow, then 0 at 39).
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 30)
    /// The 0 key.
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 39)
    /// Return.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
    /// Escape.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
    /// Backspace.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
    /// Tab.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
    /// The space bar.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
    /// Home.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)
    /// Page Up.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 75)
    /// End.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)
    /// Page Down.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 78)
    /// The right arrow.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
    /// The left arrow.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
    /// The down arrow.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
    /// The up arrow.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
    /// Left Control.
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 224)
    /// Left Shift.
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 225)
}

/// The input strings of special keys, as `UIKey.characters` reports them.
public let UIKeyInputUpArrow = "UIKeyInputUpArrow"
/// The down arrow's input string.
public let UIKeyInputDownArrow = "UIKeyInputDownArrow"
/// The left arrow's input string.
public let UIKeyInputLeftArrow = "UIKeyInputLeftArrow"
/// The right arrow's input string.
public let UIKeyInputRightArrow = "UIKeyInputRightArrow"
/// Escape's input string.
public let UIKeyInputEscape = "UIKeyInputEscape"
/// Page Up's input string.
public let UIKeyInputPageUp = "UIKeyInputPageUp"
/// Page Down's input string.
public let UIKeyInputPageDown = "UIKeyInputPageDown"
/// Home's input string.
public let UIKeyInputHome = "UIKeyInputHome"
/// End's input string.
public let UIKeyInputEnd = "UIKeyInputEnd"

/// A key of a hardware keyboard: which key, what it types, and the modifiers held.
@preconcurrency @MainActor
open class UIKey {
    /// What the key types with the modifiers held, or a special key's input string.
    open internal(set) var characters: String
    /// What the key types without modifiers.
    open internal(set) var charactersIgnoringModifiers: String
    /// The modifiers held.
    open internal(set) var modifierFlags: UIKeyModifierFlags
    /// Which key.
    open internal(set) var keyCode: UIKeyboardHIDUsage

    init(_ report: KeyReport) {
        characters = report.characters
        charactersIgnoringModifiers = report.charactersIgnoringModifiers
        modifierFlags = report.modifierFlags
        keyCode = report.keyCode
    }
}

/// A physical button or key pressed: for hardware keyboards, with its `key`.
@preconcurrency @MainActor
open class UIPress {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        case began = 0
        case changed = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }

    /// The buttons of remotes and game controllers a press may be (keyboard keys map arrows).
    public enum PressType: Int, Sendable {
        case upArrow = 0
        case downArrow = 1
        case leftArrow = 2
        case rightArrow = 3
        case select = 4
        case menu = 5
        case playPause = 6
        case pageUp = 30
        case pageDown = 31
    }

    /// Where the press is in its life.
    open internal(set) var phase: Phase
    /// The button the key stands for: the arrows, Return (`.select`) and Escape (`.menu`); nil for
    /// other keys (UIKit leaves their type undefined; read `key`).
    open internal(set) var type: PressType?
    /// When the press last changed, on the media clock.
    open internal(set) var timestamp: TimeInterval
    /// The force of the press (keys: 1 while down, 0 after).
    open internal(set) var force: CGFloat
    /// The keyboard key, for presses of a hardware keyboard.
    open internal(set) var key: UIKey?
    /// The responder the press was delivered to.
    open internal(set) weak var responder: UIResponder?
    /// The window the press was delivered in.
    open internal(set) weak var window: UIWindow?

    init(_ report: KeyReport) {
        phase = .began
        timestamp = report.timestamp
        force = 1
        key = UIKey(report)
        type = Self.pressType(of: report.keyCode)
    }

    private static func pressType(of key: UIKeyboardHIDUsage) -> PressType? {
        switch key {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardReturnOrEnter: .select
        case .keyboardEscape: .menu
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        default: nil
        }
    }
}

/// Presses compare by identity.
extension UIPress: Hashable {
    /// Whether the two are the same press.
    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    /// Hashes the press's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An event of presses: every key held down, the changed ones in their new phase.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressList: [UIPress] = []

    /// Creates an empty presses event.
    public override init() {
        super.init(type: .presses)
    }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { Set(pressList) }
}
