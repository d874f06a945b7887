package import CoreGraphics

/// Paints render trees with Core Graphics, for `CALayer.render(in:)`.
package enum LayerPainter {
    /// Paints `node` and its sublayers into `context`, in the node's own bounds space (its
    /// position and transform are ignored, as `render(in:)` draws a layer in its own coordinates).
    ///
    /// Integration point: the compositor's painter implements this; until it is wired,
    /// `render(in:)` commits the tree (so layout and drawing happen) but paints nothing.
    package static func paint(_ node: RenderNode, in context: CGContext) {
        // integration point
    }
}
