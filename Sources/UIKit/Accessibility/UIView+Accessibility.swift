import CoreGraphics

/// What the large content viewer shows for an item when the user presses and holds it with a
/// large text size (bar buttons, tab bar items): a title and an image, scaled up.
@preconcurrency @MainActor
public protocol UILargeContentViewerItem: AnyObject {
    /// Whether the item shows in the large content viewer.
    var showsLargeContentViewer: Bool { get }
    /// The title shown.
    var largeContentTitle: String? { get }
    /// The image shown.
    var largeContentImage: UIImage? { get }
    /// Whether the image is scaled up to the viewer's size.
    var scalesLargeContentImage: Bool { get }
    /// Insets applied to the image.
    var largeContentImageInsets: UIEdgeInsets { get }
}

extension UIView: UILargeContentViewerItem {
    /// Whether the view shows in the large content viewer; false by default. (The viewer itself,
    /// `UILargeContentViewerInteraction`, is not built; these describe what it would show.)
    public var showsLargeContentViewer: Bool {
        get { accessibilityAttributes?.largeContent.shows ?? false }
        set { accessibility.largeContent.shows = newValue }
    }
    /// The title the large content viewer shows; nil by default.
    public var largeContentTitle: String? {
        get { accessibilityAttributes?.largeContent.title }
        set { accessibility.largeContent.title = newValue }
    }
    /// The image the large content viewer shows; nil by default.
    public var largeContentImage: UIImage? {
        get { accessibilityAttributes?.largeContent.image }
        set { accessibility.largeContent.image = newValue }
    }
    /// Whether the large content viewer scales the image up; true by default.
    public var scalesLargeContentImage: Bool {
        get { accessibilityAttributes?.largeContent.scalesImage ?? true }
        set { accessibility.largeContent.scalesImage = newValue }
    }
    /// Insets applied to the large content image; zero by default.
    public var largeContentImageInsets: UIEdgeInsets {
        get { accessibilityAttributes?.largeContent.imageInsets ?? .zero }
        set { accessibility.largeContent.imageInsets = newValue }
    }

    /// Whether the view keeps its colours when the user inverts the display's (photos, video);
    /// false by default. Lamina does not invert colours; this records the view's wish.
    public var accessibilityIgnoresInvertColors: Bool {
        get { accessibilityAttributes?.ignoresInvertColors ?? false }
        set { accessibility.ignoresInvertColors = newValue }
    }
}
