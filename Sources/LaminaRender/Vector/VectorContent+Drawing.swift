package import CoreGraphics
import Foundation

extension ShapeContent {
    /// The area the path paints, grown by the stroke, in whole points; `bounds` when there is no
    /// path.
    package func drawingRect(bounds: CGRect) -> CGRect {
        guard let path, !path.isEmpty else { return bounds }
        var box = CGPath(storage: path).boundingBoxOfPath
        if strokeColor != nil && lineWidth > 0 {
            // Miter joins can reach miterLimit half-widths out; square caps √2 half-widths.
            let reach = lineJoin == .miter ? max(miterLimit, 1.5) : 1.5
            box = box.insetBy(dx: -lineWidth / 2 * reach, dy: -lineWidth / 2 * reach)
        }
        guard box.isFiniteRect, !box.isNull else { return bounds }
        // One pixel of margin keeps antialiased edges.
        return box.integral.insetBy(dx: -1, dy: -1)
    }

    /// Fills and strokes the path into `ctx`, in the layer's coordinates.
    package func draw(in ctx: CGContext) {
        guard let path, !path.isEmpty else { return }
        if let fillColor {
            ctx.addPath(CGPath(storage: path))
            ctx.setFillColor(fillColor)
            ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
        guard let strokeColor, lineWidth > 0, strokeStart < strokeEnd else { return }
        let stroked = strokeStart > 0 || strokeEnd < 1 ? path.trimmed(from: strokeStart, to: strokeEnd) : path
        ctx.addPath(CGPath(storage: stroked))
        ctx.setStrokeColor(strokeColor)
        ctx.setLineWidth(lineWidth)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineCap(lineCap)
        ctx.setLineJoin(lineJoin)
        if !lineDashPattern.isEmpty { ctx.setLineDash(phase: lineDashPhase, lengths: lineDashPattern) }
        ctx.strokePath()
    }
}

extension GradientContent {
    /// Draws the gradient over `bounds`; `scale` is the pixels per point a conic gradient is
    /// computed at.
    package func draw(in ctx: CGContext, bounds: CGRect, scale: CGFloat) {
        let (cgColors, stops) = self.stops
        guard !cgColors.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let all = cgColors.count == 1 ? [cgColors[0], cgColors[0]] : cgColors
        let allStops = cgColors.count == 1 ? [0, 1] : stops
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: bounds)
        switch kind {
        case .radial:
            guard let gradient = CGGradient(colorsSpace: nil, colors: all, locations: allStops) else { return }
            // The end point gives the ellipse's radii along x and y; draw a unit circle scaled to it.
            let center = point(startPoint)
            let rx = abs(endPoint.x - startPoint.x) * bounds.width
            let ry = abs(endPoint.y - startPoint.y) * bounds.height
            guard rx > 0 || ry > 0 else { return }
            ctx.translateBy(x: center.x, y: center.y)
            ctx.scaleBy(x: max(rx, 1e-6), y: max(ry, 1e-6))
            ctx.drawRadialGradient(
                gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                options: [.drawsAfterEndLocation])
        case .conic:
            drawConic(in: ctx, bounds: bounds, scale: scale, colors: all, locations: allStops)
        case .axial:
            guard let gradient = CGGradient(colorsSpace: nil, colors: all, locations: allStops) else { return }
            ctx.drawLinearGradient(
                gradient, start: point(startPoint), end: point(endPoint),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    /// Draws a conic gradient pixel by pixel: the angle about `startPoint`, measured from the
    /// direction of `endPoint` towards +y (clockwise on iOS), picks the colour.
    private func drawConic(
        in ctx: CGContext, bounds: CGRect, scale: CGFloat, colors: [CGColor], locations: [CGFloat]
    ) {
        guard let pixels = CGContext.flippedBitmapPixelSize(size: bounds.size, scale: scale) else { return }
        let (width, height) = pixels
        let rgba = colors.map(\.rgba)
        let center = CGPoint(x: startPoint.x * CGFloat(width), y: startPoint.y * CGFloat(height))
        let zero = atan2(
            (endPoint.y - startPoint.y) * CGFloat(height), (endPoint.x - startPoint.x) * CGFloat(width))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            for column in 0..<width {
                let dx = CGFloat(column) + 0.5 - center.x
                let dy = CGFloat(row) + 0.5 - center.y
                var t = (atan2(dy, dx) - zero) / (2 * .pi)
                t -= t.rounded(.down)
                let c = Self.interpolate(rgba, locations, at: t)
                let offset = (row * width + column) * 4
                bytes[offset] = UInt8((c.red * c.alpha * 255).rounded())
                bytes[offset + 1] = UInt8((c.green * c.alpha * 255).rounded())
                bytes[offset + 2] = UInt8((c.blue * c.alpha * 255).rounded())
                bytes[offset + 3] = UInt8((c.alpha * 255).rounded())
            }
        }
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        guard let provider = CGDataProvider(data: Data(bytes)),
            let image = CGImage(
                width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info, provider: provider, decode: nil,
                shouldInterpolate: false, intent: .defaultIntent)
        else { return }
        // The context is flipped; flip back so row 0 of the image lands at the bounds' minimum y.
        ctx.translateBy(x: 0, y: bounds.minY + bounds.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: bounds)
    }

    /// The colour at `t` along stops at `locations` (clamped outside them), components 0…1.
    package static func interpolate(
        _ colors: [(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)], _ locations: [CGFloat],
        at t: CGFloat
    ) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let first = colors.first, let last = colors.last else { return (0, 0, 0, 0) }
        if t <= locations[0] { return first }
        for index in 1..<colors.count where t <= locations[index] {
            let span = locations[index] - locations[index - 1]
            let f = span > 0 ? (t - locations[index - 1]) / span : 1
            let (a, b) = (colors[index - 1], colors[index])
            return (
                a.red + (b.red - a.red) * f, a.green + (b.green - a.green) * f, a.blue + (b.blue - a.blue) * f,
                a.alpha + (b.alpha - a.alpha) * f
            )
        }
        return last
    }
}
