import CoreGraphics
import Foundation

/// The focus of one window: which item is focused, requested updates, and moves by heading
/// (the keyboard's Tab, Shift-Tab and arrows, through the window's `pressesBegan`).
///
/// Updates asked for with `setNeedsFocusUpdate()` or `requestFocusUpdate(to:)` run at the end of
/// the turn (or at `updateFocusIfNeeded()`): focus goes to the requested environment's preferred
/// item — following `preferredFocusEnvironments` depth first, and searching a view's focusable
/// subviews in reading order when it prefers nothing. Every environment containing the item
/// losing focus or the one taking it is asked `shouldUpdateFocus(in:)` and then told
/// `didUpdateFocus(in:with:)`. Tab and Shift-Tab move to the next and previous focusable item in
/// reading order (rows from the top, each from the left); arrows move to the nearest item that
/// way, within the focused item's focus group when it has one.
@preconcurrency @MainActor
public final class UIFocusSystem {
    private weak var window: UIWindow?
    private weak var focused: (any UIFocusItem)?
    private weak var requested: (any UIFocusEnvironment)?

    init(window: UIWindow) {
        self.window = window
    }

    /// The focused item, if any.
    public var focusedItem: (any UIFocusItem)? { validFocusedItem }

    /// The focused item while it can still be focused where it is (a view still in this window,
    /// shown and focusable); otherwise focus is gone.
    var validFocusedItem: (any UIFocusItem)? {
        guard let item = focused else { return nil }
        if let view = item as? UIView, view.window !== window || !view.canBecomeFocused || view.isHiddenInWindow {
            focused = nil
            return nil
        }
        return item
    }

    /// The focus system of the window `environment` is in.
    public static func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        (environment as? UIResponder)?.focusSystemForResponder
    }

    /// Whether `environment` is `otherEnvironment` or one of its parent environments.
    public static func environment(
        _ environment: any UIFocusEnvironment, contains otherEnvironment: any UIFocusEnvironment
    ) -> Bool {
        FocusSearch.ancestry(of: otherEnvironment).contains { $0 === environment }
    }

    /// Asks for focus to move to `environment`'s preferred item at the end of the turn, whether
    /// or not it contains the focused item.
    public func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        if let current = requested, Self.environment(current, contains: environment) { return }
        requested = environment
        ApplicationContext.current.scheduleFocusUpdate(self)
    }

    /// Runs the requested update now.
    public func updateFocusIfNeeded() {
        guard let environment = requested else { return }
        requested = nil
        guard let target = Self.preferredItem(in: environment), target !== validFocusedItem else { return }
        update(to: target, heading: [])
    }

    /// Moves focus by `heading`; false when there is nowhere to go (or an environment refused).
    @discardableResult
    func move(_ heading: UIFocusHeading) -> Bool {
        guard let window else { return false }
        let items = FocusSearch.items(in: window)
        // A window with nothing focusable has no focus to move: the key goes on, unremarked.
        guard !items.isEmpty || validFocusedItem != nil else { return false }
        guard let current = validFocusedItem as? UIView else {
            // Nothing focused: the first move focuses the window's preferred item.
            guard let target = Self.preferredItem(in: window) ?? items.first else { return failed(heading) }
            return update(to: target, heading: heading)
        }
        let target: UIView?
        if heading.contains(.next) || heading.contains(.previous) {
            target = FocusSearch.linear(from: current, among: items, forwards: heading.contains(.next))
        } else {
            target = FocusSearch.nearest(from: current, among: items, heading: heading, in: window)
        }
        guard let target else { return failed(heading) }
        return update(to: target, heading: heading)
    }

    private func failed(_ heading: UIFocusHeading) -> Bool {
        NotificationCenter.default.post(
            name: UIFocusUpdateContext.movementDidFailNotification, object: nil,
            userInfo: [UIFocusUpdateContext.focusHeadingUserInfoKey: heading])
        return false
    }

    /// Moves focus to `next`, if every environment concerned agrees.
    @discardableResult
    private func update(to next: any UIFocusItem, heading: UIFocusHeading) -> Bool {
        let previous = validFocusedItem
        let context = UIFocusUpdateContext(previous: previous, next: next, heading: heading)
        let environments =
            Self.chain(previous)
            + Self.chain(next).filter { candidate in
                !Self.chain(previous).contains { $0 === candidate }
            }
        guard environments.allSatisfy({ $0.shouldUpdateFocus(in: context) }) else { return false }
        focused = next
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        coordinator.run()
        NotificationCenter.default.post(
            name: UIFocusUpdateContext.didUpdateNotification, object: nil, userInfo: [UIFocusUpdateContext.key: context]
        )
        return true
    }

    /// The environment and its parents, innermost first.
    private static func chain(_ environment: (any UIFocusEnvironment)?) -> [any UIFocusEnvironment] {
        environment.map { FocusSearch.ancestry(of: $0) } ?? []
    }

    /// The item focus goes to when `environment` asks for it: itself when it is a focusable item,
    /// else the first its preferences lead to, else (a view) its first focusable subview in
    /// reading order.
    static func preferredItem(in environment: any UIFocusEnvironment) -> (any UIFocusItem)? {
        var visited: Set<ObjectIdentifier> = []
        var stack: [any UIFocusEnvironment] = [environment]
        while let candidate = stack.popLast() {
            guard visited.insert(ObjectIdentifier(candidate)).inserted else { continue }
            if let item = candidate as? any UIFocusItem, item.canBecomeFocused,
                (item as? UIView)?.isHiddenInWindow != true
            {
                return item
            }
            let preferred = candidate.preferredFocusEnvironments
            if !preferred.isEmpty {
                stack.append(contentsOf: preferred.reversed())
            } else if let view = candidate as? UIView, let first = FocusSearch.items(in: view).first {
                return first
            }
        }
        return nil
    }
}

extension UIWindow {
    /// The window's focus system, made when first asked for.
    var focusSystem: UIFocusSystem {
        if let focusSystemIfMade { return focusSystemIfMade }
        let made = UIFocusSystem(window: self)
        focusSystemIfMade = made
        return made
    }
}

extension UIView {
    /// Whether the view or one of its ancestors is hidden or transparent.
    var isHiddenInWindow: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden || view.alpha < 0.01 { return true }
            current = view.superview
        }
        return false
    }
}
