import Foundation
import Testing
import UIKit
import UIKitTesting

/// Buttons and other content in scroll views, and scroll views in scroll views.
@MainActor @Suite struct ScrollViewContentTouchTests {
    @MainActor private final class Stage {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let button = UIButton(type: .system)
        var actions = 0
        let log = ScrollLog()

        init(_ host: HeadlessHost) {
            scroll.contentSize = CGSize(width: 200, height: 2000)
            scroll.delegate = log
            button.frame = CGRect(x: 50, y: 100, width: 100, height: 60)
            button.addAction(UIAction { [unowned self] _ in self.actions += 1 }, for: .touchUpInside)
            scroll.addSubview(button)
            host.show(scroll)
        }
    }

    @Test func aQuickTapOnAButtonSendsItsAction() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let stage = Stage(host)
            host.tap(at: CGPoint(x: 100, y: 130), holding: 0.05)
            #expect(stage.actions == 1)
            #expect(!stage.button.isHighlighted)
            #expect(stage.scroll.contentOffset == .zero)
        }
    }

    @Test func theButtonHighlightsOnlyAfterTheDelay() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let stage = Stage(host)
            host.touchDown(at: CGPoint(x: 100, y: 130))
            #expect(!stage.button.isHighlighted)
            host.advance(by: 0.1)
            #expect(!stage.button.isHighlighted)
            host.advance(by: 0.06)  // past 150 ms
            #expect(stage.button.isHighlighted)
            host.touchUp(at: CGPoint(x: 100, y: 130))
            #expect(stage.actions == 1)
            // Without the delay the button highlights at once.
            stage.scroll.delaysContentTouches = false
            host.touchDown(at: CGPoint(x: 100, y: 130))
            #expect(stage.button.isHighlighted)
            host.touchUp(at: CGPoint(x: 100, y: 130))
            #expect(stage.actions == 2)
        }
    }

    @Test func aDragThatStartsOnAButtonScrollsAndTheButtonNeverHears() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let stage = Stage(host)
            host.drag(
                from: CGPoint(x: 100, y: 150), through: [CGPoint(x: 100, y: 140), CGPoint(x: 100, y: 100)])
            #expect(stage.scroll.contentOffset == CGPoint(x: 0, y: 40))
            #expect(!stage.button.isHighlighted)
            host.clock.advance(by: 0.5)
            host.touchUp(at: CGPoint(x: 100, y: 100))
            #expect(stage.actions == 0)
        }
    }

    @Test func aButtonHeldPastTheDelayKeepsItsTouchUnlessCancellingIsAllowed() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let stage = Stage(host)
            // The control's touch began: `touchesShouldCancel(in:)` says no for controls, so no scroll.
            host.touchDown(at: CGPoint(x: 100, y: 150))
            host.advance(by: 0.2)
            #expect(stage.button.isHighlighted)
            host.touchMove(to: CGPoint(x: 100, y: 130))
            host.touchMove(to: CGPoint(x: 100, y: 100))
            #expect(stage.scroll.contentOffset == .zero)
            host.touchUp(at: CGPoint(x: 100, y: 100))
            // A plain view's touch is cancelled by the drag.
            let plain = TouchRecorder(frame: CGRect(x: 0, y: 300, width: 200, height: 60))
            stage.scroll.addSubview(plain)
            host.touchDown(at: CGPoint(x: 100, y: 330))
            host.advance(by: 0.2)
            #expect(plain.handlers == ["began"])
            host.touchMove(to: CGPoint(x: 100, y: 310))
            host.touchMove(to: CGPoint(x: 100, y: 290))
            #expect(plain.handlers == ["began", "cancelled"])
            #expect(stage.scroll.contentOffset == CGPoint(x: 0, y: 20))
            host.touchUp(at: CGPoint(x: 100, y: 290))
            // With `canCancelContentTouches` off, nothing content took can become a scroll.
            stage.scroll.contentOffset = .zero
            stage.scroll.canCancelContentTouches = false
            host.touchDown(at: CGPoint(x: 100, y: 330))
            host.advance(by: 0.2)
            host.touchMove(to: CGPoint(x: 100, y: 310))
            host.touchMove(to: CGPoint(x: 100, y: 290))
            #expect(stage.scroll.contentOffset == .zero)
            host.touchUp(at: CGPoint(x: 100, y: 290))
        }
    }

    @Test func aVerticalListInAHorizontalPagerLetsSidewaysDragsThrough() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            pager.contentSize = CGSize(width: 600, height: 400)
            pager.isPagingEnabled = true
            let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            list.contentSize = CGSize(width: 200, height: 2000)
            pager.addSubview(list)
            host.show(pager)
            // Sideways: the list cannot scroll that way, so the pager takes the drag.
            host.drag(from: CGPoint(x: 150, y: 200), through: [CGPoint(x: 140, y: 200), CGPoint(x: 60, y: 202)])
            #expect(pager.contentOffset == CGPoint(x: 80, y: 0))
            #expect(list.contentOffset == .zero)
            host.clock.advance(by: 0.5)
            host.touchUp(at: CGPoint(x: 60, y: 202))
            host.runFrames(for: 2)
            #expect(pager.contentOffset == .zero)  // under half a page, slowly: back to the first
            // Up and down: the list takes it.
            host.drag(from: CGPoint(x: 100, y: 300), through: [CGPoint(x: 100, y: 290), CGPoint(x: 98, y: 200)])
            #expect(list.contentOffset == CGPoint(x: 0, y: 90))
            #expect(pager.contentOffset == .zero)
            host.touchUp(at: CGPoint(x: 98, y: 200))
        }
    }

    @Test func anInnerScrollViewOfTheSameDirectionTakesTheDragAndBouncesAtItsEnd() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            outer.contentSize = CGSize(width: 200, height: 2000)
            let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
            inner.contentSize = CGSize(width: 200, height: 300)
            outer.addSubview(inner)
            host.show(outer)
            // Up 150 points over the inner one: it scrolls its 100 and rubber-bands the rest;
            // the outer one does not move.
            host.drag(from: CGPoint(x: 100, y: 290), through: [CGPoint(x: 100, y: 280), CGPoint(x: 100, y: 130)])
            #expect(outer.contentOffset == .zero)
            #expect(
                abs(Double(inner.contentOffset.y) - (100 + DecelerationFormula.rubberBand(50, dimension: 200))) < 1e-9)
            host.clock.advance(by: 1)
            host.touchUp(at: CGPoint(x: 100, y: 130))
            host.runFrames(for: 3)
            #expect(inner.contentOffset == CGPoint(x: 0, y: 100))
            #expect(outer.contentOffset == .zero)
        }
    }

    @Test func pagingSettlesOnPagesByDistanceAndSpeed() {
        HeadlessHost.run(size: CGSize(width: 200, height: 400)) { host in
            let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            pager.contentSize = CGSize(width: 1000, height: 400)
            pager.isPagingEnabled = true
            let log = ScrollLog()
            pager.delegate = log
            host.show(pager)
            // Slowly past half a page: the next page.
            host.drag(from: CGPoint(x: 190, y: 200), through: [CGPoint(x: 180, y: 200), CGPoint(x: 60, y: 200)])
            host.clock.advance(by: 0.5)
            host.touchUp(at: CGPoint(x: 60, y: 200))
            #expect(log.release?.target == CGPoint(x: 200, y: 0))
            host.runFrames(for: 2)
            #expect(pager.contentOffset == CGPoint(x: 200, y: 0))
            // A quick flick of 30 points: the next page, however little was dragged.
            let flick = (1...3).map { CGPoint(x: 170 - CGFloat($0) * 10, y: 200) }
            host.drag(from: CGPoint(x: 180, y: 200), through: [CGPoint(x: 170, y: 200)] + flick)
            host.touchUp(at: CGPoint(x: 130, y: 200))
            #expect(log.release?.target == CGPoint(x: 400, y: 0))
            host.runFrames(for: 2)
            #expect(pager.contentOffset == CGPoint(x: 400, y: 0))
            #expect(log.events.last == "didEndDecelerating")
        }
    }
}
