import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// Shape and gradient drawings that animate are painted on the render side from their vector
/// descriptions: the main thread draws the model once and never again while they run.
@Suite struct VectorContentAnimationTests {
    /// A shape layer stroking a 2-point black line across the stage at y = 30, from x 5 to 35.
    private func lineStage() -> (AnimationStage, CAShapeLayer, DisplayCounter) {
        let stage = AnimationStage()
        let shape = CountingShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 5, y: 30))
        path.addLine(to: CGPoint(x: 35, y: 30))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = CGColor(gray: 0, alpha: 1)
        shape.lineWidth = 2
        stage.root.addSublayer(shape)
        stage.frame(at: 0)
        return (stage, shape, shape.counter)
    }

    @Test func strokeEndIsPaintedOnTheRenderSide() {
        let (stage, shape, counter) = lineStage()
        #expect(counter.displays == 1)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        (draw.fromValue, draw.toValue, draw.duration) = (0, 1, 1)
        shape.add(draw, forKey: "draw")
        stage.frame(at: 0.5)
        // Half of the 30-point line: x 5…20 is black, x 21 onwards still white.
        #expect(stage.host.framebufferPixel(x: 6, y: 29) == (0, 0, 0, 255))
        #expect(stage.host.framebufferPixel(x: 19, y: 29) == (0, 0, 0, 255))
        #expect(stage.host.framebufferPixel(x: 21, y: 29) == (255, 255, 255, 255))
        let later = stage.frame(at: 0.75)
        #expect(stage.host.framebufferPixel(x: 26, y: 29) == (0, 0, 0, 255))
        #expect(stage.host.framebufferPixel(x: 28, y: 29) == (255, 255, 255, 255))
        // Only the painted area was recomposited (the line's box grown by the miter reach, 10
        // half-widths, and a pixel, on screen), and the main thread drew nothing.
        #expect(later.damageRects == [CGRect(x: 0, y: 19, width: 40, height: 21)])
        #expect(later.backingStoresRedrawn == 0 && counter.displays == 1)
        // Removed on completion: the model's whole line again, from the main thread's store.
        stage.frame(at: 1.5)
        #expect(stage.host.framebufferPixel(x: 33, y: 29) == (0, 0, 0, 255))
        #expect(counter.displays == 1)
    }

    @Test func aHeldEndIsPaintedOnceAndCausesNoMoreDamage() {
        let (stage, shape, _) = lineStage()
        let color = CABasicAnimation(keyPath: "strokeColor")
        color.fromValue = CGColor(gray: 0, alpha: 1)
        color.toValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        color.duration = 1
        color.fillMode = .forwards
        color.isRemovedOnCompletion = false
        shape.add(color, forKey: "colour")
        stage.frame(at: 1)
        #expect(stage.host.framebufferPixel(x: 20, y: 29) == (255, 0, 0, 255))
        let still = stage.frame(at: 2)
        #expect(still.pixelsComposited == 0)
        #expect(stage.host.framebufferPixel(x: 20, y: 29) == (255, 0, 0, 255))
    }

    @Test func pathsMorphPointByPoint() {
        let (stage, shape, _) = lineStage()
        let lower = CGMutablePath()
        lower.move(to: CGPoint(x: 5, y: 10))
        lower.addLine(to: CGPoint(x: 35, y: 10))
        let morph = CABasicAnimation(keyPath: "path")
        (morph.toValue, morph.duration) = (lower, 1)
        shape.add(morph, forKey: "morph")
        stage.frame(at: 0.5)
        // Halfway between y = 30 and y = 10.
        #expect(stage.host.framebufferPixel(x: 20, y: 19) == (0, 0, 0, 255))
        #expect(stage.host.framebufferPixel(x: 20, y: 29) == (255, 255, 255, 255))
    }

    @Test func gradientColoursAndLocationsAnimate() {
        let stage = AnimationStage()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
        stage.root.addSublayer(gradient)
        stage.frame(at: 0)
        #expect(stage.host.framebufferPixel(x: 20, y: 20) == (255, 0, 0, 255))
        let colors = CABasicAnimation(keyPath: "colors")
        colors.toValue = [CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        colors.duration = 1
        gradient.add(colors, forKey: "colors")
        stage.frame(at: 0.5)
        #expect(stage.host.framebufferPixel(x: 20, y: 20) == (128, 0, 128, 255))
        let presented = gradient.presentation()?.colors as? [CGColor]
        #expect(presented?.count == 2 && presented?.first?.components?[0] == 0.5)
        stage.frame(at: 2)
        #expect(stage.host.framebufferPixel(x: 20, y: 20) == (255, 0, 0, 255))

        // Locations: black to white, the first stop moving from the top to the middle.
        gradient.removeAllAnimations()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        gradient.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        gradient.locations = [0, 1]
        CATransaction.commit()
        let locations = CABasicAnimation(keyPath: "locations")
        (locations.fromValue, locations.toValue, locations.duration) = ([0, 1], [1, 1], 1)
        gradient.add(locations, forKey: "locations")
        stage.frame(at: 2.5)
        // Stops at 0.5 and 1: black down to the middle, then towards white.
        #expect(stage.host.framebufferPixel(x: 20, y: 10) == (0, 0, 0, 255))
        let lower = stage.host.framebufferPixel(x: 20, y: 30)
        #expect(lower.r > 100 && lower.r < 140)
    }
}

extension VectorContentAnimationTests {
    /// A text layer's `fontSize` and `foregroundColor` animate on the render side: half way from
    /// 10 to 30 points the frame is the one a still layer at 20 points shows, and from black to
    /// red it is the one a still layer in the mixed colour shows; nothing is redrawn meanwhile.
    @Test func textSizeAndColourArePaintedOnTheRenderSide() throws {
        func stage(size: CGFloat, color: CGColor) -> (AnimationStage, CATextLayer) {
            let stage = AnimationStage()
            let text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            (text.string, text.fontSize, text.foregroundColor) = ("Ag", size, color)
            stage.root.addSublayer(text)
            stage.frame(at: 0)
            return (stage, text)
        }
        let black = CGColor(gray: 0, alpha: 1)
        let (animated, text) = stage(size: 10, color: black)
        let grow = CABasicAnimation(keyPath: "fontSize")
        (grow.fromValue, grow.toValue, grow.duration) = (10, 30, 1)
        text.add(grow, forKey: "grow")
        let frame = animated.frame(at: 0.5)
        #expect(frame.backingStoresRedrawn == 0)
        let (still, _) = stage(size: 20, color: black)
        let a = try #require(animated.host.snapshot())
        let b = try #require(still.host.snapshot())
        #expect(GoldenImage.compare(a, b, tolerance: 0).differingPixels == 0)
        #expect(
            GoldenImage.compare(a, try #require(stage(size: 10, color: black).0.host.snapshot()), tolerance: 0)
                .differingPixels > 0)

        let (coloured, colourText) = stage(size: 20, color: black)
        let tint = CABasicAnimation(keyPath: "foregroundColor")
        (tint.toValue, tint.duration) = (CGColor(red: 1, green: 0, blue: 0, alpha: 1), 1)
        colourText.add(tint, forKey: "tint")
        coloured.frame(at: 0.5)
        let mixed = try #require(
            stage(size: 20, color: CGColor(red: 0.5, green: 0, blue: 0, alpha: 1)).0.host.snapshot())
        // 1 level: half of 255 is 127.5, which the animated colour and the literal one may round
        // to different sides on their way to 8 bits.
        #expect(GoldenImage.compare(try #require(coloured.host.snapshot()), mixed, tolerance: 1).differingPixels == 0)
    }
}

/// Counts `display()` calls on the main thread.
final class DisplayCounter {
    var displays = 0
}

/// A shape layer that counts its redraws.
final class CountingShapeLayer: CAShapeLayer {
    let counter = DisplayCounter()
    override func display() {
        counter.displays += 1
        super.display()
    }
}
