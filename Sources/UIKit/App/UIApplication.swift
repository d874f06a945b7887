public import Foundation

/// The app: its delegate, its windows, its state, and where events enter it.
///
/// There is one application per `ApplicationContext` (`UIApplication.shared` is the current
/// context's), made the first time it is asked for; apps do not make their own. Events from the
/// platform arrive through `sendEvent(_:)`, which hands each to the windows its touches belong to.
/// In the responder chain the application comes after the windows and before its delegate, when
/// the delegate is a responder.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The state an app is in.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events (launching, or interrupted).
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// The keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    /// The current context's application.
    public class var shared: UIApplication { ApplicationContext.current.application }

    /// The object told of the app's launch and state changes; the application keeps it (the
    /// entry point's delegate lives as long as the app).
    open var delegate: (any UIApplicationDelegate)?

    /// The app's state: `.inactive` until launch finishes, then `.active` while the platform
    /// gives it events.
    open internal(set) var applicationState: State = .inactive

    /// Whether the app asks the system not to dim or lock the screen while it runs (stored).
    open var isIdleTimerDisabled = false

    /// The number on the app's icon (stored; Lamina shows no icon).
    open var applicationIconBadgeNumber = 0

    /// The connected scenes, in the order they connected (`Scenes/UIApplication+Scenes.swift`).
    var sceneList: [UIScene] = []
    /// Makes the delegate of each scene that connects; nil when the app has no scene delegate.
    var makeSceneDelegate: (@MainActor () -> any UISceneDelegate)?
    /// Whether `terminate()` ran.
    var hasTerminated = false

    /// Whether touch events are being dropped (`beginIgnoringInteractionEvents()`).
    open var isIgnoringInteractionEvents: Bool { ignoreDepth > 0 }
    private var ignoreDepth = 0

    /// The context this application belongs to.
    unowned let context: ApplicationContext

    /// The application of `context`.
    init(context: ApplicationContext) {
        self.context = context
        super.init()
    }

    /// The visible windows, in the order they were shown.
    open var windows: [UIWindow] { context.windows }

    /// The key window, if any.
    open var keyWindow: UIWindow? { context.keyWindow }

    /// Hands `event` to the windows its touches began in (each window's `sendEvent(_:)`), unless
    /// interaction events are ignored. The platform's input arrives here.
    open func sendEvent(_ event: UIEvent) {
        // Ignoring drops new touches only: touches already tracked still end (or a control stays
        // highlighted and a recognizer began for good).
        guard
            event.type != .touches || !isIgnoringInteractionEvents
                || event.touchList.contains(where: {
                    $0.phase == .ended || $0.phase == .cancelled || $0.phase == .moved
                })
        else { return }
        var windows: [UIWindow] = []
        for touch in event.touchList {
            guard let window = touch.window, !windows.contains(where: { $0 === window }) else { continue }
            windows.append(window)
        }
        for window in windows { window.sendEvent(event) }
    }

    /// Starts dropping touch events until a balancing `endIgnoringInteractionEvents()`; calls nest.
    open func beginIgnoringInteractionEvents() { ignoreDepth += 1 }

    /// Balances a `beginIgnoringInteractionEvents()`.
    open func endIgnoringInteractionEvents() { ignoreDepth = max(0, ignoreDepth - 1) }

    /// The delegate, when it is a responder (and not one already in the chain); else nil.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder else { return nil }
        if responder === self || responder is UIView || responder is UIViewController { return nil }
        return responder
    }

    // MARK: Notifications

    /// Posted when launch finishes.
    public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is short of memory.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
}
