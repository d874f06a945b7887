public import Foundation

/// The stacking level of a window: windows at higher levels are shown above windows at lower ones.
///
/// Apple spells this `UIWindow.Level`; Lamina declares it standalone so screens can order window
/// layers before `UIWindow` exists, and `UIWindow` names it with
/// `typealias Level = UIWindowLevel`. Among windows of one level, the one made visible last is on
/// top. Any finite value is a valid level (negative ones included); arithmetic with NaN or
/// infinities leaves the level unchanged, so a level is always finite.
public struct UIWindowLevel: RawRepresentable, Hashable, Comparable, Sendable {
    /// The level as a number.
    public let rawValue: CGFloat

    /// Creates a level from a number; a non-finite number gives `.normal`.
    public init(rawValue: CGFloat) {
        self.rawValue = rawValue.isFinite ? rawValue : 0
    }

    /// Creates a level from a number; a non-finite number gives `.normal`.
    public init(_ rawValue: CGFloat) {
        self.init(rawValue: rawValue)
    }

    /// The level of an app's ordinary windows (0).
    public static let normal = UIWindowLevel(rawValue: 0)
    /// The level of the status bar (1000), above normal windows.
    public static let statusBar = UIWindowLevel(rawValue: 1000)
    /// The level of alerts (2000), above the status bar.
    public static let alert = UIWindowLevel(rawValue: 2000)

    /// Levels order by their numbers.
    public static func < (lhs: UIWindowLevel, rhs: UIWindowLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The level `rhs` above `lhs` (`.normal + 1`); a non-finite result leaves `lhs` unchanged.
    public static func + (lhs: UIWindowLevel, rhs: CGFloat) -> UIWindowLevel {
        let sum = lhs.rawValue + rhs
        return sum.isFinite ? UIWindowLevel(rawValue: sum) : lhs
    }

    /// The level `rhs` below `lhs` (`.alert - 1`); a non-finite result leaves `lhs` unchanged.
    public static func - (lhs: UIWindowLevel, rhs: CGFloat) -> UIWindowLevel {
        let difference = lhs.rawValue - rhs
        return difference.isFinite ? UIWindowLevel(rawValue: difference) : lhs
    }

    /// Raises `lhs` by `rhs`.
    public static func += (lhs: inout UIWindowLevel, rhs: CGFloat) { lhs = lhs + rhs }

    /// Lowers `lhs` by `rhs`.
    public static func -= (lhs: inout UIWindowLevel, rhs: CGFloat) { lhs = lhs - rhs }
}
