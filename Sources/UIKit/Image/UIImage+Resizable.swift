import CoreGraphics

/// Resizable (nine-part) images and rendering modes.
extension UIImage {
    /// Returns a copy whose corners stay fixed when drawn larger or smaller, with the edges and
    /// middle tiled (`.tile`, UIKit's default).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// Returns a copy whose corners (`capInsets`, in points) stay fixed when drawn into another
    /// size, with the edges and middle tiled or stretched.
    ///
    /// Zero insets make the whole image tile or stretch. Insets that are negative or not finite
    /// count as zero when drawing; insets that together exceed the image shrink in proportion.
    /// Drawn smaller than its caps, the caps share the space in proportion (see `NinePart`).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(copying: self, resizable: true, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// Returns a copy that stretches a one-point-wide column after `leftCapWidth` and a
    /// one-point-high row after `topCapHeight`, keeping the rest fixed (deprecated on iOS).
    ///
    /// A cap of 0 makes that whole axis stretch, as Apple documents.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        func caps(_ leading: Int, _ length: CGFloat) -> (CGFloat, CGFloat) {
            guard leading > 0 else { return (0, 0) }
            let lead = min(CGFloat(leading), length)
            return (lead, max(0, length - lead - 1))
        }
        let (left, right) = caps(leftCapWidth, size.width)
        let (top, bottom) = caps(topCapHeight, size.height)
        return UIImage(
            copying: self, resizable: true, capInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right),
            resizingMode: .stretch)
    }

    /// The left cap of a stretchable image in points (the left cap inset, rounded down).
    public var leftCapWidth: Int { Self.whole(capInsets.left) }

    /// The top cap of a stretchable image in points (the top cap inset, rounded down).
    public var topCapHeight: Int { Self.whole(capInsets.top) }

    /// Returns a copy with `renderingMode`.
    ///
    /// Drawing with `draw(in:)` uses the image's own colours in every mode, as on iOS; the mode
    /// matters to views that tint templates.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(copying: self, renderingMode: renderingMode)
    }

    private static func whole(_ value: CGFloat) -> Int {
        value.isFinite ? Int(max(0, min(value, CGFloat(Int32.max))).rounded(.down)) : 0
    }

    /// Draws the nine parts into `rect` (standardized, finite, not empty) in `context`.
    func drawNineParts(in rect: CGRect, context: CGContext) {
        guard let bitmap = uprightBitmap() else { return }
        let parts = NinePart(
            sourceSize: size, top: capInsets.top, left: capInsets.left, bottom: capInsets.bottom,
            right: capInsets.right, destination: rect)
        for slice in parts.slices {
            let pixels = slice.source.applying(CGAffineTransform(scaleX: scale, y: scale))
            guard let piece = bitmap.cropping(to: pixels) else { continue }
            let isCorner = !slice.resizesHorizontally && !slice.resizesVertically
            if resizingMode == .stretch || isCorner {
                Self.paint(piece, orientation: .up, tile: slice.destination, tiledIn: nil, context: context)
            } else {
                Self.paint(
                    piece, orientation: .up, tile: CGRect(origin: slice.destination.origin, size: slice.tileSize),
                    tiledIn: slice.destination, context: context)
            }
        }
    }
}
