// Compiled in the Swift 5 language mode, as most iOS code still is: nonisolated helpers read
// main-actor UIKit API the way code written against Apple's SDK does (which imports UIKit's
// main-actor annotations leniently for such code). The file must compile without warnings.
import QuartzCore
import UIKit

/// The width of one device pixel in points: a nonisolated static helper.
extension CGFloat {
    static var hairline: CGFloat { 1 / UIScreen.main.scale }
}

/// A free function reading a view and the screen, with no actor annotation.
func pixelAlignedFrame(of view: UIView) -> CGRect {
    let scale = UIScreen.main.scale
    let frame = view.frame
    return CGRect(
        x: (frame.minX * scale).rounded() / scale, y: (frame.minY * scale).rounded() / scale,
        width: (frame.width * scale).rounded() / scale, height: (frame.height * scale).rounded() / scale)
}

/// A layer subclass that sets its scale from the main screen in a plain `override init()`.
class HairlineLayer: CALayer {
    var lineColor: CGColor = UIColor.black.cgColor

    override init() {
        super.init()
        contentsScale = UIScreen.main.scale
        needsDisplayOnBoundsChange = true
    }

    override init(layer: Any) {
        lineColor = (layer as? HairlineLayer)?.lineColor ?? UIColor.black.cgColor
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(lineColor)
        ctx.fill(CGRect(x: 0, y: bounds.height - .hairline, width: bounds.width, height: .hairline))
    }
}

/// A shape layer with its own designated initializer and no `init(layer:)`.
class RingLayer: CAShapeLayer {
    init(frame: CGRect, color: UIColor) {
        super.init()
        self.frame = frame
        path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
        fillColor = nil
        strokeColor = color.cgColor
        lineWidth = 4
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A delegate class with no actor annotation, conforming to a UIKit protocol.
final class TapCounter: NSObject, UIGestureRecognizerDelegate {
    var asked = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return true
    }
}
