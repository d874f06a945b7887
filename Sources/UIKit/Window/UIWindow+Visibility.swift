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
            let shown = shownControllers
            for controller in shown { controller.beginAppearanceTransitionFromWindow(appearing: false) }
            screen.hideWindowLayer(layer)
            registry.remove(self)
            if registry.keyWindow === self {
                registry.keyWindow = nil
                resignKey()
            }
            for controller in shown { controller.endAppearanceTransitionFromWindow(appeared: false) }
            NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
        } else {
            let shown = shownControllers
            for controller in shown { controller.beginAppearanceTransitionFromWindow(appearing: true) }
            screen.showWindowLayer(layer, level: windowLevel)
            registry.add(self)
            for controller in shown { controller.endAppearanceTransitionFromWindow(appeared: true) }
            NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
        }
    }

    /// The windows and key window of the application this window belongs to.
    var windowRegistry: WindowRegistry { (owningContext ?? ApplicationContext.current).windowRegistry }

    /// The controllers the window shows whose appearance it drives: the root and every
    /// presented controller (presented ones are nobody's children), those whose views are in it.
    var shownControllers: [UIViewController] {
        guard let root = rootViewController else { return [] }
        var result: [UIViewController] = []
        var pending = [root]
        while let controller = pending.popLast() {
            if controller === root || controller.modal.presenting != nil,
                controller.viewIfLoaded?.window === self
            {
                result.append(controller)
            }
            if let presented = controller.modal.presented { pending.append(presented) }
            pending.append(contentsOf: controller.children.reversed())
        }
        return result
    }

    /// Swaps the root view controller's view in the window; the new view fills the window and
    /// follows its size. What the old root presented is dismissed first, without animation
    /// (UIKit leaves it in the window).
    func replaceRootViewController(_ old: UIViewController?, with new: UIViewController?) {
        let visible = !isHidden
        if let old, old.modal.presented != nil { old.dismiss(animated: false) }
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
