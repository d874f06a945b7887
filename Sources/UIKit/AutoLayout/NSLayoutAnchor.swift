import CoreGraphics
public import Foundation

/// One attribute of a view or layout guide, from which constraints are made with type checking:
/// an x-axis anchor relates only to x-axis anchors, a dimension only to dimensions.
///
/// Constraints made here are inactive; activate them (`isActive`, `NSLayoutConstraint.activate`).
/// Not an `NSObject` (docs/Compatibility.md).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    weak var itemStorage: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        itemStorage = item
        self.attribute = attribute
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { itemStorage }
    /// The anchor's name, such as `UIView.leading`.
    open var name: String { "\(itemStorage.map { "\(type(of: $0))" } ?? "nil").\(attribute)" }
    /// Whether the anchor's item has an ambiguous layout along the anchor's axis.
    open var hasAmbiguousLayout: Bool { LayoutItems.isAmbiguous(itemStorage, attribute: attribute) }
    /// The active constraints that reach the anchor's item along the anchor's axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        LayoutItems.constraintsAffecting(itemStorage, axis: attribute.axis)
    }

    /// `self = anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.equal, anchor, constant: 0)
    }
    /// `self ≥ anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// `self ≤ anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: 0)
    }
    /// `self = anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, constant: c)
    }
    /// `self ≥ anchor + c`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: c)
    }
    /// `self ≤ anchor + c`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: c)
    }

    func relate(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: itemStorage, attribute, relation, second: anchor?.itemStorage,
            anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// The standard spacing between sibling views, in points, that the system-spacing constraints use.
let systemSpacing: CGFloat = 8

/// An anchor along the x axis: a leading, trailing, left, right or centre-x attribute.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self = anchor + multiplier × standard spacing` (8 points).
    open func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        relate(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// `self ≥ anchor + multiplier × standard spacing`.
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// `self ≤ anchor + multiplier × standard spacing`.
    open func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// An anchor along the y axis: a top, bottom, centre-y or baseline attribute.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self = anchor + multiplier × standard spacing` (8 points).
    open func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        relate(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// `self ≥ anchor + multiplier × standard spacing`.
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// `self ≤ anchor + multiplier × standard spacing`.
    open func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A width or height anchor, which may also be related to a constant or scaled.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self = c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { relate(.equal, nil, constant: c) }
    /// `self ≥ c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self ≤ c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, nil, constant: c)
    }
    /// `self = m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self ≥ m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self ≤ m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self = m × anchor + c`.
    open func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self ≥ m × anchor + c`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self ≤ m × anchor + c`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
