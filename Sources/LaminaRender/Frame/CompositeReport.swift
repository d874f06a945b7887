public import Foundation

/// What the render side did for one frame: phases 6 (composite) and 7 (present).
///
/// Reported apart from the commit (`CommitReport`): on a windowed app the two come from different
/// threads.
public struct CompositeReport: Equatable, Sendable {
    /// The media time the render side composited at.
    public var timestamp: TimeInterval = 0
    /// The `CommittedFrame.sequence` composited; 0 before the first frame.
    public var frameSequence: UInt64 = 0
    /// Layers drawn (each layer once per damage rect it was drawn in).
    public var layersPainted = 0
    /// Subtrees skipped, counted once at their root: outside the damage rect, hidden under an
    /// opaque layer, edge-on, or behind the eye.
    public var layersCulled = 0
    /// Offscreen surfaces used: group opacity, masks, shadows of composited alpha, perspective.
    public var offscreenGroups = 0
    /// Of those, groups composited from the surface kept from an earlier frame, not repainted
    /// (the group's content was unchanged: only its transform, position or opacity moved).
    public var reusedGroups = 0
    /// Of those, groups whose blurred shadow was kept from an earlier frame too, not blurred again.
    public var reusedShadows = 0
    /// Groups turned, scaled or sheared on the way to the screen that Lamina's resampler
    /// composited (filtered bilinearly, opacity folded in) rather than cairo.
    public var resampledGroups = 0
    /// The area of the group and flattening surfaces painted afresh (not kept ones), in pixels:
    /// most of the pixel work groups cost beyond the damage (their masks' and shadows' own
    /// surfaces are not counted).
    public var offscreenPixels = 0
    /// The area recomposited, in device pixels (the damage rects' total area).
    public var pixelsComposited = 0
    /// The regions recomposited, in device pixels, whole-pixel aligned.
    public var damageRects: [CGRect] = []
    /// Whether the framebuffer was handed to a presenter (phase 7) after compositing.
    public var presented = false

    /// Creates an empty report.
    public init() {}
}
