import CoreGraphics
import Foundation

extension CAShapeLayer {
    /// What the layer draws, as the render side paints it when an animation changes it.
    var shapeContent: ShapeContent {
        var shape = ShapeContent()
        shape.path = path?.storage
        shape.fillColor = fillColor
        shape.usesEvenOddFillRule = fillRule == .evenOdd
        shape.strokeColor = strokeColor
        shape.lineWidth = lineWidth
        shape.miterLimit = miterLimit
        shape.lineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        shape.lineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        shape.lineDashPhase = lineDashPhase
        shape.lineDashPattern = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        shape.strokeStart = strokeStart
        shape.strokeEnd = strokeEnd
        return shape
    }

    /// The area the path paints, grown by the stroke, in whole points; the bounds when there is no path.
    var shapeDrawingRect: CGRect { shapeContent.drawingRect(bounds: bounds) }

    /// Draws the fill and the stroke into `ctx` (in the layer's coordinates).
    func drawShape(in ctx: CGContext) { shapeContent.draw(in: ctx) }

}
