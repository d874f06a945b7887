import CoreGraphics
import Foundation

/// A responder's focus settings, made when one is first set.
final class FocusAttributes {
    var groupIdentifier: String?
    var effect: UIFocusEffect?
    var groupPriority: UIFocusGroupPriority = .ignored
}

/// The defaults of the focus members declared on `UIResponder`, by kind of object: windows,
/// views and view controllers are focus environments (views are items and containers too);
/// other responders are outside the focus hierarchy.
extension UIResponder {
    var focusSettings: FocusAttributes {
        if let focusAttributes { return focusAttributes }
        let made = FocusAttributes()
        focusAttributes = made
        return made
    }

    var defaultPreferredFocusEnvironments: [any UIFocusEnvironment] {
        if let window = self as? UIWindow { return window.rootViewController.map { [$0] } ?? [] }
        if let controller = self as? UIViewController { return controller.viewIfLoaded.map { [$0] } ?? [] }
        return []
    }

    var defaultParentFocusEnvironment: (any UIFocusEnvironment)? {
        if self is UIWindow { return nil }
        if let view = self as? UIView {
            if let controller = view.owningViewController as? UIViewController, controller.viewIfLoaded === view {
                return controller
            }
            return view.superview
        }
        if let controller = self as? UIViewController {
            return controller.viewIfLoaded?.superview ?? controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    var defaultFocusItemContainer: (any UIFocusItemContainer)? {
        if let view = self as? UIView { return view }
        return (self as? UIViewController)?.viewIfLoaded
    }

    /// The focusable views among a view's descendants whose frames (in the view's coordinates)
    /// meet `rect`, in tree order (an explicit walk: trees may be deep).
    func defaultFocusItems(in rect: CGRect) -> [any UIFocusItem] {
        guard let root = self as? UIView else { return [] }
        var found: [any UIFocusItem] = []
        var stack = Array(root.subviews.reversed())
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            if view.canBecomeFocused, view.convert(view.bounds, to: root).intersects(rect) { found.append(view) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found
    }

    /// The focus system of the window this environment is in.
    var focusSystemForResponder: UIFocusSystem? {
        if let view = self as? UIView { return view.window?.focusSystem }
        return (self as? UIViewController)?.viewIfLoaded?.window?.focusSystem
    }

    func requestFocusUpdate() {
        guard let environment = self as? any UIFocusEnvironment, let system = focusSystemForResponder else { return }
        if let focused = system.validFocusedItem, !UIFocusSystem.environment(environment, contains: focused) { return }
        system.requestFocusUpdate(to: environment)
    }
}

extension UIView: UIFocusItem, UIFocusItemContainer {
    /// Whether the view is the focused item of its window.
    public var isFocused: Bool { window?.focusSystemIfMade?.validFocusedItem === self }
}

extension UIViewController: UIFocusEnvironment {}
