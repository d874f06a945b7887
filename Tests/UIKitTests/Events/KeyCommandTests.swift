import Foundation
import Testing
import UIKit
import UIKitTesting

/// Key commands: matched along the responder chain before a press is delivered; a match performs
/// its action and takes the press and its release.
@MainActor @Suite struct KeyCommandTests {
    /// A view that records the presses it is given and can list commands of its own.
    final class Field: UIView {
        var presses: [String] = []
        var commands: [UIKeyCommand]?
        var passesPresses = false
        override var canBecomeFirstResponder: Bool { true }
        override var canBecomeFocused: Bool { true }
        override var keyCommands: [UIKeyCommand]? { commands }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            if passesPresses { return super.pressesBegan(presses, with: event) }
            self.presses.append("began \(presses.first!.key!.characters)")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            self.presses.append("ended \(presses.first!.key!.characters)")
        }
    }

    final class Editor: UIViewController {
        let field = Field(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        var performsWhilePresenting = true
        override var performsActionsWhilePresentingModally: Bool { performsWhilePresenting }
        override func loadView() {
            view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addSubview(field)
        }
    }

    func tap(
        _ host: HeadlessHost, _ key: UIKeyboardHIDUsage, _ characters: String, _ modifiers: UIKeyModifierFlags = []
    ) {
        host.key(key, down: true, characters: characters, modifiers: modifiers)
        host.key(key, down: false, characters: characters, modifiers: modifiers)
    }

    let keyS = UIKeyboardHIDUsage(rawValue: 22)

    @Test func aControllersCommandTakesItsKeyWithExactlyItsModifiers() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let editor = Editor()
            host.show(editor)
            #expect(editor.keyCommands == nil)
            var saved: [String] = []
            let save = UIKeyCommand(title: "Save", input: "s", modifierFlags: .command) { command, responder in
                saved.append("\(command.title) by \(responder === editor)")
            }
            editor.addKeyCommand(save)
            editor.addKeyCommand(save)
            #expect(editor.keyCommands?.count == 1)
            #expect(editor.field.becomeFirstResponder())

            tap(host, keyS, "s", .command)
            tap(host, keyS, "S", [.command, .alphaShift])  // Caps Lock is not compared
            #expect(saved == ["Save by true", "Save by true"])
            #expect(editor.field.presses.isEmpty)  // the press and its release were taken

            tap(host, keyS, "s")
            tap(host, keyS, "S", [.command, .shift])
            #expect(saved.count == 2)
            #expect(editor.field.presses == ["began s", "ended s", "began S", "ended S"])

            editor.removeKeyCommand(save)
            #expect(editor.keyCommands == nil)
            tap(host, keyS, "s", .command)
            #expect(saved.count == 2 && editor.field.presses.count == 6)
        }
    }

    /// A held key's automatic repeats perform its command again; a responder given the press
    /// hears `pressesBegan` once, as in UIKit, and its repeats are dropped.
    @Test func aHeldKeyRepeatsItsCommandButNotItsPress() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let editor = Editor()
            host.show(editor)
            var saved = 0
            editor.addKeyCommand(UIKeyCommand(input: "s", modifierFlags: .command) { _, _ in saved += 1 })
            #expect(editor.field.becomeFirstResponder())
            host.key(keyS, down: true, characters: "s", modifiers: .command)
            for _ in 0..<3 { host.key(keyS, down: true, repeated: true, characters: "s", modifiers: .command) }
            host.key(keyS, down: false, characters: "s", modifiers: .command)
            #expect(saved == 4)
            #expect(editor.field.presses.isEmpty)

            let keyX = UIKeyboardHIDUsage(rawValue: 27)
            host.key(keyX, down: true, characters: "x")
            for _ in 0..<3 { host.key(keyX, down: true, repeated: true, characters: "x") }
            host.key(keyX, down: false, characters: "x")
            #expect(editor.field.presses == ["began x", "ended x"])
            #expect(saved == 4)
        }
    }

    @Test func theFirstMatchAlongTheChainWins() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let editor = Editor()
            host.show(editor)
            var log: [String] = []
            editor.addKeyCommand(
                UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: []) { _, _ in
                    log.append("controller")
                })
            editor.field.commands = [
                UIKeyCommand(input: "x", modifierFlags: []) { _, _ in log.append("x") },
                UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: []) { _, responder in
                    log.append("field \(responder is Field)")
                },
            ]
            editor.field.becomeFirstResponder()
            tap(host, .keyboardEscape, UIKeyInputEscape)
            editor.field.resignFirstResponder()  // the window is the start: the field is not in the chain
            tap(host, .keyboardEscape, UIKeyInputEscape)
            #expect(log == ["field true"])
            editor.view.addSubview(UIView())
            editor.field.becomeFirstResponder()
            editor.field.commands = nil
            tap(host, .keyboardEscape, UIKeyInputEscape)
            #expect(log == ["field true", "controller"])
        }
    }

    /// A presented controller's chain goes on to the one presenting it, unless that one does not
    /// perform actions while presenting modally.
    @Test func presentingControllersPerformWhilePresentingUnlessTheySayNot() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = Editor()
            host.show(root)
            var performed = 0
            root.addKeyCommand(UIKeyCommand(input: "n", modifierFlags: .command) { _, _ in performed += 1 })
            let presented = Editor()
            root.present(presented, animated: false)
            #expect(presented.field.becomeFirstResponder())
            let keyN = UIKeyboardHIDUsage(rawValue: 17)
            tap(host, keyN, "n", .command)
            #expect(performed == 1 && presented.field.presses.isEmpty)
            root.performsWhilePresenting = false
            tap(host, keyN, "n", .command)
            #expect(performed == 1)
            #expect(presented.field.presses == ["began n", "ended n"])
        }
    }

    /// While a window has a focused item, Tab and the arrows move focus: commands for them are
    /// matched only when they want priority over that.
    @Test func focusKeysGoToCommandsThatWantPriority() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let editor = Editor()
            host.show(editor)
            host.renderFrame()
            var log: [String] = []
            let plain = UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: []) { _, _ in
                log.append("plain")
            }
            editor.addKeyCommand(plain)
            #expect(editor.field.becomeFirstResponder())
            editor.field.passesPresses = true
            tap(host, .keyboardDownArrow, UIKeyInputDownArrow)
            #expect(log == ["plain"])  // nothing focused yet
            tap(host, .keyboardTab, "\t")
            #expect(editor.field.isFocused)
            tap(host, .keyboardDownArrow, UIKeyInputDownArrow)
            #expect(log == ["plain"])
            plain.wantsPriorityOverSystemBehavior = true
            tap(host, .keyboardDownArrow, UIKeyInputDownArrow)
            #expect(log == ["plain", "plain"])
            // With Command held the focus system does not move, so such a command performs.
            editor.addKeyCommand(
                UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: .command) { _, _ in
                    log.append("command")
                })
            tap(host, .keyboardDownArrow, UIKeyInputDownArrow, .command)
            #expect(log == ["plain", "plain", "command"])
        }
    }
}
