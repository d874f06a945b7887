import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that paints a 4-point red square in its top-left corner over blue, and remembers the
/// bounds each `draw(_:)` saw.
@MainActor
private final class CornerMarkView: UIView {
    var drawnSizes: [CGSize] = []

    override func draw(_ rect: CGRect) {
        drawnSizes.append(bounds.size)
        UIColor.blue.setFill()
        UIRectFill(bounds)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
}

/// `.allowAnimatedContent` and the curve of keyframe blocks.
@MainActor
@Suite struct ViewAnimationContentTests {
    /// With `.allowAnimatedContent` the view redraws every frame at the bounds of that frame, so
    /// a fixed-size mark stays 4 points wide; without it, one drawing at the final size is scaled.
    @Test(arguments: [true, false])
    func animatedContentRedrawsAtEachFramesBounds(allowed: Bool) {
        ViewAnimationStage.run { stage in
            let view = CornerMarkView(frame: CGRect(x: 10, y: 40, width: 20, height: 20))
            view.contentMode = .redraw
            stage.view.superview?.addSubview(view)
            stage.frame(at: 0)
            #expect(view.drawnSizes == [CGSize(width: 20, height: 20)])
            let options: UIView.AnimationOptions = allowed ? [.curveLinear, .allowAnimatedContent] : .curveLinear
            UIView.animate(withDuration: 1, delay: 0, options: options) {
                view.frame = CGRect(x: 10, y: 40, width: 60, height: 60)
            }
            #expect(view.bounds.size == CGSize(width: 60, height: 60))
            stage.frame(at: 0.25)
            stage.frame(at: 0.5)
            let pixel = stage.host.pixel(x: 13, y: 41)
            let sizes = { (sides: [CGFloat]) in sides.map { CGSize(width: $0, height: $0) } }
            if allowed {
                #expect(view.drawnSizes == sizes([20, 30, 40]))
                // Drawn at 40 × 40 and shown at 40 × 40: the mark's last column is solid red.
                #expect(pixel == PixelRGBA(255, 0, 0, 255))
            } else {
                // `.redraw` drew once, at the model's new size.
                #expect(view.drawnSizes == sizes([20, 60]))
                // Drawn at 60 × 60 and shown at 40 × 40: the mark is 2⅔ points, column 3 is blue.
                #expect(pixel == PixelRGBA(0, 0, 255, 255))
            }
            stage.frame(at: 1)
            stage.frame(at: 1.1)
            // After an animation of content, one more drawing at the model's size.
            #expect(view.drawnSizes == sizes(allowed ? [20, 30, 40, 60] : [20, 60]))
            #expect(view.bounds.size == CGSize(width: 60, height: 60))
        }
    }

    /// A keyframe block runs on the curve its options' curve bits name: ease-in-ease-out when
    /// none is given, ease-in with `curveEaseIn`'s bits.
    @Test func keyframeBlocksRunOnTheOptionsCurve() throws {
        let cases: [(UIView.KeyframeAnimationOptions, Double, Float)] = [
            ([], 0.25, 1 - 0.1291619),
            (.init(rawValue: UIView.AnimationOptions.curveEaseIn.rawValue), 0.5, 1 - 0.3153568),
            (.init(rawValue: UIView.AnimationOptions.curveLinear.rawValue), 0.3, 0.7),
        ]
        for (options, time, expected) in cases {
            try ViewAnimationStage.run { stage in
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: options) {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.alpha = 0 }
                }
                let frames = try #require(stage.view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
                #expect(frames.calculationMode == .linear)
                stage.frame(at: time)
                #expect(abs(stage.shown.opacity - expected) < 2e-5, "\(options.rawValue)")
            }
        }
    }
}
