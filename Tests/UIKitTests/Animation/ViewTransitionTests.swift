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

    /// Whether `pixel` is within 1 level of `expected` in each channel: the page's back is white
    /// at 0.7 opacity over the mirrored content, 178.5 levels, which compositing rounds either way.
    private func near(_ pixel: PixelRGBA, _ expected: PixelRGBA) -> Bool {
        abs(Int(pixel.red) - Int(expected.red)) <= 1 && abs(Int(pixel.green) - Int(expected.green)) <= 1
            && abs(Int(pixel.blue) - Int(expected.blue)) <= 1 && pixel.alpha == expected.alpha
    }

    /// A page curl up: the old page rolls up from its bottom edge around a cylinder (radius 2,
    /// a tenth of the 20-point height) whose foot climbs 22 points over the second; what has
    /// come over lies on the flat page, its back lighter, and the new content shows below.
    @Test func aCurlUpRollsTheOldPageAwayFromTheBottom() {
        ViewAnimationStage.run { stage in
            let (box, red) = container(in: stage)
            var done: [Bool] = []
            UIView.transition(
                with: box, duration: 1, options: [.transitionCurlUp, .curveLinear],
                animations: { red.backgroundColor = .blue }, completion: { done.append($0) })
            stage.frame(at: 0.25)
            // Foot at 14.5 in the box (row 54.5): red above, the cylinder to 16.5, blue below.
            #expect(stage.host.pixel(x: 12, y: 42) == PixelRGBA(255, 0, 0, 255))
            #expect(stage.host.pixel(x: 30, y: 58) == PixelRGBA(0, 0, 255, 255))
            stage.frame(at: 0.5)
            // Foot at 9 (row 49): the rows 2π past it come back over, flat, up to 4.3 (row 44.3):
            // red still flat at the top, the red page's back (light) over rows 45…48, blue below
            // the cylinder (row 51).
            #expect(stage.host.pixel(x: 12, y: 42) == PixelRGBA(255, 0, 0, 255))
            #expect(near(stage.host.pixel(x: 30, y: 46), PixelRGBA(255, 178, 178, 255)))
            #expect(near(stage.host.pixel(x: 12, y: 47), PixelRGBA(255, 178, 178, 255)))
            #expect(stage.host.pixel(x: 48, y: 55) == PixelRGBA(0, 0, 255, 255))
            stage.frame(at: 1)
            #expect(stage.host.pixel(x: 12, y: 42) == PixelRGBA(0, 0, 255, 255))
            #expect(done == [true])
        }
    }

    /// A page curl down is the curl up backwards: the new page unrolls from the top over the old.
    @Test func aCurlDownUnrollsTheNewPageFromTheTop() {
        ViewAnimationStage.run { stage in
            let (box, red) = container(in: stage)
            UIView.transition(
                with: box, duration: 1, options: [.transitionCurlDown, .curveLinear],
                animations: { red.backgroundColor = .blue })
            stage.frame(at: 0.25)
            // Three quarters curled: the foot at 3.5 (row 43.5), the cylinder up to 5.5; the old
            // red shows below it.
            #expect(stage.host.pixel(x: 30, y: 50) == PixelRGBA(255, 0, 0, 255))
            stage.frame(at: 0.5)
            #expect(stage.host.pixel(x: 12, y: 42) == PixelRGBA(0, 0, 255, 255))
            #expect(near(stage.host.pixel(x: 30, y: 46), PixelRGBA(178, 178, 255, 255)))
            #expect(stage.host.pixel(x: 48, y: 55) == PixelRGBA(255, 0, 0, 255))
            stage.frame(at: 1)
            #expect(stage.host.pixel(x: 30, y: 55) == PixelRGBA(0, 0, 255, 255))
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
