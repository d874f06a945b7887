import CoreGraphics

/// Offscreen group surfaces kept from one composite to the next (`drawGroup`).
///
/// A group is rendered upright in its layer's plane and then composited through the layer's
/// transform at its opacity. When the next frame shows the same group — the same layer with the
/// same committed sublayers (the same store, the same patched nodes), mask, bounds, contents and
/// own style — planned onto the same offscreen pixels, its surface is reused and only
/// composited again: an animation that turns, moves or fades containers resamples their groups
/// instead of repainting their subtrees. A commit that changes the layer makes a new store, so
/// its group is painted afresh.
///
/// Band painters share the cache: lookups and insertions take a lock (`VisibleLock`, which the
/// thread sanitizer sees); surfaces are only read
/// once stored. A kept group that casts a shadow keeps its blurred shadow mask beside it, for the
/// same group, radius and path. Entries not used in a composite are dropped at its end
/// (`endComposite()`), and at most `byteLimit` bytes are kept.
package final class GroupSurfaceCache: Sendable {
    /// What a group surface shows, compared by identity for nodes and stores.
    struct Content {
        let layerID: UInt
        let store: SublayerStore
        let patches: [RenderNode]
        let mask: RenderNode?
        let bounds: CGRect
        let anchorPoint: CGPoint
        let sublayerTransform: CATransform3D
        let style: RenderNode.Style
        let contents: RenderNode.Contents?

        init(_ node: RenderNode) {
            layerID = node.layerID
            store = node.sublayerList.store
            patches = node.sublayerList.patches.map(\.node)
            mask = node.mask
            bounds = node.geometry.bounds
            anchorPoint = node.geometry.anchorPoint
            sublayerTransform = node.geometry.sublayerTransform
            // Opacity and the shadow are applied when the group is composited, not in it.
            var style = node.style
            style.opacity = 1
            style.shadow = nil
            self.style = style
            contents = node.contents
        }

        func matches(_ other: Content) -> Bool {
            layerID == other.layerID && store === other.store && mask === other.mask
                && patches.count == other.patches.count && zip(patches, other.patches).allSatisfy { $0 === $1 }
                && bounds == other.bounds && anchorPoint == other.anchorPoint
                && sublayerTransform == other.sublayerTransform && style == other.style && contents == other.contents
        }
    }

    /// Where a surface lands: the layer and the offscreen plan (size and plane-to-pixel map).
    struct Key: Hashable {
        let layerID: UInt
        let width: Int
        let height: Int
        let map: [Double]
        let flip: Double
    }

    private struct Entry {
        let content: Content
        let buffer: PixelBuffer
        var used: Bool
    }

    /// A blurred shadow mask of a kept group: what casts it (the group's content, the shadow's
    /// radius and path) and where it lies (`margin` pixels around the group's surface).
    private struct ShadowEntry {
        let content: Content
        let radius: CGFloat
        let path: PathStorage?
        let mask: PixelBuffer
        let margin: Int
        var used: Bool
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var shadows: [Key: ShadowEntry] = [:]
        var bytes = 0

        /// The bytes every kept surface and mask hold.
        var total: Int {
            entries.values.reduce(0) { $0 + $1.buffer.stride * $1.buffer.height }
                + shadows.values.reduce(0) { $0 + $1.mask.stride * $1.mask.height }
        }
    }

    private let state = VisibleLock(State())

    /// The most bytes of surfaces kept.
    static let byteLimit = 128 << 20

    package init() {}

    static func key(_ node: RenderNode, width: Int, height: Int, fromPlane m: CGAffineTransform, flip: Double) -> Key {
        Key(
            layerID: node.layerID, width: width, height: height,
            map: [Double(m.a), Double(m.b), Double(m.c), Double(m.d), Double(m.tx), Double(m.ty)], flip: flip)
    }

    /// The surface stored under `key` if it shows `content`; marks it used.
    func surface(for key: Key, showing content: Content) -> PixelBuffer? {
        state.withLock { state in
            guard var entry = state.entries[key], entry.content.matches(content) else { return nil }
            entry.used = true
            state.entries[key] = entry
            return entry.buffer
        }
    }

    /// Keeps `buffer`, which shows `content`, under `key` while room remains.
    func store(_ buffer: PixelBuffer, for key: Key, showing content: Content) {
        let size = buffer.stride * buffer.height
        state.withLock { state in
            if let old = state.entries[key] { state.bytes -= old.buffer.stride * old.buffer.height }
            guard state.bytes + size <= Self.byteLimit else {
                state.entries[key] = nil
                return
            }
            state.entries[key] = Entry(content: content, buffer: buffer, used: true)
            state.bytes += size
        }
    }

    /// The blurred shadow mask kept under `key` for a group showing `content` whose shadow has
    /// `radius` and `path`, with its margin; marks it used.
    func shadowMask(
        for key: Key, showing content: Content, radius: CGFloat, path: PathStorage?
    ) -> (mask: PixelBuffer, margin: Int)? {
        state.withLock { state in
            guard var entry = state.shadows[key], entry.radius == radius, entry.path == path,
                entry.content.matches(content)
            else { return nil }
            entry.used = true
            state.shadows[key] = entry
            return (entry.mask, entry.margin)
        }
    }

    /// Keeps a group's blurred shadow mask under `key` while room remains: the blur, not the
    /// group, is what a frame that only moves or fades a shadowed group would redo.
    func storeShadowMask(
        _ mask: PixelBuffer, margin: Int, for key: Key, showing content: Content, radius: CGFloat, path: PathStorage?
    ) {
        let size = mask.stride * mask.height
        state.withLock { state in
            if let old = state.shadows[key] { state.bytes -= old.mask.stride * old.mask.height }
            guard state.bytes + size <= Self.byteLimit else {
                state.shadows[key] = nil
                return
            }
            state.shadows[key] = ShadowEntry(
                content: content, radius: radius, path: path, mask: mask, margin: margin, used: true)
            state.bytes += size
        }
    }

    /// Drops the surfaces and masks the composite just finished did not use.
    package func endComposite() {
        state.withLock { state in
            state.entries = state.entries.filter { $0.value.used }
            state.shadows = state.shadows.filter { $0.value.used }
            state.bytes = state.total
            for key in state.entries.keys { state.entries[key]?.used = false }
            for key in state.shadows.keys { state.shadows[key]?.used = false }
        }
    }

    /// How many shadow masks are kept.
    package var shadowCount: Int { state.withLock { $0.shadows.count } }

    /// How many surfaces are kept.
    package var count: Int { state.withLock { $0.entries.count } }

    /// Drops every surface.
    package func removeAll() { state.withLock { $0 = State() } }
}
