package import Foundation

/// What a transaction's commit publishes to the render side: everything the render side needs to
/// composite a frame, and nothing of the layer model.
///
/// Immutable and `Sendable`: it crosses from the main thread to the render thread as is.
package struct CommittedFrame: Sendable {
    /// The render tree's root; nil shows an empty screen.
    package let root: RenderNode?
    /// The media time of the commit (animations added in it start from here).
    package let commitTime: TimeInterval
    /// The overlays to draw.
    package let debugOptions: RenderDebugOptions
    /// Counts commits published to one render side, from 1.
    package let sequence: UInt64
    /// What the display's hardware covers, drawn over the frame; empty for a plain screen.
    package let screenOverlay: ScreenOverlay

    package init(
        root: RenderNode?, commitTime: TimeInterval, debugOptions: RenderDebugOptions, sequence: UInt64,
        screenOverlay: ScreenOverlay = .none
    ) {
        self.root = root
        self.commitTime = commitTime
        self.debugOptions = debugOptions
        self.sequence = sequence
        self.screenOverlay = screenOverlay
    }
}

/// Debug overlays the compositor draws, switchable between frames (Core Animation's
/// instruments options).
public struct RenderDebugOptions: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: Int
    /// Creates options from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Tints the regions recomposited in each frame translucent red (Core Animation's "flash
    /// updated regions"); the next frame repaints them so the flash does not stick.
    public static let flashRecompositedRegions = RenderDebugOptions(rawValue: 1 << 0)
    /// Tints layers drawn with blending red and opaque ones green ("color blended layers").
    public static let tintBlendedLayers = RenderDebugOptions(rawValue: 1 << 1)
}
