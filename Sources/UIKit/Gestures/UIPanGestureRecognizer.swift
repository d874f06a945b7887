public import CoreGraphics
import Foundation

/// Recognizes dragging: between `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers
/// moving together. Continuous: `.began` once the fingers' centroid has moved
/// `UIPanGestureRecognizer.hysteresis` points, `.changed` as it moves, `.ended` when fewer than
/// the minimum stay down. `translation(in:)` is the centroid's movement since the start (or the
/// last `setTranslation(_:in:)`), `velocity(in:)` its speed over the last tenth of a second.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan; unlimited by default.
    open var maximumNumberOfTouches = Int.max
    /// How far the centroid moves before the pan begins (Lamina's figure).
    public static let hysteresis: CGFloat = 10

    /// The centroid (window points) the translation is measured from.
    private var origin: CGPoint?
    /// The centroid's recent positions, with their times, for the velocity.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    private var touchCount = 0

    /// How far the centroid moves before the pan begins; a scroll view's pan has its own figure.
    var beginDistance: CGFloat { Self.hysteresis }

    /// Whether the pan begins once the centroid has moved `translation` (window points) past
    /// `beginDistance`; true here. A scroll view's pan fails along an axis it cannot scroll.
    func panMayBegin(after translation: CGPoint) -> Bool { true }

    /// The centroid's movement since the pan started (or the last `setTranslation(_:in:)`), in
    /// `view`'s coordinates (the window's for nil).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin, let current = samples.last?.point else { return .zero }
        return vector(from: origin, to: current, in: view)
    }

    /// Makes the translation read `translation` in `view`'s coordinates from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = samples.last?.point ?? windowCentroid else { return }
        // The window-space vector whose image in `view` is `translation`: convert two points.
        let base = windowPoint(of: .zero, in: view)
        let tip = windowPoint(of: translation, in: view)
        origin = CGPoint(x: current.x - (tip.x - base.x), y: current.y - (tip.y - base.y))
    }

    /// The centroid's velocity in points per second in `view`'s coordinates, over the last tenth
    /// of a second of movement.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }),
            last.time > first.time
        else { return .zero }
        let moved = vector(from: first.point, to: last.point, in: view)
        let seconds = CGFloat(last.time - first.time)
        return CGPoint(x: moved.x / seconds, y: moved.y / seconds)
    }

    private func vector(from a: CGPoint, to b: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window, view !== window else {
            return CGPoint(x: b.x - a.x, y: b.y - a.y)
        }
        let pa = window.convert(a, to: view)
        let pb = window.convert(b, to: view)
        return CGPoint(x: pb.x - pa.x, y: pb.y - pa.y)
    }

    private func windowPoint(of point: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window, view !== window else { return point }
        return view.convert(point, to: window)
    }

    /// Keeps the translation continuous when fingers are added or lifted (the centroid jumps).
    private func fingersChanged(_ event: UIEvent) {
        guard let centroid = windowCentroid else { return }
        if let origin, let last = samples.last?.point {
            self.origin = CGPoint(x: origin.x + centroid.x - last.x, y: origin.y + centroid.y - last.y)
        } else {
            origin = centroid
        }
        samples = [(event.timestamp, centroid)]
        touchCount = activeTouches.count
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersChanged(event)
        if activeTouches.count > maximumNumberOfTouches, state == .possible { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let centroid = windowCentroid else { return }
        if activeTouches.count != touchCount { fingersChanged(event) }
        samples.append((event.timestamp, centroid))
        if samples.count > 32 { samples.removeFirst(samples.count - 32) }
        switch state {
        case .possible:
            let moved = translation(in: nil)
            let count = activeTouches.count
            if count >= minimumNumberOfTouches, count <= maximumNumberOfTouches,
                hypot(moved.x, moved.y) >= beginDistance
            {
                state = panMayBegin(after: moved) ? .began : .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.count >= minimumNumberOfTouches {
            fingersChanged(event)
            return
        }
        if let last = touches.first?.location(in: nil), state == .began || state == .changed {
            samples.append((event.timestamp, last))
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        origin = nil
        samples = []
        touchCount = 0
    }
}

/// Recognizes a swipe: `numberOfTouchesRequired` fingers moving at least
/// `UISwipeGestureRecognizer.minimumDistance` points in one of the permitted `direction`s within
/// `UISwipeGestureRecognizer.maximumDuration` seconds, straying little from that axis. Discrete:
/// recognized as soon as the distance is covered.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates directions from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions; `.right` by default.
    open var direction: Direction = .right
    /// How many fingers swipe; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How far the swipe goes (Lamina's figure).
    public static let minimumDistance: CGFloat = 50
    /// How long the swipe may take (Lamina's figure).
    public static let maximumDuration: TimeInterval = 0.5

    private var start: (time: TimeInterval, point: CGPoint)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = (event.timestamp, windowCentroid ?? .zero)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        if event.timestamp - start.time > Self.maximumDuration {
            state = .failed
            return
        }
        guard activeTouches.count == numberOfTouchesRequired else { return }
        let now = windowCentroid ?? .zero
        let dx = now.x - start.point.x
        let dy = now.y - start.point.y
        let horizontal = abs(dx) >= abs(dy)
        let moved: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let distance = max(abs(dx), abs(dy))
        if distance >= 10, !direction.contains(moved) {
            state = .failed
        } else if distance >= Self.minimumDistance, direction.contains(moved) {
            state = .ended
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
