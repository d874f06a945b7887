import CoreGraphics
import Foundation

/// Symbol images by name (`UIImage(systemName:)`): Lamina's own drawings of the most common
/// symbols, since Apple's SF Symbols artwork cannot ship with Lamina.
///
/// Each glyph is drawn on a 24-unit square design grid with round strokes; the image is
/// `pointSize × scale factor × 1.25` points a side (the point size from the configuration, else
/// its font's, else 17 — the body text size; scales small 0.8, medium 1, large 1.3), its strokes
/// as heavy as the configuration's weight. Images are templates (`.alwaysTemplate`): views tint
/// them. Names Lamina does not draw give nil, as unknown names do on iOS.

enum SystemSymbol {
    /// The image of the symbol `name` for `configuration`, or nil for a name Lamina does not draw.
    static func image(named name: String, configuration: UIImage.SymbolConfiguration?) -> UIImage? {
        guard let glyph = glyphs[name] else { return nil }
        let configuration = configuration ?? .unspecified
        let side = (pointSize(of: configuration) * scaleFactor(configuration.scale) * 1.25).rounded()
        guard side.isFinite, side >= 1, side <= 4096 else { return nil }
        let pen = SymbolPen(unit: side / 24, width: strokeWidth(configuration.weight))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: side, height: side), false, 0)
        defer { UIGraphicsEndImageContext() }
        UIColor.black.setStroke()
        UIColor.black.setFill()
        glyph(pen)
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    static func pointSize(of configuration: UIImage.SymbolConfiguration) -> CGFloat {
        if configuration.pointSize > 0 { return configuration.pointSize }
        if let font = configuration.font { return font.pointSize }
        return 17
    }

    static func scaleFactor(_ scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .large: 1.3
        default: 1
        }
    }

    /// The stroke width in design units for a weight (2 for regular).
    static func strokeWidth(_ weight: UIImage.SymbolWeight) -> CGFloat {
        switch weight {
        case .ultraLight: 0.6
        case .thin: 0.9
        case .light: 1.4
        case .unspecified, .regular: 2
        case .medium: 2.3
        case .semibold: 2.6
        case .bold: 3
        case .heavy: 3.4
        case .black: 3.8
        }
    }

    /// Every glyph, by symbol name.
    static let glyphs: [String: @Sendable (SymbolPen) -> Void] = shapeGlyphs.merging(objectGlyphs) { first, _ in first }
}

/// Draws on the 24-unit design grid, scaled to the image.

struct SymbolPen: Sendable {
    /// Points per design unit.
    let unit: CGFloat
    /// Stroke width in design units.
    let width: CGFloat

    /// A polyline through `points` (design units).
    func line(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> UIBezierPath {
        let path = UIBezierPath()
        for (index, point) in points.enumerated() {
            let p = CGPoint(x: point.0, y: point.1)
            if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        if closed { path.close() }
        return path
    }

    /// A circle about (`x`, `y`) of radius `r` (design units).
    func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> UIBezierPath {
        UIBezierPath(ovalIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
    }

    /// Strokes `path` (design units) with round caps and joins.
    func stroke(_ path: UIBezierPath) {
        let scaled = path.copy()
        scaled.apply(CGAffineTransform(scaleX: unit, y: unit))
        scaled.lineWidth = width * unit
        scaled.lineCapStyle = .round
        scaled.lineJoinStyle = .round
        scaled.stroke()
    }

    /// Fills `path` (design units).
    func fill(_ path: UIBezierPath) {
        let scaled = path.copy()
        scaled.apply(CGAffineTransform(scaleX: unit, y: unit))
        scaled.fill()
    }

    /// Draws `body` clearing what it marks (a mark cut out of a filled shape).
    func knockOut(_ body: () -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(.clear)
        body()
        context.restoreGState()
    }
}
