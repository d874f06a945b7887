import CoreGraphics
public import Foundation

/// The backdrop for an app's views: a view with no decorations of its own that shows its
/// hierarchy on a screen and dispatches events to it.
///
/// A window is hidden until `isHidden = false` or `makeKeyAndVisible()`; it then shows on its
/// `screen`, ordered by `windowLevel` (`.normal` 0, `.statusBar` 1000, `.alert` 2000) and, within a
/// level, by when it was shown. The same order decides compositing and hit testing. Its `frame`
/// is in the screen's points. One window at a time is the key window (`isKeyWindow`).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The responder receiving key events first; not retained (UIKit resigns a responder that
    /// leaves the window).
    weak var firstResponder: UIResponder?
    /// The change of size under way (`UIWindow+SizeTransitions.swift`), between its two halves.
    var activeSizeTransition: SizeTransitionCoordinator?
    /// How many `frame`/`bounds` sets are under way: only the outermost begins and ends a transition.
    var sizeChangeDepth = 0
    /// The window's focus system, once asked for (`Focus/UIFocusSystem.swift`).
    var focusSystemIfMade: UIFocusSystem?
    /// The scene given by `UIWindow(windowScene:)` or `windowScene` (`UIWindow+Scene.swift`).
    weak var assignedScene: UIWindowScene?
    /// The application the window belongs to: the context current when it was made. Its
    /// visibility and key status live there whatever context is current later.
    private(set) weak var owningContext: ApplicationContext?

    /// Moves focus with Tab, Shift-Tab and the arrow keys when no responder before the window took
    /// the press and the focus system has somewhere to go; other presses go on to the application.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.count == 1, let key = presses.first?.key, let heading = UIFocusHeading(key: key),
            focusSystem.move(heading)
        {
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// Where the window sits in front-to-back order among windows on its screen.
    open var windowLevel: UIWindow.Level = .normal {
        didSet {
            guard windowLevel != oldValue else { return }
            screen.setLevel(windowLevel, ofWindowLayer: layer)
        }
    }

    /// The screen the window shows on (the main screen by default); changing it moves the window.
    open var screen: UIScreen {
        didSet {
            if screen !== oldValue {
                windowTraitsMayHaveChanged()
                safeAreaMayHaveChanged(boundsChanged: false)
            }
            guard screen !== oldValue, !isHidden else { return }
            oldValue.hideWindowLayer(layer)
            screen.showWindowLayer(layer, level: windowLevel)
        }
    }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            replaceRootViewController(oldValue, with: rootViewController)
        }
    }

    /// Creates a hidden window with `frame` in the main screen's points.
    public override init(frame: CGRect) {
        screen = UIScreen.main
        owningContext = ApplicationContext.current
        super.init(frame: frame)
        isHidden = true
        isInitialized = true
        // A window always has its box: its safe area comes from the screen, and a view without
        // a superview is only looked at further when it has one (no cast on every frame change).
        _ = ensureInsets()
        safeAreaMayHaveChanged(boundsChanged: false)
    }

    /// Creates a hidden window covering the main screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Creates a window from an archive (Lamina has no archives yet: an empty hidden window).
    public required init?(coder: NSCoder) {
        screen = UIScreen.main
        owningContext = ApplicationContext.current
        super.init(frame: .zero)
        isHidden = true
        isInitialized = true
        _ = ensureInsets()
    }

    /// Whether the window is hidden; showing puts it on its screen, hiding takes it off.
    open override var isHidden: Bool {
        didSet {
            // A new window starts hidden without being "hidden" in the notification's sense.
            guard isHidden != oldValue, isInitialized else { return }
            visibilityDidChange()
        }
    }

    /// Set at the end of the initializers; until then visibility changes are the initial state.
    private var isInitialized = false

    /// Whether this is the key window.
    open var isKeyWindow: Bool { windowRegistry.keyWindow === self }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Whether the window may become the key window; true by default. A window that answers false
    /// ignores `makeKey()`.
    open var canBecomeKey: Bool { true }

    /// Makes the window key, after the previous key window resigns (unless `canBecomeKey` is
    /// false).
    open func makeKey() {
        let registry = windowRegistry
        guard registry.keyWindow !== self, canBecomeKey else { return }
        let previous = registry.keyWindow
        registry.keyWindow = self
        previous?.resignKey()
        becomeKey()
    }

    /// Called when the window became key; posts `didBecomeKeyNotification`.
    open func becomeKey() {
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window stopped being key; posts `didResignKeyNotification`.
    open func resignKey() {
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    /// The window's scene (iOS 13's chain: window, scene, application), or, outside any scene,
    /// the application the window belongs to.
    open override var next: UIResponder? { windowScene ?? owningContext?.application }

    /// A change of size is a size transition for the root view controller
    /// (`UIWindow+SizeTransitions.swift`).
    open override var frame: CGRect {
        willSet { sizeTransitionWillBegin(to: newValue.size) }
        didSet { sizeTransitionDidEnd() }
    }
    /// A change of size is a size transition for the root view controller.
    open override var bounds: CGRect {
        willSet { sizeTransitionWillBegin(to: newValue.size) }
        didSet { sizeTransitionDidEnd() }
    }

    /// Delivers the touches of `event` that began in this window to the views they began in:
    /// for each phase that changed (began, moved, ended, cancelled), each view's handler once,
    /// with its touches of that phase. `UIApplication.sendEvent(_:)` calls it.
    open func sendEvent(_ event: UIEvent) {
        deliverTouches(of: event)
    }
}
