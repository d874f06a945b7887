import UIKit
import UIKit.UIGestureRecognizerSubclass

// A custom recognizer as iOS code writes one, in the Swift 5 language mode: the subclass import
// line stays, and the recognizer sets `state` from the touch methods.

/// Recognizes a touch held still for two touch events: it begins on the press and ends when the
/// finger lifts within 10 points; it is cancelled when the finger wanders further.
final class StillPressRecognizer: UIGestureRecognizer {
    private var start: CGPoint = .zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        start = touch.location(in: view)
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        let point = touch.location(in: view)
        if hypot(point.x - start.x, point.y - start.y) > 10 {
            state = .cancelled
        } else {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .ended
    }

    override func reset() {
        super.reset()
        start = .zero
    }
}
