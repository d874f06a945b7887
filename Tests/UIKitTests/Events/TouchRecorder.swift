import Foundation
import UIKit

/// A view that records the touch handlers called on it, with the phase and location of each touch
/// in its own coordinates; it handles what it receives (no call to super) unless `forwards`.
@MainActor
final class TouchRecorder: UIView {
    struct Call: Equatable {
        let handler: String
        let location: CGPoint
        let previous: CGPoint
        let tapCount: Int
        let count: Int
    }
    var calls: [Call] = []
    var forwards = false
    /// Appended to by every recorder, so tests can check order across views.
    nonisolated(unsafe) static var log: [String] = []
    var name = ""

    private func record(_ handler: String, _ touches: Set<UITouch>) {
        let touch = touches.first!
        calls.append(
            Call(
                handler: handler, location: touch.location(in: self), previous: touch.previousLocation(in: self),
                tapCount: touch.tapCount, count: touches.count))
        Self.log.append("\(name).\(handler)")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }

    var handlers: [String] { calls.map(\.handler) }
}
