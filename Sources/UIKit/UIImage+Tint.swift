import CoreGraphics
import Foundation

extension UIImage {
    /// The image's shape filled with `color`: its alpha kept, its colours replaced (how a system
    /// button and a bar show images, as templates). Nil for an empty image.
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
}
