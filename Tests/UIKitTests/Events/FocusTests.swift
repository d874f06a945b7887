import Foundation
import Testing
import UIKit
import UIKitTesting

/// Counts notifications (posted on the main thread, where the tests run).
private final class FailureCount: @unchecked Sendable {
    var value = 0
}

/// The focus engine: Tab, Shift-Tab and arrows through the window, requested updates at the end
/// of the turn, environments asked and told, focus groups, and focus leaving views that go.
@MainActor @Suite struct FocusTests {
    /// A view that takes focus and records what it hears.
    final class Field: UIView {
        var log: [String] = []
        var refusesFocusFrom: UIView?
        override var canBecomeFocused: Bool { true }
        override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
            guard let source = refusesFocusFrom else { return true }
            return context.previouslyFocusedView !== source || context.nextFocusedView !== self
        }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            log.append(context.nextFocusedView === self ? "focused" : "unfocused")
            coordinator.addCoordinatedAnimations({ self.alpha = context.nextFocusedView === self ? 1 : 0.5 }) {
                self.log.append("animated")
            }
        }
    }

    /// A controller whose view holds four fields in a 2 × 2 grid: a b / c d.
    final class Grid: UIViewController {
        let fields = (0..<4).map { _ in Field() }
        var preferred: [any UIFocusEnvironment]?
        var log: [String] = []
        override func loadView() {
            view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            for (index, field) in fields.enumerated() {
                field.frame = CGRect(x: 10 + 100 * (index % 2), y: 10 + 100 * (index / 2), width: 50, height: 50)
                view.addSubview(field)
            }
        }
        override var preferredFocusEnvironments: [any UIFocusEnvironment] {
            preferred ?? super.preferredFocusEnvironments
        }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            log.append("\(context.focusHeading.rawValue)")
        }
    }

    func run(_ body: (HeadlessHost, Grid) -> Void) {
        HeadlessHost.run(size: CGSize(width: 200, height: 200)) { host in
            let grid = Grid()
            host.show(grid)
            host.renderFrame()
            body(host, grid)
            // The fields' focus animations hold them through their completions until they end,
            // as on iOS: let them end, or the fields and their layers would outlive the host.
            host.advance(by: 1)
        }
    }

    func press(_ host: HeadlessHost, _ key: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = []) {
        host.key(key, down: true, characters: key == .keyboardTab ? "\t" : "", modifiers: modifiers)
        host.key(key, down: false, characters: key == .keyboardTab ? "\t" : "", modifiers: modifiers)
    }

    func focused(_ grid: Grid) -> Int? {
        grid.fields.firstIndex { $0.isFocused }
    }

    @Test func tabAndShiftTabGoThroughTheFocusableViewsInReadingOrder() {
        run { host, grid in
            #expect(focused(grid) == nil)
            let failures = FailureCount()
            let observer = NotificationCenter.default.addObserver(
                forName: UIFocusUpdateContext.movementDidFailNotification, object: nil, queue: nil
            ) { _ in failures.value += 1 }
            defer { NotificationCenter.default.removeObserver(observer) }
            var order: [Int?] = []
            for _ in 0..<5 {
                press(host, .keyboardTab)
                order.append(focused(grid))
            }
            #expect(order == [0, 1, 2, 3, 3] && failures.value == 1)
            press(host, .keyboardTab, .shift)
            #expect(focused(grid) == 2)
            #expect(UIFocusSystem.focusSystem(for: grid)?.focusedItem === grid.fields[2])
            #expect(grid.log == ["16", "16", "16", "16", "32"])
        }
    }

    @Test func aWindowWithNothingFocusableLetsTheKeysGoOnSilently() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            host.show(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
            let failures = FailureCount()
            let observer = NotificationCenter.default.addObserver(
                forName: UIFocusUpdateContext.movementDidFailNotification, object: nil, queue: nil
            ) { _ in failures.value += 1 }
            defer { NotificationCenter.default.removeObserver(observer) }
            press(host, .keyboardTab)
            press(host, .keyboardDownArrow)
            #expect(failures.value == 0)
            #expect(host.context.keyWindow.map { UIFocusSystem.focusSystem(for: $0)?.focusedItem == nil } == true)
        }
    }

    @Test func arrowsMoveToTheNearestViewThatWayWithinAFocusGroup() {
        run { host, grid in
            press(host, .keyboardTab)
            var path: [Int?] = []
            for key in [
                UIKeyboardHIDUsage.keyboardRightArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardUpArrow,
            ] {
                press(host, key)
                path.append(focused(grid))
            }
            #expect(path == [1, 3, 2, 0])
            // The bottom row is a group: arrows stay in it, Tab does not.
            grid.fields[2].focusGroupIdentifier = "bottom"
            grid.fields[3].focusGroupIdentifier = "bottom"
            press(host, .keyboardDownArrow)
            #expect(focused(grid) == 2)
            press(host, .keyboardUpArrow)
            #expect(focused(grid) == 2, "nothing above in its group")
            press(host, .keyboardRightArrow)
            #expect(focused(grid) == 3)
            // With Command held, arrows are not focus moves.
            press(host, .keyboardLeftArrow, .command)
            #expect(focused(grid) == 3)
        }
    }

    @Test func environmentsAreAskedAndToldAndAnimationsRunWithTheChange() {
        run { host, grid in
            let (a, b) = (grid.fields[0], grid.fields[1])
            press(host, .keyboardTab)
            // Its alpha does not change, so the animation's completion runs with the turn.
            #expect(a.log == ["focused", "animated"] && a.alpha == 1)
            b.refusesFocusFrom = a
            press(host, .keyboardTab)
            #expect(focused(grid) == 0, "b refused focus coming from a")
            press(host, .keyboardDownArrow)
            #expect(focused(grid) == 2 && a.log == ["focused", "animated", "unfocused"])
            #expect(a.alpha == 0.5 && a.layer.animation(forKey: "opacity") != nil)
            host.advance(by: 0.25)
            #expect(a.log == ["focused", "animated", "unfocused", "animated"])
        }
    }

    @Test func requestedUpdatesGoToThePreferredItemAtTheEndOfTheTurn() {
        run { host, grid in
            grid.preferred = [grid.fields[2]]
            grid.setNeedsFocusUpdate()
            #expect(focused(grid) == nil, "not before the end of the turn")
            host.renderFrame()
            #expect(focused(grid) == 2)
            // An environment that does not contain the focused item cannot ask.
            grid.fields[1].setNeedsFocusUpdate()
            host.renderFrame()
            #expect(focused(grid) == 2)
            // The focus system can be asked for any environment; `updateFocusIfNeeded` runs it now.
            let system = UIFocusSystem.focusSystem(for: grid.view)
            system?.requestFocusUpdate(to: grid.fields[3])
            system?.updateFocusIfNeeded()
            #expect(focused(grid) == 3)
            // A view that prefers nothing hands focus to its first focusable subview.
            grid.preferred = [grid.view]
            grid.setNeedsFocusUpdate()
            grid.updateFocusIfNeeded()
            #expect(focused(grid) == 0)
        }
    }

    @Test func focusLeavesViewsThatAreHiddenOrRemoved() {
        run { host, grid in
            press(host, .keyboardTab)
            #expect(grid.fields[0].isFocused)
            grid.fields[0].isHidden = true
            #expect(!grid.fields[0].isFocused && UIFocusSystem.focusSystem(for: grid)?.focusedItem == nil)
            press(host, .keyboardTab)
            #expect(focused(grid) == 1, "the first shown item")
            grid.fields[1].removeFromSuperview()
            #expect(!grid.fields[1].isFocused)
        }
    }

    /// A view claiming its subview as its parent environment: a cycle the walks stop at.
    final class Loop: UIView {
        override var canBecomeFocused: Bool { true }
        override var parentFocusEnvironment: (any UIFocusEnvironment)? { subviews.first ?? superview }
    }

    @Test func aCycleOfParentEnvironmentsEndsTheWalks() {
        run { host, grid in
            let loop = Loop(frame: CGRect(x: 10, y: 170, width: 20, height: 20))
            let inner = Loop(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            loop.addSubview(inner)
            grid.view.addSubview(loop)
            #expect(!UIFocusSystem.environment(grid, contains: loop))
            for _ in 0..<5 { press(host, .keyboardTab) }
            #expect(loop.isFocused)
            press(host, .keyboardTab)
            #expect(inner.isFocused)
        }
    }

    @Test func theHierarchyOfEnvironments() {
        run { host, grid in
            let window = grid.view.window!
            #expect(grid.view.parentFocusEnvironment === grid)
            #expect(grid.parentFocusEnvironment === window && window.parentFocusEnvironment == nil)
            #expect(grid.fields[0].parentFocusEnvironment === grid.view)
            #expect(window.preferredFocusEnvironments.first === grid)
            #expect(grid.focusItemContainer === grid.view && grid.view.focusItemContainer === grid.view)
            #expect(UIFocusSystem.environment(grid, contains: grid.fields[3]))
            #expect(!UIFocusSystem.environment(grid.fields[3], contains: grid))
            let inTopLeft = grid.view.focusItems(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(inTopLeft.count == 1 && inTopLeft.first === grid.fields[0])
            #expect(grid.restoresFocusAfterTransition && grid.fields[0].focusGroupPriority == .ignored)
            grid.fields[0].focusEffect = UIFocusHaloEffect(
                roundedRect: CGRect(x: 0, y: 0, width: 50, height: 50), cornerRadius: .nan, curve: .continuous)
            #expect((grid.fields[0].focusEffect as? UIFocusHaloEffect)?.cornerRadius == 0)
        }
    }
}
