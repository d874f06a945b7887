public import CoreGraphics
import Foundation

/// Recognizes taps: `numberOfTouchesRequired` fingers touching down and lifting without moving
/// more than `UITapGestureRecognizer.allowableMovement` points, `numberOfTapsRequired` times in
/// quick succession (each tap beginning within `UITouch.multipleTapInterval` of the last one's
/// end). Discrete: recognized (`.ended`) when the last tap lifts.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture; 1 by default.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How far (in the window's points) a finger may move and still tap (Lamina's figure).
    public static let allowableMovement: CGFloat = 10

    private var taps = 0
    private var fingersThisTap = 0
    private var starts: [ObjectIdentifier: CGPoint] = [:]

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        deadline = nil
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        fingersThisTap = max(fingersThisTap, activeTouches.count)
        if fingersThisTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            let point = touch.location(in: nil)
            if hypot(point.x - start.x, point.y - start.y) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible, activeTouches.isEmpty else { return }
        guard fingersThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        taps += 1
        fingersThisTap = 0
        if taps >= numberOfTapsRequired {
            state = .ended
        } else {
            deadline = event.timestamp + UITouch.multipleTapInterval
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func deadlineDidPass() {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        taps = 0
        fingersThisTap = 0
        starts = [:]
    }
}

/// Recognizes a press held still: `numberOfTouchesRequired` fingers down for
/// `minimumPressDuration` seconds without moving more than `allowableMovement` points. Continuous:
/// `.began` when the time has passed, `.changed` as the fingers move, `.ended` when they lift.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down; 0.5 s by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers press; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How many taps come before the press; 0 by default (Lamina supports 0 only).
    open var numberOfTapsRequired = 0
    /// How far the fingers may move before the press begins; 10 points by default.
    open var allowableMovement: CGFloat = 10

    private var starts: [ObjectIdentifier: CGPoint] = [:]

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        guard state == .possible else { return }
        let count = activeTouches.count
        if count > numberOfTouchesRequired {
            state = .failed
        } else if count == numberOfTouchesRequired {
            deadline = event.timestamp + max(0, minimumPressDuration)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            state = .changed
            return
        }
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            let point = touch.location(in: nil)
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement {
                deadline = nil
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            state = .ended
        } else {
            deadline = nil
            state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        deadline = nil
        state = state == .possible ? .failed : .cancelled
    }

    override func deadlineDidPass() {
        if state == .possible, activeTouches.count == numberOfTouchesRequired { state = .began }
    }

    open override func reset() {
        super.reset()
        starts = [:]
    }
}
