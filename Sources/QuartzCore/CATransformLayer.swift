public import Foundation

/// A layer whose sublayers share its 3-D space instead of being flattened into its plane.
///
/// It draws nothing of its own (background, border, contents and drawing are ignored, as in Core
/// Animation) and hit testing finds only its sublayers. The render node says so with
/// `flattensSublayers = false`.
open class CATransformLayer: CALayer {
    /// Creates a transform layer.
    public override init() { super.init() }

    /// Copies `layer`'s model values.
    public override init(layer: Any) { super.init(layer: layer) }

    /// Creates a transform layer: Lamina does not decode archived layers.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Draws nothing: a transform layer has no contents.
    open override func display() {}

    override var flattensSublayers: Bool { false }
}
