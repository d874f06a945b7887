import Foundation
import QuartzCore
import Testing

/// Setting a drawing property of a shape, gradient or text layer to the value it already has (or
/// to an invalid value, which is ignored) redraws nothing and commits nothing.
@Suite struct EqualValueRedrawTests {
    /// Commits `layer` and returns how many layers displayed and how many nodes were rebuilt.
    private func commit(_ layer: CALayer) -> (displayed: Int, rebuilt: Int) {
        let result = layer.buildRenderTree()
        return (result.layersDisplayed, result.nodesRebuilt)
    }

    /// Runs each change, checks it left the layer clean, then commits and expects no work.
    private func expectNoRedraw(_ layer: CALayer, _ changes: [(String, () -> Void)]) {
        for (name, change) in changes {
            change()
            #expect(!layer.needsDisplay(), "\(name)")
            let work = commit(layer)
            #expect(work.displayed == 0, "\(name)")
            #expect(work.rebuilt == 0, "\(name)")
        }
    }

    @Test func shapeLayerIgnoresEqualValues() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        shape.path = CGPath(rect: CGRect(x: 2, y: 2, width: 10, height: 10), transform: nil)
        shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        shape.lineDashPattern = [2, 1]
        #expect(commit(shape).displayed == 1)
        expectNoRedraw(
            shape,
            [
                ("path", { shape.path = shape.path }),
                (
                    "equal path",
                    { shape.path = CGPath(rect: CGRect(x: 2, y: 2, width: 10, height: 10), transform: nil) }
                ),
                ("fillColor", { shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }),
                ("fillRule", { shape.fillRule = .nonZero }),
                ("strokeColor", { shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }),
                ("lineWidth", { shape.lineWidth = 1 }),
                ("invalid lineWidth", { shape.lineWidth = -3 }),
                ("miterLimit", { shape.miterLimit = 10 }),
                ("invalid miterLimit", { shape.miterLimit = .nan }),
                ("lineCap", { shape.lineCap = .butt }),
                ("lineJoin", { shape.lineJoin = .miter }),
                ("lineDashPhase", { shape.lineDashPhase = 0 }),
                ("invalid lineDashPhase", { shape.lineDashPhase = .infinity }),
                ("lineDashPattern", { shape.lineDashPattern = [2, 1] }),
                ("strokeStart", { shape.strokeStart = 0 }),
                ("clamped strokeStart", { shape.strokeStart = -1 }),
                ("invalid strokeStart", { shape.strokeStart = .nan }),
                ("strokeEnd", { shape.strokeEnd = 1 }),
                ("clamped strokeEnd", { shape.strokeEnd = 2 }),
            ])
        shape.lineWidth = 2
        #expect(commit(shape).displayed == 1)
    }

    @Test func reassigningAMutatedPathRedraws() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        shape.path = path
        #expect(commit(shape).displayed == 1)
        path.addRect(CGRect(x: 10, y: 10, width: 5, height: 5))
        shape.path = path
        #expect(commit(shape).displayed == 1)
        shape.path = path
        #expect(commit(shape).displayed == 0)
    }

    @Test func gradientLayerIgnoresEqualValues() {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        gradient.locations = [0, 0.5]
        #expect(commit(gradient).displayed == 1)
        expectNoRedraw(
            gradient,
            [
                ("colors", { gradient.colors = gradient.colors }),
                (
                    "equal colors",
                    {
                        gradient.colors = [
                            CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                        ]
                    }
                ),
                ("locations", { gradient.locations = [0, 0.5] }),
                ("startPoint", { gradient.startPoint = CGPoint(x: 0.5, y: 0) }),
                ("invalid startPoint", { gradient.startPoint = CGPoint(x: CGFloat.nan, y: 0) }),
                ("endPoint", { gradient.endPoint = CGPoint(x: 0.5, y: 1) }),
                ("invalid endPoint", { gradient.endPoint = CGPoint(x: 0, y: CGFloat.infinity) }),
                ("type", { gradient.type = .axial }),
            ])
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1)]
        #expect(commit(gradient).displayed == 1)
    }

    @Test func textLayerIgnoresEqualValues() {
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        text.string = "Hi"
        text.fontSize = 12
        #expect(commit(text).displayed == 1)
        expectNoRedraw(
            text,
            [
                ("string", { text.string = text.string }),
                ("equal string", { text.string = String("H") + "i" }),
                ("font", { text.font = "Helvetica" }),
                ("fontSize", { text.fontSize = 12 }),
                ("invalid fontSize", { text.fontSize = -1 }),
                ("foregroundColor", { text.foregroundColor = CGColor(gray: 1, alpha: 1) }),
                ("isWrapped", { text.isWrapped = false }),
                ("truncationMode", { text.truncationMode = .none }),
                ("alignmentMode", { text.alignmentMode = .natural }),
            ])
        text.string = NSAttributedString(string: "Hi")
        #expect(commit(text).displayed == 1)
        expectNoRedraw(text, [("equal attributed string", { text.string = NSAttributedString(string: "Hi") })])
        let mutable = NSMutableAttributedString(string: "Ho")
        text.string = mutable
        #expect(commit(text).displayed == 1)
        mutable.append(NSAttributedString(string: "!"))
        text.string = mutable
        #expect(commit(text).displayed == 1)
    }
}
