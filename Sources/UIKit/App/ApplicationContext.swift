public import QuartzCore

/// The application: what owns the turn, the clock, the screens and the windows (a Lamina addition;
/// the coming `UIApplication` will be built on it).
///
/// A context owns
/// - its screens (`screens`, a `ScreenRegistry`): what `UIScreen.main` and `UIScreen.screens` read;
/// - its windows: the visible windows and the key window (`keyWindow`, `windows`), which belong to
///   the app, not to a screen;
/// - its media clock (`clock`): what `CACurrentMediaTime()` reads and what its default main screen's
///   frames take their timestamps from; a `ManualMediaClock` makes time move only when advanced;
/// - the end of the run-loop turn (`endTurn()`), which commits the implicit transaction.
///
/// **The current context.** UIKit reads `ApplicationContext.current`, a main-actor static. The
/// process starts with `ApplicationContext.default` (on a `SystemMediaClock`) as current. Code that
/// must not share the process's screens, windows and clock — tests running in parallel, the
/// headless host — runs inside `withCurrent(_:_:)`. The rule, since nothing here uses task-locals
/// (they would not follow run-loop or platform callbacks):
/// - the synchronous `withCurrent` installs the context for the duration of its body and then
///   restores the context it found. The body cannot suspend, so no other main-actor work sees the
///   swap; calls nest, and each restores what it found;
/// - the asynchronous `withCurrent` first takes a process-wide lock, so two asynchronous bodies
///   never interleave (they run one after the other, in the order they asked), then installs the
///   context until the body returns. While the body is suspended its context stays current for
///   all main-actor work: other code that must not see it uses a context of its own. Asynchronous
///   bodies do not nest (inside one, use the synchronous form).
///
/// Installing a context also points the thread-safe reads at it: `CACurrentMediaTime()` (through
/// QuartzCore's `MediaClockSlot`) and `ScreenRegistry.mainScreenScale`, which any thread may read,
/// follow the current context, whatever thread reads them.
@preconcurrency @MainActor
public final class ApplicationContext {
    /// The process's context, current unless a `withCurrent(_:_:)` body runs: on the system's
    /// clock, with a default main screen.
    public static let `default`: ApplicationContext = {
        let context = ApplicationContext(clock: SystemMediaClock(), snapshot: ScreenRegistry.defaultMainScale)
        context.formLifelongSideTable()
        return context
    }()

    /// The context UIKit reads: the innermost `withCurrent(_:_:)`'s, else `default`.
    public private(set) static var current: ApplicationContext = .default

    /// The connected screens.
    public let screens: ScreenRegistry

    /// Where time comes from: `CACurrentMediaTime()` while this context is current, and the frames
    /// of its default main screen.
    public let clock: any MediaClock

    /// The visible windows and the key window.
    package let windowRegistry = WindowRegistry()
    /// Whether UIView animation blocks animate (`UIView.setAnimationsEnabled`).
    var animationsEnabled = true
    /// The app object (`UIApplication.shared` while this context is current), made when first asked.
    public private(set) lazy var application = UIApplication(context: self)
    /// The platform's reports waiting for the next frame's input phase.
    package private(set) var pendingInput = InputQueue()
    /// Turns reports into touches and events.
    let touchRouter = TouchRouter()
    /// Turns key reports into presses.
    let keyRouter = KeyRouter()
    /// Work due at times on the media clock, run in the input phase.
    let schedule = MediaClockSchedule()

    /// Gives the process's context its weak-reference side table here, once. Windows and others
    /// refer to contexts weakly, and Swift keeps the address of an object's side table only
    /// shifted inside its reference count, where LeakSanitizer cannot see it: the side table of
    /// this context, alive until the process ends, would be reported as leaked from wherever the
    /// first weak reference was formed. `scripts/sanitizers/lsan.supp` names this function.
    @inline(never)
    private func formLifelongSideTable() {
        weak var anchor: ApplicationContext?
        anchor = self
        _ = anchor
    }

    /// Serializes the asynchronous `withCurrent(_:_:)` bodies.
    private static let asyncLock = ContextLock()

    /// Creates a context on `clock` with a default main screen whose frames run on the same clock.
    public convenience init(clock: any MediaClock = SystemMediaClock()) {
        self.init(clock: clock, snapshot: MainScaleSnapshot())
    }

    /// Creates a context on `clock` whose main screen is `mainScreen` (not connected anywhere), as
    /// a backend or the headless host makes it: no default screen, no connection notification.
    package convenience init(clock: any MediaClock, mainScreen: UIScreen) {
        self.init(clock: clock, snapshot: MainScaleSnapshot(), mainScreen: mainScreen)
    }

    private init(clock: any MediaClock, snapshot: MainScaleSnapshot, mainScreen: UIScreen? = nil) {
        self.clock = clock
        screens = ScreenRegistry(clock: clock, mainScreen: mainScreen, snapshot: snapshot)
    }

    /// The user's accessibility settings, which `UIAccessibility` reads. Changing one posts its
    /// `UIAccessibility.…DidChangeNotification` on `NotificationCenter.default`.
    public var accessibilitySettings = AccessibilitySettings() {
        didSet {
            motionEffectsNeedUpdate = true
            accessibilitySettingsDidChange(from: oldValue)
        }
    }
    /// The general and named pasteboards (`UIPasteboard`).
    let pasteboards = PasteboardRegistry()
    /// The desktop's clipboard, which the general pasteboard's text follows; a backend connects
    /// it (SDL2's), nil elsewhere.
    package var clipboard: (any PlatformClipboard)?
    /// What hears the feedback of haptic generators (`UIImpactFeedbackGenerator` and the others):
    /// nil by default, as there is no haptic engine; tests record feedback through it.
    public var hapticFeedback: ((HapticFeedback) -> Void)?
    /// Where the viewer is relative to the device, each part from -1 to 1, as motion effects
    /// take it (`UIMotionEffect`); nil, the default, while no sensor reports it, and then no
    /// effect is applied. Desktops have no such sensor: tests, or a backend reading one, set it.
    /// Effects follow a change at the end of the turn.
    public var viewerOffset: UIOffset? {
        didSet { if viewerOffset != oldValue { motionEffectsNeedUpdate = true } }
    }
    /// The views given motion effects (`Motion/UIView+MotionEffects.swift`).
    var motionEffectTargets: [MotionEffectTarget] = []
    /// Dirty flag: set when the viewer offset, Reduce Motion, a view's effects or the window of a
    /// view with effects changes; cleared when the end of the turn applies the effects again.
    var motionEffectsNeedUpdate = false
    /// The element the assistive technology's focus is on (`accessibilityElementIsFocused()`).
    package internal(set) weak var accessibilityFocus: UIResponder?
    /// What hears `UIAccessibility.post(notification:argument:)`: the stand-in for VoiceOver
    /// (UIKitTesting's inspector, a future AT-SPI bridge); nil when none runs.
    package weak var assistiveTechnology: (any AssistiveTechnology)?

    /// The key window, if any.
    public var keyWindow: UIWindow? { windowRegistry.keyWindow }

    /// The visible windows, in the order they were shown.
    public var windows: [UIWindow] { windowRegistry.windows }

    /// Ends the run-loop turn: commits the implicit transaction of the calling thread (or, when
    /// explicit transactions are open, when they end), as Core Animation's run-loop observer does.
    ///
    /// The application's event loop calls this after each turn; the headless host calls it before
    /// each frame (a frame's commit phase ends the turn too).
    public func endTurn() {
        runTurnUpdates()
        CATransaction.endRunLoopTurn()
    }

    /// The updates UIKit runs once a turn's handlers are done, before layout: focus updates
    /// requested with `setNeedsFocusUpdate()`, and motion effects whose views or viewer offset
    /// changed. `endTurn()` runs them, the run loop after its timers and main-queue work, and
    /// each frame's input phase after delivering events.
    package func runTurnUpdates() {
        runFocusUpdates()
        runMotionEffectUpdates()
    }

    /// The focus systems with updates requested this turn (`UIFocusSystem`).
    private var focusUpdates: [UIFocusSystem] = []

    func scheduleFocusUpdate(_ system: UIFocusSystem) {
        if !focusUpdates.contains(where: { $0 === system }) { focusUpdates.append(system) }
    }

    private func runFocusUpdates() {
        while !focusUpdates.isEmpty {
            let systems = focusUpdates
            focusUpdates = []
            for system in systems { system.updateFocusIfNeeded() }
        }
    }

    /// Queues a platform report for the input phase of the next frame (of any of the context's
    /// screens).
    package func post(_ report: TouchReport) {
        pendingInput.append(.touch(report))
    }

    /// Queues a key report for the input phase of the next frame.
    package func post(_ report: KeyReport) {
        pendingInput.append(.key(report))
    }

    /// Queues a wheel or touchpad scroll for the input phase of the next frame.
    package func post(_ report: ScrollReport) {
        pendingInput.append(.scroll(report))
    }

    /// Phase 1 of a frame: delivers every queued report, in order, each as one touches event.
    package func deliverPendingInput() {
        for report in pendingInput.takeAll() {
            // Deadlines that passed before this report (a second tap too late) are heard first.
            let time: TimeInterval
            switch report {
            case .touch(let touch): time = touch.timestamp
            case .key(let key): time = key.timestamp
            case .scroll(let scroll): time = scroll.timestamp
            }
            if let deadline = touchRouter.arena.nextDeadline, deadline <= time {
                touchRouter.arena.checkDeadlines(at: time)
            }
            switch report {
            case .touch(let touch): touchRouter.deliver(touch, to: application)
            case .key(let key): keyRouter.deliver(key, to: application)
            case .scroll(let scroll): UIScrollView.deliverWheel(scroll, to: application)
            }
        }
        // Recognizers waiting for time (a second tap, a long press) hear it here.
        if let deadline = touchRouter.arena.nextDeadline, deadline <= clock.now {
            touchRouter.arena.checkDeadlines(at: clock.now)
        }
        schedule.runDue(at: clock.now)
        runTurnUpdates()
    }

    /// When a gesture recognizer or scheduled work (`schedule`) waits for time next (a run loop
    /// wakes for it); nil if none does.
    package var nextInputDeadline: TimeInterval? {
        switch (touchRouter.arena.nextDeadline, schedule.nextDeadline) {
        case let (arena?, work?): min(arena, work)
        case let (arena, work): arena ?? work
        }
    }

    /// Cancels every finger being tracked (`touchesCancelled`): the platform took them away.
    package func cancelAllTouches() {
        touchRouter.cancelAll(in: application, at: clock.now)
    }

    /// Cancels every key held down (`pressesCancelled`): the window lost focus.
    package func cancelAllPresses() {
        keyRouter.cancelAll(at: clock.now)
    }

    /// The touches being tracked (fingers down), oldest first.
    package var activeTouches: [UITouch] { touchRouter.activeTouches }

    /// Runs `body` with `context` as the current context (a fresh one by default), then restores
    /// the context that was current; see the type's discussion for the rule.
    public static func withCurrent<Result>(
        _ context: ApplicationContext = ApplicationContext(), _ body: (ApplicationContext) throws -> Result
    ) rethrows -> Result {
        let previous = current
        install(context)
        defer { install(previous) }
        return try body(context)
    }

    /// Runs the asynchronous `body` with `context` as the current context (a fresh one by default),
    /// holding the process-wide lock of asynchronous bodies, then restores the context that was
    /// current; see the type's discussion for the rule.
    public static func withCurrent<Result>(
        _ context: ApplicationContext = ApplicationContext(), _ body: (ApplicationContext) async throws -> Result
    ) async rethrows -> Result {
        await asyncLock.acquire()
        defer { asyncLock.release() }
        let previous = current
        install(context)
        defer { install(previous) }
        return try await body(context)
    }

    /// Makes `context` current, for UIKit and for the thread-safe reads.
    private static func install(_ context: ApplicationContext) {
        current = context
        MediaClockSlot.current = context.clock
        ScreenRegistry.currentMainScale.withLock { $0 = context.screens.mainScale }
    }
}

/// A first-come, first-served lock for asynchronous code on the main actor: `acquire()` waits
/// until the holder calls `release()`, which hands the lock to the longest waiter.
@MainActor
final class ContextLock {
    private var isHeld = false
    private var holder: Int?
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Waits for the lock and takes it. A task asking again for the lock it holds would wait for
    /// itself forever; that stops the process instead. A *child* task of the holder (`async let`,
    /// a task group) asking for it cannot be told apart from an unrelated task and waits for its
    /// parent, which waits for it: asynchronous bodies must not start others, even in child tasks.
    func acquire() async {
        let task = withUnsafeCurrentTask { $0?.hashValue }
        if isHeld {
            precondition(
                task == nil || task != holder,
                "ApplicationContext.withCurrent: asynchronous bodies do not nest; use the synchronous form inside")
            await withCheckedContinuation { waiters.append($0) }
        }
        isHeld = true
        holder = task
    }

    /// Releases the lock, handing it to the longest waiter if any.
    func release() {
        holder = nil
        if waiters.isEmpty {
            isHeld = false
        } else {
            waiters.removeFirst().resume()
        }
    }
}
