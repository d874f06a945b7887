public import Foundation

extension UIImage {
    /// The symbol image `name` at the default configuration (17-point, regular, medium), drawn by
    /// Lamina (`Symbols/SystemSymbol.swift` lists the names); nil for a name Lamina does not draw.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol image `name` for `configuration` (a `SymbolConfiguration`'s point size, weight
    /// and scale; other configurations carry only traits); nil for a name Lamina does not draw.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbol = configuration as? SymbolConfiguration
        guard let drawn = SystemSymbol.image(named: name, configuration: symbol) else { return nil }
        var layout = drawn.layout
        layout.symbolName = name
        layout.configuration = configuration
        self.init(copying: drawn, renderingMode: .alwaysTemplate, layout: layout)
    }

    /// The symbol image `name` for the traits of `traitCollection`.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(
            systemName: name, withConfiguration: SymbolConfiguration.unspecified.withTraitCollection(traitCollection))
    }

    /// The symbol image `name` for `configuration`; Lamina's symbols have no variable parts, so
    /// `value` changes nothing.
    public convenience init?(systemName name: String, variableValue value: Double, configuration: Configuration?) {
        self.init(systemName: name, withConfiguration: configuration)
    }

    /// The image `name` from `bundle` for `configuration`; images from asset catalogs have no
    /// variable parts, so `value` changes nothing.
    public convenience init?(
        named name: String, in bundle: Bundle?, variableValue value: Double, configuration: Configuration?
    ) {
        self.init(named: name, in: bundle, with: configuration)
    }

    /// Whether this is a symbol image (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { layout.symbolName != nil }

    /// The plus symbol ("plus").
    public class var add: UIImage { systemImage("plus") }
    /// The minus symbol ("minus").
    public class var remove: UIImage { systemImage("minus") }
    /// The symbol of more actions ("ellipsis").
    public class var actions: UIImage { systemImage("ellipsis") }
    /// The check mark symbol ("checkmark").
    public class var checkmark: UIImage { systemImage("checkmark") }
    /// The check mark symbol, stroked ("checkmark" at semibold).
    public class var strokedCheckmark: UIImage {
        UIImage(systemName: "checkmark", withConfiguration: SymbolConfiguration(weight: .semibold)) ?? UIImage()
    }

    private static func systemImage(_ name: String) -> UIImage { UIImage(systemName: name) ?? UIImage() }
}
