import Foundation
import Testing
import UIKit

@MainActor @Suite struct ViewAutoresizingTests {
    /// A 100×100 superview with a subview at x 20, width 30 (right margin 50) and y 10, height 40
    /// (bottom margin 50), grown to 200×150 (+100 wide, +50 high).
    private func resized(_ mask: UIView.AutoresizingMask) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 30, height: 40))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        return child.frame
    }

    private func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-12 && abs(a.minY - b.minY) < 1e-12 && abs(a.width - b.width) < 1e-12
            && abs(a.height - b.height) < 1e-12
    }

    /// The masks are `UIViewAutoresizing`'s bits in UIView.h (`1 << 0` … `1 << 5`) and the
    /// content modes `UIViewContentMode`'s values there: nibs archive both as these numbers.
    @Test func rawValuesAreApples() {
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
        #expect(UIView.ContentMode.bottomRight.rawValue == 12 && UIView.ContentMode.redraw.rawValue == 3)
    }

    @Test func everyHorizontalCombination() {
        // Flexible parts share +100 in proportion to left 20, width 30, right 50.
        #expect(resized([]) == CGRect(x: 20, y: 10, width: 30, height: 40))
        #expect(resized(.flexibleLeftMargin) == CGRect(x: 120, y: 10, width: 30, height: 40))
        #expect(resized(.flexibleWidth) == CGRect(x: 20, y: 10, width: 130, height: 40))
        #expect(resized(.flexibleRightMargin) == CGRect(x: 20, y: 10, width: 30, height: 40))
        #expect(resized([.flexibleLeftMargin, .flexibleWidth]) == CGRect(x: 60, y: 10, width: 90, height: 40))
        #expect(
            close(
                resized([.flexibleLeftMargin, .flexibleRightMargin]),
                CGRect(x: 20 + 100.0 * 20 / 70, y: 10, width: 30, height: 40)))
        #expect(resized([.flexibleWidth, .flexibleRightMargin]) == CGRect(x: 20, y: 10, width: 67.5, height: 40))
        #expect(
            resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
                == CGRect(x: 40, y: 10, width: 60, height: 40))
    }

    @Test func everyVerticalCombination() {
        // Flexible parts share +50 in proportion to top 10, height 40, bottom 50.
        #expect(resized(.flexibleTopMargin) == CGRect(x: 20, y: 60, width: 30, height: 40))
        #expect(resized(.flexibleHeight) == CGRect(x: 20, y: 10, width: 30, height: 90))
        #expect(resized(.flexibleBottomMargin) == CGRect(x: 20, y: 10, width: 30, height: 40))
        #expect(resized([.flexibleTopMargin, .flexibleHeight]) == CGRect(x: 20, y: 20, width: 30, height: 80))
        #expect(
            close(
                resized([.flexibleTopMargin, .flexibleBottomMargin]),
                CGRect(x: 20, y: 10 + 50.0 * 10 / 60, width: 30, height: 40)))
        #expect(
            close(
                resized([.flexibleHeight, .flexibleBottomMargin]),
                CGRect(x: 20, y: 10, width: 30, height: 40 + 50.0 * 40 / 90)))
        #expect(
            resized([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
                == CGRect(x: 20, y: 15, width: 30, height: 60))
    }

    @Test func bothAxesAndShrinking() {
        let all: UIView.AutoresizingMask = [
            .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
            .flexibleBottomMargin,
        ]
        #expect(resized(all) == CGRect(x: 40, y: 15, width: 60, height: 60))
        #expect(resized([.flexibleWidth, .flexibleHeight]) == CGRect(x: 20, y: 10, width: 130, height: 90))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 30, height: 40))
        child.autoresizingMask = all
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 50, height: 50)
        #expect(child.frame == CGRect(x: 10, y: 5, width: 15, height: 20))
    }

    @Test func zeroFlexiblePartsShareEqually() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 140, height: 100)
        #expect(child.frame == CGRect(x: 20, y: 0, width: 100, height: 100))
    }

    @Test func autoresizesSubviewsFalseAndOriginChangesLeaveSubviewsAlone() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 30, height: 40))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 50, y: 50)
        parent.center = CGPoint(x: 500, y: 500)
        #expect(child.frame == CGRect(x: 20, y: 10, width: 30, height: 40))
        parent.autoresizesSubviews = false
        parent.frame.size.width = 300
        #expect(child.frame == CGRect(x: 20, y: 10, width: 30, height: 40))
    }

    @Test func nestedAutoresizingCascades() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        leaf.autoresizingMask = [.flexibleWidth]
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.frame.size = CGSize(width: 200, height: 100)
        #expect(middle.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(leaf.frame == CGRect(x: 0, y: 0, width: 150, height: 50))
    }
}

@MainActor @Suite struct ViewLayoutTriggerTests {
    private func makeTree() -> (sink: LogSink, parent: RecordingView, child: RecordingView) {
        let sink = LogSink()
        let parent = RecordingView("parent", sink, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = RecordingView("child", sink, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        CATransaction.flush()
        sink.entries = []
        return (sink, parent, child)
    }

    @Test func boundsSizeChangeLaysOutTheViewAndItsSuperview() {
        let (sink, parent, child) = makeTree()
        child.bounds.size = CGSize(width: 20, height: 20)
        #expect(child.layer.needsLayout() && parent.layer.needsLayout())
        parent.layoutIfNeeded()
        #expect(sink.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
    }

    @Test func boundsOriginAndCenterChangesLayOutNothing() {
        let (sink, parent, child) = makeTree()
        child.bounds.origin = CGPoint(x: 5, y: 5)
        child.center = CGPoint(x: 50, y: 50)
        #expect(!child.layer.needsLayout() && !parent.layer.needsLayout())
        parent.layoutIfNeeded()
        CATransaction.flush()
        #expect(sink.entries.isEmpty)
    }

    @Test func setNeedsLayoutRunsOnceAtTheCommitBeforeDisplay() {
        let (sink, parent, child) = makeTree()
        let parentLayouts = parent.layoutCount
        child.setNeedsLayout()
        child.setNeedsLayout()
        #expect(sink.entries.isEmpty)
        CATransaction.flush()
        #expect(sink.entries == ["child.layoutSubviews"])
        // Asking the child for layout does not lay out its superview.
        #expect(parent.layoutCount == parentLayouts)
    }

    @Test func layoutIfNeededLaysOutNowAndHiddenViewsStillLayOut() {
        let (sink, parent, child) = makeTree()
        child.isHidden = true
        parent.setNeedsLayout()
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(sink.entries == ["parent.layoutSubviews", "child.layoutSubviews"])
        #expect(!parent.layer.needsLayout())
    }

    @Test func autoresizingHasHappenedWhenLayoutSubviewsRuns() {
        let (_, parent, child) = makeTree()
        child.autoresizingMask = .flexibleWidth
        var seen: CGRect?
        parent.onLayout = { _ in seen = child.frame }
        parent.frame.size.width = 190
        parent.layoutIfNeeded()
        #expect(seen == CGRect(x: 0, y: 0, width: 100, height: 10))
    }
}
