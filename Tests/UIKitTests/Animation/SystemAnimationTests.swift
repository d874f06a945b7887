import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIView.perform(_:on:options:animations:completion:)` with the system delete animation.
@MainActor @Suite struct SystemAnimationTests {
    @Test func deleteFadesTheViewsOutThenRemovesThem() throws {
        try ViewAnimationStage.run { stage in
            let root = try #require(stage.view.superview)
            let other = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
            other.alpha = 0.75
            root.addSubview(other)
            stage.frame(at: 0)
            var completions: [Bool] = []
            UIView.perform(.delete, on: [stage.view, other], options: [.curveLinear]) {
                stage.view.center = CGPoint(x: 60, y: 20)  // a parallel animation, same timing
            } completion: {
                completions.append($0)
            }
            let fade = try #require(stage.view.layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(fade.duration == 0.3)
            #expect(stage.view.layer.animation(forKey: "position")?.duration == 0.3)
            stage.frame(at: 0.15)
            #expect(abs(stage.shown.opacity - 0.5) < 1e-6)
            #expect(abs((other.layer.presentation() ?? other.layer).opacity - 0.375) < 1e-6)
            #expect(abs(stage.shown.position.x - 40) < 1e-6)
            #expect(stage.view.superview === root)
            #expect(completions.isEmpty)
            stage.frame(at: 0.31)
            #expect(completions == [true])
            #expect(stage.view.superview == nil)
            #expect(other.superview == nil)
            // Their alpha is back, so they can be shown again.
            #expect(stage.view.alpha == 1)
            #expect(other.alpha == 0.75)
            // The screen shows only the root's white where the views were.
            let screen = try #require(stage.host.snapshot())
            #expect(screen.pixel(x: 55, y: 55) == PixelRGBA(255, 255, 255, 255))
        }
    }
}
