package import Foundation

/// What compositing one frame did.
package struct FrameStatistics: Equatable, Sendable {
    /// Layers drawn (each layer once per damage rect it was drawn in).
    package var layersPainted = 0
    /// Subtrees skipped, counted once at their root: outside the damage rect, hidden under an
    /// opaque layer, edge-on, or behind the eye.
    package var layersCulled = 0
    /// Offscreen surfaces used: group opacity, masks, shadows of composited alpha, perspective.
    package var groups = 0
    /// The area recomposited, in device pixels (the damage rects' total area).
    package var pixelsComposited = 0
    /// The regions recomposited, in device pixels, whole-pixel aligned.
    package var damageRects: [CGRect] = []

    package init() {}
}
