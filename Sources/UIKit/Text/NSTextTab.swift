import CoreGraphics
public import Foundation

/// A tab stop of a paragraph style: its location and how the text after it lines up there.
///
/// Left, natural and justified stops start the text at the location; right stops end it there;
/// centre stops centre it on it. Locations are kept within 0...100,000 points when laid out
/// (non-finite ones are dropped). The `columnTerminatorsAttributeName` option is kept.
open class NSTextTab: NSObject, NSCopying, @unchecked Sendable {
    /// The option key naming the characters that end a column.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A character set whose characters end the column (for decimal tabs).
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How text lines up with the stop.
    public let alignment: NSTextAlignment
    /// The stop's distance from the leading edge, in points.
    public let location: CGFloat
    /// The stop's options.
    public let options: [OptionKey: Any]

    /// Creates a tab stop.
    public init(textAlignment alignment: NSTextAlignment, location: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = location
        self.options = options
        super.init()
    }

    /// The characters that end a decimal-aligned column in `locale`: its decimal separator.
    open class func columnTerminators(for locale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (locale ?? .current).decimalSeparator ?? ".")
    }

    /// A copy (tab stops are immutable: itself).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a stop with the same alignment and location.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && (other.location == location || other.location.isNaN && location.isNaN)
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(alignment)
        hasher.combine(location.isNaN ? 0 : location)
        return hasher.finalize()
    }

    /// The engine's stop, or nil for a location that is not finite.
    var textTabStop: TextTabStop? {
        guard location.isFinite else { return nil }
        let placed = min(max(location, 0), 100_000)
        switch alignment {
        case .right: return TextTabStop(location: placed, alignment: .right)
        case .center: return TextTabStop(location: placed, alignment: .center)
        case .left, .natural, .justified: return TextTabStop(location: placed, alignment: .left)
        }
    }
}

/// The direction text is written in.
public enum NSWritingDirection: Int, Sendable {
    /// As the text's characters say.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

extension NSParagraphStyle {
    /// How lines choose where to break.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        /// The strategy's bits.
        public let rawValue: UInt
        /// Creates a strategy from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Pushes words from the last line up to avoid a single word there.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// The rules for Han and Hangul text.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
        /// The system's standard rules.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}
