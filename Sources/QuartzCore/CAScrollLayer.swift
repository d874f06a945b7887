public import Foundation

/// The directions a `CAScrollLayer` scrolls in.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Scrolling does nothing.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// Only the y origin moves.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// Only the x origin moves.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// Both move (the default).
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// A layer that shows part of its sublayers: scrolling moves its bounds' origin (no scroll bars,
/// no touches; `UIScrollView` comes with the scroll view issue). Bounds changes animate as any
/// layer's do.
open class CAScrollLayer: CALayer {
    /// The directions scrolling may move the origin in; `.both` by default.
    open var scrollMode: CAScrollLayerScrollMode = .both

    /// Creates a scroll layer.
    public override init() { super.init() }

    /// Copies `layer`'s model values, its scroll mode included.
    public override init(layer: Any) { super.init(layer: layer) }

    /// Creates a scroll layer: Lamina does not decode archived layers.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Moves the bounds' origin to `point` (in the allowed directions). Non-finite points are
    /// ignored.
    open func scroll(to point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else { return }
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = point.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = point.y }
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Scrolls as little as needed (in the allowed directions) for `rect` to be visible; a rect
    /// larger than the bounds brings its minimum edge into view. Non-finite rects are ignored.
    open func scroll(to rect: CGRect) {
        let rect = rect.standardized
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ size: CGFloat) -> CGFloat {
            if high - low > size || low < visibleLow { return low }
            if high > visibleLow + size { return high - size }
            return visibleLow
        }
        let b = bounds
        scroll(
            to: CGPoint(
                x: axis(rect.minX, rect.maxX, b.minX, b.width), y: axis(rect.minY, rect.maxY, b.minY, b.height)))
    }

    override func copyModelState(from other: CALayer) {
        super.copyModelState(from: other)
        if let other = other as? CAScrollLayer { scrollMode = other.scrollMode }
    }
}

extension CALayer {
    /// The nearest scroll layer above this one (this layer excluded).
    private var enclosingScrollLayer: CAScrollLayer? {
        var layer = superlayer
        while let current = layer {
            if let scroll = current as? CAScrollLayer { return scroll }
            layer = current.superlayer
        }
        return nil
    }

    /// Scrolls the nearest enclosing scroll layer so that `point`, in this layer's coordinates,
    /// lies at its origin; does nothing without one.
    public func scroll(_ point: CGPoint) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: scroller.convert(point, from: self))
    }

    /// Scrolls the nearest enclosing scroll layer as little as needed for `rect`, in this layer's
    /// coordinates, to be visible; does nothing without one.
    public func scrollRectToVisible(_ rect: CGRect) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: scroller.convert(rect, from: self))
    }

    /// The part of the bounds the nearest enclosing scroll layer shows, in this layer's
    /// coordinates; the bounds when there is none.
    public var visibleRect: CGRect {
        guard let scroller = enclosingScrollLayer else { return bounds }
        return bounds.finiteIntersection(convert(scroller.bounds, from: scroller))
    }
}
