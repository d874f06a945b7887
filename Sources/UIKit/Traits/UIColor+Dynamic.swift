import CoreGraphics

/// Dynamic colours: system colours with a light and a dark appearance, and colours made with a
/// provider.
extension UIColor {
    /// What a dynamic colour is made of.
    enum Dynamic {
        /// A system colour: one colour for the light appearance (and unspecified), one for dark.
        case pair(light: CGColor, dark: CGColor)
        /// A colour made with `init(dynamicProvider:)`.
        case provider((UITraitCollection) -> UIColor)

        /// The colour in `traits`: a fixed colour. A provider returning a dynamic colour has it
        /// resolved in turn, at most eight deep (then clear), so a provider returning its own
        /// colour cannot recurse without end.
        func resolve(in traits: UITraitCollection, depth: Int = 0) -> UIColor {
            switch self {
            case .pair(let light, let dark):
                return UIColor(cgColor: traits.userInterfaceStyle == .dark ? dark : light)
            case .provider(let provider):
                guard depth < 8 else { return UIColor(white: 0, alpha: 0) }
                let color = provider(traits)
                return color.dynamic?.resolve(in: traits, depth: depth + 1) ?? color
            }
        }
    }

    /// The colour this one is in `traitCollection`: itself when it is not dynamic.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        dynamic?.resolve(in: traitCollection) ?? self
    }

    /// Whether the colour depends on the trait collection it is used in.
    var isDynamic: Bool { dynamic != nil }

    /// A system colour from its light and dark sRGB values (`0xRRGGBB`).
    static func system(_ light: UInt32, _ dark: UInt32, alpha: CGFloat = 1, darkAlpha: CGFloat? = nil) -> UIColor {
        func color(_ value: UInt32, _ alpha: CGFloat) -> CGColor {
            CGColor(
                red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
        }
        return UIColor(light: color(light, alpha), dark: color(dark, darkAlpha ?? alpha))
    }

    /// Translucent white, for text over dark backgrounds (a fixed colour).
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Black, for text over light backgrounds (a fixed colour).
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
