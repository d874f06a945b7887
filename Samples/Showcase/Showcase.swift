import UIKit

/// The Core Graphics showcase: one image with a panel for each family of drawing features.
///
/// Until the sample app and its window exist, `make run` renders this to PNG (and the same
/// drawing to a PDF page, through Core Graphics' PDF context).
enum Showcase {
    static let panel = CGSize(width: 220, height: 180)
    static let columns = 3
    static let panels: [(title: String, draw: @Sendable (CGContext, CGRect) -> Void)] = [
        ("Paths and strokes", drawPaths),
        ("Gradients and clipping", drawGradients),
        ("Shadows and blend modes", drawShadows),
        ("Images and interpolation", drawImages),
        ("Bézier paths", drawBezierPaths),
        ("Transforms", drawTransforms),
        ("Text", ShowcaseText.drawTextPanel),
        ("Masks and templates", drawMasks),
    ]

    static var size: CGSize {
        let rows = (panels.count + columns - 1) / columns
        return CGSize(width: panel.width * CGFloat(columns), height: panel.height * CGFloat(rows) + 40)
    }

    /// Draws every panel in UIKit coordinates (top-left origin) into `context`.
    static func draw(in context: CGContext) {
        UIColor.systemGroupedBackground.setFill()
        context.fill(CGRect(origin: .zero, size: size))
        UIColor.systemBlue.setFill()
        context.fill(CGRect(x: 0, y: 0, width: size.width, height: 32))
        ShowcaseText.drawTitle(
            "Lamina — Core Graphics over cairo", in: CGRect(x: 12, y: 6, width: size.width - 24, height: 24))
        for (index, item) in panels.enumerated() {
            let frame = CGRect(
                x: CGFloat(index % columns) * panel.width, y: 40 + CGFloat(index / columns) * panel.height,
                width: panel.width, height: panel.height
            ).insetBy(dx: 6, dy: 6)
            UIColor.white.setFill()
            UIBezierPath(roundedRect: frame, cornerRadius: 10).fill()
            ShowcaseText.drawCaption(
                item.title, in: CGRect(x: frame.minX + 10, y: frame.minY + 6, width: frame.width - 20, height: 18))
            context.saveGState()
            let content = CGRect(
                x: frame.minX + 10, y: frame.minY + 28, width: frame.width - 20, height: frame.height - 38)
            context.clip(to: content)
            item.draw(context, content)
            context.restoreGState()
        }
    }

    static func drawPaths(_ context: CGContext, _ r: CGRect) {
        context.setLineWidth(6)
        context.setLineJoin(.round)
        context.setLineCap(.round)
        context.setStrokeColor(UIColor.systemRed.cgColor)
        context.addLines(between: [
            CGPoint(x: r.minX + 10, y: r.maxY - 20), CGPoint(x: r.minX + 50, y: r.minY + 20),
            CGPoint(x: r.minX + 90, y: r.maxY - 20),
        ])
        context.strokePath()
        context.setStrokeColor(UIColor.systemIndigo.cgColor)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [8, 4])
        context.strokeEllipse(in: CGRect(x: r.minX + 112, y: r.minY + 8, width: 78, height: 78))
        context.setLineDash(phase: 0, lengths: [])
        context.setFillColor(UIColor.systemGreen.cgColor)
        context.addRect(CGRect(x: r.minX + 120, y: r.minY + 100, width: 60, height: 30))
        context.addRect(CGRect(x: r.minX + 135, y: r.minY + 107, width: 30, height: 16))
        context.fillPath(using: .evenOdd)
    }

    static func drawGradients(_ context: CGContext, _ r: CGRect) {
        let colors = [UIColor.systemPink.cgColor, UIColor.systemYellow.cgColor, UIColor.systemTeal.cgColor]
        guard
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil as [CGFloat]?)
        else { return }
        context.saveGState()
        UIBezierPath(roundedRect: CGRect(x: r.minX, y: r.minY, width: r.width, height: 50), cornerRadius: 25).addClip()
        context.drawLinearGradient(
            gradient, start: CGPoint(x: r.minX, y: 0), end: CGPoint(x: r.maxX, y: 0), options: [])
        context.restoreGState()
        context.saveGState()
        let circle = CGRect(x: r.midX - 50, y: r.minY + 60, width: 80, height: 80)
        context.addEllipse(in: circle)
        context.clip()
        context.drawRadialGradient(
            gradient, startCenter: CGPoint(x: circle.midX - 15, y: circle.midY - 15), startRadius: 2,
            endCenter: CGPoint(x: circle.midX, y: circle.midY), endRadius: 45,
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        context.restoreGState()
    }

    static func drawShadows(_ context: CGContext, _ r: CGRect) {
        context.saveGState()
        context.setShadow(offset: CGSize(width: 4, height: 6), blur: 8)
        UIColor.systemOrange.setFill()
        UIBezierPath(roundedRect: CGRect(x: r.minX + 10, y: r.minY + 10, width: 70, height: 70), cornerRadius: 12)
            .fill()
        context.setShadow(offset: .zero, blur: 12, color: UIColor.systemPurple.cgColor)
        UIColor.white.setFill()
        UIBezierPath(ovalIn: CGRect(x: r.minX + 110, y: r.minY + 10, width: 70, height: 70)).fill()
        context.restoreGState()
        let modes: [CGBlendMode] = [.multiply, .screen, .difference, .hue]
        for (index, mode) in modes.enumerated() {
            let cell = CGRect(x: r.minX + CGFloat(index) * 48, y: r.maxY - 40, width: 40, height: 36)
            UIColor.systemBlue.setFill()
            context.fill(cell)
            context.setBlendMode(mode)
            UIColor.systemYellow.setFill()
            context.fillEllipse(in: cell.insetBy(dx: 6, dy: 4))
            context.setBlendMode(.normal)
        }
    }

    static func drawImages(_ context: CGContext, _ r: CGRect) {
        let tile = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in
            for y in 0..<8 {
                for x in 0..<8 where (x + y) % 2 == 0 {
                    UIColor(hue: CGFloat(x + y) / 16, saturation: 0.8, brightness: 0.9, alpha: 1).setFill()
                    UIRectFill(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
        }
        guard let image = tile.cgImage else { return }
        // UIKit contexts are flipped, so a raw CGImage draw needs an explicit flip to stay upright.
        for (index, quality) in [CGInterpolationQuality.none, .high].enumerated() {
            let frame = CGRect(x: r.minX + CGFloat(index) * 100, y: r.minY + 10, width: 90, height: 90)
            context.saveGState()
            context.interpolationQuality = quality
            context.translateBy(x: frame.minX, y: frame.maxY)
            context.scaleBy(x: 1, y: -1)
            context.draw(image, in: CGRect(origin: .zero, size: frame.size))
            context.restoreGState()
        }
    }

    static func drawBezierPaths(_ context: CGContext, _ r: CGRect) {
        let rounded = UIBezierPath(
            roundedRect: CGRect(x: r.minX + 10, y: r.minY + 10, width: 80, height: 60),
            byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 24, height: 24))
        UIColor.systemMint.setFill()
        rounded.fill()
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: r.minX + 150, y: r.minY + 50), radius: 36, startAngle: 0, endAngle: .pi * 1.5,
            clockwise: true)
        arc.lineWidth = 8
        arc.lineCapStyle = .round
        UIColor.systemBrown.setStroke()
        arc.stroke()
        let wave = UIBezierPath()
        wave.move(to: CGPoint(x: r.minX, y: r.maxY - 25))
        for step in 0..<4 {
            let x = r.minX + CGFloat(step) * 50
            wave.addCurve(
                to: CGPoint(x: x + 50, y: r.maxY - 25), controlPoint1: CGPoint(x: x + 15, y: r.maxY - 55),
                controlPoint2: CGPoint(x: x + 35, y: r.maxY + 5))
        }
        wave.lineWidth = 3
        UIColor.systemCyan.setStroke()
        wave.stroke()
    }

    static func drawMasks(_ context: CGContext, _ r: CGRect) {
        let star = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { _ in
            let path = UIBezierPath()
            for index in 0..<10 {
                let radius: CGFloat = index % 2 == 0 ? 31 : 13
                let angle = CGFloat(index) * .pi / 5 - .pi / 2
                let point = CGPoint(x: 32 + radius * cos(angle), y: 32 + radius * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.close()
            UIColor.black.setFill()
            path.fill()
        }
        guard let mask = star.cgImage else { return }
        for (index, color) in [UIColor.systemPink, .systemGreen, .systemBlue].enumerated() {
            context.saveGState()
            context.clip(to: CGRect(x: r.minX + CGFloat(index) * 66, y: r.minY + 10, width: 60, height: 60), mask: mask)
            color.setFill()
            context.fill(r)
            context.restoreGState()
        }
        let button = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 8).fill()
            UIColor.white.withAlphaComponent(0.35).setFill()
            UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 20, height: 9), cornerRadius: 5).fill()
        }
        button.resizableImage(
            withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch
        )
        .draw(in: CGRect(x: r.minX + 10, y: r.maxY - 48, width: r.width - 20, height: 40))
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        "Stretched button".draw(
            in: CGRect(x: r.minX + 10, y: r.maxY - 38, width: r.width - 20, height: 20),
            withAttributes: [
                .font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.white, .paragraphStyle: centered,
            ])
    }

    static func drawTransforms(_ context: CGContext, _ r: CGRect) {
        let center = CGPoint(x: r.midX, y: r.midY)
        for step in 0..<12 {
            context.saveGState()
            context.translateBy(x: center.x, y: center.y)
            context.rotate(by: CGFloat(step) * .pi / 6)
            context.scaleBy(x: 1, y: 0.5 + CGFloat(step) / 24)
            UIColor(hue: CGFloat(step) / 12, saturation: 0.7, brightness: 0.95, alpha: 0.7).setFill()
            context.fill(CGRect(x: 10, y: -6, width: 55, height: 12))
            context.restoreGState()
        }
    }
}
