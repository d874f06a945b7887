import FuzzSupport
import LaminaHeadless
import UIKit

// Event streams from a byte stream: a small tree of views, controls and gesture recognizers
// (whose handlers and delegates may change the tree while events are delivered), then touches of
// up to eight fingers in any phase at any point (NaN, huge, off screen), hardware keys, clock
// steps, first-responder changes, key commands whose actions change the tree, views removed and
// re-added, recognizers disabled; each report runs a frame. Work per input is bounded: at most
// 24 views, 12 recognizers, 16 key commands, 160 operations, 40 clock steps.

/// libFuzzer's entry point: runs one input; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvents(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    MainActor.assumeIsolated {
        var input = FuzzInput(bytes)
        HeadlessHost.run(size: CGSize(width: 64, height: 48), scale: 1) { host in
            var stage = EventStage(host: host, input: &input)
            var operations = 0
            var steps = 0
            while !input.isAtEnd, operations < 160 {
                operations += 1
                stage.apply(&input, clockSteps: &steps)
            }
            host.advance(by: 2)
        }
    }
    return 0
}

/// The tree and what the input does to it.
@MainActor
struct EventStage {
    let host: HeadlessHost
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
    var views: [UIView] = []
    var recognizers: [UIGestureRecognizer] = []
    let delegate = FuzzDelegate()

    init(host: HeadlessHost, input: inout FuzzInput) {
        self.host = host
        views.append(root)
        host.show(root)
        for _ in 0..<input.int(below: 24) { addView(&input) }
        for _ in 0..<input.int(below: 12) { addRecognizer(&input) }
    }

    /// A small coordinate usually, any number sometimes.
    private func coordinate(_ input: inout FuzzInput, below bound: Int) -> CGFloat {
        input.byte() < 230 ? CGFloat(input.int(below: bound)) : input.number()
    }

    private mutating func addView(_ input: inout FuzzInput) {
        let frame = CGRect(
            x: coordinate(&input, below: 64), y: coordinate(&input, below: 48), width: coordinate(&input, below: 64),
            height: coordinate(&input, below: 48))
        let view: UIView
        switch input.int(below: 5) {
        case 0: view = UIButton(type: .system, primaryAction: UIAction(title: "B") { _ in })
        case 1:
            let control = UIControl(frame: .zero)
            control.addAction(UIAction { [weak control] _ in control?.isEnabled.toggle() }, for: .touchDragExit)
            view = control
        case 2:
            let image = UIImageView(frame: .zero)
            image.isUserInteractionEnabled = input.bool()
            view = image
        case 3: view = UIToolbar(frame: .zero)
        default: view = KeyView()
        }
        view.frame = frame
        view.isMultipleTouchEnabled = input.bool()
        view.isExclusiveTouch = input.byte() < 40
        view.isHidden = input.byte() < 20
        let parent = views[input.int(below: views.count)]
        parent.addSubview(view)
        input.trace(
            "view \(views.count): \(type(of: view)) \(frame) in view \(views.firstIndex { $0 === parent } ?? -1)")
        views.append(view)
    }

    private mutating func addRecognizer(_ input: inout FuzzInput) {
        let recognizer: UIGestureRecognizer
        switch input.int(below: 7) {
        case 0:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 1 + input.int(below: 3)
            tap.numberOfTouchesRequired = 1 + input.int(below: 3)
            recognizer = tap
        case 1:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = Double(input.smallInt()) / 50
            press.allowableMovement = input.number()
            recognizer = press
        case 2:
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = input.int(below: 4)
            pan.maximumNumberOfTouches = input.int(below: 5)
            recognizer = pan
        case 3:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = UISwipeGestureRecognizer.Direction(rawValue: UInt(input.byte() & 15))
            recognizer = swipe
        case 4: recognizer = UIPinchGestureRecognizer()
        case 5: recognizer = UIRotationGestureRecognizer()
        default: recognizer = UIGestureRecognizer()
        }
        recognizer.cancelsTouchesInView = input.bool()
        recognizer.delaysTouchesBegan = input.bool()
        recognizer.delaysTouchesEnded = input.bool()
        if input.bool() { recognizer.delegate = delegate }
        var requirement = ""
        if !recognizers.isEmpty, input.bool() {
            let other = input.int(below: recognizers.count)
            recognizer.require(toFail: recognizers[other])
            requirement = ", requires \(other) to fail"
        }
        // Handlers that change the tree in the middle of delivery.
        let action = input.int(below: 5)
        recognizer.addHandler { [weak root = self.root] recognizer in
            guard let view = recognizer.view else { return }
            switch action {
            case 0: view.removeFromSuperview()
            case 1: view.isHidden.toggle()
            case 2: recognizer.isEnabled = false
            case 3: if view !== root { root?.addSubview(view) }
            default: _ = recognizer.location(in: nil)
            }
        }
        let viewIndex = input.int(below: views.count)
        input.trace(
            "recognizer \(recognizers.count): \(type(of: recognizer)) action \(action) on view \(viewIndex)"
                + "\(recognizer.delegate == nil ? "" : ", delegate")\(requirement), cancels \(recognizer.cancelsTouchesInView)"
                + ", delays \(recognizer.delaysTouchesBegan) \(recognizer.delaysTouchesEnded)")
        views[viewIndex].addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
    }

    mutating func apply(_ input: inout FuzzInput, clockSteps: inout Int) {
        switch input.int(below: 10) {
        case 0...4:
            let phases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled, .stationary, .regionMoved]
            let point = CGPoint(x: coordinate(&input, below: 80), y: coordinate(&input, below: 60))
            let phase = phases[input.int(below: phases.count)]
            let finger = input.int(below: 8)
            input.trace("touch \(phase.rawValue) at \(point) finger \(finger)")
            host.touch(phase, at: point, finger: finger, force: input.bool() ? input.number() : nil)
        case 5:
            let code = UIKeyboardHIDUsage(rawValue: input.int(below: 256))
            let down = input.bool()
            let characters = input.string(maxScalars: 2)
            input.trace("key \(code.rawValue) down \(down) \(characters.unicodeScalars.map(\.value))")
            host.key(code, down: down, characters: characters)
        case 6:
            guard clockSteps < 40 else { return }
            clockSteps += 1
            let step = Double(input.byte()) / 100
            input.trace("advance \(step)")
            host.advance(by: step)
        case 7:
            let index = input.int(below: views.count)
            let becomes = input.bool()
            input.trace("view \(index) \(becomes ? "becomes" : "resigns") first responder")
            if becomes { views[index].becomeFirstResponder() } else { views[index].resignFirstResponder() }
        case 8:
            if input.bool() { return addKeyCommand(&input) }
            let view = views[input.int(below: views.count)]
            if view === root { return }
            input.trace("view \(views.firstIndex { $0 === view } ?? -1) \(view.superview == nil ? "added" : "removed")")
            if view.superview == nil {
                views[input.int(below: views.count)].addSubview(view)
            } else {
                view.removeFromSuperview()
            }
        default:
            guard !recognizers.isEmpty else { return }
            let index = input.int(below: recognizers.count)
            input.trace("recognizer \(index) toggled")
            recognizers[index].isEnabled.toggle()
        }
    }
}

extension EventStage {
    /// A key command on a view that may become first responder: any input (a typed string or a
    /// special key's) and modifiers, whose action removes or re-adds a view, moves the first
    /// responder, or takes the command off again, while presses are delivered.
    private mutating func addKeyCommand(_ input: inout FuzzInput) {
        let candidates = views.compactMap { $0 as? KeyView }
        guard !candidates.isEmpty, candidates.map(\.commands.count).reduce(0, +) < 16 else { return }
        let owner = candidates[input.int(below: candidates.count)]
        let specials = [UIKeyCommand.inputUpArrow, UIKeyCommand.inputEscape, "\t", "\r"]
        let key = input.bool() ? specials[input.int(below: specials.count)] : input.string(maxScalars: 2)
        let modifiers = UIKeyModifierFlags(rawValue: Int(input.byte()) << 16)
        let effect = input.int(below: 4)
        let target = views[input.int(below: views.count)]
        let root = self.root
        let command = UIKeyCommand(input: key, modifierFlags: modifiers) {
            [weak owner, weak target, weak root] command, _ in
            switch effect {
            case 0: target?.removeFromSuperview()
            case 1: if let target, let root, target !== root { root.addSubview(target) }
            case 2: _ = target?.becomeFirstResponder()
            default: owner?.commands.removeAll { $0 === command }
            }
        }
        command.wantsPriorityOverSystemBehavior = input.bool()
        owner.commands.append(command)
        input.trace(
            "key command \(key.unicodeScalars.map(\.value)) \(modifiers.rawValue) effect \(effect) on view \(views.firstIndex { $0 === owner } ?? -1)"
        )
    }
}

/// A view that can be first responder and lists key commands of its own.
@MainActor
final class KeyView: UIView {
    var commands: [UIKeyCommand] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }
}

/// A delegate whose answers come from a counter, so they vary from call to call.
@MainActor
final class FuzzDelegate: UIGestureRecognizerDelegate {
    private var calls = 0

    private func answer() -> Bool {
        calls &+= 1
        return calls % 3 != 0
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { answer() }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        answer()
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { answer() }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { calls % 7 == 0 }
}
