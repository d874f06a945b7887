import Foundation
import Testing
import UIKit
import UIKitTesting

/// `AnimatorIdioms.swift`, compiled in the Swift 5 language mode, at exact manual-clock times.
@MainActor
@Suite struct AnimatorIdiomTests {
    @Test func aDrawerIsScrubbedThenSentBackOrFinished() {
        HeadlessHost.run { host in
            let controller = DrawerController()
            host.show(controller)
            host.renderFrame()
            @MainActor func shownY() -> CGFloat { controller.drawer.layer.presentation()?.frame.origin.y ?? .nan }
            controller.beginDrag()
            controller.drag(progress: 0.5)
            host.renderFrame()
            #expect(shownY() == 60, "scrubbing is linear: half way from 100 to 20")
            controller.endDrag(cancelled: true)
            host.advance(by: 0.19)
            #expect(controller.ends.isEmpty && shownY() > 60 && shownY() < 100)
            // Back over what was done: half of 0.4 s.
            host.advance(by: 0.01)
            #expect(controller.ends == [.start] && !controller.isOpen)
            #expect(controller.drawer.frame.origin.y == 100)
            controller.beginDrag()
            controller.drag(progress: 0.25)
            controller.endDrag(cancelled: false)
            host.advance(by: 0.3)
            #expect(controller.ends == [.start, .end] && controller.isOpen)
            #expect(controller.drawer.frame.origin.y == 20 && shownY() == 20)
        }
    }

    @Test func aFadeHelperReportsItsEnd() {
        HeadlessHost.run { host in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            host.show(view)
            var finished: [Bool] = []
            view.fadeOut { finished.append($0) }
            host.advance(by: 0.2)
            #expect(finished.isEmpty && view.alpha == 0)
            host.advance(by: 0.05)
            #expect(finished == [true])
        }
    }
}
