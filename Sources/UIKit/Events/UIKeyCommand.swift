import Foundation

/// A keyboard shortcut: a key, with modifiers, that performs an action when pressed while a
/// responder listing it in `keyCommands` is in the chain from the key window's first responder.
///
/// Divergence from UIKit: Apple's key commands name an Objective-C selector sent to the first
/// responder in the chain that implements it; Swift on Linux has no selectors, so Lamina's carry
/// their action as a closure (`init(input:modifierFlags:action:)`), called with the command and
/// the responder whose `keyCommands` listed it. Menus are not built, so `title`, `image` and
/// `discoverabilityTitle` are kept for the app's own use.
@preconcurrency @MainActor
open class UIKeyCommand {
    /// What the key types without modifiers (compared ignoring case), or a special key's input
    /// string such as `UIKeyCommand.inputUpArrow`.
    public let input: String?
    /// The modifiers that must be held: exactly these of Shift, Control, Option and Command
    /// (Caps Lock and the numeric pad's flag are not compared).
    public let modifierFlags: UIKeyModifierFlags
    /// A name for the command.
    open var title: String
    /// An image for the command.
    open var image: UIImage?
    /// A name shown where shortcuts are listed.
    open var discoverabilityTitle: String?
    /// A value for the action to read.
    public let propertyList: Any?
    /// Whether the command is matched even for keys the system acts on (Tab and the arrows move
    /// keyboard focus while a window has a focused item); false by default.
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the input is localized for the keyboard's layout; kept (Lamina's keyboards use a
    /// US layout).
    open var allowsAutomaticLocalization = true
    /// Whether the input is mirrored in right-to-left layouts; kept.
    open var allowsAutomaticMirroring = true
    private let action: (UIKeyCommand, UIResponder) -> Void

    /// Creates a command performing `action` when `input` is pressed with exactly `modifierFlags`.
    public init(
        title: String = "", image: UIImage? = nil, input: String, modifierFlags: UIKeyModifierFlags = [],
        propertyList: Any? = nil, discoverabilityTitle: String? = nil,
        action: @escaping (UIKeyCommand, UIResponder) -> Void
    ) {
        self.title = title
        self.image = image
        self.input = input
        self.modifierFlags = modifierFlags
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.action = action
    }

    /// Creates a command performing `action` when `input` is pressed with exactly `modifierFlags`.
    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, action: @escaping (UIKeyCommand, UIResponder) -> Void
    ) {
        self.init(title: "", input: input, modifierFlags: modifierFlags, action: action)
    }

    /// The Up Arrow key's input.
    public static let inputUpArrow = UIKeyInputUpArrow
    /// The Down Arrow key's input.
    public static let inputDownArrow = UIKeyInputDownArrow
    /// The Left Arrow key's input.
    public static let inputLeftArrow = UIKeyInputLeftArrow
    /// The Right Arrow key's input.
    public static let inputRightArrow = UIKeyInputRightArrow
    /// The Escape key's input.
    public static let inputEscape = UIKeyInputEscape

    /// The modifiers compared when matching.
    static let comparedModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// Whether pressing `key` triggers this command.
    func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty,
            key.modifierFlags.intersection(Self.comparedModifiers) == modifierFlags.intersection(Self.comparedModifiers)
        else { return false }
        return input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }

    func perform(for responder: UIResponder) { action(self, responder) }
}

extension UIKeyCommand {
    /// A command found for a press, and the responder whose `keyCommands` listed it.
    struct Match {
        let command: UIKeyCommand
        let responder: UIResponder
    }

    /// The command a press of `key` performs in `window`, found along the chain from `first`
    /// (and the responder listing it), or nil. The chain is `next` (a presented view controller is
    /// followed by the one presenting it); a presenting controller whose
    /// `performsActionsWhilePresentingModally` is false is passed over.
    /// Commands for keys the focus system moves with (Tab and the arrows, without Command,
    /// Control or Option) are skipped while the window has a focused item,
    /// unless they want priority over it. The walk stops at a repeated responder (an override of
    /// `next` that loops).
    static func command(for key: UIKey, from first: UIResponder, in window: UIWindow) -> Match? {
        // The keys the focus system would act on (`UIWindow.pressesBegan`).
        let focusActive = UIFocusHeading(key: key) != nil && window.focusSystemIfMade?.focusedItem != nil
        var seen = Set<ObjectIdentifier>()
        var responder: UIResponder? = first
        while let current = responder, seen.insert(ObjectIdentifier(current)).inserted {
            let controller = current as? UIViewController
            if controller?.presentedViewController == nil || controller?.performsActionsWhilePresentingModally == true,
                let command = current.keyCommands?.first(where: {
                    $0.matches(key) && (!focusActive || $0.wantsPriorityOverSystemBehavior)
                })
            {
                return Match(command: command, responder: current)
            }
            responder = current.next
        }
        return nil
    }
}

extension UIViewController {
    /// Lists `command` among the controller's `keyCommands` (once).
    public func addKeyCommand(_ command: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === command }) else { return }
        addedKeyCommands.append(command)
    }

    /// Takes `command` out of the controller's `keyCommands`.
    public func removeKeyCommand(_ command: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === command }
    }
}
