internal import CSDL2
import UIKit

/// SDL's keyboard events as UIKit key reports: SDL's scancodes are USB HID usages, which is what
/// `UIKeyboardHIDUsage` numbers; the characters follow a US layout (SDL's key symbols, shifted
/// by hand), special keys give UIKit's input strings.
enum SDLKeyboard {
    /// The report for an SDL key event (down or up) at `time`.
    @MainActor
    static func report(_ event: SDL_KeyboardEvent, at time: TimeInterval) -> KeyReport {
        let usage = UIKeyboardHIDUsage(rawValue: Int(event.keysym.scancode.rawValue))
        let modifiers = flags(UInt32(event.keysym.mod))
        let plain = characters(symbol: event.keysym.sym, usage: usage)
        let typed = shifted(plain, modifiers)
        return KeyReport(
            keyCode: usage, isDown: event.type == SDL_KEYDOWN.rawValue, isRepeat: event.repeat != 0, characters: typed,
            charactersIgnoringModifiers: plain, modifierFlags: modifiers, timestamp: time)
    }

    static func flags(_ mod: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if mod & 0x0003 != 0 { flags.insert(.shift) }
        if mod & 0x00C0 != 0 { flags.insert(.control) }
        if mod & 0x0300 != 0 { flags.insert(.alternate) }
        if mod & 0x0C00 != 0 { flags.insert(.command) }
        if mod & 0x2000 != 0 { flags.insert(.alphaShift) }
        return flags
    }

    private static func characters(symbol: Int32, usage: UIKeyboardHIDUsage) -> String {
        switch usage {
        case .keyboardReturnOrEnter: return "\r"
        case .keyboardEscape: return UIKeyInputEscape
        case .keyboardDeleteOrBackspace: return "\u{8}"
        case .keyboardTab: return "\t"
        case .keyboardUpArrow: return UIKeyInputUpArrow
        case .keyboardDownArrow: return UIKeyInputDownArrow
        case .keyboardLeftArrow: return UIKeyInputLeftArrow
        case .keyboardRightArrow: return UIKeyInputRightArrow
        case .keyboardPageUp: return UIKeyInputPageUp
        case .keyboardPageDown: return UIKeyInputPageDown
        case .keyboardHome: return UIKeyInputHome
        case .keyboardEnd: return UIKeyInputEnd
        default:
            guard (32...126).contains(symbol), let scalar = Unicode.Scalar(UInt32(symbol)) else { return "" }
            return String(Character(scalar))
        }
    }

    private static let shiftedSymbols: [Character: Character] = [
        "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(", "0": ")",
        "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", ",": "<", ".": ">", "/": "?",
        "`": "~",
    ]

    private static func shifted(_ plain: String, _ flags: UIKeyModifierFlags) -> String {
        guard plain.count == 1, let character = plain.first else { return plain }
        let shift = flags.contains(.shift)
        if character.isLetter { return shift != flags.contains(.alphaShift) ? plain.uppercased() : plain }
        if shift, let symbol = shiftedSymbols[character] { return String(symbol) }
        return plain
    }
}
