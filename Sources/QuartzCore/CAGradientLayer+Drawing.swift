import CoreGraphics
import Foundation

extension CAGradientLayer {
    /// What the layer draws, as the render side paints it when an animation changes it: the
    /// colours that are `CGColor`s, the locations, the points and the type.
    var gradientContent: GradientContent {
        var gradient = GradientContent()
        gradient.colors = (colors ?? []).compactMap { $0 as? CGColor }
        gradient.locations = locations.map { $0.map { CGFloat($0.doubleValue) } }
        gradient.startPoint = startPoint
        gradient.endPoint = endPoint
        gradient.kind = type == .radial ? .radial : type == .conic ? .conic : .axial
        return gradient
    }

    /// Draws the gradient over the bounds.
    func drawGradient(in ctx: CGContext) {
        gradientContent.draw(in: ctx, bounds: bounds, scale: contentsScale)
    }

}
