public import CoreGraphics
public import Foundation

/// The shape of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours vary along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours vary outwards from `startPoint` to the ellipse through `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours sweep around `startPoint`, starting in the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a colour gradient.
///
/// Lamina draws the gradient into the backing store whenever a gradient property or the bounds
/// size changes, so the compositor sees an image; setting a property to the value it has redraws
/// nothing.
open class CAGradientLayer: CALayer {
    /// The colours, `CGColor`s; other elements are skipped. Nil or empty draws nothing.
    open var colors: [Any]? { didSet { redrawIfChanged(!sameLayerValues(oldValue, colors)) } }
    /// Where each colour sits, 0…1, increasing; nil spaces the colours evenly.
    open var locations: [NSNumber]? { didSet { redrawIfChanged(oldValue != locations) } }
    /// Where the gradient starts, in unit coordinates of the bounds; (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet {
            startPoint = startPoint.isFinitePoint ? startPoint : oldValue; redrawIfChanged(startPoint != oldValue)
        }
    }
    /// Where the gradient ends, in unit coordinates of the bounds; (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { endPoint = endPoint.isFinitePoint ? endPoint : oldValue; redrawIfChanged(endPoint != oldValue) }
    }
    /// The gradient's shape.
    open var type: CAGradientLayerType = .axial { didSet { redrawIfChanged(type != oldValue) } }

    /// Creates a layer with no colours.
    public override init() { super.init() }

    /// Copies `layer`'s model values, gradient properties included when it is a gradient layer.
    public override init(layer: Any) { super.init(layer: layer) }

    /// Creates a layer with no colours: Lamina does not decode archived layers.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Draws the gradient over the bounds.
    open override func draw(in ctx: CGContext) { drawGradient(in: ctx) }

    override var hasOpaqueBackingStore: Bool { false }

    override var renderVector: VectorContent? { .gradient(gradientContent) }

    override var redrawsOnBoundsSizeChange: Bool { true }
}
