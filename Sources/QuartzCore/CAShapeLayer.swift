public import CoreGraphics
public import Foundation

/// How a shape layer decides what is inside its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the winding number is not zero (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's open strokes.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Round ends.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends reaching half the line width past the end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The corners of a shape layer's strokes.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, bevelled past the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Round corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut-off corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path, filled and stroked.
///
/// Lamina draws the shape into the layer's backing store whenever a shape property changes, over
/// the area the path paints (which may reach outside the bounds, as on iOS), so the compositor
/// sees an image. Because of that, setting `contents` or overriding `draw(in:)` replaces the shape.
/// Setting a shape property to the value it has (or to an invalid value, which is ignored) redraws
/// nothing.
open class CAShapeLayer: CALayer {
    /// The path, in the layer's coordinates.
    ///
    /// Setting an equal path redraws nothing; a mutable path changed and set again redraws.
    open var path: CGPath? {
        didSet {
            redrawIfChanged(path?.storage != pathWhenSet)
            pathWhenSet = path?.storage
        }
    }
    /// The elements `path` had when it was set, to tell a mutable path changed since from an equal one.
    private var pathWhenSet: PathStorage?
    /// The fill colour (opaque black by default); nil fills nothing.
    open var fillColor: CGColor? = .black { didSet { redrawIfChanged(fillColor != oldValue) } }
    /// How the inside of the path is found.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { redrawIfChanged(fillRule != oldValue) } }
    /// The stroke colour; nil (the default) strokes nothing.
    open var strokeColor: CGColor? { didSet { redrawIfChanged(strokeColor != oldValue) } }
    /// The stroke width, 1 by default; negative and non-finite values are ignored.
    open var lineWidth: CGFloat = 1 {
        didSet {
            lineWidth = lineWidth.isFinite && lineWidth >= 0 ? lineWidth : oldValue
            redrawIfChanged(lineWidth != oldValue)
        }
    }
    /// The miter limit, 10 by default.
    open var miterLimit: CGFloat = 10 {
        didSet {
            miterLimit = miterLimit.isFinite && miterLimit >= 0 ? miterLimit : oldValue
            redrawIfChanged(miterLimit != oldValue)
        }
    }
    /// The ends of open strokes.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { redrawIfChanged(lineCap != oldValue) } }
    /// The corners of strokes.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { redrawIfChanged(lineJoin != oldValue) } }
    /// Where in the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 {
        didSet {
            lineDashPhase = lineDashPhase.isFinite ? lineDashPhase : oldValue
            redrawIfChanged(lineDashPhase != oldValue)
        }
    }
    /// Alternating dash and gap lengths; nil draws a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { redrawIfChanged(lineDashPattern != oldValue) } }
    /// Where the stroke starts, as a fraction of the path's length (0 by default).
    open var strokeStart: CGFloat = 0 {
        didSet {
            strokeStart = strokeStart.isNaN ? oldValue : min(max(strokeStart, 0), 1)
            redrawIfChanged(strokeStart != oldValue)
        }
    }
    /// Where the stroke ends, as a fraction of the path's length (1 by default).
    open var strokeEnd: CGFloat = 1 {
        didSet {
            strokeEnd = strokeEnd.isNaN ? oldValue : min(max(strokeEnd, 0), 1)
            redrawIfChanged(strokeEnd != oldValue)
        }
    }

    /// Creates an empty shape layer.
    public override init() { super.init() }

    /// Copies `layer`'s model values, shape properties included when it is a shape layer.
    public override init(layer: Any) { super.init(layer: layer) }

    override func copyModelState(from other: CALayer) {
        super.copyModelState(from: other)
        if let other = other as? CAShapeLayer { pathWhenSet = other.pathWhenSet }
    }

    /// Creates an empty shape layer: Lamina does not decode archived layers.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Fills, then strokes, the path.
    open override func draw(in ctx: CGContext) { drawShape(in: ctx) }

    override var drawingRect: CGRect { shapeDrawingRect }

    override var hasOpaqueBackingStore: Bool { false }

    override var renderVector: VectorContent? { .shape(shapeContent) }
}
