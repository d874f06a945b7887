public import CoreGraphics
public import Foundation

/// An object that manages image-based content and its geometry: Core Animation's layer.
///
/// Layers form a tree (`superlayer`, `sublayers`). Changing a property marks the layer for the
/// next commit; the commit (at the end of the run-loop turn, or when the frame asks) lays out,
/// redraws the layers that asked for it and copies the tree into the render tree the compositor
/// draws. The overridable API lives in this class body; the behaviour lives in the
/// `CALayer+Concern.swift` extensions.
///
/// Divergences from Apple: layers are not `NSObject`s (key-value coding goes through Lamina's
/// property table).
open class CALayer {
    /// The storage of `bounds`, `position`, `anchorPoint`, `transform` and `sublayerTransform`,
    /// kept final so hit testing reads it without dynamic dispatch (see `LayerGeometry`).
    /// Declared first, so that it starts right after the object header: hit testing rejects
    /// thousands of layers by reading nothing else, and cache misses there dominate hit testing.
    final var geometry = LayerGeometry()
    /// What needs redoing before the next render tree; the rules are written in `LayerDirt`.
    var dirt = LayerDirt()
    /// The storage of the appearance properties the render node shows as they are (`isHidden`,
    /// `opacity`, `backgroundColor`, …): the node's own style, so a new layer has the node's
    /// defaults and the build copies them in one piece (`renderStyle`).
    final var styleFields = RenderNode.Style()
    /// The storage of the contents properties (`contentsGravity`, `contentsRect`, …), as the
    /// node places its bitmap.
    final var placementFields = RenderNode.ContentsPlacement()
    /// Identifies the layer for its whole life, never reused (render nodes, damage, and later
    /// animations on the render side refer to layers by it). Even: `| 1` names the extra node
    /// showing a backing store drawn outside the bounds.
    package final let layerID = LayerIdentity.next()
    /// The `LayerKey`s whose change redraws the layer: its class's `needsDisplay(forKey:)`,
    /// asked once per class (`LayerClassTraits`).
    final var displayKeys: UInt64 = 0
    /// The sublayers, back to front; `sublayers` reads nil when this is empty.
    var sublayerList: [CALayer] = []
    /// The superlayer, which owns this layer through its `sublayerList`.
    ///
    /// Not weak: a weak reference gives its target a side table, after which every retain and
    /// release of the target takes the runtime's slow path, and every layer with sublayers was
    /// such a target. Unowned and unchecked instead, which is safe because the superlayer's
    /// `deinit` clears it: a layer is in `sublayerList` exactly when its `parent` is that layer.
    unowned(unsafe) var parent: CALayer?
    /// The layer whose `mask` this layer is; a mask has no superlayer. Unowned for the same
    /// reason as `parent`: the owner's `deinit` clears it (its `mask` is this layer).
    unowned(unsafe) var maskOwner: CALayer?
    /// For a presentation copy, the model layer it was copied from.
    weak var modelLayer: CALayer?
    /// A presentation copy: its changes never join a transaction.
    final var isDetachedCopy = false
    /// Whether a redraw of part of a kept translucent backing store clears that part before
    /// drawing (a view's `clearsContextBeforeDrawing`, which its view sets).
    package final var clearsDirtyAreaBeforeDrawing = true
    /// Values set by key-value coding for keys that are no property (Core Animation keeps them).
    final var customValues: [String: Any]?
    /// `contents` as last set; the drawn backing store stands in when this is nil.
    var explicitContents: Any?
    /// The bitmap `display()` draws into; nil for layers that never drew anything.
    var backing: BackingStore?
    /// Bumped whenever the contents change, so the compositor tells new pixels from old.
    var contentsVersion: UInt64 = 0
    /// The render node made at the last commit; reused while nothing in this subtree changes.
    package internal(set) var committedNode: RenderNode?
    /// The host showing this layer's tree, set on its root: a transaction's commit of the tree
    /// publishes to it. Weak, so the side table lands on the host, never on layers.
    weak var frameHost: LayerTreeHost?
    /// The area `display()` is redrawing when `displayIfNeeded()` called it; nil means all.
    var displayingRect: CGRect?
    /// `delegate` when set by an object that owns this layer (a view and its layer): unowned, so
    /// the owner gets no side table (see `parent`); the owner clears it in its `deinit`.
    unowned(unsafe) var owningDelegate: (any OwningLayerDelegate)?
    /// `delegate` when set through the property: weak, as Core Animation's is.
    weak var weakDelegate: (any CALayerDelegate)?
    /// The animations added, in order (`CALayer+Animations.swift`). Adding or removing one sets
    /// `needsCommit`: the render node carries them.
    final var animationEntries: [AnimationEntry] = []
    /// The layer's own `CAMediaTiming`; nil while every value is Core Animation's default.
    /// Changing it sets `needsCommit`: the render node carries it.
    final var ownTiming: MediaTiming?

    // MARK: Geometry

    /// The layer's rectangle in its own coordinate space; the origin shifts what is drawn and the sublayers.
    open var bounds: CGRect {
        get { geometry.bounds }
        set {
            let old = geometry.bounds
            geometry.bounds = update(.bounds, to: newValue, from: old)
            if geometry.bounds.size != old.size { boundsSizeDidChange() }
        }
    }
    /// Where the anchor point lies in the superlayer's coordinate space.
    open var position: CGPoint {
        get { geometry.position }
        set { geometry.position = update(.position, to: newValue, from: geometry.position) }
    }
    /// The layer's place on the z axis, in the superlayer's coordinate space.
    open var zPosition = RenderNode.Geometry.modelDefault.zPosition {
        didSet { zPosition = update(.zPosition, to: zPosition, from: oldValue) }
    }
    /// The point transforms happen about, in unit coordinates of the bounds ((0.5, 0.5) is the centre).
    open var anchorPoint: CGPoint {
        get { geometry.anchorPoint }
        set { geometry.anchorPoint = update(.anchorPoint, to: newValue, from: geometry.anchorPoint) }
    }
    /// The anchor point's z coordinate.
    open var anchorPointZ = RenderNode.Geometry.modelDefault.anchorPointZ {
        didSet { anchorPointZ = update(.anchorPointZ, to: anchorPointZ, from: oldValue) }
    }
    /// The transform applied to the layer about its anchor point; non-finite transforms are ignored.
    open var transform: CATransform3D {
        get { geometry.transform?.value ?? CATransform3DIdentity }
        set {
            let old = geometry.transform?.value ?? CATransform3DIdentity
            geometry.transform = TransformBox.storing(
                update(.transform, to: newValue, from: old), reusing: geometry.transform)
        }
    }
    /// The transform applied to the sublayers about the anchor point (typically for perspective).
    open var sublayerTransform: CATransform3D {
        get { geometry.sublayerTransform?.value ?? CATransform3DIdentity }
        set {
            let old = geometry.sublayerTransform?.value ?? CATransform3DIdentity
            geometry.sublayerTransform = TransformBox.storing(
                update(.sublayerTransform, to: newValue, from: old), reusing: geometry.sublayerTransform)
        }
    }
    /// The bounding box of the transformed bounds in the superlayer's coordinate space.
    ///
    /// Setting it moves `position` so the box lands at the given origin and sets the bounds size;
    /// under a scaling transform the size is divided by the scale so the box has the given size.
    /// Apple calls the frame undefined under other transforms; Lamina then takes the size as is.
    open var frame: CGRect {
        get { transformedBoundingBox(at: position) }
        set { setFrame(newValue) }
    }
    /// Whether the layer's geometry is flipped vertically (stored; Lamina does not flip yet).
    open var isGeometryFlipped = false {
        didSet { isGeometryFlipped = update(.geometryFlipped, to: isGeometryFlipped, from: oldValue) }
    }

    // MARK: Appearance

    /// Whether the layer and its sublayers are hidden.
    open var isHidden: Bool {
        get { styleFields.isHidden }
        set { styleFields.isHidden = update(.hidden, to: newValue, from: styleFields.isHidden) }
    }
    /// The layer's opacity, clamped to 0…1; NaN is ignored.
    open var opacity: Float {
        get { styleFields.opacity }
        set { styleFields.opacity = update(.opacity, to: newValue, from: styleFields.opacity) }
    }
    /// Whether sublayers and contents are clipped to the bounds (and the corner radius).
    open var masksToBounds: Bool {
        get { styleFields.masksToBounds }
        set { styleFields.masksToBounds = update(.masksToBounds, to: newValue, from: styleFields.masksToBounds) }
    }
    /// The colour filling the bounds behind the contents.
    open var backgroundColor: CGColor? {
        get { styleFields.backgroundColor }
        set { styleFields.backgroundColor = update(.backgroundColor, to: newValue, from: styleFields.backgroundColor) }
    }
    /// The border's width, inset from the bounds; negative and non-finite values are ignored.
    open var borderWidth: CGFloat {
        get { styleFields.borderWidth }
        set { styleFields.borderWidth = update(.borderWidth, to: newValue, from: styleFields.borderWidth) }
    }
    /// The border's colour (opaque black by default).
    open var borderColor: CGColor? {
        get { styleFields.borderColor }
        set { styleFields.borderColor = update(.borderColor, to: newValue, from: styleFields.borderColor) }
    }
    /// The radius of the rounded corners; negative and non-finite values are ignored.
    open var cornerRadius: CGFloat {
        get { styleFields.cornerRadius }
        set { styleFields.cornerRadius = update(.cornerRadius, to: newValue, from: styleFields.cornerRadius) }
    }
    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask {
        get { styleFields.maskedCorners }
        set { styleFields.maskedCorners = update(.maskedCorners, to: newValue, from: styleFields.maskedCorners) }
    }
    /// The curve of rounded corners (stored; Lamina draws circular corners for both).
    open var cornerCurve: CALayerCornerCurve = .circular {
        didSet { cornerCurve = update(.cornerCurve, to: cornerCurve, from: oldValue) }
    }
    /// The shadow's colour (opaque black by default).
    open var shadowColor: CGColor? = RenderNode.Shadow.modelDefault.color {
        didSet { shadowColor = update(.shadowColor, to: shadowColor, from: oldValue) }
    }
    /// The shadow's opacity, clamped to 0…1; the shadow shows only when it is above 0.
    open var shadowOpacity = RenderNode.Shadow.modelDefault.opacity {
        didSet { shadowOpacity = update(.shadowOpacity, to: shadowOpacity, from: oldValue) }
    }
    /// The shadow's offset, (0, −3) by default.
    open var shadowOffset = RenderNode.Shadow.modelDefault.offset {
        didSet { shadowOffset = update(.shadowOffset, to: shadowOffset, from: oldValue) }
    }
    /// The shadow's blur radius, 3 by default; negative and non-finite values are ignored.
    open var shadowRadius = RenderNode.Shadow.modelDefault.radius {
        didSet { shadowRadius = update(.shadowRadius, to: shadowRadius, from: oldValue) }
    }
    /// The shadow's shape; nil means the shape of the layer's composited alpha.
    open var shadowPath: CGPath? { didSet { propertyDidChange(.shadowPath) } }
    /// A layer whose alpha masks this one, in this layer's coordinate space; it must have no superlayer.
    open var mask: CALayer? {
        didSet {
            if let mask, !canAdopt(mask) {
                self.mask = oldValue
            } else if mask !== oldValue {
                maskDidChange(from: oldValue)
            }
        }
    }
    /// Whether the layer promises to fill its bounds with opaque pixels; its backing store then has no alpha.
    open var isOpaque: Bool {
        get { styleFields.isOpaque }
        set { styleFields.isOpaque = update(.opaque, to: newValue, from: styleFields.isOpaque) }
    }
    /// Whether the back of the layer shows when it is turned away.
    open var isDoubleSided: Bool {
        get { styleFields.isDoubleSided }
        set { styleFields.isDoubleSided = update(.doubleSided, to: newValue, from: styleFields.isDoubleSided) }
    }
    /// Whether a translucent layer composites its sublayers as one group.
    open var allowsGroupOpacity: Bool {
        get { styleFields.allowsGroupOpacity }
        set {
            styleFields.allowsGroupOpacity = update(
                .allowsGroupOpacity, to: newValue, from: styleFields.allowsGroupOpacity)
        }
    }
    /// Whether edges are antialiased (stored; the compositor always antialiases).
    open var allowsEdgeAntialiasing = false
    /// Whether the layer is cached as a bitmap when composited (stored; no effect yet).
    open var shouldRasterize = false
    /// The scale of the rasterized bitmap (stored; no effect yet).
    open var rasterizationScale: CGFloat = 1

    // MARK: Contents

    /// The image shown in the bounds: a `CGImage`, or after drawing the backing store's image.
    ///
    /// Other values are kept but show nothing. After `display()` draws, this reads the drawn
    /// image (on iOS, an opaque backing-store object).
    open var contents: Any? {
        get { explicitContents ?? backing?.image }
        set { setContents(newValue) }
    }
    /// How the contents are placed in the bounds.
    open var contentsGravity: CALayerContentsGravity {
        get { placementFields.gravity }
        set { placementFields.gravity = update(.contentsGravity, to: newValue, from: placementFields.gravity) }
    }
    /// The part of the contents shown, in unit coordinates.
    open var contentsRect: CGRect {
        get { placementFields.contentsRect }
        set { placementFields.contentsRect = update(.contentsRect, to: newValue, from: placementFields.contentsRect) }
    }
    /// The stretchable middle of the contents, in unit coordinates.
    open var contentsCenter: CGRect {
        get { placementFields.contentsCenter }
        set {
            placementFields.contentsCenter = update(.contentsCenter, to: newValue, from: placementFields.contentsCenter)
        }
    }
    /// Pixels per point of the contents; the backing store is drawn at this scale.
    open var contentsScale: CGFloat {
        get { placementFields.contentsScale }
        set {
            placementFields.contentsScale = update(.contentsScale, to: newValue, from: placementFields.contentsScale)
        }
    }
    /// The filter used when the contents are shrunk.
    open var minificationFilter: CALayerContentsFilter {
        get { placementFields.minificationFilter }
        set {
            placementFields.minificationFilter = update(
                .minificationFilter, to: newValue, from: placementFields.minificationFilter)
        }
    }
    /// The filter used when the contents are enlarged.
    open var magnificationFilter: CALayerContentsFilter {
        get { placementFields.magnificationFilter }
        set {
            placementFields.magnificationFilter = update(
                .magnificationFilter, to: newValue, from: placementFields.magnificationFilter)
        }
    }
    /// The bias of the minification filter's level of detail (stored; no effect).
    open var minificationFilterBias: Float = 0
    /// Whether changing the bounds size redraws the contents.
    open var needsDisplayOnBoundsChange = false
    /// Whether drawing may happen on a background thread (stored; Lamina draws during the commit).
    open var drawsAsynchronously = false
    /// Core Image filters for the layer's content (stored and ignored: iOS layers do not apply
    /// them, and Linux has no Core Image); nil by default.
    open var filters: [Any]?
    /// Core Image filters for what lies behind the layer (stored and ignored, as on iOS); nil.
    open var backgroundFilters: [Any]?
    /// A Core Image filter compositing the layer over what is behind it (stored and ignored, as
    /// on iOS: layers composite source-over); nil.
    open var compositingFilter: Any?

    // MARK: Identity and delegation

    /// A name for the layer, for the app's own use.
    open var name: String?
    /// The object asked for contents, layout and actions; not retained.
    open var delegate: (any CALayerDelegate)? {
        get { owningDelegate ?? weakDelegate }
        set {
            owningDelegate = nil
            weakDelegate = newValue
        }
    }
    /// Actions for events, consulted by `action(forKey:)` after the delegate.
    open var actions: [String: any CAAction]?
    /// Default values by key, consulted by `action(forKey:)` under the `"actions"` key.
    open var style: [AnyHashable: Any]?

    // MARK: Initializers

    /// Creates a layer with Core Animation's default values.
    ///
    /// Not `required`, as on Apple's platforms: subclasses override it plainly or declare
    /// designated initializers of their own. UIKit still makes a view's layer from its
    /// `layerClass` through this initializer (`CALayer.make(_:)`).
    public init() {
        displayKeys = LayerClassTraits.displayKeys(of: type(of: self))
    }

    /// Creates a layer with the model values of `layer` (a `CALayer`), as Core Animation does to make
    /// presentation layers: every property of `LayerProperty`'s table that applies to both layers,
    /// and the stored non-animatable ones; sublayers, mask, delegate and backing store are not
    /// copied. A subclass with designated initializers of its own overrides this one to copy its
    /// own properties, as Apple documents; `presentation()` calls the override. A copy made for
    /// `presentation()` is detached before any value is copied: it joins no transaction and is
    /// never committed (a layer an app makes with this initializer stays an ordinary layer).
    public init(layer: Any) {
        displayKeys = LayerClassTraits.displayKeys(of: type(of: self))
        isDetachedCopy = CopyInProgress.slot.value.depth > 0
        guard let other = layer as? CALayer else { return }
        copyModelState(from: other)
    }

    /// Creates a layer with default values: Lamina does not decode archived layers.
    public required init?(coder: NSCoder) {
        displayKeys = LayerClassTraits.displayKeys(of: type(of: self))
    }

    deinit {
        // Sublayers and the mask may outlive this layer: clear their unowned back-pointers.
        releaseSublayersIteratively()
        if let mask, mask.maskOwner === self { mask.maskOwner = nil }
    }

    // MARK: Hierarchy

    /// The layer this one is a sublayer of.
    open var superlayer: CALayer? { parent }
    /// The sublayers, back to front; nil when there are none. Setting it replaces them all.
    open var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set { replaceAllSublayers(with: newValue ?? []) }
    }
    /// Appends `layer` to the sublayers, first removing it from its current superlayer.
    open func addSublayer(_ layer: CALayer) { insert(layer, at: sublayerList.count) }
    /// Inserts `layer` at `idx` in the sublayers (clamped to the end).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { insert(layer, at: Int(idx)) }
    /// Inserts `layer` just below `sibling`; at the bottom when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { insert(layer, below: sibling) }
    /// Inserts `layer` just above `sibling`; at the top when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { insert(layer, above: sibling) }
    /// Puts `newLayer` where `oldLayer` is and removes `oldLayer`; nothing happens if `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { replace(oldLayer, with: newLayer) }
    /// Removes the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() { removeFromParent() }

    // MARK: Display

    /// Marks the whole layer as needing to be redrawn at the next commit.
    open func setNeedsDisplay() { invalidate(nil) }
    /// Adds `r` (in the layer's coordinates) to the area to redraw at the next commit.
    open func setNeedsDisplay(_ r: CGRect) { invalidate(r) }
    /// Whether the layer will redraw at the next commit.
    open func needsDisplay() -> Bool { dirt.needsDisplay }
    /// Redraws the layer now if it needs it.
    open func displayIfNeeded() { displayNowIfNeeded() }
    /// Updates the contents: asks the delegate's `display(_:)`, or draws the backing store with `draw(in:)`.
    open func display() {
        if let delegate { delegate.display(self) } else { displayIntoBackingStore() }
    }
    /// Draws the contents into `ctx` (flipped to the layer's coordinates); the default asks the delegate.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// Draws the layer and its sublayers into `ctx`, in the layer's coordinate space.
    open func render(in ctx: CGContext) { renderSnapshot(in: ctx) }

    /// What the layer draws as vectors, for the render side to paint while an animation changes
    /// it; nil for layers whose drawing is a bitmap only (shape, gradient and text layers override).
    var renderVector: VectorContent? { nil }
    /// Whether changing the property named `key` redraws the layer; false for every key by default.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Layout

    /// Marks the layer as needing `layoutSublayers()` at the next commit.
    open func setNeedsLayout() { markNeedsLayout() }
    /// Whether the layer will lay out its sublayers at the next commit.
    open func needsLayout() -> Bool { dirt.needsLayout }
    /// Lays out now, from the topmost ancestor that needs layout down through its subtree.
    open func layoutIfNeeded() { layOutNowIfNeeded() }
    /// Positions the sublayers; the default asks the delegate.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// The layer's preferred size in its superlayer's coordinates: by default its frame's size.
    open func preferredFrameSize() -> CGSize { frame.size }

    // MARK: Hit testing and conversion

    /// The farthest descendant (or this layer) containing `p`, given in the superlayer's coordinates.
    ///
    /// Hidden layers and their sublayers are skipped; a layer that masks to its bounds hides the
    /// parts of its sublayers outside them. Opacity plays no part, as in Core Animation.
    open func hitTest(_ p: CGPoint) -> CALayer? { hitTestLayer(p) }
    /// Whether `p`, in the layer's coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    /// Converts `p` from `l`'s coordinates to this layer's; nil means the superlayer's coordinates.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { convertPoint(p, from: l) }
    /// Converts `p` from this layer's coordinates to `l`'s; nil means the superlayer's coordinates.
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { convertPoint(p, to: l) }
    /// Converts `r` from `l`'s coordinates to this layer's, as the bounding box of its corners.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { convertRect(r, from: l) }
    /// Converts `r` from this layer's coordinates to `l`'s, as the bounding box of its corners.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { convertRect(r, to: l) }

    /// The transform as an affine transform (its x, y and translation parts).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets the transform to the 3-D form of `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Actions, model and presentation

    /// The action for `event`: the delegate's, then `actions`, then `style`, then the class
    /// default, then for an animatable property Core Animation's implicit animation (a
    /// `CABasicAnimation` with the transaction's duration and timing function). `NSNull` anywhere
    /// stops the search with no action.
    open func action(forKey event: String) -> (any CAAction)? { lookUpAction(forKey: event) }
    /// The default action for `event`: none.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }
    /// The default value of the property named `key`: none.
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// A copy of the layer as it appears on screen now: the model values with the animations
    /// applied at the current media time, of the layer's own class, made by its `init(layer:)` (an
    /// app subclass's override copies its own properties; a subclass with designated initializers
    /// of its own and no `init(layer:)` stops with "Use of unimplemented initializer", as on iOS).
    open func presentation() -> Self? { makePresentationCopy() as? Self }
    /// The model layer: this layer, or the layer a presentation copy was made from.
    open func model() -> Self { modelLayer as? Self ?? self }

    // MARK: Hooks for Lamina's own subclasses

    /// Copies `other`'s model values into this layer: every table property that applies to both,
    /// then the stored properties the table does not animate. Lamina's subclasses add theirs.
    func copyModelState(from other: CALayer) {
        copyTableProperties(from: other)
        (allowsEdgeAntialiasing, shouldRasterize, rasterizationScale) =
            (other.allowsEdgeAntialiasing, other.shouldRasterize, other.rasterizationScale)
        (minificationFilterBias, needsDisplayOnBoundsChange, drawsAsynchronously, name) =
            (other.minificationFilterBias, other.needsDisplayOnBoundsChange, other.drawsAsynchronously, other.name)
        (actions, style, contentsVersion) = (other.actions, other.style, other.contentsVersion)
        (filters, backgroundFilters, compositingFilter) = (
            other.filters, other.backgroundFilters, other.compositingFilter
        )
        explicitContents = other.explicitContents ?? other.backing?.image
        customValues = other.customValues
    }
    /// The area the backing store covers, in the layer's coordinates: the bounds, or for shape
    /// layers the area the path paints.
    var drawingRect: CGRect {
        guard isRedrawingAnimatedContent else { return bounds }
        return presentationValue(forKeyPath: "bounds", model: bounds) as? CGRect ?? bounds
    }
    /// Whether the backing store is opaque (no clearing, black under the drawing): `isOpaque`,
    /// which in Core Animation describes what `draw(in:)` paints into a backing store. Layer
    /// classes that paint their own content (gradient, shape, text layers) say false: their
    /// content is what it is, translucent parts included, whatever `isOpaque` says — so a view
    /// whose `layerClass` is one of them (opaque, as views are by default) shows it as the same
    /// layer does standalone.
    var hasOpaqueBackingStore: Bool { isOpaque }
    /// Whether a change of bounds size redraws the layer.
    var redrawsOnBoundsSizeChange: Bool { needsDisplayOnBoundsChange }
    /// Whether sublayers are flattened into this layer's plane (false for `CATransformLayer`).
    var flattensSublayers: Bool { true }
}
