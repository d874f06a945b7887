package import CoreGraphics
package import Foundation

/// A layer's drawing described as vectors rather than pixels: what a shape or gradient layer
/// draws, so the render side can paint it again when an animation changes `strokeEnd`, `path`,
/// `colors` or `locations`, without the main thread redrawing anything.
///
/// Both layers draw through these descriptions on the main thread too (`CAShapeLayer` and
/// `CAGradientLayer` build one and call `draw(in:)`), so a frame painted on the render side and a
/// backing store drawn by `display()` are the same pixels.
package enum VectorContent: Equatable, Sendable {
    case shape(ShapeContent)
    case gradient(GradientContent)
    case text(TextContent)

    /// The key paths whose animations change the drawing: a node carries its description only
    /// when one of these animates.
    package static let animatedKeys: Set<String> = [
        "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd",
        "colors", "locations", "startPoint", "endPoint", "fontSize", "foregroundColor",
    ]
}

/// What a `CAShapeLayer` draws.
package struct ShapeContent: Equatable, Sendable {
    package var path: PathStorage?
    package var fillColor: CGColor?
    package var usesEvenOddFillRule = false
    package var strokeColor: CGColor?
    package var lineWidth: CGFloat = 1
    package var miterLimit: CGFloat = 10
    package var lineCap: CGLineCap = .butt
    package var lineJoin: CGLineJoin = .miter
    package var lineDashPhase: CGFloat = 0
    package var lineDashPattern: [CGFloat] = []
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1

    package init() {}
}

/// What a `CATextLayer` draws: its plain text in one style, laid out in its bounds from the top
/// left. `fontSize` and `foregroundColor` animate.
package struct TextContent: Equatable, Sendable {
    package var text: String
    package var style: TextStyle
    package var constraints: TextConstraints

    package init(text: String, style: TextStyle, constraints: TextConstraints) {
        self.text = text
        self.style = style
        self.constraints = constraints
    }

    /// Lays the text out and draws it at the top left of `bounds`.
    package func draw(in ctx: CGContext, bounds: CGRect) {
        let layout = TextLayout(string: text, runs: [], defaultStyle: style, constraints: constraints)
        ctx.draw(layout, at: bounds.origin)
    }
}

/// What a `CAGradientLayer` draws over its bounds.
package struct GradientContent: Equatable, Sendable {
    /// Axial (between two points), radial (an ellipse about the start point) or conic (by angle).
    package enum Kind: Equatable, Sendable {
        case axial, radial, conic
    }

    package var colors: [CGColor] = []
    /// One per colour, or nil for evenly spaced stops.
    package var locations: [CGFloat]?
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)
    package var kind = Kind.axial

    package init() {}

    /// The colours with their stops (evenly spaced when `locations` is nil, not finite or does not
    /// have one per colour).
    package var stops: (colors: [CGColor], locations: [CGFloat]) {
        if let locations, locations.count == colors.count, locations.allSatisfy(\.isFinite) {
            return (colors, locations)
        }
        let steps = max(colors.count - 1, 1)
        return (colors, colors.indices.map { CGFloat($0) / CGFloat(steps) })
    }
}
