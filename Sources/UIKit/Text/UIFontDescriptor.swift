import CoreGraphics
public import Foundation

/// A description of a font by attributes — family, face, size, traits, text style — from which
/// fonts are made (`UIFont(descriptor:size:)`) and other descriptors derived
/// (`withSymbolicTraits(_:)`, `withSize(_:)`, `withDesign(_:)`).
///
/// Lamina's fonts come from fontconfig: a descriptor resolves to a family and face there. Of the
/// symbolic traits, bold, italic and monospace change the font (condensed, expanded and the
/// leading traits are kept but draw nothing differently).
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The attributes.
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor of `attributes`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    /// A descriptor of the font named `fontName` (a face, as "DejaVuSans-Bold", or a family) at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A descriptor of the font named `fontName`, its size from `matrix`'s vertical scale.
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// The descriptor of the system font for `style` at the current traits' content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of the system font for `style` at `traitCollection`'s content size category.
    open class func preferredFontDescriptor(
        withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    /// The value of attribute `key`.
    open func object(forKey key: AttributeName) -> Any? { fontAttributes[key] }

    /// The face name the descriptor resolves to (as `UIFont.fontName`).
    open var postscriptName: String { UIFont(descriptor: self, size: 0).fontName }
    /// The size in points (`size`, else the matrix's vertical scale; 0 when neither is given).
    open var pointSize: CGFloat {
        if let size = TextAttributes.number(fontAttributes[.size]) { return size }
        if let matrix = fontAttributes[.matrix] as? CGAffineTransform { return abs(matrix.d) }
        return 0
    }
    /// The transform of the glyphs (identity unless given).
    open var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }
    /// The symbolic traits (bold, italic…) the attributes ask for.
    open var symbolicTraits: SymbolicTraits {
        let traits = fontAttributes[.traits] as? [TraitKey: Any]
        return SymbolicTraits(rawValue: (traits?[.symbolic] as? UInt32) ?? 0)
    }

    /// This descriptor with `attributes` added (replacing those of the same names).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// This descriptor with exactly `symbolicTraits` (a face the family has, or its closest).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = symbolicTraits.rawValue
        traits[.weight] = nil
        var attributes = fontAttributes
        attributes[.traits] = traits
        attributes[.name] = nil
        attributes[.face] = nil
        if attributes[.family] == nil { attributes[.family] = UIFont(descriptor: self, size: 0).familyName }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// This descriptor at `newPointSize` points.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// This descriptor in family `newFamily` (any face name dropped).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// This descriptor with the face named `newFace` ("Bold", "Oblique"…).
    open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }

    /// This descriptor in `design`: serif and monospaced change the family (DejaVu Serif, DejaVu
    /// Sans Mono); default and rounded are the system family.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let family =
            switch design {
            case .serif: "DejaVu Serif"
            case .monospaced: TextFont.monospacedFamily
            default: TextFont.systemFamily
            }
        return withFamily(family)
    }

    /// The descriptors of the fonts that match; Lamina resolves one.
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        [UIFont(descriptor: self, size: 0).fontDescriptor]
    }

    /// The text style the descriptor came from, if any.
    var textStyle: UIFont.TextStyle? { fontAttributes[.textStyle] as? UIFont.TextStyle }
}
