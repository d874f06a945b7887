import CoreGraphics
public import Foundation

extension UIImage {
    /// The weight of a symbol's strokes.
    public enum SymbolWeight: Int, Sendable {
        /// Not set.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// The size of a symbol relative to its text.
    public enum SymbolScale: Int, Sendable {
        /// The default scale.
        case `default` = -1
        /// Not set.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large.
        case large = 3
    }

    /// How a symbol image is drawn: its point size, weight, scale and colours. Lamina's symbol
    /// images (`UIImage(systemName:)`) follow the point size (or the font's), weight and scale;
    /// the colours are kept and compared but draw nothing differently (the symbols are one colour).
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size; 0 when not set.
        public private(set) var pointSize: CGFloat = 0
        /// The weight; `.unspecified` when not set.
        public private(set) var weight = SymbolWeight.unspecified
        /// The scale; `.unspecified` when not set.
        public private(set) var scale = SymbolScale.unspecified
        /// The font the symbol matches, if set.
        public private(set) var font: UIFont?
        /// The colours of a palette rendering, if set.
        public private(set) var paletteColors: [UIColor]?
        /// The base colour of a hierarchical rendering, if set.
        public private(set) var hierarchicalColor: UIColor?
        /// Whether multicolour (true) or monochrome (false) rendering is preferred; nil if neither.
        var prefersMulticolor: Bool?

        /// Creates an empty symbol configuration.
        public required init() { super.init() }

        /// A configuration that sets nothing.
        public class var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// A configuration of `pointSize`, `weight` and `scale`.
        public convenience init(
            pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified
        ) {
            self.init()
            self.pointSize = pointSize.isFinite ? max(pointSize, 0) : 0
            self.weight = weight
            self.scale = scale
        }

        /// A configuration of `weight`.
        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }

        /// A configuration of `scale`.
        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// A configuration matching `font`, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale = .unspecified) {
            self.init()
            self.font = font
            self.scale = scale
        }

        /// A configuration sized for text of `textStyle` (its preferred font's size now), at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .unspecified) {
            self.init()
            self.font = UIFont.preferredFont(forTextStyle: textStyle)
            self.scale = scale
        }

        /// A hierarchical rendering based on `hierarchicalColor`.
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            self.hierarchicalColor = hierarchicalColor
        }

        /// A palette rendering in `paletteColors`.
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            self.paletteColors = paletteColors
        }

        /// A configuration that prefers multicolour rendering.
        public class func preferringMulticolor() -> Self {
            let made = Self()
            made.prefersMulticolor = true
            return made
        }

        /// A configuration that prefers monochrome rendering.
        public class func preferringMonochrome() -> Self {
            let made = Self()
            made.prefersMulticolor = false
            return made
        }

        /// A copy without its scale.
        public func configurationWithoutScale() -> Self {
            let copy = duplicate()
            copy.scale = .unspecified
            return copy
        }

        /// A copy without its weight.
        public func configurationWithoutWeight() -> Self {
            let copy = duplicate()
            copy.weight = .unspecified
            return copy
        }

        /// A copy without its point size and weight (and font).
        public func configurationWithoutPointSizeAndWeight() -> Self {
            let copy = duplicate()
            copy.pointSize = 0
            copy.weight = .unspecified
            copy.font = nil
            return copy
        }

        /// Whether `otherConfiguration` sets the same things to the same values.
        public func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool {
            guard let other = otherConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && font === other.font && prefersMulticolor == other.prefersMulticolor
                && hierarchicalColor === other.hierarchicalColor
                && (paletteColors ?? []).elementsEqual(other.paletteColors ?? [], by: ===)
                && traitCollection == other.traitCollection
        }

        override func copySettings(from other: Configuration) {
            guard let other = other as? SymbolConfiguration else { return }
            (pointSize, weight, scale, font) = (other.pointSize, other.weight, other.scale, other.font)
            (paletteColors, hierarchicalColor, prefersMulticolor) =
                (other.paletteColors, other.hierarchicalColor, other.prefersMulticolor)
        }

        override func take(from other: Configuration) {
            guard let other = other as? SymbolConfiguration else { return }
            if other.pointSize > 0 { pointSize = other.pointSize }
            if other.weight != .unspecified { weight = other.weight }
            if other.scale != .unspecified { scale = other.scale }
            if let font = other.font { self.font = font }
            if let colors = other.paletteColors { paletteColors = colors }
            if let color = other.hierarchicalColor { hierarchicalColor = color }
            if let multicolor = other.prefersMulticolor { prefersMulticolor = multicolor }
        }
    }
}
