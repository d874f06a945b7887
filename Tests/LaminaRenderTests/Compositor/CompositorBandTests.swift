import Foundation
import LaminaRender
import Testing
import UIKitTesting

/// Large damaged regions are painted in parallel bands; the pixels must not depend on it.
@Suite struct CompositorBandTests {
    /// A 600×400 tree whose layers straddle band boundaries: turned translucent groups, a
    /// shadow, rounded corners and a border.
    private func scene() -> RenderNode {
        var children: [RenderNode] = []
        for index in 0..<12 {
            let column = CGFloat(index % 4)
            let row = CGFloat(index / 4)
            let frame = CGRect(x: 20 + column * 140, y: 20 + row * 125, width: 120, height: 110)
            var leaves: [RenderNode] = []
            for leaf in 0..<6 {
                let offset = CGFloat(leaf)
                let rect = CGRect(x: 5 + offset * 17, y: 5 + offset * 15, width: 30, height: 40)
                let color = rgb(offset / 6, 0.5, CGFloat(index) / 12)
                leaves.append(node(UInt(1000 + index * 10 + leaf), rect, background: color))
            }
            children.append(
                node(
                    UInt(100 + index), frame, background: rgb(0.9, 0.9, CGFloat(index) / 12), sublayers: leaves,
                    style: {
                        $0.opacity = 0.85
                        $0.cornerRadius = 12
                        $0.borderWidth = 2
                        $0.shadow = RenderNode.Shadow(
                            color: .black, opacity: 0.5, offset: CGSize(width: 3, height: 5), radius: 6)
                    },
                    geometry: { $0.transform = CATransform3DMakeRotation(CGFloat(index - 6) * 0.05, 0, 0, 1) }))
        }
        return node(1, CGRect(x: 0, y: 0, width: 600, height: 400), background: rgb(1, 1, 1), sublayers: children)
    }

    @Test func bandedAndWholeCompositesAgree() throws {
        let banded = try #require(Compositor(width: 600, height: 400))
        let whole = try #require(Compositor(width: 600, height: 400))
        banded.bandingThreshold = 1
        banded.processorCount = 4
        whole.bandingThreshold = .max
        let tree = scene()
        let bandedReport = banded.composite(tree)
        whole.composite(tree)
        let a = try #require(banded.makeImage())
        let b = try #require(whole.makeImage())
        // A band edge may shift an antialiased or blurred pixel by a rounding step or two.
        let comparison = GoldenImage.compare(a, b, tolerance: 4)
        #expect(comparison.differingPixels == 0, "\(comparison)")
        #expect(bandedReport.pixelsComposited == 600 * 400)
        // The whole-screen damage was cut into four bands of 100 rows, painted on four threads.
        #expect(banded.lastBandCount == 4)
        #expect(whole.lastBandCount == 1)
    }
}
