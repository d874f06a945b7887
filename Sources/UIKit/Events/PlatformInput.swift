import CoreGraphics
package import Foundation

/// What a platform (a backend, or the headless host) reports: one finger — or the mouse, as one
/// finger — that touched down, moved, lifted or was taken away, at a point of a screen.
///
/// Reports are queued on the application context (`ApplicationContext.post(_:)`) and delivered in
/// the input phase of the next frame, each as one touches event.
@MainActor
package struct TouchReport {
    /// Which finger: reports of one finger share it from `.began` to `.ended` or `.cancelled`.
    package var finger: Int
    /// `.began`, `.moved`, `.ended` or `.cancelled`; other phases are ignored.
    package var phase: UITouch.Phase
    /// Where, in the screen's points.
    package var location: CGPoint
    /// The screen touched.
    package var screen: UIScreen
    /// When, in seconds on the media clock.
    package var timestamp: TimeInterval
    /// The force, where the platform measures it (1 is an average touch).
    package var force: CGFloat?

    package init(
        finger: Int, phase: UITouch.Phase, location: CGPoint, screen: UIScreen, timestamp: TimeInterval,
        force: CGFloat? = nil
    ) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.screen = screen
        self.timestamp = timestamp
        self.force = force
    }
}

/// A key of a hardware keyboard pressed or released, as a platform reports it.
@MainActor
package struct KeyReport {
    /// The key: a USB HID usage (SDL's scancodes are the same numbers).
    package var keyCode: UIKeyboardHIDUsage
    /// Whether the key went down (else up).
    package var isDown: Bool
    /// The text the key types with the modifiers held ("A" with shift), or the special key's name.
    package var characters: String
    /// The text the key types without modifiers.
    package var charactersIgnoringModifiers: String
    /// The modifier keys held.
    package var modifierFlags: UIKeyModifierFlags
    /// When, in seconds on the media clock.
    package var timestamp: TimeInterval
    /// Whether this is the platform's automatic repeat of a key held down (a press only).
    package var isRepeat: Bool

    package init(
        keyCode: UIKeyboardHIDUsage, isDown: Bool, isRepeat: Bool = false, characters: String,
        charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags = [], timestamp: TimeInterval
    ) {
        self.keyCode = keyCode
        self.isDown = isDown
        self.isRepeat = isRepeat && isDown
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.timestamp = timestamp
    }
}

/// A turn of a mouse wheel or a scroll on a touchpad, as a platform reports it.
@MainActor
package struct ScrollReport {
    /// Where the pointer was, in the screen's points.
    package var location: CGPoint
    /// The screen under the pointer.
    package var screen: UIScreen
    /// How far to scroll sideways, in wheel notches (lines), as SDL reports it: positive towards
    /// the right of the content.
    package var dx: Double
    /// How far to scroll vertically, in notches: positive towards the top of the content (the
    /// wheel turned away from the user).
    package var dy: Double
    /// Whether the deltas are fine-grained (a touchpad or a free-spinning wheel) rather than whole
    /// notches.
    package var isPrecise: Bool
    /// The modifier keys held (Shift turns a vertical scroll sideways).
    package var modifierFlags: UIKeyModifierFlags
    /// When, in seconds on the media clock.
    package var timestamp: TimeInterval

    package init(
        location: CGPoint, screen: UIScreen, dx: Double, dy: Double, isPrecise: Bool = false,
        modifierFlags: UIKeyModifierFlags = [], timestamp: TimeInterval
    ) {
        self.location = location
        self.screen = screen
        self.dx = dx
        self.dy = dy
        self.isPrecise = isPrecise
        self.modifierFlags = modifierFlags
        self.timestamp = timestamp
    }
}

/// One report of a platform: a finger, a key or a scroll.
@MainActor
package enum InputReport {
    case touch(TouchReport)
    case key(KeyReport)
    case scroll(ScrollReport)
}

/// The reports waiting for the next frame's input phase, in arrival order.
///
/// The queue holds at most `capacity` reports: past that, a finger's move is dropped (its next
/// move or end still places it), while every other report is kept, so a flood of events costs
/// bounded memory and no touch or key press loses its end. Key presses past a second `capacity`
/// are dropped too (a stuck key repeating), releases never.
@MainActor
package struct InputQueue {
    /// The most reports kept before moves are dropped.
    package static let capacity = 4096
    private(set) var reports: [InputReport] = []
    /// How many moves were dropped since the queue was made.
    package private(set) var droppedMoves = 0

    /// Queues `report`, unless it is a move (or a key press far past capacity) and the queue is full.
    mutating func append(_ report: InputReport) {
        if reports.count >= Self.capacity {
            switch report {
            case .touch(let touch) where touch.phase == .moved:
                droppedMoves += 1
                return
            case .scroll:
                droppedMoves += 1
                return
            case .key(let key) where key.isDown && reports.count >= 2 * Self.capacity:
                return
            default: break
            }
        }
        reports.append(report)
    }

    /// Takes every queued report.
    mutating func takeAll() -> [InputReport] {
        defer { reports.removeAll(keepingCapacity: reports.count <= 256) }
        return reports
    }

    /// Whether nothing waits.
    var isEmpty: Bool { reports.isEmpty }
}
