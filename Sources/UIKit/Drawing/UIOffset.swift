public import Foundation

/// A horizontal and a vertical offset: UIKit's `UIOffset`, in which motion effects receive the
/// viewer's offset (each part from -1 to 1) and bars and controls take the offsets of their titles.
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The offset along the x axis.
    public var horizontal: CGFloat
    /// The offset along the y axis.
    public var vertical: CGFloat

    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Creates a zero offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// The zero offset.
    public static let zero = UIOffset()
}
