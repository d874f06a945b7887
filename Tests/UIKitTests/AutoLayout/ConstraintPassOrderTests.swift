import Foundation
import LaminaHeadless
import Testing
import UIKit
import UIKitTesting

/// UIKit's constraint pass: a request from a subview updates constraints bottom-up along the path
/// to the top (a controller's root view through `updateViewConstraints()`), then lays the
/// ancestors out.
@MainActor @Suite struct ConstraintPassOrderTests {
    final class Log { var entries: [String] = [] }

    final class Recording: UIView {
        let name: String
        let log: Log
        var onLayout: (() -> Void)?
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        required init?(coder: NSCoder) { nil }
        override func updateConstraints() {
            log.entries.append("\(name).updateConstraints")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            log.entries.append("\(name).layoutSubviews")
            super.layoutSubviews()
            onLayout?()
            onLayout = nil
        }
    }

    final class Controller: UIViewController {
        let log: Log
        init(_ log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() { view = Recording("root", log) }
        override func updateViewConstraints() {
            log.entries.append("vc.updateViewConstraints")
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() { log.entries.append("vc.viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.entries.append("vc.viewDidLayoutSubviews") }
    }

    /// A controller's root view holding `middle`, which holds `leaf`, shown and settled.
    private func scene(_ host: HeadlessHost) -> (Log, Controller, Recording, Recording) {
        let log = Log()
        let controller = Controller(log)
        let middle = Recording("middle", log)
        let leaf = Recording("leaf", log)
        controller.view.addSubview(middle)
        middle.addSubview(leaf)
        host.show(controller)
        host.renderFrame()
        log.entries.removeAll()
        return (log, controller, middle, leaf)
    }

    private let fullPass = [
        "leaf.updateConstraints", "middle.updateConstraints", "vc.updateViewConstraints", "root.updateConstraints",
        "vc.viewWillLayoutSubviews", "root.layoutSubviews", "vc.viewDidLayoutSubviews", "middle.layoutSubviews",
    ]

    @Test func aLeafsRequestUpdatesThePathBottomUpThenLaysTheAncestorsOut() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let (log, controller, _, leaf) = scene(host)
            leaf.setNeedsUpdateConstraints()
            #expect(leaf.needsUpdateConstraints())
            controller.view.layoutIfNeeded()
            #expect(log.entries == fullPass)
            #expect(!leaf.needsUpdateConstraints() && !controller.view.needsUpdateConstraints())
            // Nothing is left for the frame.
            log.entries.removeAll()
            host.renderFrame()
            #expect(log.entries.isEmpty)
        }
    }

    @Test func theFrameRunsTheSamePassAsLayoutIfNeeded() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let (log, _, _, leaf) = scene(host)
            leaf.setNeedsUpdateConstraints()
            host.renderFrame()
            #expect(log.entries == fullPass)
        }
    }

    @Test func updateConstraintsIfNeededUpdatesWithoutLayingOut() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let (log, controller, middle, leaf) = scene(host)
            leaf.setNeedsUpdateConstraints()
            // From the middle: its part of the path only.
            middle.updateConstraintsIfNeeded()
            #expect(log.entries == ["leaf.updateConstraints", "middle.updateConstraints"])
            log.entries.removeAll()
            controller.view.updateConstraintsIfNeeded()
            #expect(log.entries == ["vc.updateViewConstraints", "root.updateConstraints"])
            log.entries.removeAll()
            controller.view.updateConstraintsIfNeeded()
            #expect(log.entries.isEmpty)
        }
    }

    @Test func aViewThatAskedBeforeJoiningUpdatesAlongItsNewPath() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let (log, controller, middle, _) = scene(host)
            let late = Recording("late", log)
            late.setNeedsUpdateConstraints()
            middle.addSubview(late)
            controller.view.layoutIfNeeded()
            #expect(
                Array(log.entries.prefix(4)) == [
                    "late.updateConstraints", "middle.updateConstraints", "vc.updateViewConstraints",
                    "root.updateConstraints",
                ])
        }
    }

    @Test func aRequestFromInsideLayoutRunsInAnotherRoundOfTheSamePass() {
        HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let (log, controller, middle, leaf) = scene(host)
            middle.onLayout = { leaf.setNeedsUpdateConstraints() }
            middle.setNeedsLayout()
            controller.view.layoutIfNeeded()
            #expect(log.entries == ["middle.layoutSubviews"] + fullPass)
            #expect(!leaf.needsUpdateConstraints())
            log.entries.removeAll()
            host.renderFrame()
            #expect(log.entries.isEmpty)
        }
    }
}
