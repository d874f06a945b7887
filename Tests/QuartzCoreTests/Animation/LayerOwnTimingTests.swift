import Foundation
import QuartzCore
import Testing

/// A layer's own `duration`, `repeatCount`, `repeatDuration`, `autoreverses` and `fillMode` map
/// its local time (and so its animations' and its sublayers'), as an animation's map its
/// progress; exact values on the manual clock, and pixels for a layer outside its active
/// duration (the red square over the white root, or not drawn at all).
@Suite struct LayerOwnTimingTests {
    /// The stage with the square's time beginning now (media time 100) and `setup` applied, and
    /// a linear 2 s fade of the square from 0 to 1 that stays, added at its local time 0.
    private func stage(_ setup: (CALayer) -> Void) -> AnimationStage {
        let stage = AnimationStage()
        stage.square.beginTime = 100
        setup(stage.square)
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 2)
        fade.fillMode = .both
        fade.isRemovedOnCompletion = false
        stage.square.add(fade, forKey: "fade")
        return stage
    }

    /// The square's presented opacity at `seconds` after the start.
    private func opacity(_ stage: AnimationStage, at seconds: Double) -> Float {
        stage.frame(at: seconds)
        return stage.square.presentation()?.opacity ?? .nan
    }

    /// The green channel at the square's centre: 255 where the square is not drawn, 255 × (1 −
    /// opacity) rounded where it is (red over white).
    private func green(_ stage: AnimationStage, at seconds: Double) -> UInt8 {
        stage.frame(at: seconds)
        return stage.host.framebufferPixel(x: 15, y: 15).g
    }

    @Test func aLayersDefaultTimeIsUnbounded() {
        let stage = stage { _ in }
        // Duration 0 is no end for a layer: the fade runs on the layer's time past 1 s.
        #expect(stage.square.duration == 0 && stage.square.fillMode == .removed)
        #expect(opacity(stage, at: 1.5) == 0.75)
        #expect(stage.square.convertTime(1_000, from: nil) == 900)
    }

    @Test func durationEndsTheLayersTimeAndRemovesTheLayer() {
        let stage = stage { $0.duration = 1 }
        #expect(opacity(stage, at: 0.5) == 0.25)
        #expect(green(stage, at: 0.5) == 191)
        // Past its active duration, with no fill, the layer leaves the screen.
        #expect(green(stage, at: 1.5) == 255)
        #expect(stage.square.presentation()?.opacity == 1)
    }

    @Test func aForwardsFillHoldsTheLayersTimeAtTheEnd() {
        let stage = stage {
            $0.duration = 1
            $0.fillMode = .forwards
        }
        #expect(opacity(stage, at: 1.5) == 0.5)
        #expect(green(stage, at: 3) == 127)  // 255 × 0.5, truncated by the compositor
        #expect(stage.square.convertTime(103, from: nil) == 1)
    }

    @Test func repeatCountLoopsTheLayersTime() {
        let stage = stage {
            $0.duration = 1
            $0.repeatCount = 2
        }
        #expect(opacity(stage, at: 1.25) == 0.125)
        #expect(stage.square.convertTime(101.75, from: nil) == 0.75)
        #expect(green(stage, at: 2.5) == 255)
        let forever = AnimationStage()
        forever.square.beginTime = 100
        forever.square.duration = 0.5
        forever.square.repeatCount = .infinity
        #expect(forever.square.convertTime(1_100.25, from: nil) == 0.25)
    }

    @Test func autoreversesPlaysEachIterationBack() {
        let stage = stage {
            $0.duration = 1
            $0.autoreverses = true
            $0.fillMode = .forwards
        }
        #expect(opacity(stage, at: 0.25) == 0.125)
        #expect(opacity(stage, at: 1.25) == 0.375)  // local time 0.75, on the way back
        // Held where the reversed pass ends: at its start.
        #expect(opacity(stage, at: 5) == 0)
        #expect(green(stage, at: 5) == 255)
    }

    @Test func repeatDurationStopsPartWayThroughAnIteration() {
        let stage = stage {
            $0.duration = 1
            $0.repeatDuration = 1.5
            $0.fillMode = .forwards
        }
        #expect(opacity(stage, at: 1.25) == 0.125)
        #expect(opacity(stage, at: 4) == 0.25)  // held at local time 0.5
        // With the default unbounded duration, repeatDuration alone ends the layer's time.
        let layer = CALayer()
        layer.repeatDuration = 2
        layer.fillMode = .both
        #expect(layer.convertTime(1.5, from: nil) == 1.5)
        #expect(layer.convertTime(7, from: nil) == 2)
    }

    @Test func aBackwardsFillShowsTheLayerBeforeItBegins() {
        let removed = AnimationStage()
        removed.square.beginTime = 101
        #expect(green(removed, at: 0.5) == 255)
        #expect(green(removed, at: 1.5) == 0)
        let filled = AnimationStage()
        filled.square.beginTime = 101
        filled.square.timeOffset = 0.25
        filled.square.fillMode = .backwards
        #expect(green(filled, at: 0.5) == 0)
        #expect(filled.square.convertTime(100.5, from: nil) == 0.25)
    }

    @Test func sublayersRunOnTheFoldedTime() {
        let stage = AnimationStage()
        let dot = CALayer()
        stage.square.addSublayer(dot)
        stage.square.beginTime = 100
        stage.square.duration = 2
        stage.square.repeatCount = 3
        dot.speed = 2
        // Square: 5.5 s in is 1.5 s into its third iteration; the dot runs twice as fast.
        #expect(dot.convertTime(105.5, from: nil) == 3)
        #expect(dot.convertTime(3, to: stage.square) == 1.5)
    }
}
