import UIKit

// Image and colour idioms as iOS apps write them (a photo scrim, a checkerboard pattern, tinted
// icons, a masked avatar), compiled in the Swift 5 language mode.

/// The usual scrim over a photo: a view whose own layer is a gradient, dark at the top.
final class ScrimView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.black.withAlphaComponent(0.8).cgColor, UIColor.clear.cgColor]
        gradientLayer.locations = [0, 1]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension UIColor {
    /// A checkerboard (the "transparent" background of image editors) as a pattern colour.
    static func checkerboard(_ light: UIColor, _ dark: UIColor, square: CGFloat) -> UIColor {
        let size = CGSize(width: square * 2, height: square * 2)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let tile = UIGraphicsImageRenderer(size: size, format: format).image { context in
            light.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            dark.setFill()
            context.fill(CGRect(x: 0, y: 0, width: square, height: square))
            context.fill(CGRect(x: square, y: square, width: square, height: square))
        }
        return UIColor(patternImage: tile)
    }
}

extension UIImage {
    /// An icon in another colour, as apps wrote it before and after iOS 13.
    func tinted(with color: UIColor) -> UIImage {
        if #available(iOS 13.0, *) {
            return withTintColor(color, renderingMode: .alwaysOriginal)
        }
        return UIGraphicsImageRenderer(size: size).image { _ in
            color.setFill()
            UIRectFill(CGRect(origin: .zero, size: size))
            draw(at: .zero, blendMode: .destinationIn, alpha: 1)
        }
    }

    /// A solid square, the kind of image tests and placeholders make.
    static func square(_ color: UIColor, side: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }
}

/// Masks `image` by a greyscale drawing of a circle: black shows the image, white hides it.
func circleMasked(_ image: CGImage) -> CGImage? {
    let width = image.width
    let height = image.height
    guard
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)
    else { return nil }
    context.setFillColor(gray: 1, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    context.setFillColor(gray: 0, alpha: 1)
    context.fillEllipse(in: CGRect(x: 0, y: 0, width: width, height: height))
    guard let drawing = context.makeImage(), let provider = drawing.dataProvider,
        let mask = CGImage(
            maskWidth: drawing.width, height: drawing.height, bitsPerComponent: drawing.bitsPerComponent,
            bitsPerPixel: drawing.bitsPerPixel, bytesPerRow: drawing.bytesPerRow, provider: provider, decode: nil,
            shouldInterpolate: false)
    else { return nil }
    return image.masking(mask)
}

/// Colours as Xcode's colour picker writes them into code.
enum Palette {
    static let brand = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    static let warning: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.5)
}

/// A badge drawn by a shape layer in the view's tint, updated when the tint changes, as custom
/// controls do.
final class TintedBadge: UIView {
    private let dot = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        dot.fillColor = tintColor.cgColor
        layer.addSublayer(dot)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dot.frame = bounds
        dot.path = UIBezierPath(ovalIn: bounds).cgPath
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        dot.fillColor = tintColor.cgColor
    }
}
