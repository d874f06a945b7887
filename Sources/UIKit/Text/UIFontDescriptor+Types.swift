public import Foundation

extension UIFontDescriptor {
    /// The name of a descriptor attribute.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The attribute's name.
        public let rawValue: String
        /// An attribute name from a string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The family name (`String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The font's full name (`String`): a face or a family.
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face's name within its family (`String`, "Bold").
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The size in points (a number).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name shown to users (`String`).
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The glyphs' transform (`CGAffineTransform`).
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The character set covered.
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        /// The fallback fonts.
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// The traits (`[UIFontDescriptor.TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// A fixed advance for every glyph (a number).
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        /// OpenType feature settings.
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// The text style (`UIFont.TextStyle`).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the `traits` attribute.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits (`UInt32`).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight (`UIFont.Weight`'s value, −1…1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width (−1…1).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant (−1…1).
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// Stylistic traits of a font.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt32
        /// Traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic or oblique.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph the same width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimized for user interfaces.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A design of the system font.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design's name.
        public let rawValue: String
        /// A design from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded (the default design in Lamina).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif (DejaVu Serif).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced (DejaVu Sans Mono).
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}

extension UIFont {
    /// The font `descriptor` describes at `pointSize` (the descriptor's size when 0): its face or
    /// family from fontconfig (the system family when it names neither or an unknown one), bold and
    /// italic from its traits or weight; a descriptor of a text style keeps scaling with it.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        let catalogue = FontCatalogue.current
        var family = TextFont.systemFamily
        var weight = 400
        var italic = false
        if let name = descriptor.object(forKey: .name) as? String {
            if let face = catalogue.face(named: name) {
                (family, weight, italic) = (face.family, face.weight, face.italic)
            } else if let named = catalogue.family(named: name) {
                family = named
            }
        }
        if let name = descriptor.object(forKey: .family) as? String, let named = catalogue.family(named: name) {
            family = named
        }
        if let face = (descriptor.object(forKey: .face) as? String)?.lowercased() {
            if face.contains("bold") { weight = 700 }
            if face.contains("italic") || face.contains("oblique") { italic = true }
        }
        let traits = descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
        if let value = TextAttributes.number(traits?[.weight]) { weight = UIFont.Weight(rawValue: value).pangoWeight }
        let symbolic = descriptor.symbolicTraits
        if symbolic.contains(.traitBold) { weight = max(weight, 700) }
        if symbolic.contains(.traitItalic) { italic = true }
        if symbolic.contains(.traitMonoSpace) { family = TextFont.monospacedFamily }
        let textFont = TextFont(family: family, pointSize: size, weight: weight, italic: italic)
        let origin = descriptor.textStyle.map { style in
            DynamicTypeOrigin(
                style: style, baseSize: size / DynamicTypeSizes.factor(of: style, at: DynamicTypeSizes.category(nil)),
                maximum: nil)
        }
        self.init(textFont: textFont, dynamicType: origin)
    }

    /// The font's descriptor: its family, size, traits (bold, italic, monospace) and text style.
    public var fontDescriptor: UIFontDescriptor {
        var symbolic: UIFontDescriptor.SymbolicTraits = []
        if textFont.weight >= 600 { symbolic.insert(.traitBold) }
        if textFont.italic { symbolic.insert(.traitItalic) }
        if textFont.family == TextFont.monospacedFamily { symbolic.insert(.traitMonoSpace) }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .family: familyName, .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.symbolic: symbolic.rawValue],
        ]
        if let style = dynamicType?.style { attributes[.textStyle] = style }
        return UIFontDescriptor(fontAttributes: attributes)
    }
}
