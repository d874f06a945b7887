import Foundation
import LaminaConstraints

/// How much a layout constraint matters: 1 to 1000, where 1000 (`required`) must hold and lower
/// priorities give way to higher ones when constraints conflict.
///
/// Lamina's engine weighs an optional constraint's error by ten to the power of its priority
/// over 100, so a higher priority always wins a direct conflict with a lower one, but many
/// constraints of one priority can together outweigh one of a slightly higher priority (Apple's
/// engine orders priorities more strictly; see docs/Compatibility.md).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1…1000.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of a control's compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a split-view drag that can resize its window's scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a window's scene keeps its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority of a control's content hugging (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which `systemLayoutSizeFitting(_:)` pulls towards the target size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether `lhs` is the lower priority.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `lhs` raised by `rhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    /// `lhs` lowered by `rhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }

    /// Whether the priority is one UIKit accepts: above 0, at most 1000.
    var isValid: Bool { rawValue > 0 && rawValue <= 1000 }
    /// Whether the priority makes a constraint required (1000 or more).
    var isRequired: Bool { rawValue >= 1000 }
    /// The solver's strength for a constraint of this priority: required, or weighted by ten to
    /// the power of the priority over 100.
    var strength: ConstraintStrength {
        guard !isRequired else { return .required }
        return .weighted(pow(10, Double(max(rawValue, 1)) / 100))
    }
}

extension NSLayoutConstraint {
    /// The edge, centre, size or baseline of an item that a constraint relates; raw values are
    /// Apple's.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the constraint's second item is absent (a constant size).
        case notAnAttribute = 0

        /// The axis the attribute lies along; nil for `notAnAttribute`.
        var axis: NSLayoutConstraint.Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                return .vertical
            case .notAnAttribute: return nil
            }
        }
    }

    /// How a constraint's two sides compare; raw values are Apple's.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1

        /// The solver's relation of the first side minus the second to zero.
        var linear: LinearRelation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }
    }

    /// A layout axis; raw values are Apple's.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
