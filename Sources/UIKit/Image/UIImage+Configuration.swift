import CoreGraphics
public import Foundation

extension UIImage {
    /// How an image is asked for: the traits its variant is chosen by. Lamina has no symbol
    /// images, so a configuration matters for images from assets (`withConfiguration(_:)` picks
    /// the asset's variant for its traits) and is otherwise carried along.
    open class Configuration: @unchecked Sendable {
        /// The traits the image is chosen for; nil for none.
        public private(set) var traitCollection: UITraitCollection?

        /// Creates a configuration without traits.
        public required init() {}

        /// A copy with `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = duplicate()
            copy.traitCollection = traitCollection
            return copy
        }

        /// A copy with `otherConfiguration`'s settings over this one's (its traits over these).
        open func applying(_ otherConfiguration: Configuration?) -> Self {
            let copy = duplicate()
            guard let otherConfiguration else { return copy }
            copy.traitCollection = Self.merge(traitCollection, otherConfiguration.traitCollection)
            copy.take(from: otherConfiguration)
            return copy
        }

        /// A copy of this configuration, of its own class.
        func duplicate() -> Self {
            let copy = Self()
            copy.traitCollection = traitCollection
            copy.copySettings(from: self)
            return copy
        }

        /// Copies a subclass's settings from `other` (of the same class).
        func copySettings(from other: Configuration) {}

        /// Takes the settings `other` specifies (for `applying(_:)`).
        func take(from other: Configuration) {}

        static func merge(_ base: UITraitCollection?, _ over: UITraitCollection?) -> UITraitCollection? {
            guard let base else { return over }
            guard let over else { return base }
            return UITraitCollection(traitsFrom: [base, over])
        }
    }

    /// The configuration the image was asked for with (`withConfiguration(_:)`,
    /// `init(named:in:with:)`), else nil.
    public var configuration: Configuration? { layout.configuration }

    /// The symbol configuration of a symbol image (`UIImage(systemName:)`); nil for other images.
    public var symbolConfiguration: SymbolConfiguration? {
        guard layout.symbolName != nil else { return nil }
        return layout.configuration as? SymbolConfiguration ?? .unspecified
    }

    /// This image as asked for with `configuration`: the variant of its asset for the
    /// configuration's traits (or itself), carrying the configuration. A symbol image is drawn
    /// again for a symbol configuration (other configurations keep its symbol settings).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        if let name = layout.symbolName {
            let symbol =
                configuration as? SymbolConfiguration
                ?? (symbolConfiguration ?? .unspecified).withTraitCollection(configuration.traitCollection)
            return UIImage(systemName: name, withConfiguration: symbol) ?? self
        }
        let base = configuration.traitCollection.map { resolved(for: $0) } ?? self
        var layout = base.layout
        layout.configuration = configuration
        return UIImage(copying: base, layout: layout)
    }

    /// A symbol image with `configuration` applied over its own; for other images, `configuration`'s
    /// traits over those of its own configuration, as the variant of its asset for the merged traits.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        if layout.symbolName != nil {
            return withConfiguration((symbolConfiguration ?? .unspecified).applying(configuration))
        }
        let base = layout.configuration ?? Configuration()
        let traits = Configuration.merge(base.traitCollection, configuration.traitCollection)
        return withConfiguration(base.withTraitCollection(traits))
    }

    /// Loads the image `name` from `bundle` as `init(named:in:compatibleWith:)` does, for the
    /// traits of `configuration`, carrying the configuration.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        guard let found = UIImage(named: name, in: bundle, compatibleWith: configuration?.traitCollection) else {
            return nil
        }
        var layout = found.layout
        layout.configuration = configuration
        self.init(copying: found, layout: layout)
    }
}
