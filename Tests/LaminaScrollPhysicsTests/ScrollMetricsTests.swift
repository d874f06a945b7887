import Foundation
import LaminaScrollPhysics
import Testing

@Suite struct ScrollMetricsTests {
    @Test func animatedScrollEasesInAndOutOverItsDuration() {
        #expect(ScrollAnimation.duration == 0.33)
        #expect(ScrollAnimation.progress(at: 0) == 0)
        #expect(ScrollAnimation.progress(at: -1) == 0)
        #expect(ScrollAnimation.progress(at: .nan) == 0)
        #expect(ScrollAnimation.progress(at: 0.33) == 1)
        #expect(ScrollAnimation.progress(at: .infinity) == 1)
        // The ease-in-ease-out Bézier is symmetric about its middle.
        #expect(abs(ScrollAnimation.progress(at: 0.165) - 0.5) < 1e-12)
        let early = ScrollAnimation.progress(at: 0.033)
        #expect(abs(early + ScrollAnimation.progress(at: 0.297) - 1) < 1e-9)
        #expect(early < 0.1)
        var previous = 0.0
        for step in 1...100 {
            let value = ScrollAnimation.progress(at: 0.33 * Double(step) / 100)
            #expect(value >= previous)
            previous = value
        }
    }

    @Test func indicatorIsProportionalThenFloorsThenShrinksWhenRubberBanding() {
        // 600 of 3000 visible on a 594-pt track: a fifth of it.
        #expect(ScrollMetrics.indicatorLength(track: 594, visible: 600, content: 3000, overshoot: 0) == 118.8)
        #expect(ScrollMetrics.indicatorLength(track: 594, visible: 600, content: 600_000, overshoot: 0) == 36)
        #expect(ScrollMetrics.indicatorLength(track: 594, visible: 600, content: 3000, overshoot: 18.8) == 100)
        #expect(ScrollMetrics.indicatorLength(track: 594, visible: 600, content: 3000, overshoot: 500) == 3)
        #expect(ScrollMetrics.indicatorLength(track: 20, visible: 600, content: 600_000, overshoot: 0) == 20)
        #expect(ScrollMetrics.indicatorThickness == 3 && ScrollMetrics.indicatorInset == 3)
        #expect(ScrollMetrics.indicatorCornerRadius == 1.5)
    }

    @Test func pageKeysKeepAnOverlap() {
        // Tall views keep 40 pt of the old page; short ones move 87.5 % of it.
        #expect(ScrollMetrics.pageDistance(visible: 800) == 760)
        #expect(ScrollMetrics.pageDistance(visible: 200) == 175)
        #expect(ScrollMetrics.pageDistance(visible: 0) == 1)
        #expect(ScrollMetrics.pageDistance(visible: .nan) == 1)
        #expect(ScrollMetrics.wheelNotchDistance == 40 && ScrollMetrics.arrowKeyDistance == 40)
    }

    @Test func directionalLockNeedsAMostlyStraightDrag() {
        #expect(ScrollMetrics.directionalLock(horizontal: 30, vertical: 5) == .horizontal)
        #expect(ScrollMetrics.directionalLock(horizontal: -2, vertical: 40) == .vertical)
        #expect(ScrollMetrics.directionalLock(horizontal: 20, vertical: 20) == nil)
        #expect(ScrollMetrics.directionalLock(horizontal: 10, vertical: 5) == nil)
        #expect(ScrollMetrics.directionalLock(horizontal: 0, vertical: 0) == nil)
        #expect(ScrollMetrics.directionalLock(horizontal: .nan, vertical: 3) == .vertical)
    }

    @Test func zoomRubberBandsPastItsLimits() {
        #expect(ScrollMetrics.zoomScale(2, minimum: 1, maximum: 4) == 2)
        let over = ScrollMetrics.zoomScale(6, minimum: 1, maximum: 4)
        #expect(abs(over - (4 + 0.55 * 2 * 4 / (4 + 1.1))) < 1e-12)
        let under = ScrollMetrics.zoomScale(0.2, minimum: 1, maximum: 4)
        #expect(under < 1 && under > 0)
        #expect(ScrollMetrics.zoomScale(.nan, minimum: 1, maximum: 4) == 1)
    }

    @Test func touchConstants() {
        #expect(ScrollMetrics.contentTouchDelay == 0.15)
        #expect(ScrollMetrics.panHysteresis == 10)
        #expect(ScrollMetrics.restDistance == 0.5 / 3)
    }
}
