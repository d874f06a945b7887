import Foundation

/// What a menu shows: the base of actions (and, later, menus).
@preconcurrency @MainActor
open class UIMenuElement {
    /// How an element looks and behaves in a menu.
    public struct Attributes: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates a value from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown greyed out.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in the destructive style (red).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after it is chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark.
    public enum State: Int, Sendable {
        /// No mark.
        case off = 0
        /// A check mark.
        case on = 1
        /// A mixed mark.
        case mixed = 2
    }

    /// The title shown.
    open var title: String
    /// A line under the title.
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// The closure an action runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title and an image: what a control runs (`UIControl.addAction(_:for:)`,
/// `UIButton(primaryAction:)`, `UIBarButtonItem(primaryAction:)`) and what a menu shows.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name that identifies an action, so a control can remove or replace it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates a value from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier: the one given, or a new unique one.
    public let identifier: Identifier
    /// The title screen readers and the keyboard shortcut overlay use.
    open var discoverabilityTitle: String?
    /// How the action looks in a menu.
    open var attributes: Attributes
    /// Whether the action shows a check mark in a menu.
    open var state: State
    /// The object that sent the action while its handler runs (the control, or the bar button
    /// item); nil otherwise.
    open internal(set) var sender: AnyObject?
    /// What the action runs.
    let handler: UIActionHandler

    /// Creates an action running `handler`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: AnyObject?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
