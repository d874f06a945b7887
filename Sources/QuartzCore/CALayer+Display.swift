import CoreGraphics
import Foundation

/// The bitmap a layer draws into, kept between redraws so a partial redraw keeps the rest.
final class BackingStore {
    /// Draws in the layer's coordinates: flipped to a top-left origin, scaled, offset by the
    /// origin of `rect`.
    let context: CGContext
    /// The area covered, in the layer's coordinates.
    let rect: CGRect
    let scale: CGFloat
    let isOpaque: Bool
    /// The pixels as of the last redraw (a copy; the context draws on).
    var image: CGImage?

    init(context: CGContext, rect: CGRect, scale: CGFloat, isOpaque: Bool) {
        self.context = context
        self.rect = rect
        self.scale = scale
        self.isOpaque = isOpaque
    }

    /// Whether this store fits a layer drawing `rect` at `scale`.
    func fits(rect: CGRect, scale: CGFloat, isOpaque: Bool) -> Bool {
        self.rect == rect && self.scale == scale && self.isOpaque == isOpaque
    }
}

extension CALayer {
    /// Whether the layer's contents are flipped when rendered: never, on iOS.
    public func contentsAreFlipped() -> Bool { false }
}

/// The drawing cycle: invalidation (`setNeedsDisplay`) leads, at the next commit, to one
/// `display()` per layer, which by default draws the dirty area of the backing store.
extension CALayer {
    /// Runs `display()` if the layer needs it, handing it the accumulated dirty area.
    func displayNowIfNeeded() {
        guard dirt.needsDisplay else { return }
        let area = dirt.dirtyRect
        dirt.needsDisplay = false
        dirt.dirtyRect = nil
        displayingRect = area
        display()
        displayingRect = nil
    }

    /// Draws the dirty area of the backing store with `draw(in:)`, as Core Animation's default
    /// `display()` does.
    ///
    /// The store is `ceil(drawingRect × contentsScale)` pixels; the context is flipped to the
    /// layer's coordinates (bounds origin applied), clipped to the dirty area rounded out to whole
    /// pixels, and cleared there first unless the layer is opaque or its view does not clear
    /// before drawing (`clearsContextBeforeDrawing`). A draw that paints nothing on a
    /// fully redrawn store leaves the layer without a backing store. A store larger than
    /// `CGContext.maximumFlippedBitmapSide` pixels on a side, or than
    /// `maximumBackingStorePixelCount` pixels in all, is refused: the layer then has no backing
    /// store and `draw(in:)` is not called (logged under `LAMINA_DIAGNOSTICS=geometry`).
    /// While an `.allowAnimatedContent` animation runs, the store covers the presentation's bounds
    /// and `draw(in:)` sees them as the layer's bounds.
    package func displayIntoBackingStore() {
        let area = drawingRect
        let scale = contentsScale
        let isOpaque = hasOpaqueBackingStore
        var store = backing
        var dirty = displayingRect.map { $0.finiteIntersection(area) } ?? area
        var isFresh = false
        if store == nil || !(store?.fits(rect: area, scale: scale, isOpaque: isOpaque) ?? false) {
            guard Self.backingStoreIsAllowed(size: area.size, scale: scale),
                let context = CGContext.makeFlippedBitmap(size: area.size, scale: scale, opaque: isOpaque)
            else {
                if !area.isEmpty {
                    Diagnostics.ignored(
                        "a \(area.size) backing store at scale \(scale) on \(type(of: self)) #\(layerID)")
                }
                dropBackingStore()
                return
            }
            context.translateBy(x: -area.minX, y: -area.minY)
            // Pattern colours tile from the layer's origin, as its background does.
            context.patternSpace = context.ctm
            store = BackingStore(context: context, rect: area, scale: scale, isOpaque: isOpaque)
            dirty = area
            isFresh = true
        }
        guard let store, !dirty.isNull, !dirty.isEmpty else { return }
        dirty = Self.pixelAligned(dirty, in: area, scale: scale)
        let context = store.context
        context.saveGState()
        context.clip(to: dirty)
        if !isFresh && !isOpaque && clearsDirtyAreaBeforeDrawing { context.clear(dirty) }
        let before = context.drawingOperationCount
        delegate?.layerWillDraw(self)
        if isRedrawingAnimatedContent {
            // The drawing code reads the bounds of this frame, as if UIKit had set them.
            let model = geometry.bounds
            geometry.bounds = area
            draw(in: context)
            geometry.bounds = model
        } else if let tiled = self as? CATiledLayer {
            // One call a tile, clipped to it, as Core Animation draws a tiled layer.
            for tile in tiled.tiles(covering: dirty, in: area) {
                context.saveGState()
                context.clip(to: tile)
                draw(in: context)
                context.restoreGState()
            }
        } else {
            draw(in: context)
        }
        context.restoreGState()
        let drewSomething = context.drawingOperationCount != before
        if !drewSomething && (isFresh || dirty.contains(area)) {
            dropBackingStore()
            return
        }
        store.image = context.makeImage()
        backing = store
        explicitContents = nil
        contentsVersion &+= 1
        markNeedsCommit("contents")
    }

    /// The most pixels one backing store may hold: 64 Mi (256 MiB, an 8,192-pixel square), or
    /// fewer when the environment variable `LAMINA_MAX_BACKING_STORE_PIXELS` names a smaller
    /// positive count when the process first draws (a machine with little memory; the fuzz
    /// targets, whose time would otherwise go to clearing and copying 256 MiB stores).
    ///
    /// iOS gives no figure and fails allocations far smaller than this on most devices; past it a
    /// layer draws nothing rather than spending seconds and gigabytes on one redraw.
    package static let maximumBackingStorePixelCount = backingStoreLimit(
        ProcessInfo.processInfo.environment["LAMINA_MAX_BACKING_STORE_PIXELS"])

    /// The limit a `LAMINA_MAX_BACKING_STORE_PIXELS` value asks for: a decimal count from 1 up to
    /// the default 64 Mi. Anything else (unset, zero, negative, larger, not a number) gives the
    /// default; a value set but unusable is logged under `LAMINA_DIAGNOSTICS=geometry`.
    package static func backingStoreLimit(_ setting: String?) -> Int {
        EnvironmentLimit.value("LAMINA_MAX_BACKING_STORE_PIXELS", setting, standard: 1 << 26)
    }

    /// Whether a backing store of `size` points at `scale` fits the side and area limits.
    static func backingStoreIsAllowed(size: CGSize, scale: CGFloat) -> Bool {
        guard let pixels = CGContext.flippedBitmapPixelSize(size: size, scale: scale) else { return false }
        return pixels.width * pixels.height <= maximumBackingStorePixelCount
    }

    /// Lets go of the backing store, if there is one.
    package func dropBackingStore() {
        guard backing != nil else { return }
        backing = nil
        contentsVersion &+= 1
        markNeedsCommit("contents")
    }

    /// `rect` grown to whole device pixels of a store covering `area` at `scale`.
    static func pixelAligned(_ rect: CGRect, in area: CGRect, scale: CGFloat) -> CGRect {
        let minX = ((rect.minX - area.minX) * scale).rounded(.down) / scale + area.minX
        let minY = ((rect.minY - area.minY) * scale).rounded(.down) / scale + area.minY
        let maxX = ((rect.maxX - area.minX) * scale).rounded(.up) / scale + area.minX
        let maxY = ((rect.maxY - area.minY) * scale).rounded(.up) / scale + area.minY
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Lays out now, from the topmost ancestor that needs layout through its subtree.
    func layOutNowIfNeeded() {
        var top = self
        while let parent = top.parent, parent.dirt.needsLayout { top = parent }
        _ = LayerTreeBuilder.layOut(top)
    }

    /// Looks an action up as Core Animation does: delegate, `actions`, `style`, class default.
    func lookUpAction(forKey event: String) -> (any CAAction)? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        if let styleActions = style?["actions"] as? [String: any CAAction], let action = styleActions[event] {
            return action is NSNull ? nil : action
        }
        return type(of: self).defaultAction(forKey: event) ?? implicitAnimation(forKey: event)
    }

    /// `render(in:)`: commits this layer's subtree and hands the snapshot to the painter.
    func renderSnapshot(in context: CGContext) {
        let result = LayerTreeBuilder.build(self)
        LayerPainter.paint(result.root, in: context)
    }
}
