public import Foundation
import Synchronization

/// The connected screens: Lamina's one home for what iOS keeps process-wide behind
/// `UIScreen.screens` and `UIScreen.main`.
///
/// `ScreenRegistry.shared` is the process's registry. It starts with one screen, the default main
/// screen (`UIScreen.makeDefault()`: 390 × 844 points at scale 1), until a backend or a test
/// connects others or makes another screen main. `screens` always lists the main screen first; the
/// main screen cannot be disconnected (make another screen main first).
///
/// Code that must not share the process's screens — tests that run in parallel — runs inside
/// `withIsolatedRegistry(_:_:)`: for the duration of the body, in that task, `UIScreen.main`,
/// `UIScreen.screens` and everything that reads the main screen's scale see the given registry.
///
/// **Reading the main scale off the main actor.** Image renderers and image lookup are not tied to
/// the main actor but follow the main screen's scale, as on iOS. The registry therefore keeps a
/// thread-safe copy of its main screen's scale (an atomic), updated whenever the main screen
/// changes (a screen's scale never changes); `mainScreenScale` reads it from any thread.
///
/// A Lamina addition: Apple exposes only `UIScreen.screens` and `UIScreen.main`.
@MainActor
public final class ScreenRegistry {
    /// The process's registry.
    public static let shared = ScreenRegistry(snapshot: sharedMainScale)

    /// The registry in effect: the innermost `withIsolatedRegistry` of this task, else `shared`.
    public static var current: ScreenRegistry { ScreenRegistryScope.registry ?? shared }

    /// The main screen's scale, readable from any thread: the current registry's main screen's.
    public nonisolated static var mainScreenScale: CGFloat {
        (ScreenRegistryScope.registry?.mainScale ?? sharedMainScale).value
    }

    private nonisolated static let sharedMainScale = MainScaleSnapshot()

    /// The connected screens, the main screen first, then the others in the order they connected.
    public private(set) var screens: [UIScreen]

    /// The thread-safe copy of the main screen's scale.
    nonisolated let mainScale: MainScaleSnapshot

    /// The visible windows and the key window of the app these screens belong to.
    package let windowRegistry = WindowRegistry()

    /// Creates a registry holding a new default main screen.
    public convenience init() {
        self.init(snapshot: MainScaleSnapshot())
    }

    private init(snapshot: MainScaleSnapshot) {
        let main = UIScreen.makeDefault()
        screens = [main]
        mainScale = snapshot
        main.registry = self
        snapshot.value = main.scale
    }

    /// The main screen.
    public var main: UIScreen { screens[0] }

    /// Connects `screen`, appending it to `screens`, and posts `UIScreen.didConnectNotification`.
    ///
    /// Returns false, doing nothing, when the screen is already connected here or to another
    /// registry.
    @discardableResult
    public func connect(_ screen: UIScreen) -> Bool {
        guard screen.registry == nil else { return false }
        screens.append(screen)
        screen.registry = self
        NotificationCenter.default.post(name: UIScreen.didConnectNotification, object: screen)
        return true
    }

    /// Disconnects `screen`, removing it from `screens`, and posts
    /// `UIScreen.didDisconnectNotification`.
    ///
    /// Returns false, doing nothing, for the main screen and for screens not connected here. The
    /// screen keeps its windows' layers and can be connected again.
    @discardableResult
    public func disconnect(_ screen: UIScreen) -> Bool {
        guard screen.registry === self, screen !== main else { return false }
        screens.removeAll { $0 === screen }
        screen.registry = nil
        NotificationCenter.default.post(name: UIScreen.didDisconnectNotification, object: screen)
        return true
    }

    /// Makes `screen` the main screen, connecting it first (with its notification) if needed.
    ///
    /// The previous main screen stays connected, now second. Returns false, doing nothing, when the
    /// screen is connected to another registry.
    @discardableResult
    public func makeMain(_ screen: UIScreen) -> Bool {
        if screen.registry == nil { connect(screen) }
        guard screen.registry === self else { return false }
        screens.removeAll { $0 === screen }
        screens.insert(screen, at: 0)
        mainScale.value = screen.scale
        return true
    }

    /// Runs `body` with `registry` as the current registry of this task (a fresh one by default).
    ///
    /// For tests: screens connected, disconnected or made main inside do not affect other tests,
    /// and image renderers created inside follow `registry`'s main screen.
    public static func withIsolatedRegistry<Result>(
        _ registry: ScreenRegistry = ScreenRegistry(), _ body: (ScreenRegistry) throws -> Result
    ) rethrows -> Result {
        try ScreenRegistryScope.$registry.withValue(registry) { try body(registry) }
    }

    /// Runs the asynchronous `body` with `registry` as the current registry of this task and of
    /// the child tasks it creates (a fresh registry by default); see the synchronous variant.
    public static func withIsolatedRegistry<Result>(
        _ registry: ScreenRegistry = ScreenRegistry(), _ body: (ScreenRegistry) async throws -> Result
    ) async rethrows -> Result {
        try await ScreenRegistryScope.$registry.withValue(registry) { try await body(registry) }
    }
}

/// Where a task's isolated registry is kept.
enum ScreenRegistryScope {
    /// The registry installed by `ScreenRegistry.withIsolatedRegistry`, if any.
    @TaskLocal static var registry: ScreenRegistry?
}

/// A main screen's scale that any thread may read; only the registry writes it, on the main actor.
final class MainScaleSnapshot: Sendable {
    private let bits = Atomic<UInt64>(Double(1).bitPattern)

    /// The scale.
    var value: CGFloat {
        get { CGFloat(Double(bitPattern: bits.load(ordering: .acquiring))) }
        set { bits.store(Double(newValue).bitPattern, ordering: .releasing) }
    }
}
