public import CoreGraphics
public import Foundation
public import QuartzCore

/// An object that manages the content of a rectangular area on the screen: UIKit's view.
///
/// Every view is backed by a layer of its class's `layerClass`, made in the initializer and never
/// replaced; the view is the layer's delegate. Geometry (`frame`, `bounds`, `center`,
/// `transform`), visibility and the flags that decide layout and display live on the layer, so
/// the view is a thin façade and a view tree is a layer tree. Layout and drawing run at the end of
/// the run-loop turn through the layer's commit: the layer's `layoutSublayers()` asks the view's
/// `layoutSubviews()`, its `display()` asks the view's `draw(_:)`.
///
/// This class body holds the stored state and every overridable member (Swift cannot override
/// members declared in extensions); the behaviour lives in the `UIView+Concern.swift` files.
///
/// Divergences from Apple: views are not `NSObject`s; `init?(coder:)` decodes nothing; Lamina
/// has Auto Layout of its own (`AutoLayout/`). See `docs/Compatibility.md`.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The backing layer; its delegate is this view.
    public var layer: CALayer { layerStorage }
    /// The storage of `layer`, readable from the nonisolated `deinit` (which clears the layer's
    /// unowned reference to this view; views die on the main thread, as UIKit requires).
    nonisolated(unsafe) let layerStorage: CALayer
    /// The superview, which owns this view through its `subviewList`.
    ///
    /// Not weak: a weak reference gives its target a side table, after which every retain and
    /// release of it takes the runtime's slow path. Unowned and unchecked instead, which is safe
    /// because the superview's `deinit` clears it for every subview that names it. That `deinit`
    /// is nonisolated (views are released on the main thread, as UIKit requires, but the compiler
    /// cannot know it), hence `nonisolated(unsafe)`.
    nonisolated(unsafe) unowned(unsafe) var superviewStorage: UIView?
    /// The subviews, back to front; `nonisolated(unsafe)` for the same reason as `superviewStorage`.
    nonisolated(unsafe) var subviewList: [UIView] = []
    /// The window this view is in (itself for a window), kept by `updateWindowCache(from:)`
    /// wherever a move changes it, so `window` costs no walk up a deep tree. Weak: only windows
    /// get side tables.
    weak var windowStorage: UIWindow?
    /// The tint and adjustment mode set on this view and those it inherits (`TintSettings`,
    /// whose declaration states the caches' dirty-flag rule).
    var tint = TintSettings()
    /// Set by the base `draw(_:)` when a drawing pass reaches it (see `DrawOverrideCache`).
    var baseDrawReached = false
    /// The appearance set on this view (`overrideUserInterfaceStyle`); `.unspecified` inherits.
    var ownInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The traits this view was last given while in a window (`UIView+Traits.swift`).
    ///
    /// Dirty-flag rule: valid while the view is in a window; set for the whole moved subtree when
    /// a view joins a window or moves within one to where it inherits other traits, for a
    /// subtree whose own or inherited appearance override changes, and for a window's subtree
    /// when its size classes or scale change. Nil until the view is first in a window. A view
    /// outside any window computes its traits when asked.
    var deliveredTraits: UITraitCollection?
    /// The handlers `registerForTraitChanges(_:handler:)` added, in order.
    var traitRegistrations: [TraitRegistration] = []
    /// `traitOverrides` and content size limits (`Traits/UIView+TraitOverrides.swift`), if set.
    var traitSettings: TraitSettings?
    /// Safe area and margin settings (`Margins/`, with the dirty-flag rule of `safeArea`); nil
    /// for a zero safe area, standard margins.
    var insets: ViewInsets?
    /// The view controller whose root view this is (UIKit's private `_viewDelegate`), consulted
    /// by `next`; not retained.
    weak var owningViewController: AnyObject?
    var attachments = ViewAttachments()  // interactions and motion effects (UIView+Interactions.swift)

    // MARK: Creating a view

    /// The class of the layer made for each view of this class; `CALayer` by default.
    ///
    /// Override to return a `CALayer` subclass. A class that is not a `CALayer` subclass falls
    /// back to `CALayer` (UIKit would raise an exception).
    open class var layerClass: AnyClass { CALayer.self }
    /// Whether the view's content comes from `draw(_:)` (the drawing cycle's probe learns whether
    /// a class overrides it); false for views UIKit fills otherwise — an image view sets its
    /// layer's contents, and never calls `draw(_:)`, subclasses included.
    class var drawsThroughDrawRect: Bool { true }

    /// Creates a view with the given frame rectangle, in its future superview's coordinates.
    public init(frame: CGRect) {
        layerStorage = CALayer.make((Self.layerClass as? CALayer.Type) ?? CALayer.self)
        super.init()
        configureNewLayer(frame: frame)
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    deinit {
        // The layer and the subviews may outlive the view: clear their unowned back-pointers.
        layerStorage.releaseOwningDelegate()
        UIView.releaseSubviews(of: self)
    }

    /// Creates a view from an archive; Lamina decodes nothing and returns a view with a zero frame.
    public required init?(coder: NSCoder) {
        layerStorage = CALayer.make((Self.layerClass as? CALayer.Type) ?? CALayer.self)
        super.init()
        configureNewLayer(frame: .zero)
    }

    // MARK: Responder chain

    /// The superview, or the view controller whose root view this is.
    open override var next: UIResponder? {
        if let controller = owningViewController as? UIResponder { return controller }
        return superviewStorage
    }
    /// A view's first-responder status is kept by its window.
    override var responderWindow: UIWindow? { findWindow() }

    // MARK: Geometry (UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates: the bounding box of the bounds after
    /// `transform`, about `center`.
    ///
    /// Setting it sets the bounds size and `center`. Apple calls the frame undefined under a
    /// non-identity transform; Lamina then reads the bounding box and, when setting, divides the
    /// size by a pure scale (other transforms take the size as given) and places the box at the
    /// origin. Non-finite rectangles are ignored.
    open var frame: CGRect {
        get { layer.frame }
        set { setFrame(newValue) }
    }
    /// The view's rectangle in its own coordinates; its origin shifts the content and subviews.
    ///
    /// A change of size lays the view and its superview out again and autoresizes the subviews at
    /// once; a change of origin (scrolling) does neither. Non-finite rectangles are ignored.
    open var bounds: CGRect {
        get { layer.bounds }
        set { setBounds(newValue) }
    }
    /// The centre of the view in its superview's coordinates (the layer's `position`).
    open var center: CGPoint {
        get { layer.position }
        set { setCenter(newValue) }
    }
    /// The affine transform applied about the centre; non-finite transforms are ignored.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { setTransform(newValue) }
    }
    /// The 3-D transform applied about the centre (the layer's `transform`).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set {
            layer.transform = newValue
            safeAreaMayHaveChanged(boundsChanged: false)
        }
    }
    /// Pixels per point of the view's backing store (the layer's `contentsScale`).
    ///
    /// Defaults to the main screen's scale. Non-finite and non-positive values
    /// are ignored. Changing it redraws a view that has drawn.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    // MARK: Visibility (UIView+Appearance.swift)

    /// Whether the view and its subviews are hidden; a hidden view still takes part in layout
    /// but receives no touches.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { setHidden(newValue) }
    }
    /// The view's opacity, 0…1 (the layer's `opacity`, so it reads back at `Float` precision);
    /// values outside are clamped, NaN is ignored.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { setAlpha(newValue) }
    }
    /// Whether the view promises to fill its bounds with opaque content; true by default.
    ///
    /// For a view that draws, the backing store is then made without alpha (black where
    /// `draw(_:)` paints nothing, as on iOS) and the compositor skips what lies behind it. For a
    /// view that does not draw it is only stored (Core Animation's opacity hint concerns the
    /// backing store alone).
    open var isOpaque: Bool = true {
        didSet { opaqueDidChange() }
    }
    /// Whether subviews and content are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A view whose alpha channel masks this view's content and subviews (the layer's `mask`):
    /// where the mask is transparent, nothing of this view shows. The mask view is not part of
    /// the view hierarchy; its frame is in this view's bounds coordinates (`UIView+Mask.swift`).
    open var mask: UIView? {
        get { maskStorage }
        set { setMask(newValue) }
    }
    /// The mask view, held strongly (a layer holds its mask, not the mask's view).
    var maskStorage: UIView?
    /// The view this one masks, if any (weak: only mask views get side tables).
    weak var maskOwner: UIView?
    /// The point of the bounds, in unit coordinates, that `center` and `transform` refer to (the
    /// layer's `anchorPoint`, iOS 16): changing it keeps `center` and moves the frame.
    open var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }
    /// The colour filling the bounds behind the content; nil (clear) by default. Redraws a view that draws.
    open var backgroundColor: UIColor? {
        didSet { backgroundColorDidChange(from: oldValue) }
    }
    /// Whether the dirty area is cleared to transparent before `draw(_:)`; true by default. When
    /// false, a redraw paints over what the area last showed (for an opaque view, as on iOS,
    /// nothing is cleared either way).
    open var clearsContextBeforeDrawing = true {
        didSet { layer.clearsDirtyAreaBeforeDrawing = clearsContextBeforeDrawing }
    }
    /// Whether touches reach this view and its subviews; true by default.
    open var isUserInteractionEnabled = true
    /// The gesture recognizers attached to the view; nil when there are none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerStorage.isEmpty ? nil : recognizerStorage }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }
    /// The attached gesture recognizers, in the order they were added (`UIView+GestureRecognizers.swift`).
    var recognizerStorage: [UIGestureRecognizer] = []

    /// Attaches `gestureRecognizer` to the view (taking it from any other view first).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attachRecognizer(gestureRecognizer) }

    /// Detaches `gestureRecognizer` from the view.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detachRecognizer(gestureRecognizer) }

    /// Whether a recognizer attached to this view may begin; true by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether the view takes more than one finger at a time; false by default (further fingers
    /// on it are dropped while one is down).
    open var isMultipleTouchEnabled = false
    /// Whether the view takes touches only alone in its window: while it tracks a finger no other
    /// view of the window gets a new one, and it gets none while others do; false by default.
    open var isExclusiveTouch = false
    /// The tint colour: the colour set on this view, else its superview's, else system blue;
    /// desaturated while the effective `tintAdjustmentMode` is `.dimmed`.
    open var tintColor: UIColor! {
        get { tintAdjustmentMode == .dimmed ? Self.dimmed(effectiveTintColor) : effectiveTintColor }
        set { setTintColor(newValue) }
    }
    /// How the tint is shown: `.automatic` (the default) takes the superview's mode, `.normal`
    /// at the top; `.dimmed` desaturates the tint. Reading it gives the effective mode, never
    /// `.automatic`. Changing it tells the view and the subviews that inherit it
    /// (`tintColorDidChange()`).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setTintAdjustmentMode(newValue) }
    }
    /// Called when the effective tint colour changes (on this view and every subview that
    /// inherits it); does nothing by default.
    open func tintColorDidChange() {}
    /// The appearance (light or dark) of this view and the subviews that do not set their own;
    /// `.unspecified` (the default) inherits the superview's, the window's, and at the top the
    /// screen's (light). Changing it tells each view whose traits change
    /// (`traitCollectionDidChange(_:)`), re-resolves dynamic background colours and redraws the
    /// views that draw.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownInterfaceStyle }
        set { setOverrideInterfaceStyle(newValue) }
    }
    /// How the view's content is laid out for right-to-left languages; `.unspecified` by default.
    /// Lamina's environment is left to right: only `.forceRightToLeft` makes the view's
    /// `effectiveUserInterfaceLayoutDirection` right to left.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// Called after the view's traits changed (its appearance, its window's scale or size
    /// classes), with `UITraitCollection.current` set to the new ones; does nothing by default.
    /// Not called when a view first joins a window.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// An integer the app uses to find the view with `viewWithTag(_:)`; 0 by default.
    open var tag = 0

    // MARK: Hierarchy (UIView+Hierarchy.swift)

    /// The view this view is a subview of.
    open var superview: UIView? { superviewStorage }
    /// The subviews, back to front.
    open var subviews: [UIView] { subviewList }
    /// The window at the root of the view's hierarchy, or nil; a window is its own window.
    open var window: UIWindow? { findWindow() }
    /// Adds `view` on top of the subviews; its layer goes on top of this layer's sublayers.
    ///
    /// A view with another superview is removed from it first; adding a view to itself or to one
    /// of its descendants is ignored.
    open func addSubview(_ view: UIView) { insert(view, at: subviewList.count, placement: .top) }
    /// Inserts `view` at `index` in the subviews (clamped); its layer goes just below the layer
    /// of the subview it lands before, or on top when it lands last.
    open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index, placement: .beforeNextSubview) }
    /// Inserts `view` just above `siblingSubview`; as `addSubview` when that is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, above: true)
    }
    /// Inserts `view` just below `siblingSubview`; as `addSubview` when that is not a subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, above: false)
    }
    /// Swaps the subviews at the two indexes, and their layers' places; out-of-range indexes are ignored.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { exchange(index1, index2) }
    /// Moves `view` to the top of the subviews and its layer to the top of the sublayers.
    open func bringSubviewToFront(_ view: UIView) { moveSubview(view, toFront: true) }
    /// Moves `view` to the back of the subviews and its layer to the back of the sublayers.
    open func sendSubviewToBack(_ view: UIView) { moveSubview(view, toFront: false) }
    /// Removes the view from its superview (and its layer from the superlayer).
    open func removeFromSuperview() { detachFromSuperview() }
    /// Whether this view is `view` or lies below it.
    open func isDescendant(of view: UIView) -> Bool { isInSubtree(of: view) }
    /// The first view with `tag` in a depth-first search of this view and its subviews.
    open func viewWithTag(_ tag: Int) -> UIView? { findView(tag: tag) }
    /// Called just before the view moves to `newSuperview` (nil: removed); does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called just after the view moved to a new superview (or was removed); does nothing by default.
    open func didMoveToSuperview() {}
    /// Called just before the view (with its subtree) moves to `newWindow`; does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called just after the view (with its subtree) moved to a new window; does nothing by default.
    open func didMoveToWindow() {}
    /// Called after `subview` was added; does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed; does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (UIView+Layout.swift)

    /// How the view resizes when its superview's bounds change size; none by default.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether a change of this view's bounds size autoresizes its subviews; true by default.
    open var autoresizesSubviews = true
    /// Positions the subviews; called by the layout pass. By default places the subviews that
    /// constraints position (`translatesAutoresizingMaskIntoConstraints` false); call super first.
    open func layoutSubviews() { applyConstraintLayout() }
    /// Asks for `layoutSubviews()` at the end of the run-loop turn (or the next `layoutIfNeeded()`).
    open func setNeedsLayout() { layer.setNeedsLayout() }
    /// Lays out now, if needed: this view and its subviews, from the topmost ancestor that
    /// needs layout.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }
    /// The size that best fits `size`; by default the view's current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame's origin.
    open func sizeToFit() { resizeToFit() }
    /// The size the content wants; `noIntrinsicMetric` for both by default.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
    /// Tells Auto Layout the intrinsic size changed: the constraints are solved again.
    open func invalidateIntrinsicContentSize() { intrinsicSizeDidChange() }
    /// Auto Layout state (`AutoLayout/AutoLayoutState.swift`); nil for views never involved.
    var autoLayout: AutoLayoutState?
    /// Whether `updateConstraints()` must run before the view's first layout; false by default.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Changes the view's constraints before layout (`setNeedsUpdateConstraints()`); call super last.
    open func updateConstraints() {}
    /// Insets from the frame to the alignment rectangle, the part Auto Layout aligns; zero.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The view whose first baseline the view's baseline constraints use; the view by default.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline the view's baseline constraints use; the view by default.
    open var forLastBaselineLayout: UIView { self }
    /// The size closest to `targetSize` that the view's constraints allow
    /// (`layoutFittingCompressedSize` for the smallest), pulled at `fittingSizeLevel`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    /// The size closest to `targetSize` with the given pull along each axis (`.required` fixes it).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// The insets of the area no bar or ancestor's additional insets cover (`Margins/`).
    open var safeAreaInsets: UIEdgeInsets { storedSafeArea }
    /// Called when `safeAreaInsets` changed.
    open func safeAreaInsetsDidChange() {}
    /// The spacing to keep between the edges and the content, by edge (`Margins/`).
    open var layoutMargins: UIEdgeInsets {
        get { computedLayoutMargins() }
        set { setLayoutMargins(.absolute(newValue)) }
    }
    /// `layoutMargins` by reading direction: leading and trailing follow the layout direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutMargins.directional(for: effectiveUserInterfaceLayoutDirection) }
        set { setLayoutMargins(.directional(newValue)) }
    }
    /// Called when `layoutMargins` changed.
    open func layoutMarginsDidChange() {}

    // MARK: Drawing (UIView+Display.swift)

    /// How the cached content follows changes of bounds size (and scaling transforms) without
    /// redrawing; `.scaleToFill` by default, `.redraw` redraws instead.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { applyContentMode() }
    }
    /// The stretchable part of the content, in unit coordinates; the whole view by default.
    ///
    /// Used only with `.scaleToFill`, `.scaleAspectFit` and `.scaleAspectFill` (deprecated in
    /// iOS 6, still honoured); non-finite rectangles are ignored.
    open var contentStretch = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet {
            if !contentStretch.isFinite { contentStretch = oldValue }
            applyContentMode()
        }
    }
    /// Draws the view's content into the current context, in the view's coordinates, clipped to
    /// `rect` (the area to redraw). Does nothing by default.
    ///
    /// A class that does not override it gets no backing store: see `DrawOverrideCache`.
    open func draw(_ rect: CGRect) { baseDrawReached = true }
    /// Marks the whole view to be redrawn at the end of the run-loop turn.
    ///
    /// Ignored, as on iOS, by views of a class known not to override `draw(_:)`.
    open func setNeedsDisplay() { invalidateContent(nil) }
    /// Adds `rect` (view coordinates) to the area to redraw at the end of the run-loop turn.
    open func setNeedsDisplay(_ rect: CGRect) { invalidateContent(rect) }
    /// Renders the view's layer tree into the current context, scaled into `rect`.
    ///
    /// Returns false when there is no current context. `afterScreenUpdates` lays out and draws
    /// pending changes first either way (Lamina renders the model).
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        renderHierarchy(in: rect)
    }
    /// A new view showing an image of this view as it is now; nil for an empty view.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { makeSnapshotView() }
    /// A view showing `rect` of this view's hierarchy (in its bounds' coordinates) as it looks
    /// now, `rect.size` large, whose image stretches between `capInsets` when it is resized; nil
    /// for an empty or non-finite `rect`. As `snapshotView(afterScreenUpdates:)`, it draws the
    /// views' current state whatever `afterScreenUpdates` says.
    open func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        makeResizableSnapshotView(from: rect, capInsets: capInsets)
    }

    // MARK: Hit testing and conversion (UIView+HitTesting.swift, UIView+Conversion.swift)

    /// The farthest descendant (or this view) containing `point`, given in this view's coordinates.
    ///
    /// Returns nil for a hidden view, one with alpha below 0.01 or with user interaction
    /// disabled, and for a point outside `point(inside:with:)`; subviews are asked front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { hitTestView(point, with: event) }
    /// Whether `point` (view coordinates) lies in the bounds (half-open: the maximum edges are outside).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// Converts `point` from this view's coordinates to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertPoint(point, to: view) }
    /// Converts `point` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertPoint(point, from: view) }
    /// Converts `rect` to `view`'s coordinates (nil: the window's), as its corners' bounding box.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertRect(rect, to: view) }
    /// Converts `rect` from `view`'s coordinates (nil: the window's), as its corners' bounding box.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertRect(rect, from: view) }

    // MARK: CALayerDelegate (UIView+Display.swift)
    // The layer calls these from the commit, which runs on the main thread with the view tree;
    // the protocol is not main-actor isolated (layers are not), so they are `nonisolated` and
    // assert main-actor isolation (trapping off the main thread) before touching the view. The
    // layer and context are not Sendable but never leave this thread: `nonisolated(unsafe)` hands
    // them to the main-actor closure that runs synchronously right here.

    /// Lays out the view when `layer` is its own: `layoutSubviews()`.
    nonisolated open func layoutSublayers(of layer: CALayer) {
        nonisolated(unsafe) let layer = layer
        MainActor.assumeIsolated { layoutPass(of: layer) }
    }
    /// Updates the layer's contents: draws the backing store through `draw(_:)`, or for a class
    /// that does not draw, lets the layer go without one.
    nonisolated open func display(_ layer: CALayer) {
        nonisolated(unsafe) let layer = layer
        MainActor.assumeIsolated { displayPass(of: layer) }
    }
    /// Draws the view's content: makes `ctx` current and calls `draw(_:)` with the dirty area.
    nonisolated open func draw(_ layer: CALayer, in ctx: CGContext) {
        nonisolated(unsafe) let (layer, ctx) = (layer, ctx)
        MainActor.assumeIsolated { drawPass(of: layer, in: ctx) }
    }
    /// The layer's action for `event`: inside an animation block, an animation with the block's
    /// duration and curve; outside, `NSNull`, so changes to a view's layer are immediate.
    nonisolated open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        nonisolated(unsafe) let layer = layer
        nonisolated(unsafe) var action: (any CAAction)?
        MainActor.assumeIsolated { action = viewAction(for: layer, forKey: event) }
        return action
    }
}
