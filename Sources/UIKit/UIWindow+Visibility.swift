import CoreGraphics
public import Foundation

extension UIWindow {
    /// Window levels; the same type as `UIWindowLevel`.
    public typealias Level = UIWindowLevel

    /// Posted when a window is shown; the object is the window.
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window is hidden; the object is the window.
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted when a window becomes key; the object is the window.
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being key; the object is the window.
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    /// Puts the window on its screen or takes it off, tells its root view controller, and posts
    /// the visibility notification.
    func visibilityDidChange() {
        let registry = windowRegistry
        if isHidden {
            rootViewController?.beginAppearanceTransitionFromWindow(appearing: false)
            screen.hideWindowLayer(layer)
            registry.remove(self)
            if registry.keyWindow === self {
                registry.keyWindow = nil
                resignKey()
            }
            rootViewController?.endAppearanceTransitionFromWindow(appeared: false)
            NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
        } else {
            rootViewController?.beginAppearanceTransitionFromWindow(appearing: true)
            screen.showWindowLayer(layer, level: windowLevel)
            registry.add(self)
            rootViewController?.endAppearanceTransitionFromWindow(appeared: true)
            NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
        }
    }

    /// The windows and key window of the application this window belongs to.
    var windowRegistry: WindowRegistry { (owningContext ?? ApplicationContext.current).windowRegistry }

    /// Swaps the root view controller's view in the window; the new view fills the window and
    /// follows its size.
    func replaceRootViewController(_ old: UIViewController?, with new: UIViewController?) {
        let visible = !isHidden
        if visible { old?.beginAppearanceTransitionFromWindow(appearing: false) }
        if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
        if visible { old?.endAppearanceTransitionFromWindow(appeared: false) }
        guard let new else { return }
        // The view loads before the controller hears it will appear, as in UIKit.
        let view: UIView = new.view
        if visible { new.beginAppearanceTransitionFromWindow(appearing: true) }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        if visible { new.endAppearanceTransitionFromWindow(appeared: true) }
    }

    /// The visible windows of every screen, front to back: the order events look for a target.
    public static func visibleWindowsFrontToBack(on screen: UIScreen) -> [UIWindow] {
        screen.windowLayersFrontToBack.compactMap { $0.delegate as? UIWindow }
    }
}
