import CoreGraphics

/// Something on screen that is not a view but should be accessible (a bar of a chart, a key drawn
/// in one view): a container view lists these in its `accessibilityElements`.
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// The view (or element) that contains this element.
    open weak var accessibilityContainer: AnyObject?

    /// The element's frame in its container view's coordinates; `CGRect.null` by default. While
    /// set (and no `accessibilityFrame` was set after it), `accessibilityFrame` follows the
    /// container view on screen.
    open var accessibilityFrameInContainerSpace: CGRect = .null {
        didSet { accessibilityAttributes?.frame = nil }
    }

    /// An element inside `container` (usually a view).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The identifier tests and automation find the element by; nil by default.
    public var accessibilityIdentifier: String? {
        get { accessibilityAttributes?.identifier }
        set { accessibility.identifier = newValue }
    }

    /// `accessibilityFrameInContainerSpace` on screen, through the container view; zero without one.
    var frameFromContainerSpace: CGRect {
        guard !accessibilityFrameInContainerSpace.isNull, let view = accessibilityContainer as? UIView else {
            return .zero
        }
        return view.screenRect(of: accessibilityFrameInContainerSpace)
    }
}

extension UIView: UIAccessibilityIdentification {
    /// The identifier tests and automation find the view by (never read to the user); nil by
    /// default.
    public var accessibilityIdentifier: String? {
        get { accessibilityAttributes?.identifier }
        set { accessibility.identifier = newValue }
    }
}
