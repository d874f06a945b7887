import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// Container view controllers: children's preferred sizes, editing mode, and transitions
/// between two children.
@MainActor @Suite struct ViewControllerContainmentTests {
    final class Child: UIViewController {
        var events: [String] = []
        override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            events.append("editing \(editing) \(animated)")
        }
    }

    final class Container: UIViewController {
        var sizeChanges: [CGSize] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            sizeChanges.append(container.preferredContentSize)
        }
    }

    @Test func childrenTellTheirContainerTheirPreferredSize() {
        let container = Container()
        let child = Child()
        container.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(container.sizeChanges == [CGSize(width: 320, height: 200), CGSize(width: 300, height: 200)])
        #expect(
            container.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 10, height: 20))
                == CGSize(width: 10, height: 20))
        // A controller without a parent tells no one.
        Child().preferredContentSize = CGSize(width: 1, height: 1)
    }

    @Test func editingGoesThroughSetEditing() {
        let child = Child()
        #expect(!child.isEditing)
        child.isEditing = true
        child.setEditing(false, animated: true)
        #expect(child.events == ["editing true false", "editing false true"] && !child.isEditing)
    }

    @Test func theEditButtonItemTogglesEditingFromABar() throws {
        try HeadlessHost.run(size: CGSize(width: 200, height: 100)) { host in
            let child = Child()
            host.show(child)
            let item = child.editButtonItem
            #expect(child.editButtonItem === item && item.title == "Edit" && item.style == .plain)
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 56, width: 200, height: 44))
            toolbar.items = [item]
            child.view.addSubview(toolbar)
            toolbar.layoutIfNeeded()
            let button = try #require(toolbar.subviews.last)
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
            child.events = []
            host.tap(at: center)
            #expect(child.isEditing && item.title == "Done" && item.style == .done)
            #expect(child.events == ["editing true true"])
            // Editing set in code retitles the item too.
            child.isEditing = false
            #expect(item.title == "Edit" && item.style == .plain)
        }
    }

    @Test func transitionsSwapTheChildrensViewsAndTellThem() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let container = Container()
            host.show(container)
            host.renderFrame()
            let first = Child()
            let second = Child()
            for child in [first, second] {
                container.addChild(child)
                child.didMove(toParent: container)
            }
            container.view.addSubview(first.view)
            // Lamina forwards appearance to children when the container appears; one shown later
            // is told by its container.
            first.beginAppearanceTransition(true, animated: false)
            first.endAppearanceTransition()
            first.events = []
            var finished: [Bool] = []
            container.transition(
                from: first, to: second, duration: 0, options: [], animations: { second.view.alpha = 0.5 },
                completion: { finished.append($0) })
            host.renderFrame()
            #expect(second.view.superview === container.view && first.view.superview == nil)
            #expect(second.view.alpha == 0.5)
            #expect(first.events == ["willDisappear", "didDisappear"])
            #expect(second.events == ["willAppear", "didAppear"])
            #expect(finished == [true])
            // Controllers that are not both children: nothing happens, completion hears false.
            container.transition(
                from: second, to: Child(), duration: 0, options: [], animations: nil,
                completion: { finished.append($0) })
            #expect(finished == [true, false] && second.view.superview === container.view)
        }
    }

    @Test func aCrossDissolveTransitionSwapsTheViewsAtOnceAndFinishesLater() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let container = Container()
            host.show(container)
            host.renderFrame()
            let first = Child()
            let second = Child()
            for child in [first, second] { container.addChild(child) }
            container.view.addSubview(first.view)
            var finished: [Bool] = []
            container.transition(
                from: first, to: second, duration: 0.25, options: .transitionCrossDissolve, animations: nil,
                completion: { finished.append($0) })
            #expect(second.view.superview === container.view && first.view.superview == nil)
            host.renderFrame()
            #expect(finished.isEmpty && second.events == ["willAppear"])
            host.clock.advance(by: 0.5)
            host.renderFrame()
            #expect(finished == [true] && second.events == ["willAppear", "didAppear"])
        }
    }
}

/// `isMovingToParent` and `isMovingFromParent` around a child's appearance callbacks.
@MainActor @Suite struct ViewControllerMovingTests {
    final class Child: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) { seen.append("willAppear \(isMovingToParent)") }
        override func viewDidAppear(_ animated: Bool) { seen.append("didAppear \(isMovingToParent)") }
        override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear \(isMovingFromParent)") }
        override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear \(isMovingFromParent)") }
    }

    @Test func movesAreSeenDuringTheAppearanceTheyCause() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let container = UIViewController()
            host.show(container)
            let child = Child()
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()
            #expect(!child.isMovingToParent)
            // Hidden and shown again without a move.
            child.beginAppearanceTransition(false, animated: false)
            child.endAppearanceTransition()
            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()
            child.willMove(toParent: nil)
            child.beginAppearanceTransition(false, animated: false)
            child.endAppearanceTransition()
            child.view.removeFromSuperview()
            child.removeFromParent()
            #expect(!child.isMovingFromParent && child.parent == nil)
            #expect(
                child.seen == [
                    "willAppear true", "didAppear true", "willDisappear false", "didDisappear false",
                    "willAppear false", "didAppear false", "willDisappear true", "didDisappear true",
                ])
        }
    }
}
