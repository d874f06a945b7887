public import Foundation

/// Where the user's copied items go: the general pasteboard, shared with the desktop's clipboard,
/// and named pasteboards an app keeps for itself.
///
/// Items are dictionaries from type identifiers ("public.utf8-plain-text", "public.url",
/// "public.png"…) to values. The general pasteboard's text is the desktop's clipboard text when a
/// backend connects one (`ApplicationContext.clipboard`; the SDL2 backend does): setting a string,
/// a URL or items with text writes it there, and reading picks up text copied in other programs.
/// Images and colours stay in the process (SDL2's clipboard holds text only).
@preconcurrency @MainActor
open class UIPasteboard {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A name from a string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A name from a string (as `init(rawValue:)`).
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// The pasteboard's name.
    public var name: Name { store.name }
    /// Counts the changes of the contents (the desktop's included, seen when the pasteboard is read).
    open var changeCount: Int {
        refreshFromClipboard()
        return store.changeCount
    }
    /// Whether the pasteboard outlives the app (iOS 10 made every named pasteboard temporary).
    open var isPersistent = false

    /// The contents, shared by every `UIPasteboard` of this name in the context.
    private let store: PasteboardStore

    init(store: PasteboardStore) { self.store = store }

    /// The general pasteboard of the current application context.
    public class var general: UIPasteboard { ApplicationContext.current.pasteboards.general }

    /// The pasteboard named `pasteboardName` (sharing its contents with every other of that name),
    /// made when `create` is true and it does not exist; nil otherwise.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard let store = ApplicationContext.current.pasteboards.store(named: pasteboardName, create: create) else {
            return nil
        }
        self.init(store: store)
    }

    /// A new pasteboard with a unique name.
    public class func withUniqueName() -> UIPasteboard {
        let name = Name(rawValue: "lamina.pasteboard." + UUID().uuidString)
        return UIPasteboard(store: ApplicationContext.current.pasteboards.store(named: name, create: true)!)
    }

    /// Forgets the pasteboard named `pasteboardName` (posting `removedNotification`); the general
    /// pasteboard cannot be removed.
    public class func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general,
            let removed = ApplicationContext.current.pasteboards.named.removeValue(forKey: pasteboardName)
        else { return }
        NotificationCenter.default.post(name: removedNotification, object: UIPasteboard(store: removed))
    }

    // MARK: Items

    /// The items, each a dictionary from type identifiers to values.
    open var items: [[String: Any]] {
        get {
            refreshFromClipboard()
            return store.items
        }
        set { setItems(newValue, options: [:]) }
    }

    /// How many items there are.
    open var numberOfItems: Int { items.count }

    /// The types of the first item.
    open var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    /// Replaces the items (`options` are accepted; local-only and expiry have no meaning without
    /// other devices and are not kept).
    open func setItems(_ items: [[String: Any]], options: [UIPasteboard.OptionsKey: Any] = [:]) {
        store.items = items
        didChange()
    }

    /// Adds items after the current ones.
    open func addItems(_ items: [[String: Any]]) {
        refreshFromClipboard()
        store.items += items
        didChange()
    }

    /// Whether the first item has a value of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = items.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// The first item's value for `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }

    /// Makes the pasteboard one item holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    /// The first item's value for `pasteboardType` as data (strings in UTF-8, images as PNG).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: data
        case let text as String: Data(text.utf8)
        case let url as URL: Data(url.absoluteString.utf8)
        case let image as UIImage: image.pngData()
        default: nil
        }
    }

    /// Makes the pasteboard one item holding `data` as `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    /// Posted when a pasteboard's contents change (the object is the pasteboard).
    nonisolated public static let changedNotification = NSNotification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed (the object is the pasteboard).
    nonisolated public static let removedNotification = NSNotification.Name("UIPasteboardRemovedNotification")

    /// An option for `setItems(_:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The option's name.
        public let rawValue: String
        /// An option from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Keep the items on this device.
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
        /// When the items expire.
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    }

    // MARK: The desktop's clipboard

    private var clipboard: (any PlatformClipboard)? {
        name == .general ? ApplicationContext.current.clipboard : nil
    }

    /// Counts a change, writes the text of the first item to the clipboard and posts
    /// `changedNotification`.
    private func didChange() {
        store.changeCount += 1
        if let clipboard, let text = Self.text(of: store.items.first) {
            clipboard.text = text
            store.lastClipboardText = text
        }
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }

    /// Takes text copied in other programs: when the clipboard's text is not what was last seen,
    /// the pasteboard becomes one item of that text.
    private func refreshFromClipboard() {
        guard let clipboard, let text = clipboard.text, text != store.lastClipboardText else { return }
        store.lastClipboardText = text
        store.items = [[UIPasteboard.TypeIdentifier.plainText: text]]
        store.changeCount += 1
    }

    /// The text an item offers the clipboard: its string, else its URL.
    static func text(of item: [String: Any]?) -> String? {
        guard let item else { return nil }
        if let text = item[TypeIdentifier.plainText] as? String { return text }
        if let url = item[TypeIdentifier.url] as? URL { return url.absoluteString }
        return nil
    }
}

/// The desktop's clipboard, as a backend connects it (`ApplicationContext.clipboard`): text only.
@MainActor
package protocol PlatformClipboard: AnyObject {
    /// The clipboard's text, nil when it holds none.
    var text: String? { get set }
}

/// The contents of one named pasteboard.
@MainActor
final class PasteboardStore {
    let name: UIPasteboard.Name
    var items: [[String: Any]] = []
    var changeCount = 0
    /// The clipboard text last seen or written (general pasteboard), to tell the desktop's
    /// changes from ours.
    var lastClipboardText: String?

    init(name: UIPasteboard.Name) { self.name = name }
}

/// The pasteboards of one application context.
@MainActor
final class PasteboardRegistry {
    private let generalStore = PasteboardStore(name: .general)
    private(set) lazy var general = UIPasteboard(store: generalStore)
    var named: [UIPasteboard.Name: PasteboardStore] = [:]

    func store(named name: UIPasteboard.Name, create: Bool) -> PasteboardStore? {
        if name == .general { return generalStore }
        if let existing = named[name] { return existing }
        guard create else { return nil }
        let made = PasteboardStore(name: name)
        named[name] = made
        return made
    }
}
