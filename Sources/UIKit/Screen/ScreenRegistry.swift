public import Foundation
import Synchronization

/// The connected screens of an application context: Lamina's home for what iOS keeps
/// process-wide behind `UIScreen.screens` and `UIScreen.main`.
///
/// Each `ApplicationContext` owns one (`screens`); `UIScreen.main` and `UIScreen.screens` read the
/// current context's. A registry starts with one screen, a default main screen
/// (`UIScreen.makeDefault(clock:)`: 390 × 844 points at scale 1, on the context's clock), until a
/// backend or a test connects others or makes another screen main. `screens` always lists the main
/// screen first; the main screen cannot be disconnected (make another screen main first). Windows
/// and the key window are not the screens' business: they belong to the context.
///
/// **Reading the main scale off the main actor.** Image renderers and image lookup are not tied to
/// the main actor but follow the main screen's scale, as on iOS. Each registry therefore keeps a
/// thread-safe copy of its main screen's scale (an atomic), updated whenever its main screen
/// changes (a screen's scale never changes), and the context that becomes current points a
/// process-wide slot at its registry's copy; `mainScreenScale` reads it from any thread.
///
/// A Lamina addition: Apple exposes only `UIScreen.screens` and `UIScreen.main`.
@preconcurrency @MainActor
public final class ScreenRegistry {
    /// The main screen's scale, readable from any thread: the current context's main screen's.
    public nonisolated static var mainScreenScale: CGFloat { currentMainScale.withLock { $0 }.value }

    /// The default context's copy of its main screen's scale, which the slot starts with.
    nonisolated static let defaultMainScale = MainScaleSnapshot()

    /// The current context's copy of its main screen's scale; the context points it at its
    /// registry's when it becomes current.
    nonisolated static let currentMainScale = Mutex<MainScaleSnapshot>(defaultMainScale)

    /// The connected screens, the main screen first, then the others in the order they connected.
    public private(set) var screens: [UIScreen]

    /// The thread-safe copy of the main screen's scale.
    nonisolated let mainScale: MainScaleSnapshot

    /// Creates a registry holding `mainScreen` (by default a new default screen whose frames run
    /// on `clock`) as its main screen, keeping the main screen's scale in `snapshot`. The screen
    /// joins without a connection notification: it is there from the start.
    init(clock: any MediaClock, mainScreen: UIScreen? = nil, snapshot: MainScaleSnapshot = MainScaleSnapshot()) {
        let main = mainScreen ?? UIScreen.makeDefault(clock: clock)
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
}

/// A main screen's scale that any thread may read; only its registry writes it, on the main actor.
final class MainScaleSnapshot: Sendable {
    private let bits = Atomic<UInt64>(Double(1).bitPattern)

    /// The scale.
    var value: CGFloat {
        get { CGFloat(Double(bitPattern: bits.load(ordering: .acquiring))) }
        set { bits.store(Double(newValue).bitPattern, ordering: .releasing) }
    }
}
