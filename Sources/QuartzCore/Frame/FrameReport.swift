public import Foundation

/// What the main side did for one frame: phases 3 (layout), 4 (display) and 5 (commit), with
/// the work of every transaction that committed this host's tree since the previous frame.
public struct CommitReport: Equatable, Sendable {
    /// The media time of the last publish; 0 when nothing was published.
    public var commitTime: TimeInterval = 0
    /// Layers that ran `layoutSublayers()`.
    public var layersLaidOut = 0
    /// Backing stores redrawn (`display()` calls).
    public var backingStoresRedrawn = 0
    /// Render nodes made anew; the rest were shared with the previous tree.
    public var renderNodesRebuilt = 0
    /// Committed frames handed to the render side.
    public var framesPublished = 0

    /// Creates an empty report.
    public init() {}
}

/// What one frame of a `LayerTreeHost` did, for tests, benchmarks and tools: the main side's
/// `commit` and the render side's `composite`, reported apart because on a windowed app they
/// come from different threads.
public struct FrameReport: Equatable, Sendable {
    /// The media time the frame ran at.
    public var timestamp: TimeInterval = 0
    /// Layout, display and commit (phases 3–5).
    public var commit = CommitReport()
    /// Composite and present (phases 6–7).
    public var composite = CompositeReport()

    /// Creates an empty report.
    public init() {}

    /// Layers that ran `layoutSublayers()` since the previous frame (transactions included).
    public var layersLaidOut: Int { commit.layersLaidOut }
    /// Backing stores redrawn since the previous frame (`display()` calls).
    public var backingStoresRedrawn: Int { commit.backingStoresRedrawn }
    /// Render nodes made anew since the previous frame; the rest were shared.
    public var renderNodesRebuilt: Int { commit.renderNodesRebuilt }
    /// Layers the compositor painted.
    public var layersPainted: Int { composite.layersPainted }
    /// Layers skipped because they lay outside the damage or under opaque layers.
    public var layersCulled: Int { composite.layersCulled }
    /// Offscreen groups composited (group opacity, masks, perspective).
    public var offscreenGroups: Int { composite.offscreenGroups }
    /// Framebuffer pixels recomposited.
    public var pixelsComposited: Int { composite.pixelsComposited }
    /// The damaged regions, in framebuffer pixels.
    public var damageRects: [CGRect] { composite.damageRects }
}
