public import Foundation

/// A timer in step with the display: its handler runs once per frame, in the frame's tick phase,
/// before layout and commit, with the frame's time.
///
/// Divergence: Swift on Linux has no selectors, so the link takes a closure
/// (`CADisplayLink { link in … }`) instead of a target and selector (docs/Compatibility.md).
/// Links run on the thread that added them, from the frames of any screen on it; a frame time
/// seen once is not run twice.
public final class CADisplayLink {
    /// The time of the frame being prepared (the frame's media time).
    public private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame is expected: `timestamp` plus one frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames at the link's rate.
    public private(set) var duration: CFTimeInterval = 0
    /// Whether the link skips frames; it keeps its place in the run loop.
    public var isPaused = false
    /// The rate the link wants, in frames a second; 0 (the default) means every frame.
    public var preferredFramesPerSecond = 0

    private let handler: (CADisplayLink) -> Void
    private var lastFired: CFTimeInterval?
    private var isAdded = false

    /// Creates a link that runs `handler` each frame once added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts the link: it runs at the frames of this thread's screens (the run loop and mode
    /// are accepted for source compatibility).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isAdded else { return }
        isAdded = true
        DisplayLinks.current.links.append(self)
    }

    /// Stops the link (`invalidate()` does too).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Stops the link for good.
    public func invalidate() {
        isAdded = false
        DisplayLinks.current.links.removeAll { $0 === self }
    }

    /// The display's refresh interval (Lamina's displays refresh at 60 Hz).
    static let refreshInterval: CFTimeInterval = 1.0 / 60

    /// Runs the handler for the frame at `time`; a time not after the last one runs nothing.
    func fire(at time: CFTimeInterval) {
        guard !isPaused else { return }
        let interval = Self.refreshInterval
        let period = preferredFramesPerSecond > 0 ? max(1 / Double(preferredFramesPerSecond), interval) : interval
        // Half a frame of slack, so a 30-per-second link on a 60 Hz display takes every second frame.
        if let lastFired, time <= lastFired || time - lastFired < period - interval / 2 { return }
        duration = period
        timestamp = time
        targetTimestamp = time + period
        lastFired = time
        handler(self)
    }
}

/// The display links of one thread, run by the frames' tick phases.
final class DisplayLinks {
    var links: [CADisplayLink] = []

    static var current: DisplayLinks { slot.value }
    private static let slot = ThreadLocal { DisplayLinks() }

    /// Runs each link for the frame at `time` (each link runs once per frame time, whichever
    /// screen asks).
    func tick(at time: CFTimeInterval) {
        guard !links.isEmpty else { return }
        for link in links { link.fire(at: time) }
    }
}
