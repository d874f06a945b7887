import Foundation
import Testing
import UIKit
import UIKitTesting
import ViewTransitionsApp

/// The guide's ViewTransitions sample, driven on the headless host as `make run` drives it without
/// a display: its view hierarchy (Figure 1-1) and golden frames, reduced to a strip of quarter-size
/// frames (tolerance 8 per channel, up to 16 pixels beyond it, for antialiased text edges).
@MainActor @Suite struct ViewTransitionsSampleTests {
    private static let goldens = GoldenImage.directory()

    @Test func theHierarchyIsTheGuidesFigure() throws {
        try HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let delegate = ViewTransitionsAppDelegate()
            #expect(host.launch(delegate))
            let controller = try #require(delegate.controller)
            let window = try #require(delegate.window)
            #expect(window.isKeyWindow)
            // window → root → container (two image views, one hidden) and the toolbar with its item.
            #expect(controller.containerView.subviews == [controller.frontView, controller.backView])
            #expect(controller.backView.isHidden && !controller.frontView.isHidden)
            #expect(controller.toolbar.items?.contains { $0 === controller.transitionItem } == true)
            #expect(controller.toolbar.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
            #expect(!controller.frontView.isUserInteractionEnabled)
        }
    }

    @Test func tappingTransitionPlaysEachTransitionInTurn() throws {
        try HeadlessHost.run(size: CGSize(width: 390, height: 844)) { host in
            let delegate = ViewTransitionsAppDelegate()
            host.launch(delegate)
            let controller = try #require(delegate.controller)
            host.renderFrame()
            var frames: [CGImage] = [try #require(host.snapshot())]
            for _ in 0..<3 {
                host.tap(at: CGPoint(x: 195, y: 822))
                host.advance(by: TransitionsViewController.duration / 2)
                frames.append(try #require(host.snapshot()))
                host.advance(by: TransitionsViewController.duration)
            }
            #expect(controller.transitionCount == 3)
            #expect(controller.captionLabel.text == TransitionsViewController.transitions[2].name)
            let strip = UIGraphicsImageRenderer(size: CGSize(width: 390, height: 211)).image { _ in
                for (index, frame) in frames.enumerated() {
                    UIImage(cgImage: frame).draw(in: CGRect(x: CGFloat(index) * 97.5, y: 0, width: 97.5, height: 211))
                }
            }
            GoldenImage.check(
                try #require(strip.cgImage), named: "viewtransitions-taps", in: Self.goldens, tolerance: 8,
                maximumDifferingPixels: 16)
        }
    }
}
