public import Foundation

/// What an accessibility element is and what state it is in, as an assistive technology tells
/// the user ("button", "selected", "dimmed"). Combine them: `[.button, .selected]`.
///
/// The raw bit of each trait is Lamina's (Apple's come from constants it does not document);
/// compare traits by name, not by number.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt64
    /// Traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Behaves as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Currently selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Sums up the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled: it does not respond to the user.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Its label or value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Its value goes up and down (`accessibilityIncrement()`, `accessibilityDecrement()`).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly (a piano keyboard, a drawing surface).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A heading that divides content.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Can be zoomed.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
    /// A button that toggles between two states.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
}

/// How an assistive technology moves through a container's elements.
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    /// The technology decides.
    case automatic = 0
    /// Each element on its own.
    case separate = 1
    /// The elements as one.
    case combined = 2
}

/// What kind of container a view is, which assistive technologies announce.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a container of a named kind.
    case none = 0
    /// A table of data.
    case dataTable = 1
    /// A list.
    case list = 2
    /// A landmark of the page.
    case landmark = 3
    /// Elements that belong together.
    case semanticGroup = 4
}

/// The direction of an accessibility scroll (`accessibilityScroll(_:)`).
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// Right.
    case right = 1
    /// Left.
    case left = 2
    /// Up.
    case up = 3
    /// Down.
    case down = 4
    /// The next page.
    case next = 5
    /// The previous page.
    case previous = 6
}

/// The kind of text an element holds, which changes how it is read (a spreadsheet's cells, code).
public struct UIAccessibilityTextualContext: RawRepresentable, Hashable, Sendable {
    /// The context's name.
    public let rawValue: String
    /// A context from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Word processing.
    public static let wordProcessing = UIAccessibilityTextualContext(
        rawValue: "UIAccessibilityTextualContextWordProcessing")
    /// Narrative text.
    public static let narrative = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextNarrative")
    /// Messaging.
    public static let messaging = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextMessaging")
    /// A spreadsheet.
    public static let spreadsheet = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSpreadsheet")
    /// A file system.
    public static let fileSystem = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextFileSystem")
    /// Source code.
    public static let sourceCode = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextSourceCode")
    /// Console output.
    public static let console = UIAccessibilityTextualContext(rawValue: "UIAccessibilityTextualContextConsole")
}

/// An action an element offers besides activation ("Delete", "Reply"), which an assistive
/// technology lists for the user; the handler returns whether it succeeded.
///
/// The target–selector initializers do not exist (Swift on Linux has no selectors): use the
/// handler.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    /// The action's name, read to the user.
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }
    /// The action's name with attributes.
    open var attributedName: NSAttributedString
    /// An image shown for the action.
    open var image: UIImage?
    /// What performing the action does; returns whether it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// An action named `name` that runs `actionHandler`.
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        attributedName = NSAttributedString(string: name)
        self.actionHandler = actionHandler
    }

    /// An action named `name`, shown with `image`, that runs `actionHandler`.
    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        attributedName = NSAttributedString(string: name)
        self.image = image
        self.actionHandler = actionHandler
    }

    /// An action with an attributed name that runs `actionHandler`.
    public init(attributedName: NSAttributedString, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.attributedName = attributedName
        self.actionHandler = actionHandler
    }

    /// An action with an attributed name, shown with `image`, that runs `actionHandler`.
    public init(
        attributedName: NSAttributedString, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    ) {
        self.attributedName = attributedName
        self.image = image
        self.actionHandler = actionHandler
    }

    /// Runs the handler; false without one (what an assistive technology does to perform it).
    package func perform() -> Bool { actionHandler?(self) ?? false }
}

/// Objects that carry an identifier for tests and automation to find them by, never read to the
/// user: views, accessibility elements, images and bar items.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: AnyObject {
    /// The identifier; nil by default.
    var accessibilityIdentifier: String? { get set }
}
