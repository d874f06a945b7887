import CoreGraphics
public import Foundation

/// Insets for each edge of a rectangle, the horizontal ones by reading direction: `leading` is
/// the left edge in left-to-right layouts and the right edge in right-to-left ones.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the edge where lines of text begin.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the edge where lines of text end.
    public var trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Zero insets.
    public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets {
    /// These insets by edge for `direction`.
    func resolved(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension UIEdgeInsets {
    /// These insets by reading direction for `direction`.
    func directional(for direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
        direction == .rightToLeft
            ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }

    /// Edge by edge, the larger inset.
    func edgewiseMax(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom),
            right: max(right, other.right))
    }

    /// Edge by edge, the sum.
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }

    /// Whether every inset is a finite number.
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
