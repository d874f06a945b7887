/// Edges of a rectangle, as a set: which edges a controller's view extends under bars, or on
/// which edges the system should defer its gestures.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    /// The edges as bits: top 1, left 2, bottom 4, right 8.
    public let rawValue: UInt
    /// The edges whose bits `rawValue` holds.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
