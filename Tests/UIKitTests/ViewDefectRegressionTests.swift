import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that paints only its left half blue, so its background shows in the right half.
@MainActor
private final class HalfDrawingView: UIView {
    var draws = 0

    override func draw(_ rect: CGRect) {
        draws += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

@MainActor @Suite struct BackgroundColorRedrawTests {
    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)

    @Test func anOpaqueDrawingViewRedrawsOverItsNewBackground() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let view = HalfDrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = red
            host.show(view)
            host.renderFrame()
            #expect(view.draws == 1)
            #expect(host.pixel(x: 5, y: 5) == PixelRGBA(0, 0, 255, 255))
            #expect(host.pixel(x: 15, y: 5) == PixelRGBA(255, 0, 0, 255))
            view.backgroundColor = green
            let report = host.renderFrame()
            #expect(view.draws == 2)
            #expect(report.backingStoresRedrawn == 1)
            #expect(host.pixel(x: 5, y: 5) == PixelRGBA(0, 0, 255, 255))
            #expect(host.pixel(x: 15, y: 5) == PixelRGBA(0, 255, 0, 255))
            view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            host.renderFrame()
            #expect(view.draws == 2)
        }
    }

    @Test func anOpaqueDrawingViewLosingItsBackgroundShowsBlackUnderTheDrawing() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let view = HalfDrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = red
            let window = host.show(view)
            window.backgroundColor = .white
            host.renderFrame()
            view.backgroundColor = nil
            host.renderFrame()
            #expect(view.draws == 2)
            #expect(host.pixel(x: 15, y: 5) == PixelRGBA(0, 0, 0, 255))
        }
    }

    @Test func aTranslucentDrawingViewShowsItsNewBackground() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let view = HalfDrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.isOpaque = false
            view.backgroundColor = red
            host.show(view)
            host.renderFrame()
            view.backgroundColor = green
            host.renderFrame()
            #expect(view.draws == 2)
            #expect(host.pixel(x: 5, y: 5) == PixelRGBA(0, 0, 255, 255))
            #expect(host.pixel(x: 15, y: 5) == PixelRGBA(0, 255, 0, 255))
        }
    }

    @Test func aPlainViewChangingItsBackgroundDrawsNothing() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = red
            host.show(view)
            host.renderFrame()
            view.backgroundColor = green
            let report = host.renderFrame()
            #expect(report.backingStoresRedrawn == 0)
            #expect(view.layer.contents == nil)
            #expect(host.pixel(x: 15, y: 5) == PixelRGBA(0, 255, 0, 255))
        }
    }
}

/// A subclass that overrides something other than `draw(_:)` (touch handling, say): the first
/// display's probe learns it draws nothing, after the background was filled into the store.
@MainActor
private final class NonDrawingSubclass: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

@MainActor @Suite struct NonDrawingSubclassBackgroundTests {
    /// The probe's backing store held the first background, and later colours never showed
    /// (found by the touch-delivery tests).
    @Test func aSubclassThatDrawsNothingShowsItsNewBackground() {
        HeadlessHost.run(size: CGSize(width: 40, height: 40)) { host in
            let view = NonDrawingSubclass(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.backgroundColor = .blue
            host.show(view)
            host.renderFrame()
            #expect(host.pixel(x: 5, y: 5) == PixelRGBA(0, 0, 255, 255))
            #expect(view.layer.contents == nil)
            view.backgroundColor = .green
            let report = host.renderFrame()
            #expect(report.backingStoresRedrawn == 0)
            #expect(host.pixel(x: 5, y: 5) == PixelRGBA(0, 255, 0, 255))
        }
    }
}

@MainActor @Suite struct SubviewResizeLayoutTests {
    /// A superview with one subview, both laid out once and their counts reset.
    private func makePair() -> (parent: RecordingView, child: RecordingView) {
        let sink = LogSink()
        let parent = RecordingView("parent", sink, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = RecordingView("child", sink, frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.layoutCount = 0
        child.layoutCount = 0
        return (parent, child)
    }

    /// How many times the superview and the subview laid out at the next layout pass after
    /// `change` to the subview.
    private func layoutCounts(after change: (RecordingView) -> Void) -> [Int] {
        let (parent, child) = makePair()
        change(child)
        parent.layoutIfNeeded()
        return [parent.layoutCount, child.layoutCount]
    }

    @Test func aSizeChangeLaysOutTheSuperviewOnce() {
        #expect(layoutCounts { $0.bounds.size = CGSize(width: 30, height: 30) } == [1, 1])
        #expect(layoutCounts { $0.frame = CGRect(x: 10, y: 10, width: 25, height: 20) } == [1, 1])
    }

    @Test func aSizeChangeThroughTheLayerLaysOutTheSuperviewOnce() {
        #expect(layoutCounts { $0.layer.bounds.size = CGSize(width: 30, height: 30) } == [1, 1])
        #expect(layoutCounts { $0.layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 31) } == [1, 1])
        #expect(layoutCounts { $0.layer.frame = CGRect(x: 10, y: 10, width: 25, height: 20) } == [1, 1])
    }

    @Test func movingOrScrollingTheSubviewLaysOutNothing() {
        #expect(layoutCounts { $0.bounds.origin = CGPoint(x: 5, y: 5) } == [0, 0])
        #expect(layoutCounts { $0.center = CGPoint(x: 50, y: 50) } == [0, 0])
        #expect(layoutCounts { $0.frame.origin = CGPoint(x: 3, y: 4) } == [0, 0])
        #expect(layoutCounts { $0.layer.bounds.origin = CGPoint(x: 5, y: 5) } == [0, 0])
        #expect(layoutCounts { $0.layer.position = CGPoint(x: 50, y: 50) } == [0, 0])
        #expect(layoutCounts { $0.layer.frame.origin = CGPoint(x: 3, y: 4) } == [0, 0])
    }

    @Test func theNextFrameLaysOutTheSuperviewOnce() {
        HeadlessHost.run(size: CGSize(width: 100, height: 100)) { host in
            let (parent, child) = makePair()
            host.show(parent)
            host.renderFrame()
            parent.layoutCount = 0
            child.layoutCount = 0
            child.layer.bounds.size = CGSize(width: 40, height: 40)
            let report = host.renderFrame()
            #expect(parent.layoutCount == 1)
            #expect(child.layoutCount == 1)
            #expect(report.layersLaidOut == 2)
        }
    }
}

@MainActor @Suite struct InsertRelativeToStrangerTests {
    @Test func insertingBelowOrAboveAViewThatIsNotASubviewAddsOnTop() {
        let sink = LogSink()
        let parent = RecordingView("parent", sink)
        let (a, b, c, d) = (
            RecordingView("a", sink), RecordingView("b", sink), RecordingView("c", sink), RecordingView("d", sink)
        )
        let elsewhere = UIView()
        let stranger = UIView()
        elsewhere.addSubview(stranger)
        parent.addSubview(a)
        parent.addSubview(b)
        sink.entries = []
        parent.insertSubview(c, belowSubview: stranger)
        #expect(parent.subviews == [a, b, c])
        #expect(c.superview === parent)
        #expect(
            sink.entries == [
                "c.willMoveToSuperview(parent)", "c.didMoveToSuperview(parent)", "parent.didAddSubview(c)",
            ])
        sink.entries = []
        parent.insertSubview(d, aboveSubview: UIView())
        #expect(parent.subviews == [a, b, c, d])
        #expect(
            sink.entries == [
                "d.willMoveToSuperview(parent)", "d.didMoveToSuperview(parent)", "parent.didAddSubview(d)",
            ])
        parent.insertSubview(a, belowSubview: stranger)
        #expect(parent.subviews == [b, c, d, a])
        #expect(
            parent.layer.sublayers?.map(ObjectIdentifier.init) == parent.subviews.map { ObjectIdentifier($0.layer) })
        #expect(stranger.superview === elsewhere)
    }

    @Test func insertingBelowAStrangerPutsTheLayerOnTopOfForeignSublayers() {
        let parent = UIView()
        let a = UIView()
        let foreign = CALayer()
        parent.addSubview(a)
        parent.layer.addSublayer(foreign)
        let b = UIView()
        parent.insertSubview(b, belowSubview: UIView())
        #expect(parent.subviews == [a, b])
        #expect(
            parent.layer.sublayers?.map(ObjectIdentifier.init)
                == [a.layer, foreign, b.layer].map(ObjectIdentifier.init))
    }
}

@Suite struct TextLayerFontEqualityTests {
    @Test func settingAnEqualFontRedrawsNothing() {
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        text.string = "Hi"
        text.font = UIFont.systemFont(ofSize: 12)
        #expect(text.buildRenderTree().layersDisplayed == 1)
        text.font = UIFont.systemFont(ofSize: 12)
        #expect(!text.needsDisplay())
        #expect(text.buildRenderTree().nodesRebuilt == 0)
        text.font = UIFont.boldSystemFont(ofSize: 12)
        #expect(text.needsDisplay())
        #expect(text.buildRenderTree().layersDisplayed == 1)
    }
}

/// Moves its layer in an explicit transaction when the animation stops (a common iOS idiom).
/// The layer is unowned: it holds the animation kept at its end, which holds its delegate.
private final class MovingOnStop: CAAnimationDelegate {
    unowned let layer: CALayer
    var stops = 0
    init(_ layer: CALayer) { self.layer = layer }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops += 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 70, y: 20)
        CATransaction.commit()
    }
}

@MainActor @Suite struct TickCallbackCommitTests {
    /// An explicit transaction ended in an animation's stop callback, with no other transaction
    /// open, commits the tree at once, during the frame's tick: the tick used to hold its list of
    /// animated layers exclusively for the whole walk, and the commit's registration trapped (an
    /// access conflict).
    @Test func explicitTransactionsInStopCallbacksCommitDuringTheTick() {
        ViewAnimationStage.run { stage in
            let delegate = MovingOnStop(stage.view.layer)
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (Float(0.5), Float(1), 0.5)
            fade.delegate = delegate
            // Kept at its end: removing it would open the implicit transaction first.
            (fade.isRemovedOnCompletion, fade.fillMode) = (false, .forwards)
            stage.view.layer.add(fade, forKey: "fade")
            stage.frame(at: 0.25)
            #expect(delegate.stops == 0)
            stage.frame(at: 0.5)
            #expect(delegate.stops == 1)
            #expect(stage.view.center == CGPoint(x: 70, y: 20))
            stage.frame(at: 0.6)
            #expect(stage.host.pixel(x: 65, y: 20) == PixelRGBA(255, 0, 0, 255))
            #expect(stage.host.pixel(x: 15, y: 20) == PixelRGBA(255, 255, 255, 255))
        }
    }
}
