public import Foundation

extension UIPasteboard {
    /// The types a string item is offered as.
    public static var typeListString: [String] { [TypeIdentifier.plainText] }
    /// The types a URL item is offered as.
    public static var typeListURL: [String] { [TypeIdentifier.url] }
    /// The types an image item is offered as.
    public static var typeListImage: [String] { [TypeIdentifier.png] }
    /// The types a colour item is offered as.
    public static var typeListColor: [String] { [TypeIdentifier.color] }

    /// Uniform type identifiers Lamina's pasteboards use for strings, URLs, images and colours (a
    /// Lamina addition: Apple's code names them through UniformTypeIdentifiers, which Linux lacks).
    public enum TypeIdentifier {
        /// Plain text in UTF-8.
        public static let plainText = "public.utf8-plain-text"
        /// A URL.
        public static let url = "public.url"
        /// A PNG image.
        public static let png = "public.png"
        /// A colour (`UIColor`).
        public static let color = "com.apple.uikit.color"
    }

    /// The first item's string; setting it makes the pasteboard one item of that string (nil
    /// empties it).
    public var string: String? {
        get { first(TypeIdentifier.plainText) }
        set { replace(with: newValue.map { [$0] }, as: TypeIdentifier.plainText) }
    }

    /// Every item's string.
    public var strings: [String]? {
        get { all(TypeIdentifier.plainText) }
        set { replace(with: newValue, as: TypeIdentifier.plainText) }
    }

    /// The first item's URL (an item whose string is a URL does not count).
    public var url: URL? {
        get { first(TypeIdentifier.url) }
        set { replace(with: newValue.map { [$0] }, as: TypeIdentifier.url) }
    }

    /// Every item's URL.
    public var urls: [URL]? {
        get { all(TypeIdentifier.url) }
        set { replace(with: newValue, as: TypeIdentifier.url) }
    }

    /// The first item's image.
    public var image: UIImage? {
        get { first(TypeIdentifier.png) }
        set { replace(with: newValue.map { [$0] }, as: TypeIdentifier.png) }
    }

    /// Every item's image.
    public var images: [UIImage]? {
        get { all(TypeIdentifier.png) }
        set { replace(with: newValue, as: TypeIdentifier.png) }
    }

    /// The first item's colour.
    public var color: UIColor? {
        get { first(TypeIdentifier.color) }
        set { replace(with: newValue.map { [$0] }, as: TypeIdentifier.color) }
    }

    /// Every item's colour.
    public var colors: [UIColor]? {
        get { all(TypeIdentifier.color) }
        set { replace(with: newValue, as: TypeIdentifier.color) }
    }

    /// Whether an item holds a string.
    public var hasStrings: Bool { items.contains { $0[TypeIdentifier.plainText] is String } }
    /// Whether an item holds a URL.
    public var hasURLs: Bool { items.contains { $0[TypeIdentifier.url] is URL } }
    /// Whether an item holds an image.
    public var hasImages: Bool { items.contains { $0[TypeIdentifier.png] is UIImage } }
    /// Whether an item holds a colour.
    public var hasColors: Bool { items.contains { $0[TypeIdentifier.color] is UIColor } }

    /// The first item's value of `type`, if it is a `Value`.
    private func first<Value>(_ type: String) -> Value? { items.first?[type] as? Value }

    /// Every item's value of `type` that is a `Value`; nil when there is none.
    private func all<Value>(_ type: String) -> [Value]? {
        let values = items.compactMap { $0[type] as? Value }
        return values.isEmpty ? nil : values
    }

    /// Makes the pasteboard one item of `type` for each value (none for nil).
    private func replace<Value>(with values: [Value]?, as type: String) {
        setItems((values ?? []).map { [type: $0] })
    }
}
