public import Foundation

extension UIPasteboard {
    /// Uniform type identifiers Lamina's pasteboards use for strings, URLs, images and colours.
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
        get { items.first.flatMap { $0[TypeIdentifier.plainText] as? String } }
        set { setItems(newValue.map { [[TypeIdentifier.plainText: $0]] } ?? []) }
    }

    /// Every item's string.
    public var strings: [String]? {
        get { nonEmpty(items.compactMap { $0[TypeIdentifier.plainText] as? String }) }
        set { setItems((newValue ?? []).map { [TypeIdentifier.plainText: $0] }) }
    }

    /// The first item's URL (an item whose string is a URL does not count).
    public var url: URL? {
        get { items.first.flatMap { $0[TypeIdentifier.url] as? URL } }
        set { setItems(newValue.map { [[TypeIdentifier.url: $0]] } ?? []) }
    }

    /// Every item's URL.
    public var urls: [URL]? {
        get { nonEmpty(items.compactMap { $0[TypeIdentifier.url] as? URL }) }
        set { setItems((newValue ?? []).map { [TypeIdentifier.url: $0] }) }
    }

    /// The first item's image.
    public var image: UIImage? {
        get { items.first.flatMap { $0[TypeIdentifier.png] as? UIImage } }
        set { setItems(newValue.map { [[TypeIdentifier.png: $0]] } ?? []) }
    }

    /// Every item's image.
    public var images: [UIImage]? {
        get { nonEmpty(items.compactMap { $0[TypeIdentifier.png] as? UIImage }) }
        set { setItems((newValue ?? []).map { [TypeIdentifier.png: $0] }) }
    }

    /// The first item's colour.
    public var color: UIColor? {
        get { items.first.flatMap { $0[TypeIdentifier.color] as? UIColor } }
        set { setItems(newValue.map { [[TypeIdentifier.color: $0]] } ?? []) }
    }

    /// Every item's colour.
    public var colors: [UIColor]? {
        get { nonEmpty(items.compactMap { $0[TypeIdentifier.color] as? UIColor }) }
        set { setItems((newValue ?? []).map { [TypeIdentifier.color: $0] }) }
    }

    /// Whether an item holds a string.
    public var hasStrings: Bool { items.contains { $0[TypeIdentifier.plainText] is String } }
    /// Whether an item holds a URL.
    public var hasURLs: Bool { items.contains { $0[TypeIdentifier.url] is URL } }
    /// Whether an item holds an image.
    public var hasImages: Bool { items.contains { $0[TypeIdentifier.png] is UIImage } }
    /// Whether an item holds a colour.
    public var hasColors: Bool { items.contains { $0[TypeIdentifier.color] is UIColor } }

    private func nonEmpty<Value>(_ values: [Value]) -> [Value]? { values.isEmpty ? nil : values }
}
