public import CoreGraphics
import Foundation

/// What one frame of a `LayerTreeHost` did, for tests, benchmarks and tools.
public struct FrameReport: Equatable, Sendable {
    /// The media time the frame ran at.
    public var timestamp: TimeInterval = 0
    /// Layers that ran `layoutSublayers()` since the previous frame (transactions included).
    public var layersLaidOut = 0
    /// Backing stores redrawn since the previous frame (`display()` calls).
    public var backingStoresRedrawn = 0
    /// Render nodes made anew since the previous frame; the rest were shared.
    public var renderNodesRebuilt = 0
    /// Layers the compositor painted.
    public var layersPainted = 0
    /// Layers skipped because they lay outside the damage or under opaque layers.
    public var layersCulled = 0
    /// Offscreen groups composited (group opacity, masks, perspective).
    public var offscreenGroups = 0
    /// Framebuffer pixels recomposited.
    public var pixelsComposited = 0
    /// The damaged regions, in framebuffer pixels.
    public var damageRects: [CGRect] = []

    /// Creates an empty report.
    public init() {}
}
