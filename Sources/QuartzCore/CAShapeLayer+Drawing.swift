import CoreGraphics
import Foundation

extension CAShapeLayer {
    /// The area the path paints, grown by the stroke, in whole points; the bounds when there is no path.
    var shapeDrawingRect: CGRect {
        guard let path, !path.isEmpty else { return bounds }
        var box = path.boundingBoxOfPath
        if strokeColor != nil && lineWidth > 0 {
            // Miter joins can reach miterLimit half-widths out; square caps √2 half-widths.
            let reach = lineJoin == .miter ? max(miterLimit, 1.5) : 1.5
            box = box.insetBy(dx: -lineWidth / 2 * reach, dy: -lineWidth / 2 * reach)
        }
        guard box.isFiniteRect, !box.isNull else { return bounds }
        // One pixel of margin keeps antialiased edges.
        return box.integral.insetBy(dx: -1, dy: -1)
    }

    /// Draws the fill and the stroke into `ctx` (in the layer's coordinates).
    func drawShape(in ctx: CGContext) {
        guard let path, !path.isEmpty else { return }
        if let fillColor {
            ctx.addPath(path)
            ctx.setFillColor(fillColor)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let strokeColor, lineWidth > 0, strokeStart < strokeEnd else { return }
        let stroked =
            strokeStart > 0 || strokeEnd < 1
            ? CGPath(storage: path.storage.trimmed(from: strokeStart, to: strokeEnd)) : path
        ctx.addPath(stroked)
        ctx.setStrokeColor(strokeColor)
        ctx.setLineWidth(lineWidth)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
        ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
        if let pattern = lineDashPattern, !pattern.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
        }
        ctx.strokePath()
    }
}
