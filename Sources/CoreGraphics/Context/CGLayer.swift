public import Foundation

/// An offscreen surface made for a context, drawn into once and stamped many times: make it with
/// `CGLayer(_:size:auxiliaryInfo:)`, draw into its `context`, then draw it with
/// `CGContext.draw(_:at:)` or `draw(_:in:)`.
///
/// Its bitmap has the pixel density of the context it was made for (a 100-point layer for a
/// context that draws two pixels per point is 200 pixels a side), premultiplied with alpha, clear
/// at first. Its own coordinate space is Quartz's, one unit a point with the origin at the bottom
/// left, so like a `CGImage` it appears upside down when drawn into a flipped (UIKit) context
/// unless the drawing into it was flipped too.
public final class CGLayer {
    /// The layer's size in points (its user space units).
    public let size: CGSize
    /// The context that draws into the layer.
    public let context: CGContext?
    /// Pixels per point.
    let scale: CGFloat

    /// A layer of `size` points for drawing into `context`; nil for sizes that are empty, not
    /// finite, or over 16,384 pixels a side at the context's density. `auxiliaryInfo` is ignored,
    /// as Apple reserves it.
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
        // The context's density: how many device pixels its default user space gives a unit.
        let base = context.patternSpace
        let density = max(
            (base.a * base.a + base.b * base.b).squareRoot(), (base.c * base.c + base.d * base.d).squareRoot())
        let scale = density.isFinite && density > 0 ? min(max(density, 1), 16) : 1
        guard
            size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            let pixels = CGContext.flippedBitmapPixelSize(size: size, scale: scale),
            let layerContext = CGContext(
                data: nil, width: pixels.width, height: pixels.height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        layerContext.scaleBy(x: scale, y: scale)
        layerContext.patternSpace = layerContext.ctm
        layerContext.shadowOffsetTransform = CGAffineTransform(scaleX: scale, y: -scale)  // y-up, as its bitmap is
        self.size = size
        self.scale = scale
        self.context = layerContext
    }
}

extension CGContext {
    /// Draws `layer` at its size with its bottom-left corner (in Quartz's terms: its origin) at
    /// `point`.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }

    /// Draws `layer` scaled to fill `rect`, as an image of its current contents is drawn.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let image = layer.context?.makeImage() else { return }
        draw(image, in: rect)
    }
}
