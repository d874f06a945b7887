import CoreGraphics
public import Foundation

/// An item of a toolbar (or, later, a navigation bar): a title, an image, a system item, a
/// custom view, or a space, whose tap runs its primary action.
///
/// Apple's target–action initialisers take selectors, which need the Objective-C runtime; Lamina
/// has the closure forms Apple added in iOS 14 (`init(title:image:primaryAction:)`,
/// `init(systemItem:primaryAction:)`, `init(primaryAction:)`) and no menus yet
/// (docs/Compatibility.md). When the item's action runs, its `sender` is the item.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a text item is drawn.
    public enum Style: Int, Sendable {
        /// Regular text.
        case plain = 0
        /// Deprecated: the same as plain.
        case bordered = 1
        /// Bold text, for the item that completes a task.
        case done = 2
    }

    /// The items the system draws.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        case pageCurl = 23
        case close = 24
    }

    /// How the title is drawn.
    open var style: Style = .plain {
        didSet { itemDidChange() }
    }
    /// The item's width; 0 sizes it to its content. For a fixed space, the space's width.
    open var width: CGFloat = 0 {
        didSet { itemDidChange() }
    }
    /// A view shown instead of a title or image.
    open var customView: UIView? {
        didSet { itemDidChange() }
    }
    /// The action a tap runs.
    open var primaryAction: UIAction? {
        didSet { itemDidChange() }
    }
    /// The colour of the item's title and image; nil uses the bar's tint colour.
    open var tintColor: UIColor? {
        didSet { itemDidChange() }
    }
    /// Titles the item may show, so the bar can reserve the widest (stored).
    open var possibleTitles: Set<String>?

    /// The system item, for items made with one.
    let systemItem: SystemItem?

    /// The bar showing the item, told when it changes.
    weak var bar: UIToolbar?

    /// Creates an empty plain item.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// Creates an item showing `title` or `image` (or both) that runs `primaryAction` when tapped;
    /// without a title or image it shows the action's.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        systemItem = nil
        super.init()
        self.title = title ?? (image == nil ? primaryAction?.title : nil)
        self.image = image ?? (title == nil ? primaryAction?.image : nil)
        self.primaryAction = primaryAction
    }

    /// Creates an item showing the action's title and image, running it when tapped.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    /// Creates an item of a system kind that runs `primaryAction` when tapped.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        super.init()
        self.primaryAction = primaryAction
        if systemItem == .done || systemItem == .save { style = .done }
    }

    /// Creates an item showing `customView` (which handles its own touches).
    public init(customView: UIView) {
        systemItem = nil
        super.init()
        self.customView = customView
    }

    /// A space of `width` points between items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A space taking an equal share of the bar's room left over.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// Whether the item is a space (fixed or flexible).
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    override func itemDidChange() {
        bar?.itemDidChange(self)
    }

    /// Runs the primary action with the item as its sender.
    func perform() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
    }
}
