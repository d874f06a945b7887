import CoreGraphics
import Foundation

/// What a responder has been told to say about itself to assistive technologies, made the first
/// time one of its accessibility properties is set (most responders never set one: they pay one
/// nil pointer).
///
/// Every field is nil until set; nil means "the class's default", which the getters in
/// `UIResponder` (and the overrides in `UILabel`, `UIButton`, `UIImageView`) compute. Setting a
/// plain string stores it as an attributed string without attributes, so the plain and the
/// attributed property always agree.
@MainActor
final class AccessibilityAttributes {
    var isElement: Bool?
    var label: NSAttributedString?
    var hint: NSAttributedString?
    var value: NSAttributedString?
    var traits: UIAccessibilityTraits?
    /// In screen coordinates, as set (it does not follow the view).
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var navigationStyle = UIAccessibilityNavigationStyle.automatic
    var userInputLabels: [String]?
    var textualContext: UIAccessibilityTextualContext?
    var containerType = UIAccessibilityContainerType.none
    /// The container's elements in order, when the app lists them (`accessibilityElements`).
    var elements: [Any]?
    var customActions: [UIAccessibilityCustomAction]?
    var identifier: String?
    var ignoresInvertColors = false
    var largeContent = LargeContent()
}

/// What the large content viewer shows for a view (`UILargeContentViewerItem`).
struct LargeContent {
    var shows = false
    var title: String?
    var image: UIImage?
    var scalesImage = true
    var imageInsets = UIEdgeInsets.zero
}

extension UIResponder {
    /// The responder's accessibility attributes, made on first use.
    var accessibility: AccessibilityAttributes {
        if let attributes = accessibilityAttributes { return attributes }
        let attributes = AccessibilityAttributes()
        accessibilityAttributes = attributes
        return attributes
    }

    /// Where the responder is on its screen when nothing was set: a view's bounds there; an
    /// accessibility element's place in its container; nothing for other responders.
    var defaultAccessibilityFrame: CGRect {
        if let view = self as? UIView { return view.screenRect(of: view.bounds) }
        if let element = self as? UIAccessibilityElement { return element.frameFromContainerSpace }
        return .zero
    }
}

extension UIView {
    /// `rect` (in this view's coordinates) on the screen: the bounding box through the view's
    /// layers and its root's frame (a shown window's frame is in its screen's points).
    func screenRect(of rect: CGRect) -> CGRect {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return .zero
        }
        return rect.applying(transformToFixedSpace)
    }
}
