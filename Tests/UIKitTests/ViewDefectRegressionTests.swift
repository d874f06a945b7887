import Foundation
import Testing
import UIKit
import UIKitTesting

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
