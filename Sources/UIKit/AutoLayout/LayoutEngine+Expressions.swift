import CoreGraphics
import Foundation
import LaminaConstraints

/// How the engine expresses an item's attribute: its alignment rectangle, carried up from its
/// superview's coordinates to those of the view holding the constraint, through the position,
/// alignment insets and bounds origin of each view between them. Auto Layout ignores transforms:
/// a view's rectangle is its bounds about its centre.
extension LayoutEngine {
    /// The attribute of `item` in `holder`'s bounds coordinates; nil when the item is not in
    /// `holder`'s subtree or the attribute is `notAnAttribute`.
    func expression(
        _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in holder: UIView
    ) -> LinearExpression? {
        var rect: Rect
        var owner: UIView
        if let view = item as? UIView {
            owner = view
            if view === holder, let scrollView = view as? UIScrollView, attribute.isScrollContentEdge {
                // A scroll view's edges and centres, to its own content, are its content's
                // (Apple's TN2154); its width and height stay its frame's.
                rect = guideRect(of: scrollView.contentLayoutGuide, owner: view)
            } else if view === holder {
                rect = ownAlignmentRect(of: view)
            } else {
                guard let parent = view.superviewStorage, let offset = offset(from: parent, to: holder) else {
                    return nil
                }
                rect = alignmentRect(of: view)
                rect.minX = rect.minX + offset.x
                rect.minY = rect.minY + offset.y
            }
        } else if let guide = item as? UILayoutGuide, let view = guide.owningViewStorage {
            owner = view
            guard let offset = offset(from: view, to: holder) else { return nil }
            rect = guideRect(of: guide, owner: view)
            rect.minX = rect.minX + offset.x
            rect.minY = rect.minY + offset.y
        } else {
            return nil
        }
        let left = rect.minX
        let right = rect.minX + rect.width
        let top = rect.minY
        let bottom = rect.minY + rect.height
        func rightToLeft() -> Bool {
            let key = ObjectIdentifier(owner)
            if let known = self.rightToLeft[key] { return known }
            let value = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
            self.rightToLeft[key] = value
            return value
        }
        func margins() -> UIEdgeInsets { item is UIView ? owner.layoutMargins : .zero }
        switch attribute {
        case .left: return left
        case .right: return right
        case .top: return top
        case .bottom: return bottom
        case .leading: return rightToLeft() ? right * -1 : left
        case .trailing: return rightToLeft() ? left * -1 : right
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return left + rect.width * 0.5
        case .centerY: return top + rect.height * 0.5
        case .firstBaseline, .lastBaseline:
            guard let offset = LayoutItems.baselineFromCenter(of: item, first: attribute == .firstBaseline) else {
                return bottom
            }
            return top + rect.height * 0.5 + Double(offset)
        case .leftMargin: return left + Double(margins().left)
        case .rightMargin: return right - Double(margins().right)
        case .topMargin: return top + Double(margins().top)
        case .bottomMargin: return bottom - Double(margins().bottom)
        case .leadingMargin:
            return rightToLeft() ? (right - Double(margins().right)) * -1 : left + Double(margins().left)
        case .trailingMargin:
            return rightToLeft() ? (left + Double(margins().left)) * -1 : right - Double(margins().right)
        case .centerXWithinMargins:
            let m = margins()
            return left + rect.width * 0.5 + Double(m.left - m.right) / 2
        case .centerYWithinMargins:
            let m = margins()
            return top + rect.height * 0.5 + Double(m.top - m.bottom) / 2
        case .notAnAttribute: return nil
        }
    }

    /// The view's bounds in its own coordinates (the size may be the engine's).
    func ownRect(of view: UIView) -> Rect {
        let bounds = view.bounds
        guard let slot = slot(of: view) else {
            return Rect(
                minX: LinearExpression(Double(bounds.minX)), minY: LinearExpression(Double(bounds.minY)),
                width: LinearExpression(Double(bounds.width)), height: LinearExpression(Double(bounds.height)))
        }
        let insets = view.alignmentRectInsets
        let solved = rect(slot: slot)
        return Rect(
            minX: LinearExpression(Double(bounds.minX)), minY: LinearExpression(Double(bounds.minY)),
            width: solved.width + Double(insets.left + insets.right),
            height: solved.height + Double(insets.top + insets.bottom))
    }

    /// The view's alignment rectangle in its own coordinates.
    func ownAlignmentRect(of view: UIView) -> Rect {
        let insets = view.alignmentRectInsets
        var own = ownRect(of: view)
        own.minX = own.minX + Double(insets.left)
        own.minY = own.minY + Double(insets.top)
        own.width = own.width - Double(insets.left + insets.right)
        own.height = own.height - Double(insets.top + insets.bottom)
        return own
    }

    /// The view's alignment rectangle in its superview's coordinates.
    func alignmentRect(of view: UIView) -> Rect {
        if let slot = slot(of: view) { return rect(slot: slot) }
        let frame = view.untransformedFrame.inset(by: view.alignmentRectInsets)
        return Rect(
            minX: LinearExpression(Double(frame.minX)), minY: LinearExpression(Double(frame.minY)),
            width: LinearExpression(Double(frame.width)), height: LinearExpression(Double(frame.height)))
    }

    /// What to add to a point in `view`'s bounds coordinates to express it in `holder`'s; nil
    /// when `holder` is not `view` or one of its ancestors.
    func offset(from view: UIView, to holder: UIView) -> (x: LinearExpression, y: LinearExpression)? {
        var x = LinearExpression()
        var y = LinearExpression()
        var current = view
        while current !== holder {
            guard let parent = current.superviewStorage else { return nil }
            let rect = alignmentRect(of: current)
            let insets = current.alignmentRectInsets
            let bounds = current.bounds
            x = x + rect.minX - Double(insets.left + bounds.minX)
            y = y + rect.minY - Double(insets.top + bounds.minY)
            current = parent
        }
        return (x, y)
    }

    /// A guide's rectangle in its owning view's coordinates.
    func guideRect(of guide: UILayoutGuide, owner: UIView) -> Rect {
        if let slot = slot(of: guide, owner: owner) { return rect(slot: slot) }
        var own = ownRect(of: owner)
        if guide.kind == .keyboard {
            let height = Double(LayoutItems.keyboardHeight(guide, owner: owner))
            own.minY = own.minY + own.height - height
            own.height = LinearExpression(height)
            return own
        }
        if guide.kind == .scrollFrame { return own }
        let insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
        own.minX = own.minX + Double(insets.left)
        own.minY = own.minY + Double(insets.top)
        own.width = own.width - Double(insets.left + insets.right)
        own.height = own.height - Double(insets.top + insets.bottom)
        return own
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether, said of a scroll view by its content, the attribute names the content's area:
    /// every edge and centre, not the width and height.
    var isScrollContentEdge: Bool {
        switch self {
        case .width, .height, .notAnAttribute: false
        default: true
        }
    }
}

extension UIView {
    /// The frame without the transform: the bounds size about the centre, as Auto Layout sees it.
    var untransformedFrame: CGRect {
        let size = layer.bounds.size
        let anchor = layer.anchorPoint
        let position = layer.position
        return CGRect(
            x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width,
            height: size.height)
    }
}
