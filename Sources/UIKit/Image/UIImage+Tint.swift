import CoreGraphics
import Foundation

/// Images painted in one colour: `withTintColor` and the template rendering image views use.
extension UIImage {
    /// A copy drawn in `color`: every pixel takes the colour at the image's own alpha. Image views
    /// show it as it is, whatever their tint; the rendering mode stays the image's.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// A copy drawn in `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let cgImage, let tinted = Self.painted(cgImage, in: color.cgColor) else {
            return UIImage(copying: self, renderingMode: renderingMode)
        }
        return UIImage(copying: self, renderingMode: renderingMode, tintedPixels: tinted)
    }

    /// The image's shape filled with `color`: its alpha kept, its colours replaced (how a system
    /// button and a bar show images, as templates), drawn upright. Nil for an empty image.
    func filled(with color: UIColor) -> UIImage? {
        let size = self.size
        guard size.width > 0, size.height > 0 else { return nil }
        UIGraphicsBeginImageContextWithOptions(size, false, scale)
        defer { UIGraphicsEndImageContext() }
        color.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
        draw(in: CGRect(origin: .zero, size: size), blendMode: .destinationIn, alpha: 1)
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    /// `image`'s alpha filled with `color` (premultiplied ARGB, the image's size).
    static func painted(_ image: CGImage, in color: CGColor) -> CGImage? {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard
            let context = CGContext(
                data: nil, width: image.width, height: image.height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
        else { return nil }
        let all = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        context.draw(image, in: all)
        context.setBlendMode(.sourceIn)
        context.setFillColor(color)
        context.fill(all)
        return context.makeImage()
    }
}
