import CoreGraphics
import QuartzCore

/// Which view classes override `draw(_:)`: a method-override cache, not dirtiness.
///
/// UIKit asks the Objective-C runtime whether a class overrides `drawRect:` and gives views of
/// classes that do not no backing store. Swift cannot ask, so Lamina learns it: the base
/// `draw(_:)` records that it was reached, and a class whose first drawing pass reached the base
/// and painted nothing is remembered as not drawing. That first display is the only probe; later
/// views of the class are never marked for display, so they cost no bitmap. `UIView` and
/// `UIWindow` are known not to draw from the start. Main-actor isolated, as views are.
@MainActor
enum DrawOverrideCache {
    /// Classes known not to override `draw(_:)`.
    private static var classesThatDoNotDraw: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UIWindow.self),
    ]
    /// Classes seen drawing (or overriding `draw(_:)` without reaching the base).
    private static var classesThatDraw: Set<ObjectIdentifier> = []

    /// Whether views of `type` are known to draw nothing.
    static func doesNotDraw(_ type: UIView.Type) -> Bool {
        classesThatDoNotDraw.contains(ObjectIdentifier(type)) || !type.drawsThroughDrawRect
    }

    /// Records what a drawing pass of a view of `type` showed.
    static func record(_ type: UIView.Type, drewNothingThroughBase: Bool) {
        let id = ObjectIdentifier(type)
        if drewNothingThroughBase {
            if !classesThatDraw.contains(id) { classesThatDoNotDraw.insert(id) }
        } else if classesThatDraw.insert(id).inserted {
            classesThatDoNotDraw.remove(id)
        }
    }
}

/// The drawing cycle: `setNeedsDisplay` marks the layer; at the end of the run-loop turn the
/// commit runs the layer's `display()`, which asks the view (its delegate) to draw the dirty area
/// of a backing store at `contentScaleFactor`; the store is reused until invalidated, and
/// `contentMode` decides how it follows bounds changes.
extension UIView {
    /// Marks a new view for its first display, unless its class is known not to draw.
    func scheduleFirstDisplayIfDrawing() {
        guard !DrawOverrideCache.doesNotDraw(type(of: self)) else { return }
        updateLayerOpacity()
        layer.setNeedsDisplay()
    }

    /// `setNeedsDisplay()` and `setNeedsDisplay(_:)`.
    func invalidateContent(_ rect: CGRect?) {
        guard !DrawOverrideCache.doesNotDraw(type(of: self)) else { return }
        updateLayerOpacity()
        if let rect { layer.setNeedsDisplay(rect) } else { layer.setNeedsDisplay() }
    }

    /// `backgroundColor` changed: the layer's background follows, and a view that draws redraws
    /// (UIKit does; an opaque backing store has the background under the drawing).
    func backgroundColorDidChange(from old: UIColor?) {
        // A dynamic colour is resolved in the view's traits (again when they change).
        layer.backgroundColor =
            backgroundColor?.isDynamic == true
            ? backgroundColor?.resolvedColor(with: traitCollection).cgColor : backgroundColor?.cgColor
        if backgroundColor != old { invalidateContent(nil) }
    }

    /// The layer's `display()`, through the delegate.
    ///
    /// It writes no model property (the internal checks' display guard): the layer's `isOpaque`
    /// was set when the view asked to be displayed (`updateLayerOpacity()`), and a layer left
    /// without contents — the probe learnt that the class draws nothing, or nothing was drawn —
    /// hides nothing behind it whatever it promised (its render style is opaque only with contents).
    func displayPass(of layer: CALayer) {
        guard layer === self.layer, !DrawOverrideCache.doesNotDraw(type(of: self)) else {
            if layer === self.layer { layer.dropBackingStore() } else { layer.displayIntoBackingStore() }
            return
        }
        layer.displayIntoBackingStore()
        // The probe may have just learnt that the class draws nothing (its `draw(_:)` reached the
        // base and drew nothing), while the store holds the background filled under it: drop
        // it, or that background would stay, stale, once `backgroundColor` changes (a subclass
        // that only handles touches, say).
        if DrawOverrideCache.doesNotDraw(type(of: self)) { layer.dropBackingStore() }
    }

    /// The layer's `draw(in:)`, through the delegate: `draw(_:)` with `ctx` current.
    func drawPass(of layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        // The backing store's context is flipped to the view's coordinates and clipped to the
        // pixel-aligned dirty area, so the clip's bounding box is the rectangle to redraw.
        let dirty = ctx.boundingBoxOfClipPath
        // An opaque backing store starts with the view's background colour under the drawing
        // (black where there is none), which is what an opaque view that draws shows on iOS. A new
        // store is black already (and must stay untouched, so the probe sees a draw that paints
        // nothing); a reused one still holds the previous drawing and is filled black again.
        // Dynamic colours in the drawing resolve in the view's traits.
        let traits = traitCollection
        let background = backgroundColor.flatMap { color -> CGColor? in
            let resolved = color.resolvedColor(with: traits).cgColor
            return resolved.alpha > 0 ? resolved : nil
        }
        if layer.isOpaque, let fill = background ?? (layer.contents != nil ? .black : nil) {
            ctx.saveGState()
            ctx.setBlendMode(.copy)
            ctx.setFillColor(fill)
            ctx.fill(dirty)
            ctx.restoreGState()
        }
        let before = ctx.drawingOperationCount
        baseDrawReached = false
        UIGraphicsPushContext(ctx)
        traits.performAsCurrent { draw(dirty) }
        UIGraphicsPopContext()
        let drewNothing = ctx.drawingOperationCount == before
        DrawOverrideCache.record(type(of: self), drewNothingThroughBase: baseDrawReached && drewNothing)
        baseDrawReached = false
    }

    /// Sets the layer's `isOpaque`, which describes the backing store and lets the compositor skip
    /// what lies behind: only for views that draw, and only while the content mode makes the
    /// cached content cover the bounds (a pinned or aspect-fit snapshot leaves uncovered parts,
    /// which must show what lies behind). Called outside display: when the view asks to be drawn,
    /// and when `isOpaque` or `contentMode` change.
    func updateLayerOpacity() {
        let covers: Bool
        switch contentMode {
        case .scaleToFill, .scaleAspectFill, .redraw: covers = true
        default: covers = false
        }
        layer.isOpaque = isOpaque && covers && !DrawOverrideCache.doesNotDraw(type(of: self))
    }

    /// `isOpaque` changed.
    func opaqueDidChange() {
        guard layer.contents != nil || layer.needsDisplay() else { return }
        updateLayerOpacity()
    }

    /// Maps `contentMode` and `contentStretch` onto the layer.
    func applyContentMode() {
        layer.contentsGravity = contentMode.contentsGravity
        if layer.contents != nil || layer.needsDisplay() { updateLayerOpacity() }
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
        switch contentMode {
        case .scaleToFill, .scaleAspectFit, .scaleAspectFill:
            layer.contentsCenter = contentStretch
        default:
            layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        }
    }

    /// `drawHierarchy(in:afterScreenUpdates:)`: the layer tree into the current context at `rect`.
    func renderHierarchy(in rect: CGRect) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        let bounds = layer.bounds
        guard rect.isFinite, bounds.width > 0, bounds.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    func makeResizableSnapshotView(from rect: CGRect, capInsets: UIEdgeInsets) -> UIView? {
        let rect = rect.standardized
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite, rect.width > 0,
            rect.height > 0
        else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = contentScaleFactor
        let image = UIGraphicsImageRenderer(size: rect.size, format: format).image { _ in
            let origin = CGPoint(x: bounds.minX - rect.minX, y: bounds.minY - rect.minY)
            _ = renderHierarchy(in: CGRect(origin: origin, size: bounds.size))
        }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.layer.contents = image.cgImage
        snapshot.layer.contentsScale = format.scale
        let middle = CGSize(
            width: max(0, rect.width - capInsets.left - capInsets.right),
            height: max(0, rect.height - capInsets.top - capInsets.bottom))
        if capInsets != .zero {
            snapshot.layer.contentsCenter = CGRect(
                x: min(max(capInsets.left / rect.width, 0), 1), y: min(max(capInsets.top / rect.height, 0), 1),
                width: middle.width / rect.width, height: middle.height / rect.height)
        }
        return snapshot
    }

    /// `snapshotView(afterScreenUpdates:)`: a plain view whose layer shows an image of this one.
    func makeSnapshotView() -> UIView? {
        let size = layer.bounds.size
        guard size.width > 0, size.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = contentScaleFactor
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            _ = renderHierarchy(in: CGRect(origin: .zero, size: size))
        }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: size))
        snapshot.layer.contents = image.cgImage
        snapshot.layer.contentsScale = format.scale
        return snapshot
    }
}

extension UIView.ContentMode {
    /// The layer gravity for this mode. UIKit's y axis points down, Core Animation names edges by
    /// the layer's y axis, so the vertical names swap (`.top` is the minimum-y edge, CA's `bottom`).
    var contentsGravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: .resize
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .center: .center
        case .top: .bottom
        case .bottom: .top
        case .left: .left
        case .right: .right
        case .topLeft: .bottomLeft
        case .topRight: .bottomRight
        case .bottomLeft: .topLeft
        case .bottomRight: .topRight
        }
    }
}
