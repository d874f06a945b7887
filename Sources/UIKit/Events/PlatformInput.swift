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

/// The reports waiting for the next frame's input phase, in arrival order.
///
/// The queue holds at most `capacity` reports: past that, a move is dropped (the finger's next
/// move or end still places it), while began, ended and cancelled reports are always kept, so a
/// flood of events costs bounded memory and no touch sequence loses its ends.
@MainActor
package struct InputQueue {
    /// The most reports kept before moves are dropped.
    package static let capacity = 4096
    private(set) var reports: [TouchReport] = []
    /// How many moves were dropped since the queue was made.
    package private(set) var droppedMoves = 0

    /// Queues `report`, unless it is a move and the queue is full.
    mutating func append(_ report: TouchReport) {
        if reports.count >= Self.capacity, report.phase == .moved {
            droppedMoves += 1
            return
        }
        reports.append(report)
    }

    /// Takes every queued report.
    mutating func takeAll() -> [TouchReport] {
        defer { reports.removeAll(keepingCapacity: reports.count <= 256) }
        return reports
    }

    /// Whether nothing waits.
    var isEmpty: Bool { reports.isEmpty }
}
