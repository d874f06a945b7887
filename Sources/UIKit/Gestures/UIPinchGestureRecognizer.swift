public import CoreGraphics
import Foundation

/// What the two-finger recognizers share: the fingers' distance and angle over time, and the
/// state machine (`.began` past a threshold, `.changed`, `.ended` when a finger lifts).
@MainActor
final class TwoFingerTracking {
    /// The distance and angle (window points, radians) when the two fingers were first down.
    var startSpan: (distance: CGFloat, angle: CGFloat)?
    /// The last two readings with their times, for the velocity.
    var readings: [(time: TimeInterval, value: CGFloat)] = []

    /// The value's rate of change per second over the last two readings.
    var rate: CGFloat {
        guard readings.count >= 2 else { return 0 }
        let a = readings[readings.count - 2]
        let b = readings[readings.count - 1]
        return b.time > a.time ? (b.value - a.value) / CGFloat(b.time - a.time) : 0
    }

    func reset() {
        startSpan = nil
        readings = []
    }

    /// The current span of `recognizer`'s first two fingers.
    static func span(of recognizer: UIGestureRecognizer) -> (distance: CGFloat, angle: CGFloat)? {
        let touches = recognizer.activeTouches
        guard touches.count >= 2 else { return nil }
        let a = touches[0].location(in: nil)
        let b = touches[1].location(in: nil)
        return (hypot(b.x - a.x, b.y - a.y), atan2(b.y - a.y, b.x - a.x))
    }

    func began(_ recognizer: UIGestureRecognizer) {
        if recognizer.activeTouches.count > 2, recognizer.state == .possible {
            recognizer.state = .failed
            return
        }
        if startSpan == nil, let span = Self.span(of: recognizer) { startSpan = span }
    }

    /// A move: `value` reads the span against the start, `passes` says whether it may begin,
    /// `apply` stores the new value.
    func moved(
        _ recognizer: UIGestureRecognizer, at time: TimeInterval,
        value: ((distance: CGFloat, angle: CGFloat), (distance: CGFloat, angle: CGFloat)) -> CGFloat,
        passes: (CGFloat) -> Bool, apply: (CGFloat) -> Void
    ) {
        guard let start = startSpan, let span = Self.span(of: recognizer), start.distance > 0 else { return }
        let reading = value(span, start)
        readings.append((time, reading))
        if readings.count > 2 { readings.removeFirst() }
        switch recognizer.state {
        case .possible:
            if passes(reading) {
                apply(reading)
                recognizer.state = .began
            }
        case .began, .changed:
            apply(reading)
            recognizer.state = .changed
        default:
            break
        }
    }

    func ended(_ recognizer: UIGestureRecognizer) {
        guard recognizer.activeTouches.count < 2 else { return }
        // A new pair of fingers measures from its own start.
        if recognizer.state == .possible { reset() }
        if recognizer.state == .began || recognizer.state == .changed {
            recognizer.state = .ended
        } else if recognizer.state == .possible, recognizer.activeTouches.isEmpty {
            recognizer.state = .failed
        }
    }

    func cancelled(_ recognizer: UIGestureRecognizer) {
        recognizer.state = recognizer.state == .possible ? .failed : .cancelled
    }
}

/// Recognizes a pinch: two fingers moving apart or together. Continuous: `.began` once their
/// distance has changed by a tenth (Lamina's figure), then `.changed`; `scale` is the distance
/// over the starting distance, `velocity` its change per second.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private let tracking = TwoFingerTracking()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { tracking.began(self) }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        tracking.moved(
            self, at: event.timestamp, value: { span, start in span.distance / start.distance },
            passes: { abs($0 - 1) >= 0.1 },
            apply: { self.didChange($0) })
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { tracking.ended(self) }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { tracking.cancelled(self) }

    /// The fingers' distance relative to when they touched down (1 at the start; settable, to
    /// measure from a new base).
    open var scale: CGFloat = 1
    /// How fast `scale` changes, per second.
    open var velocity: CGFloat { tracking.rate }
    private var base: CGFloat = 1
    private var lastRaw: CGFloat = 1

    private func didChange(_ value: CGFloat) {
        // A scale set by the app becomes the base the next change multiplies.
        if scale != base * lastRaw { base = scale / lastRaw }
        lastRaw = value
        scale = base * value
    }

    open override func reset() {
        super.reset()
        tracking.reset()
        scale = 1
        base = 1
        lastRaw = 1
    }
}

/// Recognizes a rotation: two fingers turning about each other. Continuous: `.began` once they
/// have turned a tenth of a radian (Lamina's figure), then `.changed`; `rotation` is the angle
/// turned, in radians (clockwise positive, as the y axis points down), `velocity` per second.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private let tracking = TwoFingerTracking()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { tracking.began(self) }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        tracking.moved(
            self, at: event.timestamp, value: { span, start in Self.angle(span.angle - start.angle) },
            passes: { abs($0) >= 0.1 },
            apply: { self.didChange($0) })
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { tracking.ended(self) }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { tracking.cancelled(self) }

    /// The angle turned since the fingers touched down, in radians (settable, to measure from a
    /// new base).
    open var rotation: CGFloat = 0
    /// How fast `rotation` changes, in radians per second.
    open var velocity: CGFloat { tracking.rate }
    private var base: CGFloat = 0
    private var lastRaw: CGFloat = 0

    /// `angle` brought into (−π, π].
    private static func angle(_ angle: CGFloat) -> CGFloat {
        var angle = angle
        while angle > .pi { angle -= 2 * .pi }
        while angle <= -.pi { angle += 2 * .pi }
        return angle
    }

    private func didChange(_ value: CGFloat) {
        if rotation != base + lastRaw { base = rotation - lastRaw }
        lastRaw = value
        rotation = base + value
    }

    open override func reset() {
        super.reset()
        tracking.reset()
        rotation = 0
        base = 0
        lastRaw = 0
    }
}
