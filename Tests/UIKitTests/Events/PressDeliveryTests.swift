import Foundation
import Testing
import UIKit
import UIKitTesting

/// Hardware keys: presses to the first responder, up the chain, releases to the same responder.
@MainActor @Suite struct PressDeliveryTests {
    @MainActor
    final class KeyLog: UIView {
        var entries: [String] = []
        var handles = true
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            guard handles else { return super.pressesBegan(presses, with: event) }
            let press = presses.first!
            entries.append("began \(press.key!.characters) \(press.key!.keyCode.rawValue) \(event!.allPresses.count)")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            guard handles else { return super.pressesEnded(presses, with: event) }
            entries.append("ended \(presses.first!.key!.characters)")
        }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            entries.append("cancelled \(presses.first!.key!.characters)")
        }
    }

    @Test func keysGoToTheFirstResponderAndTheirReleasesFollowThem() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = KeyLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let field = KeyLog(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(field)
            host.show(root)
            #expect(field.becomeFirstResponder())
            host.key(.keyboardA, down: true, characters: "a")
            host.key(UIKeyboardHIDUsage(rawValue: 5), down: true, characters: "B", modifiers: .shift)
            host.key(.keyboardA, down: true, characters: "a")  // a repeat while held: dropped
            #expect(root.becomeFirstResponder())  // focus moves; the held keys' releases do not
            host.key(.keyboardA, down: false, characters: "a")
            host.key(UIKeyboardHIDUsage(rawValue: 5), down: false, characters: "B")
            #expect(field.entries == ["began a 4 1", "began B 5 2", "ended a", "ended B"])
            #expect(root.entries.isEmpty)
        }
    }

    @Test func unhandledPressesWalkTheChainAndWithoutAFirstResponderGoToTheKeyWindow() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = KeyLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let field = KeyLog(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            field.handles = false
            root.addSubview(field)
            let window = host.show(root)
            field.becomeFirstResponder()
            host.key(.keyboardReturnOrEnter, down: true, characters: "\r")
            host.key(.keyboardReturnOrEnter, down: false, characters: "\r")
            #expect(root.entries == ["began \r 40 1", "ended \r"])
            field.resignFirstResponder()
            #expect(!field.isFirstResponder && window.isKeyWindow)
            var heard = 0
            final class Delegate: UIResponder, UIApplicationDelegate {
                var onPress: (() -> Void)?
                override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { onPress?() }
            }
            let delegate = Delegate()
            delegate.onPress = { heard += 1 }
            UIApplication.shared.delegate = delegate
            host.key(.keyboardEscape, down: true, characters: UIKeyInputEscape)
            #expect(heard == 1)  // window → application → delegate
        }
    }

    @Test func cancellingPressesTellsTheirResponders() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let root = KeyLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            host.show(root)
            root.becomeFirstResponder()
            host.key(.keyboardSpacebar, down: true, characters: " ")
            host.context.cancelAllPresses()
            host.key(.keyboardSpacebar, down: false, characters: " ")
            #expect(root.entries == ["began   44 1", "cancelled  "])
        }
    }
}
