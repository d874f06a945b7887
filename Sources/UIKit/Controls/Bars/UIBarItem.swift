import CoreGraphics
public import Foundation

/// The base of the items bars show (`UIBarButtonItem`): a title, an image and whether it is
/// enabled. Items are not views; the bar makes a view for each.
@preconcurrency @MainActor
open class UIBarItem: UIAccessibilityIdentification {
    /// The title shown.
    open var title: String? {
        didSet { itemDidChange() }
    }
    /// The image shown.
    open var image: UIImage? {
        didSet { itemDidChange() }
    }
    /// The image shown in landscape on phones (Lamina shows `image`).
    open var landscapeImagePhone: UIImage?
    /// Insets applied to the image.
    open var imageInsets = UIEdgeInsets() {
        didSet { itemDidChange() }
    }
    /// Whether the item responds to taps; disabled items look dimmed.
    open var isEnabled = true {
        didSet { itemDidChange() }
    }
    /// An integer the app uses to tell items apart; 0 by default.
    open var tag = 0
    /// What assistive technologies read for the item's button; by default its title.
    open var accessibilityLabel: String? {
        didSet { itemDidChange() }
    }
    /// What activating the item does, read after its label.
    open var accessibilityHint: String? {
        didSet { itemDidChange() }
    }
    /// The identifier tests find the item's button by.
    open var accessibilityIdentifier: String? {
        didSet { itemDidChange() }
    }

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates an item.
    public init() {}

    /// Sets the text attributes of the title in `state` (font and foreground colour are used).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// The title's text attributes for `state`, as set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Called when something the bar shows changed.
    func itemDidChange() {}
}
