import Foundation
import QuartzCore
import Testing

/// The render side evaluates the committed animations at each frame's time: the main thread
/// commits once, draws nothing more, and only the regions that move are recomposited.
@Suite struct RenderSideAnimationTests {
    @Test func aMoveIsCompositedFrameByFrameWithoutRedrawsOrCommits() {
        let stage = AnimationStage()
        let counter = DrawCounter()  // HostTests' counting delegate
        stage.square.delegate = counter
        stage.square.setNeedsDisplay()
        stage.frame(at: 0)
        #expect(counter.draws == 1)
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration) = (15, 25, 1)
        stage.square.add(move, forKey: "move")
        let first = stage.frame(at: 0)
        #expect(first.commit.framesPublished == 1)
        var damaged: [Int] = []
        for step in 1...4 {
            let frame = stage.frame(at: Double(step) * 0.25)
            damaged.append(frame.pixelsComposited)
            if step < 4 { #expect(frame.commit.framesPublished == 0) }
            if step == 2 {
                // At 0.5 s the square spans x 15…25.
                #expect(stage.host.framebufferPixel(x: 14, y: 15) == (255, 255, 255, 255))
                #expect(stage.host.framebufferPixel(x: 15, y: 15) == (0, 0, 255, 255))
                #expect(stage.host.framebufferPixel(x: 25, y: 15) == (255, 255, 255, 255))
            }
        }
        #expect(counter.draws == 1)
        // Each quarter second moves the square 2.5 points: old and new places, 12.5 × 10 → 13 × 10 pixels.
        #expect(damaged.prefix(3).allSatisfy { $0 == 130 })
        // The end: removed on completion, the model position (15) shows again.
        stage.frame(at: 2)
        #expect(stage.host.framebufferPixel(x: 12, y: 15) == (0, 0, 255, 255))
    }

    @Test func fadesAndColoursReachTheFramebuffer() {
        let stage = AnimationStage()
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        fade.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        fade.duration = 1
        stage.square.add(fade, forKey: "colour")
        stage.frame(at: 0.5)
        let mid = stage.host.framebufferPixel(x: 15, y: 15)
        #expect(mid.r == 128 && mid.g == 0 && mid.b == 128)
        let opacity = CABasicAnimation(keyPath: "opacity")
        (opacity.fromValue, opacity.toValue, opacity.duration) = (1, 0, 1)
        stage.root.add(opacity, forKey: "fade")
        stage.frame(at: 1.25)
        // Added at 0.5 s: three quarters through, the root (white, with the square) is at a
        // quarter opacity over the clear framebuffer.
        #expect(stage.host.framebufferPixel(x: 2, y: 2).a == 64)
    }

    @Test func aStillTreeIsSharedWhileOneLayerAnimates() {
        let stage = AnimationStage()
        let still = (0..<50).map { index -> CALayer in
            let layer = CALayer()
            layer.frame = CGRect(x: CGFloat(index % 10) * 4, y: 30, width: 3, height: 3)
            layer.backgroundColor = CGColor(gray: 0, alpha: 1)
            stage.root.addSublayer(layer)
            return layer
        }
        stage.frame(at: 0)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        (spin.fromValue, spin.toValue, spin.duration) = (0, CGFloat.pi, 1)
        stage.square.add(spin, forKey: "spin")
        stage.frame(at: 0)
        let frame = stage.frame(at: 0.5)
        // Only the square's region is recomposited; the fifty still layers cost nothing: the
        // evaluated tree shares their committed nodes.
        #expect(frame.damageRects.count == 1)
        #expect(frame.damageRects.allSatisfy { $0.maxY <= 25 })
        let committed = stage.root.committedNode
        let evaluated = committed?.evaluated(at: 100.5)
        #expect(evaluated !== committed)
        let stillNodes = still.compactMap(\.committedNode)
        #expect(stillNodes.count == 50)
        #expect(stillNodes.allSatisfy { node in evaluated?.sublayers.contains { $0 === node } == true })
    }
}
