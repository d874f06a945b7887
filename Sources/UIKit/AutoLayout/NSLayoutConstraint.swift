import CoreGraphics
public import Foundation

/// A linear relation between two layout attributes, `first = multiplier × second + constant`
/// (or ≤, ≥), that Auto Layout keeps while it lays views out.
///
/// Items are views and layout guides. An active constraint is held by the nearest common ancestor
/// of its items' views (`UIView.constraints`); activating one whose items share no ancestor,
/// changing a required priority to an optional one (or back) on an active constraint, and
/// attributes that do not fit the items are ignored — UIKit raises an exception — and logged
/// under `LAMINA_DIAGNOSTICS=layout`. Items are held weakly; a view leaving its superview takes
/// away the constraints that reach it from above. Not an `NSObject` (docs/Compatibility.md).
@preconcurrency @MainActor
open class NSLayoutConstraint {
    weak var firstStorage: AnyObject?
    weak var secondStorage: AnyObject?
    /// The view holding the constraint while it is active.
    weak var holder: UIView?

    /// The first item: a `UIView` or `UILayoutGuide`.
    open var firstItem: AnyObject? { firstStorage }
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the first side compares with the second.
    public let relation: Relation
    /// The second item, or nil for a constant.
    open var secondItem: AnyObject? { secondStorage }
    /// The attribute of the second item; `notAnAttribute` without one.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// The constant added to the second side; the one value that may change while the
    /// constraint is active (the layout follows at the next pass). Non-finite values are ignored.
    open var constant: CGFloat {
        didSet {
            if !constant.isFinite { constant = oldValue } else if constant != oldValue { activeConstraintChanged() }
        }
    }
    /// The priority, 1…1000; an active constraint cannot change between required and optional.
    /// UIKit raises for either; Lamina keeps the old priority and logs.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            guard priority.isValid else {
                AutoLayoutDiagnostics.log("a constraint priority of \(priority.rawValue) (not within 1…1000)")
                priority = oldValue
                return
            }
            if holder != nil && priority.isRequired != oldValue.isRequired {
                AutoLayoutDiagnostics.log("a change between required and optional priority of an active constraint")
                priority = oldValue
                return
            }
            activeConstraintChanged()
        }
    }
    /// A name shown in logs.
    open var identifier: String?
    /// Whether an archiver should keep the constraint; stored only.
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Setting it to true installs it on the nearest
    /// common ancestor of its items' views; false removes it.
    open var isActive: Bool {
        get { holder != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c`.
    ///
    /// Attributes of different axes, a location related to a constant, and a missing first item
    /// make a constraint that never takes part in layout (UIKit raises; Lamina logs).
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c)
    }

    init(
        first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        firstStorage = first
        secondStorage = second
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = constant.isFinite ? constant : 0
    }

    /// The first item's anchor for its attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstStorage, attribute: firstAttribute)
    }
    /// The second item's anchor, or nil for a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondStorage.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// Activates each constraint (faster than one by one in UIKit; the same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

extension NSLayoutConstraint {
    /// The relation as UIKit logs it, e.g. `UIView.leading == UIView.leading + 16`.
    var logDescription: String {
        do {
            func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
                guard let item else { return "nil" }
                return "\(type(of: item)).\(attribute)"
            }
            let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
            var text = "\(side(firstStorage, firstAttribute)) \(op) "
            if secondStorage != nil {
                if multiplier != 1 { text += "\(multiplier)*" }
                text += side(secondStorage, secondAttribute)
                if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
            } else {
                text += "\(constant)"
            }
            if !priority.isRequired { text += " @\(priority.rawValue)" }
            if let identifier { text = "'\(identifier)' " + text }
            return "<NSLayoutConstraint \(text)>"
        }
    }
}
