public import CoreGraphics

/// Drawing into the current UIKit context.
///
/// Every method draws upright in UIKit's flipped coordinates (unlike `CGContext.draw(_:in:)`),
/// honours `imageOrientation`, and measures in points. With no current context, an empty image,
/// or a rectangle that is empty or not finite, nothing is drawn. A rectangle with a negative
/// width or height is standardized first.
extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`, at full opacity with the
    /// normal blend mode.
    public func draw(at point: CGPoint) {
        draw(at: point, blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect`, at full opacity with the normal blend mode; a
    /// resizable image keeps its caps and stretches or tiles the rest.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image scaled to fill `rect` with `blendMode` and `alpha` (0...1).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage, let target = Self.drawable(rect) else {
            return
        }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if isResizable {
            drawNineParts(in: target, context: context)
        } else {
            Self.paint(cgImage, orientation: imageOrientation, tile: target, tiledIn: nil, context: context)
        }
    }

    /// Fills `rect` with copies of the image at its size, as a pattern.
    ///
    /// The copies line up on the origin of the current user space (Quartz anchors patterns to the
    /// context's base space; the two agree in renderer and view contexts unless the CTM has been
    /// translated). Cap insets are ignored, as on iOS.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage, let area = Self.drawable(rect) else {
            return
        }
        context.saveGState()
        defer { context.restoreGState() }
        Self.paint(
            cgImage, orientation: imageOrientation, tile: CGRect(origin: .zero, size: size), tiledIn: area,
            context: context)
    }

    /// `rect` standardized, or nil when it is empty or not finite.
    static func drawable(_ rect: CGRect) -> CGRect? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return nil
        }
        let standard = rect.standardized
        return standard.width > 0 && standard.height > 0 ? standard : nil
    }

    /// Draws `bitmap`, turned by `orientation`, so that one upright copy fills `tile` in the
    /// context's (flipped, UIKit) user space; with `area`, copies repeat from `tile` across it.
    static func paint(
        _ bitmap: CGImage, orientation: Orientation, tile: CGRect, tiledIn area: CGRect?, context: CGContext
    ) {
        guard tile.width > 0, tile.height > 0 else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if let area { context.clip(to: area) }
        // `CGContext.draw` puts the bitmap's first row at the top of a y-up unit square; this
        // maps that square onto the tile with the orientation applied and y pointing down.
        let unitToRaw = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
        let toTile = unitToRaw.concatenating(orientation.displayTransform)
            .concatenating(CGAffineTransform(scaleX: tile.width, y: tile.height))
            .concatenating(CGAffineTransform(translationX: tile.minX, y: tile.minY))
        context.concatenate(toTile)
        context.draw(bitmap, in: CGRect(x: 0, y: 0, width: 1, height: 1), byTiling: area != nil)
    }

    /// The bitmap turned upright: pixels as the image displays them (the bitmap itself when the
    /// orientation is `.up`).
    func uprightBitmap() -> CGImage? {
        guard let cgImage else { return nil }
        if imageOrientation == .up { return cgImage }
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(imageOrientation)
        let width = turned ? cgImage.height : cgImage.width
        let height = turned ? cgImage.width : cgImage.height
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        // Quarter turns and mirrors map pixel centres onto pixel centres: copy them, unfiltered.
        context.interpolationQuality = .none
        context.setBlendMode(.copy)
        Self.paint(
            cgImage, orientation: imageOrientation, tile: CGRect(x: 0, y: 0, width: width, height: height),
            tiledIn: nil, context: context)
        return context.makeImage()
    }
}

extension UIImage.Orientation {
    /// Maps the stored bitmap's unit square (y down) onto the displayed unit square (y down).
    var displayTransform: CGAffineTransform { ImageCodec.exifDisplayTransform(exifValue) }
}
