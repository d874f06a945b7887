package import CoreGraphics

/// An immutable snapshot of one layer, as the compositor sees it.
///
/// The render tree is made of these. It is built at commit from the model layers and never
/// changed afterwards, so it is `Sendable`: a render thread may composite it while the main
/// thread edits layers. A layer whose state and subtree did not change since the last commit
/// hands back the very same node object, so unchanged subtrees are shared between frames and
/// comparing two trees costs time proportional to what changed.
///
/// Geometry follows Core Animation exactly: a point `p` in this layer's bounds space maps to its
/// superlayer's bounds space as `LayerTransforms` describes.
package final class RenderNode: Sendable {
    /// Identifies the layer this node was made from, stable across commits while the layer lives.
    package let layerID: UInt
    package let geometry: Geometry
    package let style: Style
    /// The bitmap shown in the layer (its `contents`, or the backing store `display` drew), with
    /// the properties that place it; nil when there is none.
    package let contents: Contents?
    /// The layer used as an alpha mask for this one, in this layer's bounds space.
    package let mask: RenderNode?
    /// Sublayers in their order in `sublayers` (back to front before `zPosition` sorting): the
    /// committed array, shared by the trees evaluated from it, with what evaluation replaced.
    /// Written only by `init` and by `deinit`, which takes them to free a deep tree without
    /// recursion; no other code can see the node then.
    package private(set) nonisolated(unsafe) var sublayerList: SublayerList
    /// The sublayers as an array: no copy for a committed node; an evaluated node that replaced
    /// some makes one, so hot paths use `sublayerList`.
    package var sublayers: [RenderNode] { sublayerList.array }
    /// The levels in this subtree: 1 for a leaf, else one more than its highest sublayer or mask.
    /// Walks on the render side recurse once per level; `DeepStack` decides on this where they run.
    package let height: Int
    /// The layer's animations and its own timing; nil when it has neither.
    package let animation: Animation?
    /// Whether this node or one below it has animations, or timing that folds, ends or delays its
    /// layer's time (`MediaTiming.shapesLayerPresentation`): evaluation descends only where this is
    /// set, so a still subtree is shared as it is, whatever its size.
    package let animatesSubtree: Bool
    /// Everything the subtree draws, in its superlayer's bounds space (before the superlayer's
    /// `sublayerTransform`): `extent(mappedBy: localMatrix)`, kept so that a superlayer's extent
    /// and the compositor's culling of sublayers cost one box per sublayer, whatever is below it.
    /// Written only by `init`.
    package private(set) nonisolated(unsafe) var extentInParent = Box.empty
    /// Whether a sublayer is composited additively (a cross-fade's new copy): this node is then
    /// drawn as a group. Kept so the painter need not scan the sublayers of every node it draws.
    package let hasAdditiveSublayer: Bool

    package convenience init(
        layerID: UInt, geometry: Geometry, style: Style = Style(), contents: Contents? = nil, mask: RenderNode? = nil,
        sublayers: [RenderNode] = [], animation: Animation? = nil
    ) {
        self.init(
            layerID: layerID, geometry: geometry, style: style, contents: contents, mask: mask,
            sublayerList: SublayerList(sublayers), animation: animation)
    }

    /// A node whose sublayers are `sublayerList` (an evaluated node shares its committed
    /// node's store and patches what changed).
    package init(
        layerID: UInt, geometry: Geometry, style: Style = Style(), contents: Contents? = nil, mask: RenderNode? = nil,
        sublayerList: SublayerList, animation: Animation? = nil
    ) {
        self.layerID = layerID
        self.geometry = geometry
        self.style = style
        self.contents = contents
        self.mask = mask
        self.sublayerList = sublayerList
        self.animation = animation
        self.hasAdditiveSublayer = sublayerList.hasAdditive
        self.height = max(mask?.height ?? 0, sublayerList.maxHeight) + 1
        self.animatesSubtree =
            (animation?.tracks.isEmpty == false) || animation?.emission != nil
            || animation?.timing?.shapesLayerPresentation == true || mask?.animatesSubtree == true
            || sublayerList.animates
        extentInParent = computeExtentInParent()
    }

    /// `extent(mappedBy: localMatrix)`, without matrices for the common layer that is only moved.
    private func computeExtentInParent() -> Box {
        let g = geometry
        guard style.flattensSublayers, g.transform == CATransform3DIdentity else {
            return extent(mappedBy: localMatrix)
        }
        let sum =
            g.bounds.origin.x + g.bounds.origin.y + g.bounds.size.width + g.bounds.size.height + g.position.x
            + g.position.y + g.anchorPoint.x + g.anchorPoint.y + g.anchorPointZ + g.zPosition
        guard !style.isHidden, style.opacity > 0, sum.isFinite,
            g.sublayerTransform == CATransform3DIdentity || Matrix4(g.sublayerTransform).isFinite
        else {
            return .empty
        }
        let own = fullExtent
        guard !own.isEmpty else { return .empty }
        let anchor = LayerTransforms.anchor(bounds: g.bounds, anchorPoint: g.anchorPoint)
        let dx = Double(g.position.x - anchor.x)
        let dy = Double(g.position.y - anchor.y)
        return Box(x0: own.x0 + dx, y0: own.y0 + dy, x1: own.x1 + dx, y1: own.y1 + dy)
    }

    /// Frees the nodes only this one holds iteratively: a chain 100,000 levels deep would
    /// otherwise release itself recursively, a few stack frames per level.
    deinit {
        guard height > 2 else { return }
        var pending: [RenderNode] = []
        sublayerList.take(into: &pending)
        while var node = pending.popLast() {
            // A node no one else holds dies when `node` goes: empty it first.
            if isKnownUniquelyReferenced(&node), !node.sublayerList.isEmpty {
                node.sublayerList.take(into: &pending)
            }
        }
    }

    /// Where a layer is and how it is transformed.
    package struct Geometry: Equatable, Sendable {
        package var bounds: CGRect
        package var position: CGPoint
        package var anchorPoint: CGPoint
        package var anchorPointZ: CGFloat
        package var zPosition: CGFloat
        package var transform: CATransform3D
        package var sublayerTransform: CATransform3D

        /// Core Animation's geometry of a new layer.
        package static let modelDefault = Geometry(bounds: .zero, position: .zero)

        package init(
            bounds: CGRect, position: CGPoint, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
            anchorPointZ: CGFloat = 0, zPosition: CGFloat = 0, transform: CATransform3D = CATransform3DIdentity,
            sublayerTransform: CATransform3D = CATransform3DIdentity
        ) {
            self.bounds = bounds
            self.position = position
            self.anchorPoint = anchorPoint
            self.anchorPointZ = anchorPointZ
            self.zPosition = zPosition
            self.transform = transform
            self.sublayerTransform = sublayerTransform
        }
    }

    /// How a layer looks apart from its contents.
    package struct Style: Equatable, Sendable {
        package var isHidden = false
        package var opacity: Float = 1
        package var masksToBounds = false
        package var backgroundColor: CGColor?
        package var borderWidth: CGFloat = 0
        package var borderColor: CGColor? = .black
        package var cornerRadius: CGFloat = 0
        package var maskedCorners: CACornerMask = CACornerMask.all
        package var shadow: Shadow?
        /// The layer promised to fill its bounds with opaque pixels (`isOpaque`).
        package var isOpaque = false
        package var isDoubleSided = true
        /// False for `CATransformLayer`: sublayers share this layer's 3-D space instead of being
        /// flattened into its plane, and the layer itself draws nothing.
        package var flattensSublayers = true
        /// Whether a translucent layer composites its subtree as one group (Core Animation's
        /// `allowsGroupOpacity`, true by default on iOS).
        package var allowsGroupOpacity = true
        /// Composited by adding to what is under it within its superlayer's group, not over it:
        /// only the render side sets it, for the new content of a cross-fade (old × (1 − p) +
        /// new × p, with no dip half way). Such a layer and its superlayer are drawn as groups.
        package var blendsAdditively = false
        /// Red, green and blue factors (0…1) multiplying everything the layer and its subtree
        /// draw, as one group: a replicator copy's colour. Nil multiplies nothing.
        package var tint: Tint?

        package init() {}
    }

    /// Factors for the colour channels of a tinted group.
    package struct Tint: Equatable, Sendable {
        package var red: Float
        package var green: Float
        package var blue: Float

        /// Factors clamped to 0…1 (not-a-number counts as 1).
        package init(red: Float, green: Float, blue: Float) {
            func clamp(_ v: Float) -> Float { v.isNaN ? 1 : min(max(v, 0), 1) }
            (self.red, self.green, self.blue) = (clamp(red), clamp(green), clamp(blue))
        }

        /// Whether it changes nothing.
        package var isIdentity: Bool { red == 1 && green == 1 && blue == 1 }
    }

    /// A shadow under the layer; present only when `shadowOpacity > 0` and a colour is set.
    package struct Shadow: Equatable, Sendable {
        package var color: CGColor
        package var opacity: Float
        /// In the layer's coordinate space (so `(0, -3)`, the default, is up on iOS).
        package var offset: CGSize
        package var radius: CGFloat
        /// The shadow's shape in bounds space; nil means the layer's composited alpha.
        package var path: PathStorage?

        /// Core Animation's shadow values on a new layer (with opacity 0, it shows nothing).
        package static let modelDefault = Shadow(
            color: .black, opacity: 0, offset: CGSize(width: 0, height: -3), radius: 3)

        package init(color: CGColor, opacity: Float, offset: CGSize, radius: CGFloat, path: PathStorage? = nil) {
            self.color = color
            self.opacity = opacity
            self.offset = offset
            self.radius = radius
            self.path = path
        }
    }

    /// A bitmap and how it fills the bounds.
    package struct Contents: Equatable, Sendable {
        package var image: CGImage
        /// How the bitmap fills the bounds: the layer's contents properties.
        package var placement = ContentsPlacement()
        /// Bumped each time a backing store is redrawn, so the compositor can tell a new drawing
        /// from the old one even when the image object is reused.
        package var version: UInt64 = 0

        package init(image: CGImage, placement: ContentsPlacement = ContentsPlacement()) {
            self.image = image
            self.placement = placement
        }

        package var gravity: CALayerContentsGravity {
            get { placement.gravity }
            set { placement.gravity = newValue }
        }
        /// The part of the image shown, in unit coordinates of the image (y down, row 0 first).
        package var contentsRect: CGRect {
            get { placement.contentsRect }
            set { placement.contentsRect = newValue }
        }
        /// The stretchable middle, in unit coordinates of the shown part (nine-part scaling).
        package var contentsCenter: CGRect {
            get { placement.contentsCenter }
            set { placement.contentsCenter = newValue }
        }
        /// Pixels per point of the image, for the gravities that do not scale.
        package var contentsScale: CGFloat {
            get { placement.contentsScale }
            set { placement.contentsScale = newValue }
        }
        package var minificationFilter: CALayerContentsFilter {
            get { placement.minificationFilter }
            set { placement.minificationFilter = newValue }
        }
        package var magnificationFilter: CALayerContentsFilter {
            get { placement.magnificationFilter }
            set { placement.magnificationFilter = newValue }
        }

        package static func == (lhs: Contents, rhs: Contents) -> Bool {
            // Images compare by identity: an image never changes once made.
            lhs.image === rhs.image && lhs.placement == rhs.placement && lhs.version == rhs.version
        }
    }

    /// How a layer places a bitmap in its bounds (its contents properties), apart from any
    /// bitmap; the values here are Core Animation's defaults, which a new layer has.
    package struct ContentsPlacement: Equatable, Sendable {
        package var gravity: CALayerContentsGravity = .resize
        package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        package var contentsScale: CGFloat = 1
        package var minificationFilter: CALayerContentsFilter = .linear
        package var magnificationFilter: CALayerContentsFilter = .linear

        package init() {}

        /// `image` placed so.
        package func contents(showing image: CGImage) -> Contents { Contents(image: image, placement: self) }
    }

    /// Whether this node's own state (everything but its sublayers) equals another's.
    package func hasSameOwnState(as other: RenderNode) -> Bool {
        layerID == other.layerID && geometry == other.geometry && style == other.style && contents == other.contents
            && mask === other.mask
    }
}
