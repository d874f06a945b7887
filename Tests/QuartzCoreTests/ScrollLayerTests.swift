import Foundation
import QuartzCore
import Testing

/// `CAScrollLayer` and the scrolling calls every layer has.
@Suite struct ScrollLayerTests {
    /// A 100 × 50 scroll layer over a 400 × 300 content layer with a marker at (250, 200).
    private func stage() -> (scroller: CAScrollLayer, content: CALayer, marker: CALayer) {
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        scroller.addSublayer(content)
        let marker = CALayer()
        marker.frame = CGRect(x: 250, y: 200, width: 20, height: 10)
        content.addSublayer(marker)
        return (scroller, content, marker)
    }

    @Test func scrollingMovesTheBoundsOriginInTheAllowedDirections() {
        let (scroller, _, _) = stage()
        #expect(scroller.scrollMode == .both)
        scroller.scroll(to: CGPoint(x: 30, y: 40))
        #expect(scroller.bounds == CGRect(x: 30, y: 40, width: 100, height: 50))
        #expect(scroller.frame.origin == CGPoint(x: 10, y: 10))
        scroller.scrollMode = .horizontally
        scroller.scroll(to: CGPoint(x: 5, y: 5))
        #expect(scroller.bounds.origin == CGPoint(x: 5, y: 40))
        scroller.scrollMode = .vertically
        scroller.scroll(to: CGPoint(x: 70, y: 0))
        #expect(scroller.bounds.origin == CGPoint(x: 5, y: 0))
        scroller.scrollMode = .none
        scroller.scroll(to: CGPoint(x: 70, y: 70))
        #expect(scroller.bounds.origin == CGPoint(x: 5, y: 0))
        scroller.scrollMode = .both
        scroller.scroll(to: CGPoint(x: CGFloat.nan, y: 3))
        #expect(scroller.bounds.origin == CGPoint(x: 5, y: 0))
    }

    @Test func scrollingToARectMovesAsLittleAsNeeded() {
        let (scroller, _, _) = stage()
        // Below and right of the visible 0…100 × 0…50: its far edges come into view.
        scroller.scroll(to: CGRect(x: 150, y: 60, width: 20, height: 10))
        #expect(scroller.bounds.origin == CGPoint(x: 70, y: 20))
        // Already visible: nothing moves.
        scroller.scroll(to: CGRect(x: 80, y: 30, width: 10, height: 10))
        #expect(scroller.bounds.origin == CGPoint(x: 70, y: 20))
        // Above and left: its near edges come into view.
        scroller.scroll(to: CGRect(x: 10, y: 5, width: 10, height: 10))
        #expect(scroller.bounds.origin == CGPoint(x: 10, y: 5))
        // Wider than the bounds: its minimum x edge; below: its bottom edge (110 − 50).
        scroller.scroll(to: CGRect(x: 200, y: 100, width: 300, height: 10))
        #expect(scroller.bounds.origin == CGPoint(x: 200, y: 60))
    }

    @Test func sublayersScrollTheirScrollLayerAndKnowWhatIsVisible() {
        let (scroller, content, marker) = stage()
        #expect(content.visibleRect == CGRect(x: 0, y: 0, width: 100, height: 50))
        marker.scrollRectToVisible(marker.bounds)
        // The marker's content rect is 250…270 × 200…210: its far edges at the bounds' far edges.
        #expect(scroller.bounds.origin == CGPoint(x: 170, y: 160))
        #expect(marker.visibleRect == marker.bounds)
        content.scroll(CGPoint(x: 12, y: 34))
        #expect(scroller.bounds.origin == CGPoint(x: 12, y: 34))
        #expect(content.visibleRect == CGRect(x: 12, y: 34, width: 100, height: 50))
        #expect(marker.visibleRect.isEmpty)
        // A layer with no scroll layer above it sees its whole bounds and scrolls nothing.
        let lone = CALayer()
        lone.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        lone.scroll(CGPoint(x: 1, y: 1))
        #expect(lone.visibleRect == lone.bounds && lone.bounds.origin == .zero)
    }

    @Test func presentationCopiesKeepTheScrollMode() {
        let scroller = CAScrollLayer()
        scroller.scrollMode = .vertically
        let copy = CAScrollLayer(layer: scroller)
        #expect(copy.scrollMode == .vertically)
    }
}
