import Foundation
import Testing
import UIKit
import UIKitTesting

/// View transitions at fixed times, read from the framebuffer: nothing is redrawn, the old
/// content is the committed one.
@MainActor @Suite struct ViewTransitionTests {
    /// A 40 × 20 container at (10, 10) on the stage, showing a red child that fills it.
    private func container(in stage: ViewAnimationStage) -> (UIView, UIView) {
        let box = UIView(frame: CGRect(x: 10, y: 40, width: 40, height: 20))
        let red = UIView(frame: box.bounds)
        red.backgroundColor = .red
        box.addSubview(red)
        stage.view.superview?.addSubview(box)
        stage.frame(at: 0)
        return (box, red)
    }

    @Test func aCrossDissolveBlendsTheOldAndNewContent() {
        ViewAnimationStage.run { stage in
            let (box, red) = container(in: stage)
            var done: [Bool] = []
            UIView.transition(
                with: box, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                animations: { red.backgroundColor = .blue }, completion: { done.append($0) })
            #expect(box.layer.animation(forKey: "transition") is CATransition)
            #expect(red.layer.animationKeys() == nil)
            stage.frame(at: 0.25)
            let quarter = stage.host.pixel(x: 30, y: 50)
            #expect(abs(Int(quarter.red) - 191) <= 1 && quarter.green == 0 && abs(Int(quarter.blue) - 64) <= 1)
            stage.frame(at: 0.5)
            // Half the old red plus half the new blue, with nothing of the white behind showing
            // through (the two are mixed, not faded one over the other).
            let mid = stage.host.pixel(x: 30, y: 50)
            #expect(abs(Int(mid.red) - 128) <= 1 && mid.green == 0 && abs(Int(mid.blue) - 128) <= 1 && mid.alpha == 255)
            stage.frame(at: 1)
            #expect(stage.host.pixel(x: 30, y: 50) == PixelRGBA(0, 0, 255, 255))
            #expect(done == [true])
        }
    }

    /// Pixman's fixed-point projective sampling drew a column of edge pixels above a card a
    /// quarter through a flip (x 36, rows 5…8); the warped layer now shows only inside its quad.
    @Test func aTurnedCardShowsNothingOutsideItsQuad() {
        HeadlessHost.run(size: CGSize(width: 80, height: 60)) { host in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
            root.backgroundColor = .white
            let box = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
            let card = UIView(frame: box.bounds)
            card.backgroundColor = .red
            box.addSubview(card)
            root.addSubview(box)
            host.show(root)
            host.renderFrame()
            UIView.transition(with: box, duration: 1, options: [.transitionFlipFromLeft, .curveLinear]) {
                card.backgroundColor = .blue
            }
            host.advance(by: 0.25)
            // The near (left) edge rises to row 6; at x 36 the top edge is at row 10.
            for y in 4...8 { #expect(host.pixel(x: 36, y: y) == PixelRGBA(255, 255, 255, 255)) }
            #expect(host.pixel(x: 36, y: 11) == PixelRGBA(255, 0, 0, 255))
            #expect(host.pixel(x: 15, y: 8) == PixelRGBA(255, 0, 0, 255))
        }
    }

    /// A page curl up: the old page folds back from its bottom-right corner along a 45° line,
    /// its back (paper white) mirrored over what stays flat, and uncovers the new content.
    @Test func aCurlUpFoldsTheOldPageAway() {
        ViewAnimationStage.run { stage in
            let (box, red) = container(in: stage)
            var done: [Bool] = []
            UIView.transition(
                with: box, duration: 1, options: [.transitionCurlUp, .curveLinear],
                animations: { red.backgroundColor = .blue }, completion: { done.append($0) })
            stage.frame(at: 0.5)
            // The box is 40 × 20 at (10, 40): half its diagonal flat, so the fold is x + y = 30 in
            // the box. The top-left corner is the old red page; the bottom-right, uncovered, is
            // blue; just past the fold, the flap's paper back lies over the flat page.
            #expect(stage.host.pixel(x: 12, y: 42) == PixelRGBA(255, 0, 0, 255))
            #expect(stage.host.pixel(x: 48, y: 58) == PixelRGBA(0, 0, 255, 255))
            #expect(stage.host.pixel(x: 30, y: 44) == PixelRGBA(240, 240, 240, 255))
            stage.frame(at: 1)
            #expect(stage.host.pixel(x: 12, y: 42) == PixelRGBA(0, 0, 255, 255))
            #expect(done == [true])
        }
    }

    @Test func replacingAViewPushesAndFlips() {
        ViewAnimationStage.run { stage in
            let (box, red) = container(in: stage)
            let green = UIView(frame: box.bounds)
            green.backgroundColor = .green
            UIView.transition(from: red, to: green, duration: 1, options: [.transitionFlipFromLeft, .curveLinear])
            #expect(red.superview == nil && green.superview === box)
            stage.frame(at: 0.25)
            // The old red turns away: narrower than 40 points but still red at the centre.
            #expect(stage.host.pixel(x: 30, y: 50) == PixelRGBA(255, 0, 0, 255))
            #expect(stage.host.pixel(x: 12, y: 50) == PixelRGBA(255, 255, 255, 255))
            stage.frame(at: 0.75)
            #expect(stage.host.pixel(x: 30, y: 50).green == 255)
            stage.frame(at: 1)
            #expect(stage.host.pixel(x: 12, y: 50).green == 255)

            let push = CATransition()
            push.type = .push
            push.subtype = .fromRight
            push.duration = 1
            let blue = UIView(frame: box.bounds)
            blue.backgroundColor = .blue
            box.addSubview(blue)
            box.layer.add(push, forKey: "transition")
            stage.frame(at: 1.5)
            // Half way: the old green pushed half out to the left, the new blue in from the right.
            #expect(stage.host.pixel(x: 15, y: 50).green == 255)
            #expect(stage.host.pixel(x: 45, y: 50) == PixelRGBA(0, 0, 255, 255))
        }
    }
}
